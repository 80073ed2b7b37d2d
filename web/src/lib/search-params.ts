import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The browser's address is the router's as soon as a navigation is made, before React renders it. */
const currentParams = () => new URLSearchParams(window.location.search);

/**
 * A choice made on the page (a filter, a page of a list, a tab) shows at once: React Router renders a navigation in a
 * transition, after the address has changed, so without `flushSync` a list stood for a moment under the new address
 * with the old choice's rows (and a tab looked unselected), which a screen reader, or a test, could read.
 */
const AT_ONCE = { flushSync: true } as const;

/** A choice that replaces the view in the history rather than adding an entry: filters, tabs. */
export const IN_PLACE = { ...AT_ONCE, replace: true } as const;

/**
 * A list view's filters, kept in the URL so a view can be shared and survives a reload. Values are strings as
 * the URL holds them (comma lists for several choices); an empty value is removed. Changing any filter but the
 * page goes back to page 1. A change starts from the address as it is now, not as the last render saw it (React
 * Router's function form): two changes close together (a search box's pause ending as a filter is clicked) both count.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>, [names, params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilters = useCallback(
    (changes: Partial<Record<Name, string>>) => {
      const next = currentParams();
      for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      setParams(next, IN_PLACE);
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      const next = currentParams();
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      setParams(next, AT_ONCE);
    },
    [setParams],
  );

  return { values, page, setFilters, setPage };
}

/** A comma list of the URL as an array, and back. */
export const splitList = (value: string): string[] => value.split(',').filter((part) => part.length > 0);
export const joinList = (values: readonly string[]): string => values.join(',');
