import { namedPage, totalPagesOf } from '../../shared/domain/page';
import { applicantsQuerySchema, applicationsQuerySchema, exchangeQuerySchema, ownCampaignsQuerySchema, type ExchangeQuery, type OwnCampaignsQuery } from '../../shared/validation/campaign';
import { validate } from '../../shared/validation/validate';
import { codeUnitOrder, countedPage, localeOrder, mapPage, numberOrder, on, pageOf, sortRows, textOrder, thenBy, titleOrder } from '../../lambdas/domain/pager';

describe('pageOf', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  test.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [3, [21, 22, 23]],
    [4, []],
  ])('page %i of 23 rows by 10', (page, items) => {
    expect(pageOf(rows, page, 10)).toStrictEqual({ items, totalEntries: 23, totalPages: 3, page });
  });

  test('an empty list has no pages', () => {
    expect(pageOf([], 1, 10)).toStrictEqual({ items: [], totalEntries: 0, totalPages: 0, page: 1 });
  });
});

describe('countedPage', () => {
  test('takes its total from the counter, not from its rows', () => {
    expect(countedPage(['a', 'b'], 2, 10, 12)).toStrictEqual({ items: ['a', 'b'], totalEntries: 12, totalPages: 2, page: 2 });
    expect(totalPagesOf(20, 10)).toBe(2);
    expect(totalPagesOf(21, 10)).toBe(3);
  });
});

describe('namedPage and mapPage', () => {
  test("answer the rows under the list's name, in the shape the API has always answered", () => {
    const page = mapPage(pageOf([1, 2, 3], 1, 2), (n) => ({ n }));
    expect(namedPage('campaigns', page)).toStrictEqual({ campaigns: [{ n: 1 }, { n: 2 }], totalEntries: 3, totalPages: 2, page: 1 });
    expect(Object.keys(namedPage('creators', page))).toEqual(['creators', 'totalEntries', 'totalPages', 'page']);
  });
});

describe('sorters', () => {
  interface Row {
    id: string;
    name: string;
    amount: number;
  }
  const rows: Row[] = [
    { id: 'b', name: 'émile', amount: 5 },
    { id: 'a', name: 'Emile', amount: 5 },
    { id: 'c', name: 'zoe', amount: 1 },
  ];
  const ids = (sorted: Row[]) => sorted.map((row) => row.id);

  test('sort a copy, ascending or descending', () => {
    expect(ids(sortRows(rows, on((row) => row.amount, numberOrder), 'ASC'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortRows(rows, on((row) => row.amount, numberOrder), 'DESC'))).toEqual(['b', 'a', 'c']);
    expect(ids(rows)).toEqual(['b', 'a', 'c']);
  });

  test('keep equal rows in their input order (a stable sort)', () => {
    expect(ids(sortRows(rows, on((row) => row.name, textOrder), 'ASC'))).toEqual(['b', 'a', 'c']);
  });

  test('break ties with thenBy, and a descending order flips the tie-break too', () => {
    const byNameThenId = thenBy(on((row: Row) => row.name, textOrder), on((row) => row.id, localeOrder));
    expect(ids(sortRows(rows, byNameThenId, 'ASC'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortRows(rows, byNameThenId, 'DESC'))).toEqual(['c', 'b', 'a']);
  });

  test('text order ignores case and accents; title order also reads numbers; code-unit order does neither', () => {
    expect(textOrder('Emile', 'émile')).toBe(0);
    expect(titleOrder('Part 2', 'Part 10')).toBeLessThan(0);
    expect(textOrder('Part 2', 'Part 10')).toBeGreaterThan(0);
    expect(codeUnitOrder('2026-11-01T10:00:00.000Z', '2026-11-02T09:00:00.000Z')).toBeLessThan(0);
    expect(codeUnitOrder('a', 'a')).toBe(0);
    expect(codeUnitOrder('Z', 'a')).toBeLessThan(0);
  });
});

describe('list queries', () => {
  test('every list takes a page, from 1 by default', () => {
    for (const schema of [exchangeQuerySchema, ownCampaignsQuerySchema, applicationsQuerySchema, applicantsQuerySchema]) {
      expect(validate(schema, {})).toMatchObject({ value: { page: 1 } });
      expect(validate(schema, { page: '0' })).toEqual({ errors: { page: 'pageInvalid' } });
      expect(validate(schema, { other: '1' })).toMatchObject({ errors: expect.anything() });
    }
  });

  test('a sorted list sorts by its first key, descending, by default; an unknown key or order is refused', () => {
    expect(validate(exchangeQuerySchema, {})).toMatchObject({ value: { sortBy: 'publishedAt', sortOrder: 'DESC', keyword: '', category: [] } });
    expect(validate(ownCampaignsQuerySchema, { sortOrder: 'asc' })).toMatchObject({ value: { sortBy: 'createdAt', sortOrder: 'ASC' } });
    expect(validate(applicantsQuerySchema, {})).toMatchObject({ value: { sortBy: 'appliedAt', sortOrder: 'DESC' } });
    expect(validate(applicantsQuerySchema, { sortBy: 'amount' })).toEqual({ errors: { sortBy: 'valueInvalid' } });
    expect(validate(applicantsQuerySchema, { sortOrder: 'up' })).toEqual({ errors: { sortOrder: 'sortInvalid' } });
    expect(validate(applicationsQuerySchema, { sortBy: 'appliedAt' })).toMatchObject({ errors: expect.anything() });
  });

  test('the sort keys stay literal types', () => {
    const exchangeSort: ExchangeQuery['sortBy'][] = ['publishedAt', 'amount'];
    const ownSort: OwnCampaignsQuery['sortBy'][] = ['createdAt', 'amount', 'campaignTitle'];
    // @ts-expect-error: not a sort key of the exchange
    const wrong: ExchangeQuery['sortBy'] = 'campaignTitle';
    expect([exchangeSort, ownSort, wrong]).toHaveLength(3);
  });
});
