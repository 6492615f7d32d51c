import { schemaResolver } from '@/components/ui/form/schema-resolver';
import { candidateFormSchema, plainMessage } from '@/lib/candidates/form';

/** The API's own schema, its messages (worded for API clients) in plain words. */
export const candidateResolver = schemaResolver(candidateFormSchema, plainMessage);
