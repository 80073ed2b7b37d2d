/**
 * One list/page abstraction for every list the API answers (campaigns, applicants, applications, the licence queue,
 * and the admin lists to come). A page says where it stands in its list; the API names its rows after the list
 * (`campaigns`, `creators`, `applications`, `data`: spec §7), so the answer is a `NamedPage`.
 */

/** Where a page stands in its list. */
export interface PageInfo {
  /** From 1. */
  page: number;
  totalEntries: number;
  totalPages: number;
}

/** One page of a list of `T`, as the pager makes it. */
export interface Page<T> extends PageInfo {
  items: T[];
}

/** A page as the API answers it: its rows under the list's own name. */
export type NamedPage<Name extends string, T> = { [K in Name]: T[] } & PageInfo;

export function totalPagesOf(totalEntries: number, pageSize: number): number {
  return Math.ceil(totalEntries / pageSize);
}

/** The page with its rows under `name`. */
export function namedPage<Name extends string, T>(name: Name, { items, ...info }: Page<T>): NamedPage<Name, T> {
  // why: TypeScript types a computed key as a string index; `name` is exactly `Name`.
  return { [name]: items, ...info } as NamedPage<Name, T>;
}
