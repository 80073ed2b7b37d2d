import * as yup from 'yup';
import type { ValidationMessageKey } from './messages';
import { isPlainText } from './plain-text';

/**
 * yup's scalar schemas with its coercion off: `true` in a text field, `"3"` or `[1, 2, 3]` in a number field and
 * `"true"` in a flag are refused as `valueInvalid` instead of being turned into `"true"`, `3` and `true`. The forms hold
 * numbers and flags as such, so they lose nothing. The transforms the rules add (trimming, cleaning) still run.
 * Every rule builds on these; test/unit/typed-rules.test.ts checks each exported schema for it.
 */

const key = (name: ValidationMessageKey) => name;

/**
 * Coercion off on the schema instance itself: yup's built-in conversion is a closure over the instance it was made
 * for, so only a change of that instance's spec (in mutation mode `clone` changes it in place) reaches it.
 */
const uncoerced = <S extends yup.Schema>(schema: S): S => schema.withMutation((instance) => instance.clone({ coerce: false }));

/** Any string, as typed: for values checked against a list or a pattern, and for passwords. */
export const string = () => uncoerced(yup.string()).typeError(key('valueInvalid'));
export const number = () => uncoerced(yup.number()).typeError(key('valueInvalid'));
export const boolean = () => uncoerced(yup.boolean()).typeError(key('valueInvalid'));

/** One line of free text (a name, a title, an address): plain text, see plain-text.ts. */
export const text = () => string().test('plain-text', key('textCharactersInvalid'), (value) => value === undefined || value === null || isPlainText(value));

/** Free text that may run over several lines (a message, a description). */
export const multilineText = () =>
  string().test('plain-text', key('textCharactersInvalid'), (value) => value === undefined || value === null || isPlainText(value, { multiline: true }));
