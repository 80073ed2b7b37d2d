import { randomUUID } from 'node:crypto';
import { statusSeenBy, transition, type ApplicationEvent } from '../../shared/domain/application-status';
import { applyVerdict, mayTakeAnotherCampaign, pendingApplicationWait } from '../../shared/domain/apply-rules';
import { calendarDate } from '../../shared/domain/calendar';
import {
  ACTIVE_APPLICATION_STATUSES,
  CAMPAIGN_PAGE_SIZE,
  interestsMatch,
  type ApplicantList,
  type ApplicantView,
  type ApplicationList,
  type ApplicationStatus,
  type ApplicationView,
  type CampaignList,
  type CampaignSummary,
} from '../../shared/domain/campaign';
import { PORTFOLIO_MAX_CASES, type Role } from '../../shared/domain/constants';
import { namedPage } from '../../shared/domain/page';
import { licenceStanding } from '../../shared/domain/licence';
import { mayViewProfile } from '../../shared/domain/profile-visibility';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import type { ApplicantsQuery, ApplicationsQuery, OwnCampaignsQuery } from '../../shared/validation/campaign';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { countEvent } from '../core/observability';
import {
  acceptApplication,
  getApplication,
  listCampaignApplications,
  listCreatorApplications,
  openApplicantChannel,
  putApplication,
  rejectApplication,
  type ApplicationRecord,
  type WriteRefusal,
} from '../data/applications';
import { getCampaignForDecision, getCurrentCampaignSummaries, type CampaignForDecision } from '../data/campaigns';
import { hasPaymentCard } from '../data/cards';
import { newEvent } from '../data/events';
import { getInvitation } from '../data/invitations';
import { getApplicantDetails, getCreatorDetails } from '../data/profiles';
import { getApplicantUsers, getUserById } from '../data/users';
import { localeOrder, mapPage, numberOrder, on, pageOf, sortRows, textOrder, thenBy, type Comparator } from './pager';
import { ageRangeOf, briefMatch } from '../../shared/domain/brief-match';
import { readUrlsFor } from './profile-media';
import { ratingSummaries, shownSummary } from './ratings';

/**
 * Applications: a creator applies to an open campaign (the rules of spec §5), the company accepts or rejects each
 * candidate (spec §4) without ever filling more places than the campaign has, and both sides are told. The creator's
 * lists are read from their applications' campaign snapshots.
 */

/** Applications a creator has been accepted to, working or done: the dashboard's "my campaigns". */
const CAMPAIGN_APPLICATION_STATUSES: readonly ApplicationStatus[] = [...ACTIVE_APPLICATION_STATUSES, 'approved', 'completed'];

/**
 * Attempts at an accept. A write refused because the campaign changed since it was read means another decision was
 * written meanwhile, and a campaign takes at most ten creators, so this many attempts leave room for every one of
 * them plus a few collisions in which nobody won.
 */
const ACCEPT_RETRY: RetryPolicy = { attempts: 15, ...RACE_BACKOFF };
/** A decline, or a chat opened with an applicant, meets at most a chat opened (or a decision made) at the same time. */
const DECISION_RETRY: RetryPolicy = { attempts: 3, ...RACE_BACKOFF };

export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * `POST /campaigns/apply/{id}?applyAnyway=`: refuses with the first rule the creator does not meet; interests that do
 * not match are refused with `INTERESTS_MISMATCH` until the creator confirms with `applyAnyway`. The checks are
 * repeated by the write's conditions, so a campaign filled or a fifth campaign accepted meanwhile still refuses.
 */
