import { randomUUID } from 'node:crypto';
import type { CampaignBrief, CampaignList, CampaignView } from '../../shared/domain/campaign';
import type { Role } from '../../shared/domain/constants';
import { campaignPrice, creatorEarning, type PriceBreakdown } from '../../shared/domain/pricing';
import type { CreateCampaignInput, OwnCampaignsQuery, UpdateCampaignInput } from '../../shared/validation/campaign';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { getApplicationOf } from '../data/applications';
import { deleteUnpaidCampaign, getCampaignRecord, listCompanyCampaignRecords, putNewCampaign, updateUnpaidCampaign, type CampaignRecord } from '../data/campaigns';
import { getUserById } from '../data/users';
import { campaignListOf, selectPage } from './exchange';

/** Campaign use cases: a company creates one (unpaid until its payment), members read one, a company lists its own. */

/** How much of the description the keyword search looks into: enough to find a campaign by what it is about. */
const SEARCHED_DESCRIPTION_LENGTH = 300;

export function searchTextOf(campaignTitle: string, companyName: string, description: string): string {
  return `${campaignTitle} ${companyName} ${description.slice(0, SEARCHED_DESCRIPTION_LENGTH)}`.toLowerCase();
}

export interface CreatedCampaign {
  id: string;
  amount: number;
  price: PriceBreakdown;
}

/** How long a draft's key keeps answering its campaign: far longer than a company spends in the create flow. */
const DRAFT_KEY_DAYS = 7;

/** The campaign, and whether this request stored it or an earlier send of the same draft did. */
export interface CreateOutcome {
  campaign: CreatedCampaign;
  created: boolean;
}

/**
 * Stores a new, unpaid campaign. The price is the server's own (an amount sent with the form was stripped by the
 * schema); the campaign enters the exchange only when the payment webhook publishes it. With the draft's
 * `idempotencyKey`, a repeat of the same draft answers the campaign the first send created (whatever its body: the key
 * names the draft; a created campaign is edited with `updateOwnCampaign`), and writes nothing.
 */
export async function createCampaign(companyId: string, input: CreateCampaignInput): Promise<CreateOutcome> {
  const company = await getUserById(companyId);
  if (!company) throw new NotFoundError();
  const brief = briefOf(input);
  const price = campaignPrice(brief);
  const record: CampaignRecord = {
    ...brief,
    id: randomUUID(),
    companyId,
    companyName: company.fullName,
    status: 'unpaid',
    amount: price.total,
    price,
    creatorEarning: creatorEarning(price),
    createdAt: new Date().toISOString(),
    acceptedCount: 0,
    applicantsCount: 0,
    rejectedCount: 0,
    searchText: searchTextOf(brief.campaignTitle, company.fullName, brief.description),
  };
  const draft = input.idempotencyKey ? { key: input.idempotencyKey, expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + DRAFT_KEY_DAYS * 86_400 } : undefined;
  const outcome = await putNewCampaign(record, draft);
  if ('created' in outcome) return { campaign: { id: record.id, amount: record.amount, price }, created: true };
  const existing = await getCampaignRecord(outcome.existingCampaignId);
  // The draft's campaign was deleted since: the draft is over, and a new one needs a new key.
  if (!existing) throw new ConflictError();
  return { campaign: { id: existing.id, amount: existing.amount, price: existing.price }, created: false };
}

/** The brief of a creation or edit form, without an empty note. */
function briefOf(input: UpdateCampaignInput): CampaignBrief {
  return {
    campaignTitle: input.campaignTitle,
    description: input.description,
    contentType: input.contentType,
    aspectRatio: input.aspectRatio,
    videoDuration: input.videoDuration,
    numberOfContentCreators: input.numberOfContentCreators,
    picturesNeeded: input.picturesNeeded,
    preferredAge: input.preferredAge,
    gender: input.gender,
    creatorInterests: input.creatorInterests,
    creatorShouldShow: input.creatorShouldShow,
    location: input.location,
    ...(input.additionalNotes ? { additionalNotes: input.additionalNotes } : {}),
    ...(input.product ? { product: input.product } : {}),
  };
}

/** Attempts at an edit when the campaign's price changed between the read and the write (another tab's edit). */
const EDIT_RETRY: RetryPolicy = { attempts: 3, ...RACE_BACKOFF };

/**
 * Edits an unpaid campaign of the company's own: the whole brief, priced again by the rules that price a new one (a
 * company cannot keep an old price by editing). Paid ones are final: creators applied to what they read.
 */
