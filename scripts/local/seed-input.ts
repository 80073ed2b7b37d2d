import type { AnyObjectSchema, InferType } from 'yup';
import { validate } from '../../shared/validation/validate';

/** Demo data goes through the forms' own rules; a demo value they refuse is a bug of the seed, and says which field. */
export function parseDemoInput<S extends AnyObjectSchema>(schema: S, raw: unknown): InferType<S> {
  const result = validate(schema, raw);
  if ('errors' in result) throw new Error(`Demo data fails validation: ${JSON.stringify(result.errors)}`);
  return result.value;
}