export async function applyToCampaign(creatorId: string, campaignId: string, applyAnyway: boolean): Promise<ApplicationView> {
  const [campaign, user, details, hasCard, existing, invitation] = await Promise.all([
    getCampaignForDecision(campaignId, true),
    getUserById(creatorId, true),
    getCreatorDetails(creatorId, true),
    hasPaymentCard(creatorId),
    getApplication(campaignId, creatorId, true),
    getInvitation(campaignId, creatorId, true),
  ]);
  if (!campaign) throw new NotFoundError();
  if (!user || user.role !== 'creator') throw new ForbiddenError();
  const categories = details.categories ?? [];
  const verdict = applyVerdict(
    {
      profileCompleted: user.profileCompleted,
      licence: licenceStanding({ latest: details.licence, approved: details.approvedLicence }, calendarDate()),
      hasPaymentCard: hasCard,
      activeCampaignsCount: user.activeCampaignsCount ?? 0,
      alreadyApplied: existing !== undefined,
      categories,
    },
    campaign,
    applyAnyway,
  );
  if (verdict === 'confirm-mismatch') throw new ConflictError('INTERESTS_MISMATCH');
  if (verdict !== 'ok') throw new ConflictError(verdict);

  const record: ApplicationRecord = {
    campaignId,
    creatorId,
    creatorName: user.fullName,
    status: 'pending',
    appliedAt: new Date().toISOString(),
    interestsMatched: interestsMatch(categories, campaign.creatorInterests),
    // Applying is the answer to an invitation, from it or from anywhere else (issue 28).
    ...(invitation ? { invited: true } : {}),
    creatorEarning: campaign.creatorEarning,
    campaign: { ...summaryOf(campaign), applicantsCount: campaign.applicantsCount + 1 },
  };
  const applied = newEvent(
    'application.created',
    { campaignId, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId, creatorId, creatorName: user.fullName },
    record.appliedAt,
  );
  const refusal = await putApplication(record, applied);
  // Invited meanwhile: read again, and apply as invited (the invitation stays, so this happens once).
  if (refusal === 'invitation') return applyToCampaign(creatorId, campaignId, applyAnyway);
  if (refusal) throw await applyRefusal(refusal, campaignId);
  countEvent('ApplicationSubmitted');
  return applicationView(record);
}

async function applyRefusal(refusal: WriteRefusal, campaignId: string): Promise<ConflictError> {
  switch (refusal) {
    case 'application':
      return new ConflictError('ALREADY_APPLIED');
    case 'campaign':
      return new ConflictError((await getCampaignForDecision(campaignId, true))?.status === 'in-progress' ? 'CAMPAIGN_FULL' : 'CAMPAIGN_NOT_OPEN');
    case 'creator':
      return new ConflictError('ACTIVE_CAMPAIGNS_LIMIT');
    case 'invitation':
    case 'conflict':
      return new ConflictError();
  }
}

/**
 * `POST /campaigns/{id}/accept/{clientId}`: the creator starts working (in-progress), gets a one-to-one chat with
 * the company and joins the campaign's group chat. The write only counts a place that is still free as it was read;
 * when another accept took one meanwhile, the campaign is read again and the accept retried, so racing accepts fill
 * exactly the campaign's places and the rest are told it is full.
 */
export async function acceptApplicant(companyId: string, campaignId: string, creatorId: string): Promise<ApplicantView> {
  let campaign = await ownCampaign({ userId: companyId, role: 'company' }, campaignId);
  let { application, next } = await decidable(campaignId, creatorId, 'accept');
  const decidedAt = new Date().toISOString();
  // A chat the company opened with the applicant before deciding stays theirs (issue 27); otherwise the accept opens one.
  const newChannelId = randomUUID();
  // The campaign's group chat is named by its first accept; a retry after a racing first accept takes that one.
  const newGroupChannelId = randomUUID();
  // One event for the decision, whichever attempt stores it.
  const facts = { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId };
  const event = newEvent('application.accepted', { ...facts, ...(campaign.product ? { product: campaign.product.handover } : {}) }, decidedAt);
  let oneOnOneChannelId: string = newChannelId;
  await retrying(ACCEPT_RETRY, async (attempt) => {
    if (attempt > 1) {
      const current = await getCampaignForDecision(campaignId, true);
      if (!current) throw new NotFoundError();
      campaign = current;
      ({ application, next } = await decidable(campaignId, creatorId, 'accept'));
    }
    if (campaign.status !== 'open') throw new ConflictError(campaign.status === 'in-progress' ? 'CAMPAIGN_FULL' : 'CAMPAIGN_NOT_OPEN');
    if (campaign.acceptedCount >= campaign.numberOfContentCreators) throw new ConflictError('CAMPAIGN_FULL');
    const groupChannelId = campaign.groupChannelId ?? newGroupChannelId;
    oneOnOneChannelId = application.oneOnOneChannelId ?? newChannelId;
    const directChannelOpened = application.oneOnOneChannelId !== undefined;
    const refusal = await acceptApplication({ campaign, creatorId, companyId, decidedAt, oneOnOneChannelId, directChannelOpened, groupChannelId, event });
    if (!refusal) return undefined;
    // Decided meanwhile, or a chat opened with the applicant meanwhile: the next attempt reads which.
    if (refusal === 'creator') await refuseUnacceptableCreator(creatorId);
    return tryAgain(new ConflictError(refusal === 'application' ? 'APPLICATION_ALREADY_DECIDED' : 'CONFLICT'));
  });
  countEvent('ApplicantAccepted');
  const accepted: ApplicationRecord = { ...application, status: next, decidedAt, oneOnOneChannelId };
  return applicantView(campaign, accepted);
}