export async function updateOwnCampaign(companyId: string, campaignId: string, input: UpdateCampaignInput): Promise<CreatedCampaign> {
  const brief = briefOf(input);
  const price = campaignPrice(brief);
  return retrying(EDIT_RETRY, async () => {
    const record = await getCampaignRecord(campaignId);
    if (!record) throw new NotFoundError();
    if (record.companyId !== companyId) throw new ForbiddenError();
    if (record.status !== 'unpaid') throw new ConflictError('CAMPAIGN_ALREADY_PAID');
    const edit = { ...brief, amount: price.total, price, creatorEarning: creatorEarning(price), searchText: searchTextOf(brief.campaignTitle, record.companyName, brief.description) };
    if (await updateUnpaidCampaign(campaignId, companyId, record.amount, edit)) return { id: campaignId, amount: price.total, price };
    // Paid, deleted or edited between the read and the write: the next attempt reads which.
    return tryAgain(new ConflictError());
  });
}

/**
 * Deletes (cancels) an unpaid campaign of the company's own. Paid ones stay: creators and money depend on them.
 * A checkout still open for it is left to the provider: a payment made there later finds no campaign and is
 * refunded by the webhook, and the company is told.
 */
export async function deleteOwnCampaign(companyId: string, campaignId: string): Promise<void> {
  const record = await getCampaignRecord(campaignId);
  if (!record) throw new NotFoundError();
  if (record.companyId !== companyId) throw new ForbiddenError();
  if (record.status !== 'unpaid') throw new ConflictError('CAMPAIGN_ALREADY_PAID');
  if (await deleteUnpaidCampaign(record, new Date().toISOString())) return;
  // Paid or deleted between the read and the delete.
  if (!(await getCampaignRecord(campaignId))) throw new NotFoundError();
  throw new ConflictError('CAMPAIGN_ALREADY_PAID');
}

/**
 * Deletes every unpaid campaign of a company (its account is being deleted). Refuses, having deleted what it could,
 * when one was paid meanwhile: the account must then stay, as for an open campaign.
 */
export async function deleteUnpaidCampaignsOf(companyId: string): Promise<void> {
  const unpaid = (await listCompanyCampaignRecords(companyId)).filter((campaign) => campaign.status === 'unpaid');
  const deletedAt = new Date().toISOString();
  for (const campaign of unpaid) {
    if (await deleteUnpaidCampaign(campaign, deletedAt)) continue;
    // Not deleted: gone already (a retry), or paid meanwhile, which keeps the account.
    if (await getCampaignRecord(campaign.id)) throw new ConflictError('ACCOUNT_HAS_OPEN_CAMPAIGNS');
  }
}

export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * One campaign as the viewer may see it: its company and admins always; a creator while it is open or once they
 * applied (with their application). Another company is refused; a creator is told nothing exists, so unpaid
 * campaigns stay private.
 */
export async function viewCampaign(viewer: Viewer, campaignId: string): Promise<CampaignView> {
  const [record, application] = await Promise.all([
    getCampaignRecord(campaignId),
    viewer.role === 'creator' ? getApplicationOf(campaignId, viewer.userId) : Promise.resolve(undefined),
  ]);
  if (!record) throw new NotFoundError();
  const { rejectedCount: _rejectedCount, searchText: _searchText, lastPaymentStatus, productBudgetReturned, ...view } = record;
  // What only the campaign's company and the admins read: its payment's failure and its money given back.
  const owners = { ...view, ...(lastPaymentStatus ? { lastPaymentStatus } : {}), ...(productBudgetReturned !== undefined ? { productBudgetReturned } : {}) };
  switch (viewer.role) {
    case 'admin':
      return owners;
    case 'company':
      if (record.companyId !== viewer.userId) throw new ForbiddenError();
      return owners;
    case 'creator':
      if (application) return { ...view, myApplication: application };
      if (record.status === 'open') return view;
      throw new NotFoundError();
  }
}

/** The company's own campaigns (spec §7 `GET /campaigns/{role}`), filtered, sorted and paged. */
export async function listOwnCampaigns(companyId: string, query: OwnCampaignsQuery): Promise<CampaignList> {
  const campaigns = await listCompanyCampaignRecords(companyId);
  return campaignListOf(
    selectPage(campaigns, {
      keyword: query.keyword,
      statuses: query.status,
      contentTypes: query.contentType,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      page: query.page,
    }),
  );
}
