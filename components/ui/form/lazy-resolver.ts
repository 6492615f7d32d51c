import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & {
  /** Starts loading the resolver's code (call it when the reader first focuses the form). */
  preload(): void;
};

/**
 * A form resolver whose code is loaded when first needed, not with the page. A schema resolver brings
 * zod into the browser (the largest piece of a form page's JavaScript), which a phone would otherwise download and evaluate
 * while the page hydrates, before anyone has typed a thing.
 *
 * If the code cannot be loaded (the network dropped), the form is sent unchecked rather than stuck: the
 * server checks the same schema and its field errors are shown beside the same fields. The next call
 * tries to load it again.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Values, unknown, Output>;
    try {
      resolve = await loaded();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload() {
      // A failed preload is retried by the first check; nothing to report here.
      loaded().catch(() => undefined);
    },
  });
}