/**
 * The creator's condition refused an accept: their account was deleted since they applied (nobody to accept), or they
 * work on as many campaigns as a creator may. Otherwise their count changed between the write and this read (a
 * campaign finished meanwhile), and the accept is simply tried again.
 */
async function refuseUnacceptableCreator(creatorId: string): Promise<void> {
  const creator = await getUserById(creatorId, true);
  if (!creator) throw new NotFoundError('APPLICATION_NOT_FOUND');
  if (!mayTakeAnotherCampaign(creator.activeCampaignsCount ?? 0)) throw new ConflictError('CREATOR_ACTIVE_CAMPAIGNS_LIMIT');
}

/** `POST /campaigns/{id}/reject/{clientId}`: the candidate is out of this campaign; the application stays, rejected, for their history. */
export async function rejectApplicant(companyId: string, campaignId: string, creatorId: string): Promise<ApplicantView> {
  const campaign = await ownCampaign({ userId: companyId, role: 'company' }, campaignId);
  const decidedAt = new Date().toISOString();
  const event = newEvent('application.rejected', { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId }, decidedAt);
  const rejected = await retrying(DECISION_RETRY, async () => {
    // A chat opened with the applicant before the decision closes with it (read-only from then on).
    const { application, next } = await decidable(campaignId, creatorId, 'reject');
    const refusal = await rejectApplication(campaignId, creatorId, companyId, decidedAt, application.oneOnOneChannelId, event);
    if (!refusal) return { ...application, status: next, decidedAt };
    // Decided meanwhile (the next read says so), or a chat opened meanwhile (the next attempt closes it too).
    if (refusal === 'application') return tryAgain(new ConflictError('APPLICATION_ALREADY_DECIDED'));
    throw new ConflictError();
  });
  return applicantView(campaign, rejected);
}

/**
 * `POST /campaigns/{id}/applicants/{clientId}/chat`: the company's direct channel with an applicant before deciding
 * (issue 27), opened once; the creator can answer. Answers the channel's id, the same one on every call (the one the
 * accept made, for an accepted creator). A declined applicant without a chat gets none.
 */
export async function openApplicantChat(companyId: string, campaignId: string, creatorId: string): Promise<{ channelId: string }> {
  const campaign = await ownCampaign({ userId: companyId, role: 'company' }, campaignId);
  const channelId = randomUUID();
  return retrying(DECISION_RETRY, async () => {
    const application = await getApplication(campaignId, creatorId, true);
    if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
    if (application.oneOnOneChannelId) return { channelId: application.oneOnOneChannelId };
    if (application.status !== 'pending') throw new ConflictError('APPLICATION_ALREADY_DECIDED');
    const refusal = await openApplicantChannel({ campaignId, campaignTitle: campaign.campaignTitle, companyId, creatorId, channelId, openedAt: new Date().toISOString() });
    if (!refusal) return { channelId };
    // Opened by another request, or decided, meanwhile: the next read answers which.
    return tryAgain(new ConflictError());
  });
}

/** The campaign, to its company or an admin; another company gets a 403. */
async function ownCampaign(viewer: Viewer, campaignId: string): Promise<CampaignForDecision> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (viewer.role !== 'admin' && campaign.companyId !== viewer.userId) throw new ForbiddenError();
  return campaign;
}

/** The application the decision is about, and the status the decision gives it; the writes repeat the check as their condition. */
async function decidable(campaignId: string, creatorId: string, event: ApplicationEvent): Promise<{ application: ApplicationRecord; next: ApplicationStatus }> {
  const application = await getApplication(campaignId, creatorId, true);
  if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
  const next = transition(application.status, event);
  if (!next) throw new ConflictError('APPLICATION_ALREADY_DECIDED');
  return { application, next };
}

