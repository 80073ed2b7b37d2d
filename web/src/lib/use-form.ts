import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { AnySchema } from 'yup';

/**
 * The app's form state (docs/decisions.md, "Web: a form hook of our own"): Formik's `useFormik` as this app used it,
 * in a page's worth of code. Values, inline errors from a shared yup schema or a validate function, touched fields,
 * submit count and submitting flag, with Formik's names and timing: every change and every blur validates the whole
 * form, a submit touches every field, validates, and calls `onSubmit` only when nothing is wrong. Unlike Formik, an
 * older validation that ends after a newer one never overwrites its errors.
 */

type Path = string;

/** An error per field, nested as the values are (`portfolio[0].caption`); messages are the schemas' message keys. */
export type FormErrors<Values> = {
  [K in keyof Values]?: Values[K] extends readonly unknown[] ? string | string[] | FormErrors<Values[K][number]>[] : Values[K] extends object | null | undefined ? string | FormErrors<NonNullable<Values[K]>> : string;
};

export type FormTouched<Values> = {
  [K in keyof Values]?: Values[K] extends readonly unknown[] ? boolean | FormTouched<Values[K][number]>[] : Values[K] extends object | null | undefined ? boolean | FormTouched<NonNullable<Values[K]>> : boolean;
};

export interface FormHelpers<Values> {
  /** Back to the initial values (or `next`), with no errors, nothing touched and no submit counted. */
  resetForm(next?: { values: Values }): void;
  setErrors(errors: FormErrors<Values>): void;
  setFieldError(path: Path, message: string | undefined): void;
}

export interface FormState<Values> extends FormHelpers<Values> {
  values: Values;
  errors: FormErrors<Values>;
  touched: FormTouched<Values>;
  submitCount: number;
  isSubmitting: boolean;
  /** No field has an error. */
  isValid: boolean;
  /** A value differs from the initial one. */
  dirty: boolean;
  handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  handleBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  handleSubmit(event?: FormEvent<HTMLFormElement>): void;
  setFieldValue(path: Path, value: unknown, shouldValidate?: boolean): Promise<void>;
  setFieldTouched(path: Path, touched?: boolean, shouldValidate?: boolean): Promise<void>;
}

export interface FormOptions<Values> {
  initialValues: Values;
  /** A shared yup schema; its message keys become the errors. */
  validationSchema?: AnySchema;
  /** Or a function answering the errors (an empty object when all is well). */
  validate?: (values: Values) => FormErrors<Values> | Promise<FormErrors<Values>>;
  onSubmit: (values: Values, helpers: FormHelpers<Values>) => unknown;
}

interface Snapshot<Values> {
  /** What `dirty` compares with and `resetForm()` returns to: the first values, or those of the last reset. */
  initialValues: Values;
  values: Values;
  errors: FormErrors<Values>;
  touched: FormTouched<Values>;
  submitCount: number;
  isSubmitting: boolean;
}

type Tree = Record<string, unknown> | unknown[];

/** `portfolio[0].media[1]` → ['portfolio', '0', 'media', '1'] (yup's paths and input names). */
export function pathSegments(path: Path): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '');
}

/** The value at `path` in a nested object, or undefined. */
export function getIn(tree: unknown, path: Path): unknown {
  let node = tree;
  for (const segment of pathSegments(path)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `tree` with `value` at `path`, copying only the objects and arrays on the way (arrays for numeric segments). */
export function setIn<T>(tree: T, path: Path, value: unknown): T {
  const [head, ...rest] = pathSegments(path);
  if (head === undefined) return value as T;
  const node: Tree = Array.isArray(tree) ? [...(tree as unknown[])] : { ...(typeof tree === 'object' && tree !== null ? (tree as Record<string, unknown>) : {}) };
  const child = (node as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : setIn(child ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest.join('.'), value);
  if (next === undefined && !Array.isArray(node)) delete (node as Record<string, unknown>)[head];
  else (node as Record<string, unknown>)[head] = next;
  return node as T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Every leaf of `values` marked touched, in the same shape (what a submit does). */
function touchAll(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(touchAll);
  if (isPlainObject(values)) return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, touchAll(value)]));
  return true;
}

/** What the schema validates: an empty text is a missing value, as for Formik, so `required` speaks for it. */
export function withEmptyTextsMissing(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withEmptyTextsMissing);
  if (isPlainObject(values)) return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withEmptyTextsMissing(value)]));
  return values === '' ? undefined : values;
}

