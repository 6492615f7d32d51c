// Loaded with the first check of a form (see useOperationForm): it brings zod into the browser.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Plain-language messages for zod's own checks. The API checks the same schema with zod's default
 * wording ("Too small: expected string to have >=3 characters"), which suits developers, not the person
 * at the form. Messages the schema words itself (its refinements and regexes) take precedence.
 */
export const friendlyMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number' : undefined;
    case 'too_small':
      // An empty box is "Required" whatever the minimum length.
      if (issue.origin === 'string') return issue.minimum === 1 || issue.input === '' ? 'Required' : `Enter at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return issue.minimum === 1 ? 'Choose at least one' : `Choose at least ${issue.minimum}`;
      if (issue.origin === 'number') return `Must be ${issue.minimum} or more`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return `Enter at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `At most ${issue.maximum}`;
      if (issue.origin === 'number') return `Must be ${issue.maximum} or less`;
      return undefined;
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return undefined;
  }
};

/** Rewords each error's message in place, however deep (array items, nested objects); `ref` (a DOM element) is not walked. */
function reword(errors: unknown, plain: (message: string) => string): void {
  if (!errors || typeof errors !== 'object') return;
  const record = errors as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'message' && typeof value === 'string') record.message = plain(value);
    else if (key !== 'ref') reword(value, plain);
  }
}

/** The schema's resolver, its messages in friendly words, then in the feature's own (`plain`) for the form's labels. */
export function schemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output, Values>, plain: (message: string) => string): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never, { error: friendlyMessages }) as unknown as Resolver<Values, unknown, Output>;
  return async (...args) => {
    const result = await resolve(...args);
    reword(result.errors, plain);
    return result;
  };
}
