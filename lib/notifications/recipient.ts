import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businessUnits, employees } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import type { NotifyRequest } from './schemas';

export interface Recipient {
  id: number;
  username: string;
  name: string;
  emailId: string;
  orgUnitCode: string;
}

async function findBy(db: Db, column: 'username' | 'email', value: string): Promise<Recipient | undefined> {
  const [found] = await db
    .select({ id: employees.id, username: employees.username, name: employees.displayName, emailId: employees.workEmail, orgUnitCode: employees.orgUnitCode })
    .from(employees)
    .where(column === 'username' ? eq(employees.username, value.toLowerCase()) : sql`lower(${employees.workEmail}) = ${value.toLowerCase()}`)
    .limit(1);
  return found;
}

/** The business unit and every unit above it. */
async function unitsAbove(db: Db, orgUnitCode: string): Promise<string[]> {
  const chain: string[] = [];
  for (let code: string | null = orgUnitCode; code && !chain.includes(code); ) {
    chain.push(code);
    const [unit] = await db.select({ parent: businessUnits.parentOrgUnitCode }).from(businessUnits).where(eq(businessUnits.orgUnitCode, code));
    code = unit?.parent ?? null;
  }
  return chain;
}

/**
 * The person a notification is for: by userId (a username) or else emailId; both given must be the same
 * person; organizationId, when given, is their business unit or one above it. Anything else is a 404.
 */
export async function resolveRecipient(db: Db, usersList: NotifyRequest['input']['usersList']): Promise<Recipient> {
  const { userId, emailId, organizationId } = usersList;
  const recipient = userId ? await findBy(db, 'username', userId) : emailId ? await findBy(db, 'email', emailId) : undefined;
  const named = [userId && `userId ${userId}`, emailId && `emailId ${emailId}`, organizationId && `organizationId ${organizationId}`].filter(Boolean).join(', ');
  const mismatch =
    !recipient ||
    (userId && emailId && recipient.emailId.toLowerCase() !== emailId.toLowerCase()) ||
    (organizationId && !(await unitsAbove(db, recipient.orgUnitCode)).some((code) => code.toLowerCase() === organizationId.toLowerCase()));
  if (mismatch || !recipient) throw new ApiError('not_found', `No recipient matches ${named}.`);
  return recipient;
}
