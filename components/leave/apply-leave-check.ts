// Loaded when the apply form is first used (see applyLeaveResolver): it brings zod into the browser.
import { zodResolver } from '@hookform/resolvers/zod';
import { friendlyMessages } from '@/components/recruiter/form-messages';
import { plainMessages } from '@/components/ui/plain-messages';
import { applyLeaveSchema } from '@/lib/leave/schemas';
import { plainLeaveMessage, type ApplyLeaveOutput, type ApplyLeaveValues } from './apply-leave-resolver';

export const checkApplyLeave = plainMessages<ApplyLeaveValues, ApplyLeaveOutput>(zodResolver(applyLeaveSchema, { error: friendlyMessages }), plainLeaveMessage);
