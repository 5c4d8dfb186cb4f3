import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A zod resolver that fetches zod and the form's schema at the first validation, so a signed-out
 * page paints without them (zod alone is about 25 kB gzipped). The schema is still the domain's: it
 * checks the form's values (a form-shaped schema may name only some of them), and the form submits
 * them as they are, building its request from them.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<unknown, FieldValues>>,
): Resolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema, undefined, { raw: true }) as Resolver<T>,
      (error: unknown) => {
        ready = null; // a later submit tries again
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
