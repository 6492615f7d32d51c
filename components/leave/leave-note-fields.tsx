'use client';

import { textOrUndefined } from '@/components/ui/form/values';
import { cx } from '@/components/ui/cx';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { LeaveField, useLeaveForm } from './leave-field';

/** The reason (the approver sees it first) and any longer comments; both optional. */
export function LeaveNoteFields() {
  const { register } = useLeaveForm();
  return (
    <>
      <LeaveField name="leaveReason" label="Reason (optional)" hint="For example: family function, medical appointment.">
        {(control) => <TextInput {...control} maxLength={500} autoComplete="off" {...register('leaveReason', { setValueAs: textOrUndefined })} />}
      </LeaveField>
      <LeaveField name="comments" label="Comments for your manager (optional)">
        {(control) => (
          <textarea {...control} rows={3} maxLength={1000} className={cx(controlClass, 'min-h-20')} {...register('comments', { setValueAs: textOrUndefined })} />
        )}
      </LeaveField>
    </>
  );
}
