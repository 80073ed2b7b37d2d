import type { CampaignStatus, ContentType, Location } from '../../shared/domain/campaign';
import type { CategoryId } from '../../shared/domain/categories';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import type { ListedCampaign } from '../../lambdas/data/campaigns';
import { searchTextOf } from '../../lambdas/domain/campaigns';
import { companyFigures, creatorFigures } from '../../lambdas/domain/dashboard';
import { campaignListOf, MatchesMemo, OpenSetCache, orderKey, selectPage, withOwnApplications, type ListOrder, type ListSelection } from '../../lambdas/domain/exchange';
import { isOnboarded, onboardingOf } from '../../shared/domain/onboarding';

/** The exchange's pure part (filter, sort, page over a list), its cache of the open set, and the dashboard sums. */

let sequence = 0;

function campaign(overrides: Partial<ListedCampaign> & { title?: string } = {}): ListedCampaign {
  sequence += 1;
  const { title = `Campaign ${sequence}`, ...rest } = overrides;
  const price = campaignPrice({ videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: 2, picturesNeeded: false });
  const base: ListedCampaign = {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    companyId: 'company-1',
    companyName: 'Riyadh Roasters',
    campaignTitle: title,
    status: 'open',
    contentType: 'product-review',
    aspectRatio: '9:16',
    videoDuration: 30,
    numberOfContentCreators: 2,
    picturesNeeded: false,
    preferredAge: '25-34',
    gender: 'female',
    creatorInterests: ['food-cooking'],
    creatorShouldShow: ['house'],
    location: 'kitchen',
    amount: price.total,
    price,
    creatorEarning: creatorEarning(price),
    createdAt: `2026-01-01T00:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    publishedAt: `2026-02-01T00:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    acceptedCount: 0,
    applicantsCount: 0,
    searchText: '',
  };
  const merged = { ...base, ...rest };
  return { ...merged, searchText: rest.searchText ?? searchTextOf(merged.campaignTitle, merged.companyName, 'A short description') };
}

const byDate = (overrides: Partial<ListSelection> = {}): ListSelection => ({ sortBy: 'publishedAt', sortOrder: 'DESC', page: 1, ...overrides });
const ids = (items: readonly ListedCampaign[]) => items.map((item) => item.campaignTitle);

describe('selectPage: filters', () => {
  const coffee = campaign({ title: 'Coffee beans review', creatorInterests: ['food-cooking', 'home-diy'], contentType: 'product-review', location: 'kitchen' });
  const phone = campaign({ title: 'Phone unboxing', creatorInterests: ['tech-gadgets'], contentType: 'product-showcase', location: 'office-mall' });
  const gym = campaign({ title: 'Gym membership', creatorInterests: ['health-fitness', 'gaming-sports'], contentType: 'service', location: 'outdoor' });
  const paused = campaign({ title: 'Coffee grinder', status: 'in-progress' });
  const all = [coffee, phone, gym, paused];

  it('keeps a campaign when any of its interests is among the categories asked for', () => {
    expect(ids(selectPage(all, byDate({ categories: ['home-diy', 'tech-gadgets'] as CategoryId[] })).items).sort()).toEqual(['Coffee beans review', 'Phone unboxing']);
  });

  it('filters content types and locations by membership, and statuses', () => {
    expect(ids(selectPage(all, byDate({ contentTypes: ['service', 'product-showcase'] as ContentType[] })).items).sort()).toEqual(['Gym membership', 'Phone unboxing']);
    expect(ids(selectPage(all, byDate({ locations: ['outdoor'] as Location[] })).items)).toEqual(['Gym membership']);
    expect(ids(selectPage(all, byDate({ statuses: ['open'] as CampaignStatus[] })).items)).not.toContain('Coffee grinder');
  });

  it('matches every word of the keyword, case-insensitively, anywhere in the title, company or description', () => {
    expect(ids(selectPage(all, byDate({ keyword: 'COFFEE' })).items).sort()).toEqual(['Coffee beans review', 'Coffee grinder']);
    expect(ids(selectPage(all, byDate({ keyword: '  review   coffee ' })).items)).toEqual(['Coffee beans review']);
    expect(ids(selectPage(all, byDate({ keyword: 'roasters phone' })).items)).toEqual(['Phone unboxing']);
    expect(selectPage(all, byDate({ keyword: 'coffee phone' })).totalEntries).toBe(0);
    expect(selectPage(all, byDate({ keyword: 'short desc' })).totalEntries).toBe(4);
  });

  it('combines filters: all of them must hold', () => {
    const selected = selectPage(all, byDate({ keyword: 'coffee', categories: ['food-cooking'], statuses: ['open'] }));
    expect(ids(selected.items)).toEqual(['Coffee beans review']);
  });

  it('treats empty lists and an empty keyword as no filter', () => {
    expect(selectPage(all, byDate({ keyword: '', categories: [], contentTypes: [], locations: [], statuses: [] })).totalEntries).toBe(4);
  });

  it('searches Arabic text as it is', () => {
    const arabic = campaign({ title: 'مراجعة قهوة عربية' });
    expect(ids(selectPage([...all, arabic], byDate({ keyword: 'قهوة' })).items)).toEqual(['مراجعة قهوة عربية']);
  });
});

