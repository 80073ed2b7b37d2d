import { CAMPAIGN_PAGE_SIZE, type ApplicationStatus, type CampaignList, type CampaignSummary, type ExchangeList } from '../../shared/domain/campaign';
import { namedPage, type Page } from '../../shared/domain/page';
import type { ExchangeQuery } from '../../shared/validation/campaign';
import { errorDetails, logError } from '../core/log';
import { getApplicationStatuses } from '../data/applications';
import { readOpenSet, type ListedCampaign } from '../data/campaigns';
import { readOpenSetState } from '../data/open-campaigns';
import { codeUnitOrder, mapPage, numberOrder, on, pageOf, sortRows, titleOrder, type Comparator, type SortOrder } from './pager';
import { getApplicantUsers } from '../data/users';
import { readUrlsFor } from './profile-media';

// why: the exchange filters open campaigns by keyword (a substring), categories, content types and locations and
// answers totals. DynamoDB can neither filter like that within a key condition nor count without reading the whole
// partition per request (ARCHITECTURE.md "What lists cost": a COUNT over 20,000 items takes 34 s locally). So each
// container keeps a copy of the open set, read from GSI3, whose INCLUDE projection holds only what a list row shows
// (about 1.6 KB a campaign: 20,000 open campaigns are 32 MB read in 40 pages, ~40 MB of heap), and filters, sorts and
// pages it in memory. A pass over 20,000 campaigns takes ~0.5-1 ms of CPU; the results of the last views asked for
// are kept with the copy, so paging through a view, or asking for a popular one, costs a lookup.
// Freshness: every change of the set bumps the counter's `version` in the same transaction
// (lambdas/data/open-campaigns.ts); a request checks it with one GetItem at most once a second and reloads the copy
// when it moved, or when the copy is a minute old (the counts on a row, like acceptedCount, change without a version
// bump). A campaign thus appears in the exchange about a second after its payment. The index lags the counter by a
// moment on AWS: a copy whose size differs from the counter's `count` is reloaded again at the next few checks.
// Limits: every change of the set makes every warm container re-read the whole set, so the read cost is
// (set size × changes × containers), and a reload takes ~2 s at 20,000 (a cold container's first exchange request
// waits for it; a warm one answers from its old copy after 2 s); the heap grows with the set. Past ~50,000 open
// campaigns, or more than a few changes a second, move the exchange to a search index (OpenSearch fed by a DynamoDB
// stream), which also brings relevance ranking and word stemming for Arabic; the API and selectPage's contract stay.

/** What lists filter on; an empty list or keyword means no filter by it. */
export interface ListFilter {
  keyword?: string;
  categories?: readonly string[];
  contentTypes?: readonly string[];
  locations?: readonly string[];
  statuses?: readonly string[];
}

export type SortKey = 'publishedAt' | 'createdAt' | 'amount' | 'campaignTitle';

export interface ListOrder extends ListFilter {
  sortBy: SortKey;
  sortOrder: SortOrder;
}

export interface ListSelection extends ListOrder {
  page: number;
  pageSize?: number;
}

const CAMPAIGN_ORDERS: Record<SortKey, Comparator<ListedCampaign>> = {
  amount: on((campaign) => campaign.amount, numberOrder),
  campaignTitle: on((campaign) => campaign.campaignTitle, titleOrder),
  publishedAt: on((campaign) => campaign.publishedAt ?? '', codeUnitOrder),
  createdAt: on((campaign) => campaign.createdAt, codeUnitOrder),
};

/** A campaign passes when it meets every filter given: all the keyword's words, any of the categories, and so on. */
export function filterOf(filter: ListFilter): (campaign: ListedCampaign) => boolean {
  const words = (filter.keyword ?? '').toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  const categories = new Set(filter.categories ?? []);
  const among = (values: readonly string[] | undefined, value: string) => !values?.length || values.includes(value);
  return (campaign) =>
    words.every((word) => campaign.searchText.includes(word)) &&
    (categories.size === 0 || campaign.creatorInterests.some((interest) => categories.has(interest))) &&
    among(filter.contentTypes, campaign.contentType) &&
    among(filter.locations, campaign.location) &&
    among(filter.statuses, campaign.status);
}

/**
 * The campaigns that pass the filters, in the requested order. The sort is stable, so equal keys keep the input's
 * order: fed a list that is already in the requested order (the open set is kept newest first), it costs one pass.
 */