interface SchemaError {
  name: string;
  path?: string;
  message: string;
  inner: SchemaError[];
}

const isSchemaError = (error: unknown): error is SchemaError => error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as Partial<SchemaError>).inner);

/** The errors of a yup schema for `values`, nested by path; the first message of a field wins. */
export async function schemaErrors<Values>(schema: AnySchema, values: Values): Promise<FormErrors<Values>> {
  try {
    await schema.validate(withEmptyTextsMissing(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!isSchemaError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    let errors: FormErrors<Values> = {};
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (getIn(errors, path) === undefined) errors = setIn(errors, path, failure.message);
    }
    return errors;
  }
}

const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameValues(a[key], b[key]));
  }
  return false;
}

const fresh = <Values>(values: Values): Snapshot<Values> => ({ initialValues: values, values, errors: {}, touched: {}, submitCount: 0, isSubmitting: false });

export function useForm<Values extends object>(options: FormOptions<Values>): FormState<Values> {
  const [snapshot, setSnapshot] = useState<Snapshot<Values>>(() => fresh(options.initialValues));
  // Handlers read and write the latest state here, so two changes in one event both count.
  const latest = useRef(snapshot);
  // The handlers are stable; they call the latest render's validation and submit.
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const validations = useRef(0);

  const update = useCallback((change: (current: Snapshot<Values>) => Snapshot<Values>) => {
    latest.current = change(latest.current);
    setSnapshot(latest.current);
  }, []);

  /** Validates the values as they are now; answers the errors, and shows them unless a newer validation began since. */
  const validateNow = useCallback(async (): Promise<FormErrors<Values>> => {
    const run = ++validations.current;
    const { validate, validationSchema } = optionsRef.current;
    const { values } = latest.current;
    const errors = validate ? await validate(values) : validationSchema ? await schemaErrors(validationSchema, values) : {};
    if (run === validations.current) update((current) => ({ ...current, errors }));
    return errors;
  }, [update]);

  const helpers = useMemo<FormHelpers<Values>>(
    () => ({
      resetForm: (next) => {
        validations.current++;
        update((current) => fresh(next?.values ?? current.initialValues));
      },
      setErrors: (errors) => update((current) => ({ ...current, errors })),
      setFieldError: (path, message) => update((current) => ({ ...current, errors: setIn(current.errors, path, message) })),
    }),
    [update],
  );

  const setFieldValue = useCallback(
    async (path: Path, value: unknown, shouldValidate = true) => {
      update((current) => ({ ...current, values: setIn(current.values, path, value) }));
      if (shouldValidate) await validateNow();
    },
    [update, validateNow],
  );

  const setFieldTouched = useCallback(
    async (path: Path, touched = true, shouldValidate = true) => {
      update((current) => ({ ...current, touched: setIn(current.touched, path, touched) }));
      if (shouldValidate) await validateNow();
    },
    [update, validateNow],
  );

  const submit = useCallback(async () => {
    update((current) => ({ ...current, touched: touchAll(current.values) as FormTouched<Values>, submitCount: current.submitCount + 1, isSubmitting: true }));
    try {
      const errors = await validateNow();
      if (!hasErrors(errors)) await optionsRef.current.onSubmit(latest.current.values, helpers);
    } finally {
      update((current) => ({ ...current, isSubmitting: false }));
    }
  }, [update, validateNow, helpers]);

  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { name, value } = event.target;
      void setFieldValue(name, event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value);
    },
    [setFieldValue],
  );

  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void setFieldTouched(event.target.name), [setFieldTouched]);

  const { initialValues, ...state } = snapshot;
  return {
    ...state,
    ...helpers,
    isValid: !hasErrors(snapshot.errors),
    dirty: !sameValues(snapshot.values, initialValues),
    handleChange,
    handleBlur,
    handleSubmit,
    setFieldValue,
    setFieldTouched,
  };
}
