// Loaded when the regularisation form is first used (see regulariseResolver): it brings zod into the browser.
import { zodResolver } from '@hookform/resolvers/zod';
import { friendlyMessages } from '@/components/recruiter/form-messages';
import { plainMessages } from '@/components/ui/plain-messages';
import { regulariseSchema } from '@/lib/attendance/schemas';
import { plainRegulariseMessage, type RegulariseOutput, type RegulariseValues } from './regularise-resolver';

export const checkRegularise = plainMessages<RegulariseValues, RegulariseOutput>(zodResolver(regulariseSchema, { error: friendlyMessages }), plainRegulariseMessage);
