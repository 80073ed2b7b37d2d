import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';

export type FieldErrors = Record<string, ValidationMessageKey>;

/** Validates and casts `input`; on failure returns every field's first message key. */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): { value: InferType<S> } | { errors: FieldErrors } {
  try {
    return { value: schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as InferType<S> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path ?? '_';
      if (!errors[field]) errors[field] = issue.message as ValidationMessageKey;
    }
    return { errors };
  }
}

export function messageOf(key: ValidationMessageKey): string {
  return VALIDATION_MESSAGES[key] ?? key;
}
