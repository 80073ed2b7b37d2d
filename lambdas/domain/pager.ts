import { totalPagesOf, type Page } from '../../shared/domain/page';

/**
 * The one pager and the sorters of every list. A list either sorts and pages in memory rows it read whole (bounded
 * by one user's or one campaign's activity, or the cached open set): `pageOf` counts them; or it reads only its
 * page from an index and takes the total from the list's counter item (the licence queue, the admin lists to come):
 * `countedPage`. Either way no request counts a partition.
 */

export type SortOrder = 'ASC' | 'DESC';
export type Comparator<T> = (a: T, b: T) => number;

/** Page `page` (from 1) of rows already filtered and sorted: the total is their number. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return countedPage(rows.slice(start, start + pageSize), page, pageSize, rows.length);
}

/** A page whose rows were read on their own, with the total its list's counter holds. */
export function countedPage<T>(items: T[], page: number, pageSize: number, totalEntries: number): Page<T> {
  return { items, totalEntries, totalPages: totalPagesOf(totalEntries, pageSize), page };
}

/** The same page with each row changed (e.g. into what the API shows of it). */
export function mapPage<T, U>(page: Page<T>, view: (row: T) => U): Page<U> {
  return { ...page, items: page.items.map(view) };
}

/** Names, titles: case and accents do not matter. */
export const textOrder: Comparator<string> = new Intl.Collator(undefined, { sensitivity: 'base' }).compare;
/** Titles in the exchange: also "Part 2" before "Part 10". */
export const titleOrder: Comparator<string> = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare;
/** The default locale's order, as `String.prototype.localeCompare` without options. */
export const localeOrder: Comparator<string> = new Intl.Collator().compare;
/** UTF-16 code units: ISO-8601 times and ids, at a plain comparison's cost (the open set sorts 20,000 rows). */
export const codeUnitOrder: Comparator<string> = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
export const numberOrder: Comparator<number> = (a, b) => a - b;

/** Rows compared by one of their values. */
export function on<T, V>(valueOf: (row: T) => V, compare: Comparator<V>): Comparator<T> {
  return (a, b) => compare(valueOf(a), valueOf(b));
}

/** `first`, and `then` between rows `first` finds equal. */
export function thenBy<T>(first: Comparator<T>, then: Comparator<T>): Comparator<T> {
  return (a, b) => first(a, b) || then(a, b);
}

/**
 * A sorted copy of the rows, ascending or descending (the whole order flips, tie-breaks included). The sort is
 * stable: rows the order finds equal keep their input order.
 */
export function sortRows<T>(rows: readonly T[], compare: Comparator<T>, order: SortOrder): T[] {
  const direction = order === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b));
}