export function sortedMatches<T extends ListedCampaign>(campaigns: readonly T[], order: ListOrder): T[] {
  return sortRows(campaigns.filter(filterOf(order)), CAMPAIGN_ORDERS[order.sortBy], order.sortOrder);
}

/** Filters, sorts and pages a list in memory. */
export function selectPage<T extends ListedCampaign>(campaigns: readonly T[], selection: ListSelection): Page<T> {
  return pageOf(sortedMatches(campaigns, selection), selection.page, selection.pageSize ?? CAMPAIGN_PAGE_SIZE);
}

/** The same filters and order, written the same way: lists in any order, the keyword's words in lower case. */
export function orderKey(order: ListOrder): string {
  const list = (values: readonly string[] | undefined) => [...(values ?? [])].sort().join(',');
  const words = (order.keyword ?? '').toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  return JSON.stringify([words.join(' '), list(order.categories), list(order.contentTypes), list(order.locations), list(order.statuses), order.sortBy, order.sortOrder]);
}

/**
 * The last results of `sortedMatches` over one copy of the open set, by `orderKey`: creators page through the same
 * few views (the newest, one category, …), which then cost a lookup instead of a pass over the whole set. A result
 * belongs to the copy it was computed from (a WeakMap entry, gone with the copy).
 */
export class MatchesMemo<T extends ListedCampaign> {
  private readonly byCopy = new WeakMap<readonly T[], Map<string, T[]>>();

  constructor(private readonly entries: number) {}

  sortedMatches(campaigns: readonly T[], order: ListOrder): T[] {
    let memo = this.byCopy.get(campaigns);
    if (!memo) {
      memo = new Map();
      this.byCopy.set(campaigns, memo);
    }
    const key = orderKey(order);
    const known = memo.get(key);
    // A Map iterates in insertion order: re-inserting a hit keeps the least recently used first, to be dropped first.
    memo.delete(key);
    const result = known ?? sortedMatches(campaigns, order);
    memo.set(key, result);
    const oldest = memo.size > this.entries ? memo.keys().next() : undefined;
    if (oldest && !oldest.done) memo.delete(oldest.value);
    return result;
  }
}

/** A list row as the API answers it: without what only the server uses. */
export function summaryOf({ searchText: _searchText, rejectedCount: _rejectedCount, ...summary }: ListedCampaign & { rejectedCount?: number }): CampaignSummary {
  return summary;
}

export function campaignListOf(selected: Page<ListedCampaign>): CampaignList {
  return namedPage('campaigns', mapPage(selected, summaryOf));
}

/** The open set's counter: `version` moves with every change of the set, `count` is its size. */
export interface OpenSetState {
  version: number;
  count: number;
}

export interface OpenSetSource<T> {
  state(): Promise<OpenSetState>;
  /** The whole set; read after `state()`, so a change in between only causes one more reload later. */
  load(): Promise<T[]>;
}

export interface CacheTimings {
  /** How long a version check holds. */
  checkEveryMs: number;
  /** How long a copy holds whatever the version says. */
  maxAgeMs: number;
  /** How long a request waits for a refresh in flight before it is answered from the copy it replaces. */
  waitForRefreshMs: number;
}

export const OPEN_SET_TIMINGS: CacheTimings = { checkEveryMs: 1_000, maxAgeMs: 60_000, waitForRefreshMs: 2_000 };

/**
 * A GSI is eventually consistent: read just after a change, it may not show it yet while the counter already does.
 * A copy with fewer or more campaigns than the counter's `count` is reloaded at the next checks, this many times.
 */
const CATCH_UP_RELOADS = 3;

interface Copy<T> {
  items: readonly T[];
  version: number;
  loadedAt: number;
  /** Reloads left while the copy's size differs from the counter's count at the same version. */
  catchUps: number;
}

/**
 * A copy of the open set, refreshed as described at the top of this file. One refresh at a time (a version check,
 * and a reload if needed): concurrent requests await the same one. A request waits for it, unless a copy exists and
 * the refresh has already been in flight for `waitForRefreshMs`, or fails: then it is answered from that copy.
 */
export class OpenSetCache<T> {
  private copy: Copy<T> | undefined;
  private checkedAt = 0;
  private refresh: { startedAt: number; done: Promise<Copy<T>> } | undefined;

  constructor(
    private readonly source: OpenSetSource<T>,
    private readonly timings: CacheTimings = OPEN_SET_TIMINGS,
  ) {}

