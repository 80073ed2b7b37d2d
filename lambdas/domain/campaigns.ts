import { randomUUID } from 'node:crypto';
import type { CampaignBrief, CampaignList, CampaignView } from '../../shared/domain/campaign';
import type { Role } from '../../shared/domain/constants';
import { campaignPrice, creatorEarning, type PriceBreakdown } from '../../shared/domain/pricing';
import type { CreateCampaignInput, OwnCampaignsQuery } from '../../shared/validation/campaign';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { getApplicationOf, getCampaignRecord, listCompanyCampaignRecords, putNewCampaign, type CampaignRecord } from '../data/campaigns';
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

/**
 * Stores a new, unpaid campaign. The price is the server's own (an amount sent with the form was stripped by the
 * schema); the campaign enters the exchange only when the payment webhook publishes it.
 */
export async function createCampaign(companyId: string, input: CreateCampaignInput): Promise<CreatedCampaign> {
  const company = await getUserById(companyId);
  if (!company) throw new NotFoundError();
  const brief: CampaignBrief = {
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
  };
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
  await putNewCampaign(record);
  return { id: record.id, amount: record.amount, price };
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
  const { rejectedCount: _rejectedCount, searchText: _searchText, lastPaymentStatus, ...view } = record;
  switch (viewer.role) {
    case 'admin':
      return { ...view, ...(lastPaymentStatus ? { lastPaymentStatus } : {}) };
    case 'company':
      if (record.companyId !== viewer.userId) throw new ForbiddenError();
      return { ...view, ...(lastPaymentStatus ? { lastPaymentStatus } : {}) };
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
