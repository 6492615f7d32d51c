import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-get';
import { fetchJson } from '@/lib/http/fetch-json';
import type { EmployeeDetail } from '@/lib/profile/schemas';

export type { EmployeeDetail };

export type PictureUploadResult = {
  username: string;
  pictureUrl: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  size: number;
  status: 'updated';
};

export const profileKeys = {
  all: ['profile'] as const,
  detail: (username: string) => ['profile', 'detail', username.toLowerCase()] as const,
};

export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.detail(username),
    ...apiGet<EmployeeDetail>(`/api/profile/v1/detail/user/${encodeURIComponent(username)}`),
    enabled: username.length > 0,
  });
}

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pictureData: string; username?: string }) =>
      fetchJson<PictureUploadResult>('/api/profile/v1/pic/upload', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: async (result) => {
      const key = profileKeys.detail(result.username);
      // Show the new picture at once; the refetch below then confirms it.
      queryClient.setQueryData(key, (old) => (old ? { ...old, pictureUrl: result.pictureUrl } : old));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