/** `GET /campaigns/{id}/applied-creators`: the candidates, with their public face, sorted and paged. */
export async function listApplicants(viewer: Viewer, campaignId: string, query: ApplicantsQuery): Promise<ApplicantList> {
  const campaign = await ownCampaign(viewer, campaignId);
  const applications = await listCampaignApplications(campaignId);
  const users = await getApplicantUsers(applications.map((application) => application.creatorId));
  // A deleted account has no face to show; a deactivated one is hidden from companies as its profile is.
  const shown = applications.filter((application) => {
    const user = users.get(application.creatorId);
    return user !== undefined && mayViewProfile(viewer.role, user);
  });
  const nameOf = (application: ApplicationRecord) => users.get(application.creatorId)?.fullName ?? '';
  const order = query.sortBy === 'fullName' ? on(nameOf, textOrder) : on((application: ApplicationRecord) => application.appliedAt, localeOrder);
  const sorted = invitedFirst(sortRows(shown, thenBy(order, on((application) => application.creatorId, localeOrder)), query.sortOrder));
  const page = pageOf(sorted, query.page, CAMPAIGN_PAGE_SIZE);
  return namedPage('creators', { ...page, items: await applicantViews(campaign, page.items, users) });
}

/** Creators the company invited come first (issue 28: applying from an invitation has priority), each group in the order asked. */
export function invitedFirst<T extends Pick<ApplicationRecord, 'invited'>>(applications: readonly T[]): T[] {
  return [...applications.filter((application) => application.invited), ...applications.filter((application) => !application.invited)];
}

/** The answer to a decision: the applicant as the company now sees them. */
async function applicantView(brief: Brief, application: ApplicationRecord): Promise<ApplicantView> {
  const [view] = await applicantViews(brief, [application], await getApplicantUsers([application.creatorId]));
  if (!view) throw new Error('No view of a decided application');
  return view;
}

/** What the candidates are matched against: the brief's age, gender and interests. */
type Brief = Pick<CampaignForDecision, 'preferredAge' | 'gender' | 'creatorInterests'>;

/**
 * The views of one page of applicants: their details, short-lived read URLs for the avatar and portfolio covers, and
 * how each meets the brief (their age range, never their birthdate).
 */
async function applicantViews(
  brief: Brief,
  applications: readonly ApplicationRecord[],
  users: Awaited<ReturnType<typeof getApplicantUsers>>,
): Promise<ApplicantView[]> {
  const details = await getApplicantDetails(applications.map((application) => application.creatorId));
  const faces = applications.map((application) => {
    const user = users.get(application.creatorId);
    const creator = details.get(application.creatorId) ?? {};
    return { application, user, creator, covers: (creator.portfolio ?? []).slice(0, PORTFOLIO_MAX_CASES) };
  });
  const [readUrls, ratings] = await Promise.all([
    readUrlsFor(faces.flatMap(({ user, covers }) => [...(user?.avatar ? [user.avatar] : []), ...covers.map((cover) => cover.cover)])),
    ratingSummaries(applications.map((application) => application.creatorId), new Date()),
  ]);
  const today = calendarDate();
  return faces.map(({ application, user, creator, covers }) => {
    const avatarReadUrl = user?.avatar ? readUrls[user.avatar] : undefined;
    const ageRange = ageRangeOf(creator.birthdate, today);
    const facts = { ...(ageRange ? { ageRange } : {}), ...(creator.gender ? { gender: creator.gender } : {}) };
    return {
      ...facts,
      match: briefMatch(brief, { ...facts, categories: creator.categories ?? [] }),
      creatorId: application.creatorId,
      fullName: user?.fullName ?? application.creatorName,
      ...(avatarReadUrl ? { avatarReadUrl } : {}),
      categories: creator.categories ?? [],
      ...(creator.biography ? { biography: creator.biography } : {}),
      portfolioCovers: covers.flatMap(({ caption, cover }) => (readUrls[cover] ? [{ caption, readUrl: readUrls[cover] }] : [])),
      // Companies and admins read the set waiting on them as "needs review" (spec §4).
      status: statusSeenBy(application.status, 'company'),
      appliedAt: application.appliedAt,
      ...(application.decidedAt ? { decidedAt: application.decidedAt } : {}),
      interestsMatched: application.interestsMatched,
      ...(application.oneOnOneChannelId ? { oneOnOneChannelId: application.oneOnOneChannelId } : {}),
      ...(application.invited ? { invited: true } : {}),
      ...shownSummary(ratings.get(application.creatorId)),
      atActiveCampaignsLimit: !mayTakeAnotherCampaign(user?.activeCampaignsCount ?? 0),
    };
  });
}