  async items(): Promise<readonly T[]> {
    const now = Date.now();
    const copy = this.copy;
    if (copy && now - this.checkedAt < this.timings.checkEveryMs && now - copy.loadedAt < this.timings.maxAgeMs) return copy.items;
    const refresh = this.startRefresh(now);
    if (!copy) return (await refresh.done).items;
    const patience = this.timings.waitForRefreshMs - (now - refresh.startedAt);
    if (patience <= 0) return copy.items;
    // The global timer (not node:timers/promises) and Date.now: the clock a test can fake (Jest's fake timers).
    let patienceOver: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      patienceOver = setTimeout(() => resolve(undefined), patience);
    });
    try {
      // A failed refresh (logged in startRefresh) leaves the copy as it was; the next request tries again.
      return ((await Promise.race([refresh.done.catch(() => undefined), late])) ?? copy).items;
    } finally {
      clearTimeout(patienceOver);
    }
  }

  private startRefresh(now: number) {
    if (this.refresh) return this.refresh;
    const done = this.refreshed(now).finally(() => {
      this.refresh = undefined;
    });
    // A request answered from the old copy does not await this refresh: its failure must still be seen, not unhandled.
    done.catch((error: unknown) => logError('Open campaigns refresh failed', errorDetails(error)));
    this.refresh = { startedAt: now, done };
    return this.refresh;
  }

  private async refreshed(startedAt: number): Promise<Copy<T>> {
    const { version, count } = await this.source.state();
    const copy = this.copy;
    const sameVersion = copy?.version === version;
    if (copy && sameVersion && (copy.items.length === count || copy.catchUps === 0) && startedAt - copy.loadedAt < this.timings.maxAgeMs) {
      this.checkedAt = startedAt;
      return copy;
    }
    const items = await this.source.load();
    const catchUps = items.length === count ? 0 : sameVersion && copy ? Math.max(0, copy.catchUps - 1) : CATCH_UP_RELOADS;
    const fresh: Copy<T> = { items, version, loadedAt: startedAt, catchUps };
    this.copy = fresh;
    this.checkedAt = startedAt;
    return fresh;
  }
}

const openSet = new OpenSetCache<ListedCampaign>({ state: readOpenSetState, load: readOpenSet });
/** At most 64 results of up to the whole set's references each: ~10 MB at 20,000 open campaigns in the worst case. */
const openSetMatches = new MatchesMemo<ListedCampaign>(64);

/**
 * The caller's own standing on each row: the copy of the open set is shared by every creator, so their own
 * applications are joined per request, after paging, for the page's campaigns only.
 */
export function withOwnApplications(list: CampaignList, statuses: ReadonlyMap<string, ApplicationStatus>): ExchangeList {
  return {
    ...list,
    campaigns: list.campaigns.map((campaign) => {
      const myApplicationStatus = statuses.get(campaign.id);
      return myApplicationStatus ? { ...campaign, myApplicationStatus } : campaign;
    }),
  };
}

/**
 * The exchange: one page of the open campaigns that pass the creator's filters (spec §7 `GET /campaigns`), each
 * with the creator's own application status when they applied (one BatchGetItem of at most a page of keys).
 */
export async function listOpenCampaigns(creatorId: string, query: ExchangeQuery): Promise<ExchangeList> {
  const sorted = openSetMatches.sortedMatches(await openSet.items(), {
    keyword: query.keyword,
    categories: query.category,
    contentTypes: query.contentType,
    locations: query.location,
    statuses: ['open'],
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  const list = campaignListOf(pageOf(sorted, query.page, CAMPAIGN_PAGE_SIZE));
  const [statuses, logos] = await Promise.all([getApplicationStatuses(creatorId, list.campaigns.map((campaign) => campaign.id)), companyLogos(list.campaigns)]);
  const own = withOwnApplications(list, statuses);
  return { ...own, campaigns: own.campaigns.map((campaign) => (logos.has(campaign.companyId) ? { ...campaign, companyLogoUrl: logos.get(campaign.companyId) } : campaign)) };
}

/** The logos of a page's companies (at most a page's worth), by company id, as short-lived read URLs. */
export async function companyLogos(campaigns: readonly Pick<CampaignSummary, 'companyId'>[]): Promise<Map<string, string>> {
  const companies = await getApplicantUsers([...new Set(campaigns.map((campaign) => campaign.companyId))]);
  const avatars = [...companies.values()].flatMap((company) => (company.avatar ? [[company.id, company.avatar] as const] : []));
  const readUrls = await readUrlsFor(avatars.map(([, avatar]) => avatar));
  return new Map(avatars.flatMap(([id, avatar]) => (readUrls[avatar] ? [[id, readUrls[avatar]] as const] : [])));
}
