import type { AnyObjectSchema, InferType } from 'yup';
import type { InputFailure } from '../../shared/api/contract';
import { validate } from '../../shared/validation/validate';
import { BadRequestError, ValidationError } from './errors';

/**
 * A JSON body checked against one of the shared schemas (the rules the forms use too). A missing body counts
 * as `{}`, so each required field is named; anything but an object is refused as a whole.
 */
export function checkBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const input = body === undefined ? {} : body;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestError('INVALID_BODY');
  const result = validate(schema, input);
  if ('errors' in result) throw new ValidationError(result.errors);
  return result.value;
}

/**
 * A query string's values checked against the route's schema. A failure is `VALIDATION_FAILED` with the field errors,
 * unless the route declares another answer: its code with the field errors, or with the first failing field's message.
 */
export function checkQuery<S extends AnyObjectSchema>(schema: S, query: Record<string, string | undefined>, failure?: InputFailure): InferType<S> {
  const result = validate(schema, query);
  if (!('errors' in result)) return result.value;
  if (!failure) throw new ValidationError(result.errors);
  if (!failure.messages) throw new ValidationError(result.errors, failure.code);
  const [firstField = ''] = Object.keys(result.errors);
  throw new BadRequestError(failure.code, failure.messages[firstField]);
}
