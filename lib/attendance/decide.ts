import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { attendanceDays, employees, regularisations } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { actorName, type Principal } from '@/lib/api/principal';
import { asSubject, isManagerOf, isPeopleAdmin, SUBJECT_COLUMNS } from '@/lib/people/subject';
import { nowIso } from '@/lib/time';
import type { RegularisationAction } from './constants';
import { regularisationRowId } from './ids';

/**
 * Approves or rejects a pending regularisation: the employee's manager, hr_admin or a system, never the
 * employee. Approval writes the asked times onto the day, where they replace the punches'.
 */
export async function decideRegularisation(
  tx: Tx,
  principal: Principal,
  input: { regularisationId: string; action: RegularisationAction; comments?: string },
): Promise<number> {
  const id = regularisationRowId(input.regularisationId);
  const [found] = await tx
    .select({ request: regularisations, employee: SUBJECT_COLUMNS })
    .from(regularisations)
    .innerJoin(employees, eq(employees.id, regularisations.employeeId))
    .where(eq(regularisations.id, id));
  if (!found) throw new ApiError('not_found', `No regularisation ${input.regularisationId}.`);
  const { request } = found;
  const subject = asSubject(found.employee);
  if (principal.kind === 'user' && principal.employeeId === subject.id) throw new ApiError('forbidden', 'You may not decide your own regularisation.');
  if (!isPeopleAdmin(principal) && !isManagerOf(principal, subject)) {
    throw new ApiError('forbidden', "Only the employee's manager or hr_admin may decide a regularisation.");
  }
  if (request.status !== 'pending') {
    throw new ApiError('conflict_state', `${input.regularisationId} is already ${request.status}.`, { extra: { currentStatus: request.status } });
  }
  const approved = input.action === 'approve';
  await tx
    .update(regularisations)
    .set({ status: approved ? 'approved' : 'rejected', decidedBy: actorName(principal), decidedAt: nowIso(), decisionComments: input.comments || null })
    .where(eq(regularisations.id, id));
  if (approved) {
    const times = { regularisedIn: request.inTime, regularisedOut: request.outTime };
    await tx
      .insert(attendanceDays)
      .values({ employeeId: subject.id, date: request.date, ...times })
      .onConflictDoUpdate({ target: [attendanceDays.employeeId, attendanceDays.date], set: times });
  }
  return id;
}