describe('selectPage: sorting and pages', () => {
  const list = Array.from({ length: 23 }, (_, i) =>
    campaign({ title: `Title ${String.fromCharCode(65 + ((i * 7) % 23))}`, publishedAt: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`, amount: 10_000 * ((i % 5) + 1) }),
  );
  const newestFirst = [...list].reverse();

  it('sorts by publish date, newest first by default, and oldest first when asked', () => {
    const desc = selectPage(newestFirst, byDate());
    expect(desc.items.map((item) => item.publishedAt)).toEqual(newestFirst.slice(0, 10).map((item) => item.publishedAt));
    const asc = selectPage(newestFirst, byDate({ sortOrder: 'ASC' }));
    expect(asc.items.map((item) => item.publishedAt)).toEqual(list.slice(0, 10).map((item) => item.publishedAt));
  });

  it('sorts by amount; equal amounts keep the input order (newest first)', () => {
    const { items } = selectPage(newestFirst, byDate({ sortBy: 'amount', sortOrder: 'DESC', pageSize: 23 }));
    expect(items.map((item) => item.amount)).toEqual([...items.map((item) => item.amount)].sort((a, b) => b - a));
    const fifties = items.filter((item) => item.amount === 50_000).map((item) => item.publishedAt ?? '');
    expect(fifties).toEqual([...fifties].sort().reverse());
    const ascending = selectPage(newestFirst, byDate({ sortBy: 'amount', sortOrder: 'ASC' })).items.map((item) => item.amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('sorts by title and by creation date', () => {
    const titles = selectPage(list, byDate({ sortBy: 'campaignTitle', sortOrder: 'ASC', pageSize: 23 })).items.map((item) => item.campaignTitle);
    expect(titles).toEqual([...titles].sort());
    const created = selectPage(list, byDate({ sortBy: 'createdAt', sortOrder: 'DESC', pageSize: 23 })).items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages by ten with totals; a page past the end is empty', () => {
    const pages = [1, 2, 3, 4].map((page) => selectPage(newestFirst, byDate({ page })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((page) => page.totalEntries === 23 && page.totalPages === 3)).toBe(true);
    expect(new Set(pages.flatMap((page) => page.items.map((item) => item.id))).size).toBe(23);
    expect(pages[1]?.page).toBe(2);
  });

  it('answers zero pages for an empty result', () => {
    expect(selectPage([], byDate())).toEqual({ items: [], totalEntries: 0, totalPages: 0, page: 1 });
  });

  it('does not reorder the list it was given', () => {
    const before = ids(list);
    selectPage(list, byDate({ sortBy: 'amount' }));
    expect(ids(list)).toEqual(before);
  });

  it('answers rows without the search text or the rejection count', () => {
    const { campaigns } = campaignListOf(selectPage([{ ...campaign(), rejectedCount: 2 } as ListedCampaign], byDate()));
    expect(campaigns[0]).not.toHaveProperty('searchText');
    expect(campaigns[0]).not.toHaveProperty('rejectedCount');
    expect(campaigns[0]).toHaveProperty('campaignTitle');
  });

  it("marks the rows the caller applied to with their own status, and leaves the shared rows untouched", () => {
    const [applied, accepted, other] = [campaign(), campaign(), campaign()];
    const page = campaignListOf(selectPage([applied, accepted, other], byDate()));
    const statuses = new Map([[applied.id, 'pending' as const], [accepted.id, 'in-progress' as const], ['not-on-this-page', 'rejected' as const]]);
    const marked = withOwnApplications(page, statuses);
    expect(Object.fromEntries(marked.campaigns.map((row) => [row.id, row.myApplicationStatus]))).toEqual({ [applied.id]: 'pending', [accepted.id]: 'in-progress', [other.id]: undefined });
    expect(marked.campaigns.find((row) => row.id === other.id)).not.toHaveProperty('myApplicationStatus');
    expect(page.campaigns.every((row) => !('myApplicationStatus' in row))).toBe(true);
    expect(marked).toMatchObject({ totalEntries: 3, totalPages: 1, page: 1 });
  });
});

describe('MatchesMemo', () => {
  const copy = [campaign({ title: 'Coffee one', creatorInterests: ['food-cooking'] }), campaign({ title: 'Phone two', creatorInterests: ['tech-gadgets'] })];
  const order = (overrides: Partial<ListOrder> = {}): ListOrder => ({ sortBy: 'publishedAt', sortOrder: 'DESC', statuses: ['open'], ...overrides });

  it('writes the same view the same way whatever the order of its lists and the case and spacing of its keyword', () => {
    expect(orderKey(order({ keyword: ' Coffee  ONE', categories: ['tech-gadgets', 'food-cooking'] }))).toBe(
      orderKey(order({ keyword: 'coffee one', categories: ['food-cooking', 'tech-gadgets'] })),
    );
    expect(orderKey(order({ sortOrder: 'ASC' }))).not.toBe(orderKey(order()));
    expect(orderKey(order({ keyword: 'a,b' }))).not.toBe(orderKey(order({ categories: ['a', 'b'] })));
  });

  it('answers a view asked for again from the same copy without another pass, and recomputes it for a new copy', () => {
    const memo = new MatchesMemo<ListedCampaign>(8);
    const first = memo.sortedMatches(copy, order({ categories: ['food-cooking'] }));
    expect(ids(first)).toEqual(['Coffee one']);
    expect(memo.sortedMatches(copy, order({ categories: ['food-cooking'] }))).toBe(first);
    const newer = [...copy, campaign({ title: 'Coffee three', creatorInterests: ['food-cooking'] })];
    expect(ids(memo.sortedMatches(newer, order({ categories: ['food-cooking'] })))).toEqual(['Coffee three', 'Coffee one']);
  });

  it('keeps only the most recently used views', () => {
    const memo = new MatchesMemo<ListedCampaign>(2);
    const newest = memo.sortedMatches(copy, order());
    const oldest = memo.sortedMatches(copy, order({ sortOrder: 'ASC' }));
    expect(memo.sortedMatches(copy, order())).toBe(newest);
    memo.sortedMatches(copy, order({ sortBy: 'amount' }));
    expect(memo.sortedMatches(copy, order())).toBe(newest);
    expect(memo.sortedMatches(copy, order({ sortOrder: 'ASC' }))).not.toBe(oldest);
  });
});

describe('OpenSetCache', () => {
  // The cache reads Date.now and waits with setTimeout: on Jest's fake clock, time moves only when a test moves it.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  /** Moves the fake clock on by `ms`: the timers due meanwhile fire, and what they settle runs. */
  const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  /** Whether `promise` has settled once the work already under way has run, without the clock moving. */
  async function settledNow(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await elapse(0);
    return settled;
  }

  /** A fake counter and index; `indexed` is what the index shows, which may lag behind `items` (the counter's count). */
  function source(initial: string[]) {
    const fake = { version: 1, items: initial, indexed: undefined as string[] | undefined, versionReads: 0, loads: 0, loadDelayMs: 0 };
    return {
      fake,
      state: async () => {
        fake.versionReads += 1;
        return { version: fake.version, count: fake.items.length };
      },
      load: async () => {
        fake.loads += 1;
        const items = [...(fake.indexed ?? fake.items)];
        if (fake.loadDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.loadDelayMs));
        return items;
      },
    };
  }

  it('loads once for concurrent first requests', async () => {
    const set = source(['a']);
    set.fake.loadDelayMs = 20;
    const cache = new OpenSetCache(set, { checkEveryMs: 1_000, maxAgeMs: 60_000, waitForRefreshMs: 2_000 });
    const answers = Promise.all([cache.items(), cache.items(), cache.items()]);
    await elapse(20);
    expect(await answers).toEqual([['a'], ['a'], ['a']]);
    expect(set.fake).toMatchObject({ versionReads: 1, loads: 1 });
  });

  it('checks the version at most once per interval, and reloads only when it moved', async () => {
    const set = source(['a']);
    const cache = new OpenSetCache(set, { checkEveryMs: 100, maxAgeMs: 60_000, waitForRefreshMs: 2_000 });
    await cache.items();
    set.fake.items = ['a', 'b'];
    await elapse(99);
    expect(await cache.items()).toEqual(['a']);
    expect(set.fake.versionReads).toBe(1);
    await elapse(1);
    expect(await cache.items()).toEqual(['a']);
    expect(set.fake).toMatchObject({ versionReads: 2, loads: 1 });
    set.fake.version = 2;
    await elapse(100);
    expect(await cache.items()).toEqual(['a', 'b']);
    expect(set.fake).toMatchObject({ versionReads: 3, loads: 2 });
  });

  it('reloads a copy older than its maximum age even when the version did not move', async () => {
    const set = source(['a']);
    const cache = new OpenSetCache(set, { checkEveryMs: 10, maxAgeMs: 50, waitForRefreshMs: 2_000 });
    await cache.items();
    set.fake.items = ['a (more applicants)'];
    await elapse(49);
    expect(await cache.items()).toEqual(['a']);
    expect(set.fake.loads).toBe(1);
    await elapse(1);
    expect(await cache.items()).toEqual(['a (more applicants)']);
    expect(set.fake.loads).toBe(2);
  });

  it('reloads at the next checks while the index lags behind the counter, a few times at most', async () => {
    const set = source(['a']);
    const cache = new OpenSetCache(set, { checkEveryMs: 10, maxAgeMs: 60_000, waitForRefreshMs: 2_000 });
    await cache.items();
    set.fake.version = 2;
    set.fake.items = ['a', 'b'];
    set.fake.indexed = ['a'];
    await elapse(10);
    expect(await cache.items()).toEqual(['a']);
    set.fake.indexed = undefined;
    await elapse(10);
    expect(await cache.items()).toEqual(['a', 'b']);
    await elapse(10);
    await cache.items();
    expect(set.fake.loads).toBe(3);

    // A counter that never matches (a writer that forgot the count) costs a bounded number of reloads.
    set.fake.version = 3;
    set.fake.indexed = ['a', 'b', 'ghost'];
    for (let i = 0; i < 8; i++) {
      await elapse(10);
      await cache.items();
    }
    expect(set.fake.loads).toBe(3 + 1 + 3);
  });

  it('answers from the old copy when a reload is slow, and from the new one once it is done', async () => {
    const set = source(['old']);
    const cache = new OpenSetCache(set, { checkEveryMs: 10, maxAgeMs: 60_000, waitForRefreshMs: 50 });
    await cache.items();
    set.fake.version = 2;
    set.fake.items = ['new'];
    set.fake.loadDelayMs = 150;
    await elapse(10);
    // This request starts the reload and waits for it, for 50 ms at most.
    const patient = cache.items();
    await elapse(49);
    expect(await settledNow(patient)).toBe(false);
    await elapse(1);
    expect(await settledNow(patient)).toBe(true);
    expect(await patient).toEqual(['old']);
    // The reload has been under way for its whole patience already: the next request is answered at once.
    const next = cache.items();
    expect(await settledNow(next)).toBe(true);
    expect(await next).toEqual(['old']);
    await elapse(100);
    expect(await cache.items()).toEqual(['new']);
    expect(set.fake.loads).toBe(2);
  });

  it('lets a failed refresh fail a request that has no copy to fall back on, and tries again on the next one', async () => {
    const set = source(['a']);
    let failing = true;
    const cache = new OpenSetCache(
      { state: async () => (failing ? Promise.reject(new Error('DynamoDB unavailable')) : set.state()), load: set.load },
      { checkEveryMs: 10, maxAgeMs: 60_000, waitForRefreshMs: 50 },
    );
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(cache.items()).rejects.toThrow('DynamoDB unavailable');
    failing = false;
    expect(await cache.items()).toEqual(['a']);

    // With a copy, a failed refresh answers the copy as it was, and the failure is logged.
    failing = true;
    set.fake.items = ['a', 'b'];
    await elapse(10);
    expect(await cache.items()).toEqual(['a']);
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('Open campaigns refresh failed'));
    failing = false;
    set.fake.version = 2;
    expect(await cache.items()).toEqual(['a', 'b']);
    quiet.mockRestore();
  });
});

describe('dashboard figures', () => {
  it('adds up a company’s campaigns', () => {
    const row = (status: CampaignStatus, amount: number, places: number, accepted: number, applicants: number, rejected: number) => ({
      ...campaign({ status, amount, numberOfContentCreators: places, acceptedCount: accepted, applicantsCount: applicants }),
      rejectedCount: rejected,
    });
    const figures = companyFigures([row('unpaid', 100, 3, 0, 0, 0), row('open', 1_000, 5, 2, 6, 1), row('open', 2_000, 2, 0, 1, 0), row('in-progress', 4_000, 1, 1, 3, 2)]);
    expect(figures).toEqual({
      role: 'company',
      campaignsByStatus: { unpaid: 1, open: 2, 'in-progress': 1, completed: 0 },
      totalSpend: 7_000,
      openPlaces: 3 + 2,
      pendingApplicants: 3 + 1 + 0,
    });
  });

  const onboarding = { profile: true, gender: true, licence: true, bankAccount: false };

  it('adds up a creator’s applications, and her payouts for what is owed and paid', () => {
    const figures = creatorFigures(
      2,
      [
        { status: 'pending', creatorEarning: 100 },
        { status: 'pending', creatorEarning: 100 },
        { status: 'in-progress', creatorEarning: 1_000 },
        { status: 'needs-revision', creatorEarning: 2_000 },
        { status: 'approved', creatorEarning: 4_000 },
        { status: 'completed', creatorEarning: 8_000 },
        { status: 'completed', creatorEarning: 16_000 },
        { status: 'rejected', creatorEarning: 32_000 },
      ],
      // The approved one's payout is owed; the completed ones' are paid (one this month).
      { owed: 4_000, paidThisMonth: 16_000, paidAllTime: 24_000 },
      onboarding,
    );
    expect(figures).toEqual({ role: 'creator', activeCampaignsCount: 2, pendingApplications: 2, completedCampaigns: 3, earningsPending: 1_000 + 2_000 + 4_000, earningsPaid: 24_000, onboarding });
  });

  it("lists a creator's onboarding steps: a licence about to expire counts, one waiting for review does not", () => {
    const facts = { profileCompleted: true, genderGiven: false, licenceState: 'expiring', hasBankAccount: false } as const;
    expect(onboardingOf(facts)).toEqual({ profile: true, gender: false, licence: true, bankAccount: false });
    expect(onboardingOf({ ...facts, licenceState: 'pending' }).licence).toBe(false);
    expect(isOnboarded(onboardingOf({ ...facts, genderGiven: true, hasBankAccount: true }))).toBe(true);
    expect(isOnboarded(onboarding)).toBe(false);
  });
});
