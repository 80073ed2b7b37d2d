/**
 * Plain text: what a person types. Refused (or, in file names, removed): C0 and C1 control characters (NUL, escape,
 * DEL...), lone surrogates (half an emoji: not valid Unicode, and not storable as UTF-8) and the bidirectional
 * embeddings, overrides and isolates U+202A-U+202E, U+2066-U+2069, which can make text read differently from what it
 * holds (`photo<U+202E>gnp.exe` shows as `photoexe.png`). Marks such as U+200F stay: Arabic text uses them.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE = new RegExp(
  [CONTROL_EXCEPT_LINE_BREAKS, LINE_BREAK_OR_TAB, BIDI_CONTROL, LONE_SURROGATE].map((pattern) => pattern.source).join('|'),
  'g',
);

/** Multi-line text (a message, a description) may hold line breaks and tabs; a single line may not. */
export function isPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return false;
  return !CONTROL_EXCEPT_LINE_BREAKS.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Half of a surrogate pair on its own: not Unicode text at all. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** The text without any of those characters, line breaks and tabs included: for names that only label a thing. */
export function withoutUnsafeCharacters(value: string): string {
  return value.replace(UNSAFE, '');
}
