import * as yup from 'yup';
import type { ValidationMessageKey } from './messages';
import { number, string } from './typed';

/**
 * The query of every paged list (spec §7): `page`, then `sortBy` and `sortOrder` when the list sorts, then its
 * filters; anything else is refused. The admin lists to come are built here too.
 */

const key = (name: ValidationMessageKey) => name;

/** Query values are text: a page is whole digits, read as a number here (number rules convert nothing themselves). */
const page = () =>
  number()
    .transform((value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value))
    .typeError(key('pageInvalid'))
    .integer(key('pageInvalid'))
    .min(1, key('pageInvalid'))
    .default(1);

const sortOrder = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .oneOf(['ASC', 'DESC'] as const, key('sortInvalid'))
    .default('DESC');

/** A comma list of a query string (`category=food-cooking,tech-gadgets`), each value one of `options`. */
export const commaList = <T extends string>(options: readonly T[]) =>
  yup
    .array(yup.mixed<T>().required().oneOf([...options], key('valueInvalid')))
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.split(',').map((part) => part.trim()).filter((part) => part.length > 0) : original,
    )
    .default([]);

/** A list that pages but keeps one order. */
export function listQuerySchema<Filters extends yup.ObjectShape>(filters: Filters) {
  return yup.object({ page: page(), ...filters }).noUnknown(key('unknownField'));
}

/** A list that pages and sorts by one of `sortKeys` (the first by default), descending unless asked otherwise. */
export function sortedListQuerySchema<const SortKey extends string, Filters extends yup.ObjectShape>(sortKeys: readonly [SortKey, ...SortKey[]], filters: Filters) {
  return yup
    .object({
      page: page(),
      sortBy: string().oneOf(sortKeys, key('valueInvalid')).default(sortKeys[0]),
      sortOrder: sortOrder(),
      ...filters,
    })
    .noUnknown(key('unknownField'));
}
