import { zodResolver } from '@hookform/resolvers/zod';
import { friendlyMessages } from '@/components/recruiter/form-messages';
import { candidateFormSchema, plainMessage } from '@/lib/candidates/form';

const schemaResolver = zodResolver(candidateFormSchema, { error: friendlyMessages });

/** Rewords each error's message in place; `ref` (a DOM element) is not walked. */
function reword(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  const record = errors as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'message' && typeof value === 'string') record.message = plainMessage(value);
    else if (key !== 'ref') reword(value);
  }
}

/**
 * The API's own schema with the job form's plain-language messages, and the schema's own custom
 * messages (worded for API clients) in plain words too.
 */
export const candidateResolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  reword(result.errors);
  return result;
};
