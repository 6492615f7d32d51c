import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationFor, queryKeyFor, queryOptionsFor } from '@/lib/client/api';
import { employeeDetailOp, pictureUploadOp } from '@/lib/client/operations/profile.gen';
import type { EmployeeDetail } from '@/lib/profile/schemas';

export type { EmployeeDetail };

export function profileQueryOptions(username: string) {
  return { ...queryOptionsFor(employeeDetailOp, { params: { username } }), enabled: username.length > 0 };
}

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(pictureUploadOp),
    onSuccess: async (result, { body }) => {
      const key = queryKeyFor(employeeDetailOp, { params: { username: body.username ?? result.username } });
      // Show the new picture at once; the refetch below then confirms it.
      queryClient.setQueryData(key, (old) => (old ? { ...old, pictureUrl: result.pictureUrl } : old));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
