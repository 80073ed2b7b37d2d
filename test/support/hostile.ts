import * as fc from 'fast-check';
import { isSchema, type AnySchema } from 'yup';
import type { RouteDefinition } from '../../shared/api/routes';
import * as campaignRules from '../../shared/validation/campaign';
import * as profileRules from '../../shared/validation/profile';
import * as rules from '../../shared/validation/rules';

/** Generators of hostile requests for any route of the route table: the property test's input. */

/** Every field name the shared schemas know (bodies and queries), so generated bodies hit real fields with wrong values. */
const KNOWN_FIELDS: string[] = [
  ...new Set(
    Object.values<unknown>({ ...rules, ...profileRules, ...campaignRules, ...profileRules.CREATOR_SECTION_SCHEMAS }).flatMap((value) => {
      const fields = isSchema(value) ? (value as AnySchema & { fields?: Record<string, unknown> }).fields : undefined;
      return fields ? Object.keys(fields) : [];
    }),
  ),
  ...['email', 'key', 'softDelete', 'applyAnyway', 'status', 'page', 'token', 'id', 'data', 'type'],
];

const PROTOTYPE_MEMBERS = Object.getOwnPropertyNames(Object.prototype);

/** Lone surrogates cannot be percent-encoded (URIError): in URLs they are sent as the encoder's replacement. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\ufffd');

/** Strings that have broken parsers before: types in disguise, control and direction characters, half emoji, paths. */
const ODD_STRINGS = [
  '', ' ', 'true', 'false', '0', '-1', '1.5', '1e309', 'NaN', 'null', 'undefined', '[]', '{}',
  '\u0000', 'a\u0000b', '\u001b[31m', 'a\u202Eb', '\u2066x\u2069', '\ud800', 'x\udc00', '\ufeff', '😀',
  '%ZZ', '%00', '%ED%A0%80', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", 'سارة',
  ...PROTOTYPE_MEMBERS,
  // Values that are valid somewhere, sent where they are not.
  'creator', 'company', 'admin', 'Active', 'Inactive', 'food-cooking', 'image/png', 'avatar', 'SA', 'sara@example.com', 'approve', 'reject',
];

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.integer({ min: 300, max: 120_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
);

const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...KNOWN_FIELDS), weight: 5 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_MEMBERS), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);

/**
 * JSON text, built as text: an object literal in JavaScript would turn a `__proto__` key into a prototype instead of
 * a key on the wire.
 */
const { json: hostileJson } = fc.letrec<{ json: string; scalar: string; array: string; object: string }>((tie) => ({
  json: fc.oneof({ maxDepth: 3, depthIdentifier: 'json' }, tie('scalar'), tie('array'), tie('object')),
  scalar: fc.oneof(
    fc.constantFrom('null', 'true', 'false', '0', '-1', '1.5', '1e308', '-1e308', '9007199254740993', '[]', '{}'),
    fc.integer().map(String),
    hostileString.map((value) => JSON.stringify(value)),
  ),
  array: fc.array(tie('json'), { maxLength: 4, depthIdentifier: 'json' }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fieldName, tie('json')), { maxLength: 6, depthIdentifier: 'json' })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
}));

/** No body, broken JSON, JSON of another kind than an object, or an object of hostile fields. */
export const hostileBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', "{'a': 1}"), weight: 1 },
  { arbitrary: hostileJson, weight: 6 },
);

/** A query string: known and prototype names with hostile values, now and then with broken encoding. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.tuple(fieldName, hostileString.filter((value) => value.length < 3000)), { maxLength: 4 }), fc.constantFrom('', '', '', '&x=%ZZ', '&%E0%A4%A=1'))
  .map(([entries, raw]) => {
    const params = new URLSearchParams(entries.map(([key, value]) => [wellFormed(key), wellFormed(value)]));
    return `${params.toString()}${raw}`;
  });

/** A path parameter: a valid-looking id, an odd or over-long one, or raw broken percent-encoding. */
const hostileSegment = fc.oneof(
  { arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'details', 'creators', 'companies', 'no-such-id'), weight: 2 },
  { arbitrary: fc.constantFrom('%ZZ', '%E0%A4%A', '%ED%A0%80', '%00', '%2F..%2F', '%E2%80%AE', '..'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((value) => encodeURIComponent(wellFormed(value))), weight: 2 },
  { arbitrary: fc.integer({ min: 2100, max: 5000 }).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** The route's path with each `{param}` replaced by a hostile segment. */
export function hostilePath(route: RouteDefinition): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fc
    .tuple(...names.map(() => hostileSegment))
    .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] as string), route.path));
}
