import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose error messages (worded for the API's fields) are reworded by `plain` for the form's labels. */
export function plainMessages<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  plain: (message: string) => string,
): Resolver<Values, unknown, Output> {
  return async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors)) if (error && typeof error.message === 'string') error.message = plain(error.message);
    return result;
  };
}
