import type { Findings } from './findings';

/** E-mail addresses, written plainly or spelt out ("name at gmail dot com"). */

const LOCAL_PART = /[a-z0-9._%+-]/;
const LOCAL_PART_MAX = 64;
const LABEL = /[a-z0-9-]/;
const LABEL_MAX = 63;
const LABELS_MAX = 8;
/** `@`, `(at)` `[at]` `{at}` `<at>`, or the word `at` between spaces. */
const AT_SIGN = /@|[([{<] ?at ?[)\]}>]|(?<![a-z0-9'])at(?![a-z0-9'])/g;
/** `.`, ` . `, ` dot `, `(dot)` `[dot]` `{dot}` with or without spaces, read from a position. */
const DOT = / ?[([{<] ?dot ?[)\]}>] ?| dot | \. |\./y;
/** Mail services an address may be spelt without its top-level domain with (`noura@gmail`). */
const MAIL_PROVIDERS = new Set(['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'icloud', 'me', 'aol', 'proton', 'protonmail', 'yandex', 'zoho', 'gmx']);
/** Top-level domains an address written with spaces or words must end in, so ordinary sentences are not read as one. */
const COMMON_TLDS = new Set(['com', 'net', 'org', 'sa', 'ae', 'kw', 'qa', 'bh', 'om', 'eg', 'io', 'co', 'me', 'edu', 'gov', 'info', 'biz', 'uk', 'us', 'app', 'dev']);
/** File extensions: `logo@2x.png` is a file name. */
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'svg', 'psd', 'ai', 'pdf', 'zip', 'mp4', 'mov', 'm4v', 'avi', 'mkv', 'webm', 'mp3', 'wav', 'm4a', 'srt', 'txt', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'key']);

export function findEmails(text: string, found: Findings): void {
  for (const marker of text.matchAll(AT_SIGN)) {
    const isWord = marker[0] === 'at';
    let spaced = isWord || marker[0] !== '@';
    // The local part, left of the marker.
    let localEnd = marker.index;
    if (text[localEnd - 1] === ' ') {
      localEnd -= 1;
      spaced = true;
    } else if (isWord) continue;
    let localStart = localEnd;
    while (localStart > 0 && localEnd - localStart < LOCAL_PART_MAX && LOCAL_PART.test(text.charAt(localStart - 1))) localStart -= 1;
    while (text[localStart] === '.') localStart += 1;
    if (localStart >= localEnd || text[localEnd - 1] === '.') continue;
    // The domain, right of it.
    let position = marker.index + marker[0].length;
    if (text[position] === ' ') {
      position += 1;
      spaced = true;
    } else if (isWord) continue;
    const labels: string[] = [];
    let end = position;
    while (labels.length < LABELS_MAX) {
      let labelEnd = position;
      while (labelEnd < text.length && labelEnd - position < LABEL_MAX && LABEL.test(text.charAt(labelEnd))) labelEnd += 1;
      if (labelEnd === position) break;
      labels.push(text.slice(position, labelEnd));
      end = labelEnd;
      DOT.lastIndex = labelEnd;
      const dot = DOT.exec(text);
      if (!dot || !LABEL.test(text.charAt(labelEnd + dot[0].length))) break;
      if (dot[0] !== '.') spaced = true;
      position = labelEnd + dot[0].length;
    }
    if (isEmailDomain(labels, spaced, isWord) && found.isFree(localStart, end)) found.add('email', localStart, end);
  }
}

function isEmailDomain(labels: string[], spaced: boolean, isWord: boolean): boolean {
  const last = labels.at(-1);
  if (last === undefined) return false;
  if (labels.length === 1) return !isWord && MAIL_PROVIDERS.has(last);
  if (!/^[a-z]{2,24}$/.test(last) || FILE_EXTENSIONS.has(last)) return false;
  return !spaced || COMMON_TLDS.has(last);
}
