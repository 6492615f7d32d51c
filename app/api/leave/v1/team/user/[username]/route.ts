import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { teamLeaveOp } from '@/lib/leave/operations';
import { managerToRead, teamLeaveDays } from '@/lib/leave/team';

// GET /api/leave/v1/team/user/{username} - the days a manager's direct reports are off
export const GET = route(teamLeaveOp, async ({ params, query, principal, db }) => {
  const manager = await managerToRead(db, principal, params.username);
  return { items: teamLeaveDays(db, manager.id, query) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
