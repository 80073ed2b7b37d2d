import type { Findings } from './findings';

/** Phone numbers: Saudi, the neighbours', international; not amounts, not ids. */

/** Characters that may stand between the digit groups of one number, at most `GAP_MAX` of them. */
const GAP_CHARACTERS = new Set([' ', '-', '.', '(', ')', '_', '\n']);
const GAP_MAX = 3;
/** The longest number read: 00, a country code and 15 digits is 17. */
const DIGITS_MAX = 17;
/** A Saudi number after the country code (a mobile, a landline, a unified 9200 or a toll-free 800 number). */
const SAUDI_AFTER_CODE = /^0?(?:5\d{8}|1[1-7]\d{7}|920\d{6}|800\d{7})$/;
const SAUDI_NATIONAL = /^(?:0(?:5\d{8}|1[1-7]\d{7})|920\d{6}|800\d{7})$/;
/** Gulf and Egyptian numbers written with their country code but no + or 00. */
const NEIGHBOUR_WITHOUT_PREFIX = /^(?:(?:965|968|973|974)\d{8}|971(?:5\d{8}|[2-9]\d{7})|201[0125]\d{8})$/;
/** Any number written with + or 00: E.164, 8 to 15 digits. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
/** A number right after or before a currency or a unit is an amount. */
const AMOUNT_AFTER = /^ ?(?:sar|sr|riyals?|rials?|ريال|ر\.? ?س|usd|\$|%|k(?![a-z]))/;
const AMOUNT_BEFORE = /(?:(?<![a-z])(?:sar|sr|usd)|\$) ?$/;

interface Group {
  start: number;
  end: number;
}

export function findPhones(text: string, found: Findings): void {
  const groups: Group[] = [];
  for (let k = 0; k < text.length; ) {
    if (!isDigit(text, k) || found.taken[k]) {
      k += 1;
      continue;
    }
    const start = k;
    while (k < text.length && isDigit(text, k) && !found.taken[k]) k += 1;
    groups.push({ start, end: k });
  }
  const joined = (left: Group, right: Group) => {
    if (right.start - left.end > GAP_MAX) return false;
    for (let k = left.end; k < right.start; k++) if (found.taken[k] || !GAP_CHARACTERS.has(text.charAt(k))) return false;
    return true;
  };
  let first = 0;
  while (first < groups.length) {
    const head = groups[first] as Group;
    const plus = plusBefore(text, head.start);
    let digits = '';
    const layout: Layout = { amountLike: false, laterGroups: 0 };
    let last = -1;
    for (let k = first; k < groups.length; k++) {
      const group = groups[k] as Group;
      if (k > first) {
        const previous = groups[k - 1] as Group;
        if (!joined(previous, group)) break;
        const size = group.end - group.start;
        layout.laterGroups += 1;
        layout.amountLike ||= size >= 5 || text.slice(previous.end, group.start) === ' - ';
        layout.threesOnly = (layout.threesOnly ?? true) && size === 3;
      }
      digits += text.slice(group.start, group.end);
      if (digits.length > DIGITS_MAX) break;
      if (isPhoneNumber(digits, plus >= 0, layout) && fitsItsPlace(text, found, plus >= 0 ? plus : head.start, head.start, group.end)) last = k;
    }
    if (last < 0 || !opensCleanly(text, found, head.start)) {
      first += 1;
      continue;
    }
    found.add('phone', plus >= 0 ? plus : head.start, (groups[last] as Group).end);
    first = last + 1;
  }
}

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0x30 && code <= 0x39;
}

/** Where the `+` of `+966 …`, `+ 966`, `(+966)` is, or -1. */
function plusBefore(text: string, start: number): number {
  let k = start - 1;
  for (let skipped = 0; skipped < 2 && (text[k] === ' ' || text[k] === '('); skipped++) k -= 1;
  return text[k] === '+' && !/[a-z0-9]/.test(text.charAt(k - 1)) ? k : -1;
}

/** Not the digits of a word or a path (`sa03…`, `x1080`, `/123`). */
function opensCleanly(text: string, found: Findings, start: number): boolean {
  const before = text.charAt(start - 1);
  return !(start > 0 && found.taken[start - 1] && !GAP_CHARACTERS.has(before)) && !/[a-z/\\]/.test(before);
}

function fitsItsPlace(text: string, found: Findings, start: number, digitsStart: number, end: number): boolean {
  const after = text.charAt(end);
  if (/[a-z/\\%]/.test(after) || (end < text.length && found.taken[end] && !GAP_CHARACTERS.has(after))) return false;
  return !AMOUNT_AFTER.test(text.slice(end, end + 8)) && !AMOUNT_BEFORE.test(text.slice(Math.max(0, Math.min(start, digitsStart) - 6), Math.min(start, digitsStart)));
}

/** How the digit groups after the first are laid out. */
interface Layout {
  laterGroups: number;
  /** A later group of five digits or more, or a spaced dash between groups: a range of amounts ("5000-10000", "5 - 10"). */
  amountLike: boolean;
  /** Every later group has three digits: thousands written with spaces ("500 000 000"). */
  threesOnly?: boolean;
}

/** Whether the digits, as written (with a + or not), are a number someone can be called on. */
function isPhoneNumber(digits: string, plus: boolean, layout: Layout): boolean {
  if (plus || digits.startsWith('00')) {
    const number = plus ? digits : digits.slice(2);
    return number.startsWith('966') ? SAUDI_AFTER_CODE.test(number.slice(3)) : INTERNATIONAL.test(number);
  }
  if (digits.startsWith('966')) return SAUDI_AFTER_CODE.test(digits.slice(3));
  if (SAUDI_NATIONAL.test(digits)) return true;
  // 5X XXX XXXX without its 0, unless the groups read as amounts: "5000-10000", "5 000 - 10 000", "500 000 000".
  if (/^5\d{8}$/.test(digits)) return !layout.amountLike && !(layout.laterGroups >= 2 && layout.threesOnly === true);
  return NEIGHBOUR_WITHOUT_PREFIX.test(digits);
}