/** `GET /campaigns/creator/applications`: the creator's applications, newest first, by keyword and status. */
export async function listMyApplications(creatorId: string, query: ApplicationsQuery): Promise<ApplicationList> {
  const [applications, creator] = await Promise.all([listCreatorApplications(creatorId), getUserById(creatorId)]);
  const activeCampaignsCount = creator?.activeCampaignsCount ?? 0;
  const matching = applications.filter(
    (application) => (!query.status.length || query.status.includes(application.status)) && matchesKeyword(application.campaign, query.keyword),
  );
  const page = mapPage(pageOf(matching, query.page, CAMPAIGN_PAGE_SIZE), (application) => {
    const waitingFor = pendingApplicationWait(application.status, activeCampaignsCount);
    return { ...applicationView(application), ...(waitingFor ? { waitingFor } : {}) };
  });
  return namedPage('applications', page);
}

/** For a creator, `amount` is what they earn (`creatorEarning`): the company's price is not their money. */
const CREATOR_CAMPAIGN_ORDERS: Record<OwnCampaignsQuery['sortBy'], Comparator<CampaignSummary>> = {
  amount: on((campaign) => campaign.creatorEarning, numberOrder),
  campaignTitle: on((campaign) => campaign.campaignTitle, textOrder),
  createdAt: on((campaign) => campaign.createdAt, localeOrder),
};

/**
 * `GET /campaigns/creator`: the campaigns the creator was accepted to (working on them, or done), from the snapshots
 * of their applications. `status` filters on the creator's status in the campaign. For a creator, `amount` sorts by
 * what they earn (`creatorEarning`): the company's price is not their money.
 */
export async function listCreatorCampaigns(creatorId: string, query: OwnCampaignsQuery): Promise<CampaignList> {
  const statuses: readonly string[] = query.status;
  const matching = (await listCreatorApplications(creatorId)).filter(
    ({ status, campaign }) =>
      CAMPAIGN_APPLICATION_STATUSES.includes(status) &&
      (!statuses.length || statuses.includes(status)) &&
      (!query.contentType.length || query.contentType.includes(campaign.contentType)) &&
      matchesKeyword(campaign, query.keyword),
  );
  const campaigns = sortRows(
    matching.map((application) => application.campaign),
    thenBy(CREATOR_CAMPAIGN_ORDERS[query.sortBy], on((campaign) => campaign.id, localeOrder)),
    query.sortOrder,
  );
  const page = pageOf(campaigns, query.page, CAMPAIGN_PAGE_SIZE);
  const current = await getCurrentCampaignSummaries(page.items.map((campaign) => campaign.id));
  return namedPage('campaigns', mapPage(page, (campaign) => current.get(campaign.id) ?? campaign));
}

function applicationView({ campaign, status, appliedAt, decidedAt, oneOnOneChannelId }: ApplicationRecord): ApplicationView {
  return { campaign, status, appliedAt, ...(decidedAt ? { decidedAt } : {}), ...(oneOnOneChannelId ? { oneOnOneChannelId } : {}) };
}

/** The campaign's summary as the creator's lists keep it: without what only the decisions use. */
function summaryOf(campaign: CampaignForDecision): CampaignSummary {
  const { rejectedCount: _rejectedCount, groupChannelId: _groupChannelId, ...summary } = campaign;
  return summary;
}

function matchesKeyword(campaign: Pick<CampaignSummary, 'campaignTitle' | 'companyName'>, keyword: string): boolean {
  const wanted = keyword.trim().toLocaleLowerCase();
  return !wanted || [campaign.campaignTitle, campaign.companyName].some((text) => text.toLocaleLowerCase().includes(wanted));
}
