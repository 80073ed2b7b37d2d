import { SEARCH_COUNT_LIMIT } from '../../shared/domain/admin-users';
import { entriesToRead, mergeEntries, searchLists, type Entry } from '../../lambdas/domain/user-search';

const entry = (text: string, userId: string): Entry => ({ key: `${text}#${userId}`, userId });

describe('searchLists: which entries a search reads', () => {
  it('reads e-mail, whole-name and later-word entries for a word', () => {
    expect(searchLists('  Sara ')).toEqual([
      { field: 'email', prefix: 'sara' },
      { field: 'name', prefix: 'sara' },
      { field: 'word', prefix: 'sara' },
    ]);
  });

  it('reads only e-mail entries once the search holds an @', () => {
    expect(searchLists('Sara.K@Example')).toEqual([{ field: 'email', prefix: 'sara.k@example' }]);
  });

  it('reads no e-mail entries for several words, which no address holds', () => {
    expect(searchLists('Noura Al')).toEqual([
      { field: 'name', prefix: 'noura al' },
      { field: 'word', prefix: 'noura al' },
    ]);
  });

  it('normalises an Arabic search as names are', () => {
    expect(searchLists('أحمد').map(({ field, prefix }) => [field, prefix])).toEqual([
      ['email', 'أحمد'],
      ['name', 'احمد'],
      ['word', 'احمد'],
    ]);
  });

  it('reads names only by what punctuation leaves: an address prefix keeps its dots', () => {
    expect(searchLists('sara.k')).toEqual([
      { field: 'email', prefix: 'sara.k' },
      { field: 'name', prefix: 'sara k' },
      { field: 'word', prefix: 'sara k' },
    ]);
    expect(searchLists('...')).toEqual([{ field: 'email', prefix: '...' }]);
  });
});

describe('entriesToRead', () => {
  it('reads enough to count, and more for later pages', () => {
    expect(entriesToRead(1, 10)).toBe(SEARCH_COUNT_LIMIT);
    expect(entriesToRead(9, 10)).toBe(Math.max(SEARCH_COUNT_LIMIT, 90));
  });
});

describe('mergeEntries', () => {
  it('orders users by the text that matched, each once at its first match', () => {
    const merged = mergeEntries([
      { entries: [entry('ali@x.com', 'u1'), entry('sara@x.com', 'u2')], complete: true },
      { entries: [entry('ahmed ali', 'u3'), entry('alia', 'u2')], complete: true },
      { entries: [entry('ali', 'u3'), entry('ali ahmed', 'u4')], complete: true },
    ]);
    expect(merged).toEqual({ userIds: ['u3', 'u4', 'u1', 'u2'], settled: 4, complete: true });
  });

  it('settles only what comes before the last key of a list that has more', () => {
    const merged = mergeEntries([
      { entries: [entry('a', 'u1'), entry('c', 'u2')], complete: false },
      { entries: [entry('b', 'u3'), entry('d', 'u4'), entry('e', 'u5')], complete: true },
    ]);
    // Unread entries of the first list come after "c": "d" and "e" may have unread users before them.
    expect(merged).toEqual({ userIds: ['u1', 'u3', 'u2', 'u4', 'u5'], settled: 3, complete: false });
  });

  it('takes the smallest last key of the incomplete lists as the frontier', () => {
    const merged = mergeEntries([
      { entries: [entry('a', 'u1'), entry('m', 'u2')], complete: false },
      { entries: [entry('b', 'u3'), entry('c', 'u4')], complete: false },
    ]);
    expect(merged.settled).toBe(3);
  });

  it('agrees with the index about keys whose text is a prefix of another', () => {
    // The index sorts "ali ahmed#…" before "ali#…" (space before #): so must the merge.
    const merged = mergeEntries([{ entries: [entry('ali ahmed', 'u2'), entry('ali', 'u1')], complete: true }]);
    expect(merged.userIds).toEqual(['u2', 'u1']);
  });

  it('is empty for no entries', () => {
    expect(mergeEntries([{ entries: [], complete: true }])).toEqual({ userIds: [], settled: 0, complete: true });
    expect(mergeEntries([])).toEqual({ userIds: [], settled: 0, complete: true });
  });
});
