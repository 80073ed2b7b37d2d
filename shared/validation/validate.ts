import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';
import { prototypeMemberKeyPaths } from './prototype-keys';

/** Field name to the message key of its first failing rule; `_` names the input as a whole. */
export type FieldErrors = Record<string, ValidationMessageKey>;

const WHOLE_INPUT = '_';

/**
 * Validates and casts `input`; on failure returns every field's first message key, in the order the schema
 * declares its fields, so "the first failing field" is the same on every run and in every client.
 */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): { value: InferType<S> } | { errors: FieldErrors } {
  // yup would find the inherited member for such a key among its fields and fail inside its own resolution.
  const prototypeKeys = prototypeMemberKeyPaths(input);
  if (prototypeKeys.length) return { errors: unknownFields(prototypeKeys) };
  try {
    return { value: schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as InferType<S> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      for (const [field, key] of fieldErrorsOf(issue, schema)) errors[field] ??= key;
    }
    return { errors: inSchemaOrder(errors, schema) };
  }
}

export function unknownFields(paths: string[]): FieldErrors {
  return Object.fromEntries(paths.map((path) => [path, 'unknownField']));
}

/** One issue as field errors: a `noUnknown` issue names each unknown field; a message that is not a key (yup's own type errors) becomes `valueInvalid`. */
function fieldErrorsOf(issue: ValidationError, schema: AnyObjectSchema): [string, ValidationMessageKey][] {
  const path = issue.path || WHOLE_INPUT;
  if (issue.type === 'noUnknown' && !issue.path && isRecord(issue.value)) {
    return Object.keys(issue.value)
      .filter((field) => !Object.hasOwn(schema.fields, field))
      .map((field) => [field, 'unknownField']);
  }
  return [[path, isMessageKey(issue.message) ? issue.message : 'valueInvalid']];
}

function inSchemaOrder(errors: FieldErrors, schema: AnyObjectSchema): FieldErrors {
  const declared = Object.keys(schema.fields);
  // A nested path (`portfolio[0].caption`) ranks with its top-level field; the sort is stable, so inside one field
  // yup's order (index by index) stays.
  const rank = (field: string) => {
    const top = field.split(/[.[]/)[0] ?? field;
    return declared.includes(top) ? declared.indexOf(top) : declared.length;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

function isMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function messageOf(key: ValidationMessageKey): string {
  return VALIDATION_MESSAGES[key];
}
