'use client';

import { textOrUndefined } from '@/components/ui/form/values';
import { Select } from '@/components/ui/select';
import { LEAVE_TYPE_NAMES, LEAVE_TYPES, type LeaveType } from '@/lib/leave/constants';
import type { LeaveBalanceItem } from '@/lib/leave/hooks';
import { formatDayCount } from './leave-format';
import { LeaveField, useLeaveForm } from './leave-field';

function optionText(type: LeaveType, balance: LeaveBalanceItem | undefined): string {
  const name = LEAVE_TYPE_NAMES[type];
  if (!balance) return name;
  return balance.available === null ? `${name} — unpaid, no balance` : `${name} — ${formatDayCount(balance.available)} available`;
}

type LeaveTypeFieldProps = { balances: LeaveBalanceItem[] | undefined; year: number };

/** The type, with what is left of each in the year applied for, so nobody has to scroll up to check. */
export function LeaveTypeField({ balances, year }: LeaveTypeFieldProps) {
  const { register } = useLeaveForm();
  const hint = balances ? `Days available in ${year}.` : undefined;
  return (
    <LeaveField name="leaveType" label="Leave type" hint={hint}>
      {(control) => (
        <Select {...control} {...register('leaveType', { setValueAs: textOrUndefined })}>
          <option value="">Choose a leave type</option>
          {LEAVE_TYPES.map((type) => (
            <option key={type} value={type}>
              {optionText(type, balances?.find((b) => b.leaveType === type))}
            </option>
          ))}
        </Select>
      )}
    </LeaveField>
  );
}
