// Loaded when the regularisation form is first used (see regulariseResolver): it brings zod into the browser.
import { schemaResolver } from '@/components/ui/form/schema-resolver';
import { regulariseSchema } from '@/lib/attendance/schemas';
import { plainRegulariseMessage, type RegulariseOutput, type RegulariseValues } from './regularise-resolver';

export const checkRegularise = schemaResolver<RegulariseValues, RegulariseOutput>(regulariseSchema, plainRegulariseMessage);
