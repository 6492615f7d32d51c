import type { z } from 'zod';

/**
 * Plain-language messages for the job form. The API checks the same schema with zod's default wording
 * ("Too small: expected string to have >=3 characters"), which suits developers, not recruiters.
 * Messages the schema words itself (its refinements and regexes) take precedence over these.
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
