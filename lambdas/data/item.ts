/**
 * Checked reading of stored items. An item comes back from DynamoDB as a bag of attributes: each entity module
 * declares the shape of its item (or of a projection of it) once, and `readItem` copies the declared attributes
 * after checking each one, so a malformed item fails loudly, naming the entity and the attribute, instead of
 * travelling on as a record that lies about its type. Nested maps (a price, a portfolio case) are checked as maps;
 * their inner attributes are the writing module's own values, never input.
 */

export type Item = Record<string, unknown>;

export interface Check<T> {
  /** What the attribute must be, for the error. */
  readonly expected: string;
  readonly optional: boolean;
  /** What an absent required attribute reads as, when the entity has always allowed it to be absent. */
  readonly absentAs?: T;
  test(value: unknown): value is T;
}

type RequiredCheck<T> = Check<T> & { readonly optional: false };
type OptionalCheck<T> = Check<T> & { readonly optional: true };

/** One check per attribute of `T`: an optional attribute takes an `optional(...)` check, a required one must not. */
export type Shape<T> = { [K in keyof T]-?: undefined extends T[K] ? OptionalCheck<Exclude<T[K], undefined>> : RequiredCheck<T[K]> };

/** A stored item that does not have the shape its entity declares. */
export class MalformedItemError extends Error {
  constructor(
    readonly entity: string,
    readonly attribute: string,
    problem: string,
  ) {
    super(`Malformed ${entity} item: attribute "${attribute}" ${problem}`);
    this.name = 'MalformedItemError';
  }
}

function check<T>(expected: string, test: (value: unknown) => boolean): RequiredCheck<T> {
  return { expected, optional: false, test: test as (value: unknown) => value is T };
}

export const text = check<string>('a string', (value) => typeof value === 'string');
export const count = check<number>('a number', (value) => typeof value === 'number' && Number.isFinite(value));
export const flag = check<boolean>('a boolean', (value) => typeof value === 'boolean');

/** One of a closed set of values (a status, a content type, a literal). */
export function oneOf<const V extends string | number>(values: readonly V[]): RequiredCheck<V> {
  return check<V>(`one of ${values.join(', ')}`, (value) => (values as readonly unknown[]).includes(value));
}

export function listOf<T>(element: Check<T>): RequiredCheck<T[]> {
  return check<T[]>(`a list of ${element.expected}`, (value) => Array.isArray(value) && value.every((entry) => element.test(entry)));
}

/** A nested map written whole by its entity's module (see the top of this file). */
export function map<T extends object>(): RequiredCheck<T> {
  return check<T>('a map', (value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** A map whose own attributes are checked too, against its shape. */
export function shaped<T>(entity: string, shape: Shape<T>): RequiredCheck<T> {
  return check<T>(`a ${entity}`, (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    readItem(entity, shape, value as Item);
    return true;
  });
}

export function optional<T>(required: RequiredCheck<T>): OptionalCheck<T> {
  return { ...required, optional: true };
}

/** A required attribute that items written before it existed lack: they read as `absentAs` (a counter's 0). */
export function absentAs<T>(required: RequiredCheck<T>, value: T): RequiredCheck<T> {
  return { ...required, absentAs: value };
}

/** The shape of a projection: the named attributes of an entity's shape. */
export function pickShape<T, K extends keyof T>(shape: Shape<T>, names: readonly K[]): Shape<Pick<T, K>> {
  return Object.fromEntries(names.map((name) => [name, shape[name]])) as Shape<Pick<T, K>>;
}

/** The attributes a shape declares, for a projection expression or an index's INCLUDE list. */
export function attributesOf<T>(shape: Shape<T>): (keyof T & string)[] {
  return Object.keys(shape) as (keyof T & string)[];
}

/** A shape's rules as a list, made once per shape: the open set reads 20,000 items through one shape. */
const rulesByShape = new WeakMap<object, [string, Check<unknown>][]>();

function rulesOf(shape: object): [string, Check<unknown>][] {
  let rules = rulesByShape.get(shape);
  if (!rules) {
    rules = Object.entries(shape) as [string, Check<unknown>][];
    rulesByShape.set(shape, rules);
  }
  return rules;
}

/**
 * The record an item holds: each declared attribute, checked; an absent optional one stays absent (not undefined),
 * and whatever else the item carries (keys, index keys, expiry) is left behind.
 */
export function readItem<T>(entity: string, shape: Shape<T>, item: Item): T {
  const record: Item = {};
  for (const [attribute, rule] of rulesOf(shape)) {
    const value = item[attribute];
    if (value === undefined) {
      if (rule.absentAs !== undefined) record[attribute] = rule.absentAs;
      else if (!rule.optional) throw new MalformedItemError(entity, attribute, 'is missing');
      continue;
    }
    if (!rule.test(value)) throw new MalformedItemError(entity, attribute, `is not ${rule.expected}`);
    record[attribute] = value;
  }
  // why: every attribute of T was checked against its declared rule just above.
  return record as T;
}
