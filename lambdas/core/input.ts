import type { AnyObjectSchema, InferType } from 'yup';
import { validate } from '../../shared/validation/validate';
import { BadRequestError, ValidationError } from './errors';

/**
 * A JSON body checked against one of the shared schemas (the rules the forms use too). A missing body counts
 * as `{}`, so each required field is named; anything but an object is refused as a whole.
 */
export function parseInput<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const input = body === undefined ? {} : body;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestError('INVALID_BODY');
  const result = validate(schema, input);
  if ('errors' in result) throw new ValidationError(result.errors);
  return result.value;
}
