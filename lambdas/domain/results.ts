import { randomBytes } from 'node:crypto';
import { statusSeenBy, transition } from '../../shared/domain/application-status';
import type { ApplicationStatus } from '../../shared/domain/campaign';
import { uuidV7 } from '../../shared/domain/ids';
import {
  currentDueAt,
  deliveryPlanOf,
  resultKindOf,
  submitRefusal,
  type CampaignProgressView,
  type CreatorProgressView,
  type ResultFileView,
  type ResultPartsView,
  type ResultUploadTicket,
  type UploadPartUrl,
  type ReviewAction,
} from '../../shared/domain/results';
import { missingParts, partsOf, sendsInParts, type UploadPart } from '../../shared/domain/upload-parts';
import { safeFileName, uploadKey, UPLOAD_URL_TTL_SECONDS, type UploadType } from '../../shared/domain/uploads';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import type { ReviewResultsInput } from '../../shared/validation/results';
import * as storage from '../adapters/storage';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { countEvent } from '../core/observability';
import { getCampaignForDecision, type CampaignForDecision } from '../data/campaigns';
import { newEvent } from '../data/events';
import type { PayoutRecord } from '../data/payouts';
import {
  approveResultSet,
  createResultUpload,
  deleteDraftResult,
  getSettledCounts,
  getDelivery,
  getResult,
  listDeliveries,
  listResults,
  putCompensationRequest,
  requestRevision,
  submitResultSet,
  completesCampaign,
  type DeliveryRecord,
  type ResultRecord,
} from '../data/results';
import type { Viewer } from './applications';

/**
 * The delivery (issue 12): an accepted creator uploads result files (each checked against the brief and given a
 * watermarked preview, see result-media.ts), submits the whole set, and the company approves it or asks for a
 * revision. Every move is the application state machine's (shared/domain/application-status.ts), written with a
 * condition on the state read, with its event.
 */

/** A pending result upload outlives its URL by a day, as any upload does (S3 events are usually seconds late). */
const PENDING_UPLOAD_TTL_SECONDS = UPLOAD_URL_TTL_SECONDS + 24 * 60 * 60;
/** The statuses of an accepted creator: they have a delivery to show. */
/** An accepted creator's delivery, whatever became of it: the company and the creator read it on the campaign. */
const DELIVERING: readonly ApplicationStatus[] = ['in-progress', 'under-review', 'needs-revision', 'approved', 'cancelled'];

/**
 * `POST /campaigns/{id}/results/uploads`: where to send one result file, only to a creator working on the campaign: a
 * presigned PUT, or for a large file a multipart upload with a presigned PUT per part (then `completeResultUpload`).
 */
export async function requestResultUpload(creatorId: string, campaignId: string, file: { fileName: string; fileType: UploadType; size: number }): Promise<ResultUploadTicket> {
  const delivery = await workingDelivery(creatorId, campaignId);
  if (!transition(delivery.status, 'submit')) throw new ConflictError('RESULTS_NOT_EXPECTED');
  const kind = resultKindOf(file.fileType);
  if (!kind) throw new BadRequestError('VALIDATION_FAILED');
  const now = new Date();
  const id = uuidV7(now.getTime(), randomBytes(10));
  const fileName = safeFileName(file.fileName, file.fileType);
  const key = uploadKey(creatorId, 'result', id, fileName);
  // The multipart upload is started before the records, so they can name it; refused records abort it (and the
  // bucket's lifecycle rule drops any a crash leaves behind after a day).
  const uploadId = sendsInParts(file.size) ? await storage.startMultipartUpload(key, file.fileType) : undefined;
  const result: ResultRecord = { id, campaignId, creatorId, kind, fileName, type: file.fileType, size: file.size, key, status: 'uploading', uploadedAt: now.toISOString(), ...(uploadId ? { uploadId } : {}) };
  const refusal = await createResultUpload(
    result,
    { key, ownerId: creatorId, purpose: 'result', fileName, declaredType: file.fileType, declaredSize: file.size, status: 'pending', createdAt: result.uploadedAt, campaignId, resultId: id },
    Math.floor(now.getTime() / 1000) + PENDING_UPLOAD_TTL_SECONDS,
  );
  if (refusal && uploadId) await storage.abortMultipartUpload(key, uploadId);
  if (refusal === 'limit') {
    // Either the status moved on since the read (submitted in another tab) or the draft is full.
    const current = await workingDelivery(creatorId, campaignId);
    throw new ConflictError(transition(current.status, 'submit') ? 'TOO_MANY_FILES' : 'RESULTS_NOT_EXPECTED');
  }
  if (refusal) throw new ConflictError();
  if (uploadId) return { resultId: id, transfer: 'parts', parts: await partUrls(key, uploadId, partsOf(file.size)) };
  const { url } = await storage.presignUpload(key, file.fileType, file.size);
  return { resultId: id, transfer: 'single', url, headers: { 'Content-Type': file.fileType } };
}

/**
 * `POST /campaigns/{id}/results/{resultId}/parts`: the parts of a large file storage does not hold yet, each with a
 * fresh URL, so an upload resumes where it stopped (after a dropped connection, or once its URLs have expired).
 */
export async function requestResultParts(creatorId: string, campaignId: string, resultId: string): Promise<ResultPartsView> {
  const { result, uploadId, stored } = await uploadInParts(creatorId, campaignId, resultId);
  if (!stored) throw new ConflictError('UPLOAD_NOT_IN_PROGRESS');
  const missing = missingParts(partsOf(result.size), stored);
  const sentBytes = result.size - missing.reduce((sum, part) => sum + part.size, 0);
  return { parts: await partUrls(result.key, uploadId, missing), sentBytes };
}

/**
 * `POST /campaigns/{id}/results/{resultId}/complete`: every part has arrived, storage joins them into the file (whose
 * creation then runs the upload check, as a single PUT's does). Sent twice, the second finds the file made and is done.
 */
export async function completeResultUpload(creatorId: string, campaignId: string, resultId: string): Promise<void> {
  const { result, uploadId, stored } = await uploadInParts(creatorId, campaignId, resultId);
  if (stored) {
    const plan = partsOf(result.size);
    if (missingParts(plan, stored).length) throw new ConflictError('UPLOAD_PARTS_MISSING');
    // Exactly the planned parts, in order: S3 joins what is listed.
    const parts = plan.map((part) => stored.find((candidate) => candidate.partNumber === part.partNumber) as storage.StoredPart);
    if (await storage.completeMultipartUpload(result.key, uploadId, parts)) return;
  }
  // An earlier call made the file and its answer was lost: done. Otherwise the upload was cancelled or expired.
  if ((await storage.headObject(result.key))?.size !== result.size) throw new ConflictError('UPLOAD_NOT_IN_PROGRESS');
}

/**
 * A creator's result sent in parts, with the parts storage holds; `stored` is undefined once the upload is over
 * (joined into the file, cancelled, or dropped by the bucket's lifecycle rule).
 */
async function uploadInParts(creatorId: string, campaignId: string, resultId: string): Promise<{ result: ResultRecord; uploadId: string; stored?: storage.StoredPart[] }> {
  await workingDelivery(creatorId, campaignId);
  const result = await getResult(campaignId, creatorId, resultId);
  if (!result) throw new NotFoundError('RESULT_NOT_FOUND');
  if (!result.uploadId) throw new ConflictError('UPLOAD_NOT_IN_PROGRESS');
  const stored = result.status === 'uploading' ? await storage.storedParts(result.key, result.uploadId) : undefined;
  return { result, uploadId: result.uploadId, stored };
}

function partUrls(key: string, uploadId: string, parts: readonly UploadPart[]): Promise<UploadPartUrl[]> {
  return Promise.all(parts.map(async (part) => ({ ...part, url: await storage.presignPart(key, uploadId, part.partNumber, part.size) })));
}

/** `DELETE /campaigns/{id}/results/{resultId}`: a draft file goes (a submitted one stays with its round). */
export async function deleteResultFile(creatorId: string, campaignId: string, resultId: string): Promise<void> {
  await workingDelivery(creatorId, campaignId);
  const result = await getResult(campaignId, creatorId, resultId);
  if (!result) throw new NotFoundError('RESULT_NOT_FOUND');
  if (result.round !== undefined || !(await deleteDraftResult(result))) throw new ConflictError('RESULTS_NOT_EXPECTED');
  if (result.uploadId && result.status === 'uploading') await storage.abortMultipartUpload(result.key, result.uploadId);
  await storage.deleteObject(result.key);
}

/**
 * `POST /campaigns/{campaignId}/results` with `results`: the whole set, never part of it (spec: the set is
 * submitted whole). Every file must be one of the creator's ready drafts and together they must be what the brief asks.
 */
export async function submitResults(creatorId: string, campaignId: string, resultIds: readonly string[]): Promise<CreatorProgressView> {
  const [campaign, delivery] = await Promise.all([campaignOf(campaignId), workingDelivery(creatorId, campaignId)]);
  if (delivery.status !== 'in-progress' && delivery.status !== 'needs-revision') throw new ConflictError('RESULTS_NOT_EXPECTED');
  const files = await listResults(campaignId, creatorId);
  const drafts = files.filter((file) => file.round === undefined);
  const chosen = resultIds.map((id) => drafts.find((file) => file.id === id));
  if (chosen.some((file) => file === undefined)) throw new NotFoundError('RESULT_NOT_FOUND');
  const set = chosen as ResultRecord[];
  const refusal = submitRefusal(deliveryPlanOf(campaign), set);
  if (refusal) throw new ConflictError(refusal);
  const submittedAt = new Date().toISOString();
  const round = delivery.round + 1;
  const event = newEvent(
    'result.submitted',
    { campaignId, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId, creatorId, creatorName: delivery.creatorName, round },
    submittedAt,
  );
  const leftOver = drafts.filter((file) => !resultIds.includes(file.id));
  const writeRefusal = await submitResultSet({ campaignId, creatorId, seen: { status: delivery.status, round: delivery.round }, chosen: set, leftOver, submittedAt, event });
  if (writeRefusal === 'results') throw new ConflictError('RESULTS_NOT_READY');
  if (writeRefusal) throw new ConflictError('RESULTS_NOT_EXPECTED');
  await Promise.all(leftOver.map((file) => storage.deleteObject(file.key)));
  countEvent('ResultsSubmitted');
  return creatorProgress({ userId: creatorId, role: 'creator' }, campaign, (await getDelivery(campaignId, creatorId)) ?? delivery);
}

/**
 * `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`: the company approves the set under review or sends
 * it back with a comment. Two decisions racing on one set leave one: both condition on `under-review` and the round.
 */
export async function reviewResults(companyId: string, campaignId: string, creatorId: string, action: ReviewAction, input: ReviewResultsInput): Promise<CreatorProgressView> {
  const comment = input.comment?.trim() ?? '';
  if (action === 'revise' && !comment) throw new BadRequestError('REVISION_COMMENT_REQUIRED');
  let campaign = await ownedCampaign({ userId: companyId, role: 'company' }, campaignId);
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery || !DELIVERING.includes(delivery.status)) throw new NotFoundError('APPLICATION_NOT_FOUND');
  if (!transition(delivery.status, action === 'approve' ? 'approve' : 'request-revision')) throw new ConflictError('RESULTS_NOT_SUBMITTED');
  const reviewedAt = new Date().toISOString();
  const facts = { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId };
  if (action === 'revise') {
    const event = newEvent('revision.requested', { ...facts, comment }, reviewedAt);
    const refusal = await requestRevision({ campaignId, creatorId, companyId, round: delivery.round, reviewedAt, comment, event });
    if (refusal) throw new ConflictError('RESULTS_NOT_SUBMITTED');
    countEvent('RevisionRequested');
  } else {
    const approved = newEvent('result.approved', { ...facts, creatorEarning: delivery.creatorEarning }, reviewedAt);
    // The creator's payout, owed from this approval; its id is the approval event's, so it is made once.
    const payout: PayoutRecord = {
      id: approved.id,
      type: 'payout',
      status: 'pending',
      amount: delivery.creatorEarning,
      campaignId,
      campaignTitle: campaign.campaignTitle,
      companyId,
      companyName: campaign.companyName,
      creatorId,
      creatorName: delivery.creatorName,
      createdAt: reviewedAt,
    };
    await retrying(APPROVE_RETRY, async (attempt) => {
      // Another creator's approval (or the last accept) changed the campaign's counts since they were read: read again.
      if (attempt > 1) campaign = await ownedCampaign({ userId: companyId, role: 'company' }, campaignId);
      const counts = { status: campaign.status, acceptedCount: campaign.acceptedCount, ...(await getSettledCounts(campaignId)) };
      const completed = completesCampaign(counts) ? [newEvent('campaign.completed', { campaignId, campaignTitle: campaign.campaignTitle, companyId }, reviewedAt)] : [];
      const openCompensation = delivery.compensation?.status === 'requested';
      const refusal = await approveResultSet({ campaignId, creatorId, companyId, round: delivery.round, reviewedAt, campaign: counts, paidAmount: campaign.amount, payout, events: [approved, ...completed], openCompensation });
      if (!refusal) return undefined;
      if (refusal === 'application') throw new ConflictError('RESULTS_NOT_SUBMITTED');
      return tryAgain(new ConflictError());
    });
    countEvent('ResultsApproved');
  }
  const updated = await getDelivery(campaignId, creatorId);
  if (!updated) throw new NotFoundError('APPLICATION_NOT_FOUND');
  return creatorProgress({ userId: companyId, role: 'company' }, campaign, updated);
}

/** A campaign has at most ten creators: enough attempts for each of their approvals to collide once, and a few more. */
const APPROVE_RETRY: RetryPolicy = { attempts: 15, ...RACE_BACKOFF };

/** `GET /campaigns/company/{id}/progress?status=`: every accepted creator's work, to the company or an admin. */
export async function getCampaignProgress(viewer: Viewer, campaignId: string, statuses: readonly ApplicationStatus[]): Promise<CampaignProgressView> {
  const campaign = await ownedCampaign(viewer, campaignId);
  const [deliveries, files] = await Promise.all([listDeliveries(campaignId), listResults(campaignId)]);
  const shown = deliveries.filter((delivery) => DELIVERING.includes(delivery.status) && (!statuses.length || statuses.includes(statusSeenBy(delivery.status, viewer.role))));
  const creators = await Promise.all(
    shown.map((delivery) => creatorProgress(viewer, campaign, delivery, files.filter((file) => file.creatorId === delivery.creatorId))),
  );
  return { creators };
}

/**
 * `GET /campaigns/{campaignId}/creators/{id}/progress`: one creator's work, to that creator, the campaign's company or
 * an admin; `{}` when the creator has none here (spec §7: an empty object means none).
 */
export async function getCreatorProgress(viewer: Viewer, campaignId: string, creatorId: string): Promise<CreatorProgressView | Record<string, never>> {
  if (viewer.role === 'creator' && viewer.userId !== creatorId) throw new ForbiddenError();
  const campaign = viewer.role === 'creator' ? await campaignOf(campaignId) : await ownedCampaign(viewer, campaignId);
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery || !DELIVERING.includes(delivery.status)) return {};
  return creatorProgress(viewer, campaign, delivery);
}

/**
 * `GET /campaigns/{id}/results/{resultId}/original`: a short-lived download URL of one original. Its creator may always
 * have it; the campaign's company only once that creator's set is approved, and only a file of an approved round.
 */
export async function resultOriginal(viewer: Viewer, campaignId: string, resultId: string): Promise<{ url: string }> {
  const campaign = await campaignOf(campaignId);
  const files = await listResults(campaignId, viewer.role === 'creator' ? viewer.userId : '');
  const file = files.find((candidate) => candidate.id === resultId);
  if (!file) throw new NotFoundError('RESULT_NOT_FOUND');
  if (viewer.role === 'company') {
    if (campaign.companyId !== viewer.userId) throw new NotFoundError('RESULT_NOT_FOUND');
    const delivery = await getDelivery(campaignId, file.creatorId);
    if (delivery?.status !== 'approved' || file.round !== delivery.round) throw new ForbiddenError('ORIGINALS_NOT_AVAILABLE');
  }
  return { url: await storage.signedDownloadUrl(file.key, file.fileName) };
}

/**
 * `POST /campaigns/{id}/compensation/{creatorId}` (issue 12): after the delivery window ended without a set, the
 * company asks the admins for compensation, once, with its reason; the facts (deadline, rounds) go with it.
 */
export async function requestCompensation(companyId: string, campaignId: string, creatorId: string, reason: string): Promise<CreatorProgressView> {
  const campaign = await ownedCampaign({ userId: companyId, role: 'company' }, campaignId);
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery || !DELIVERING.includes(delivery.status)) throw new NotFoundError('APPLICATION_NOT_FOUND');
  // Once per delivery; again when an extension an admin gave has passed without results too.
  if (delivery.compensation && delivery.compensation.status !== 'extended') throw new ConflictError('COMPENSATION_ALREADY_REQUESTED');
  const dueAt = currentDueAt(dueWindowOf(delivery));
  const requestedAt = new Date().toISOString();
  if (!transition(delivery.status, 'submit') || requestedAt < dueAt) throw new ConflictError('DELIVERY_NOT_OVERDUE');
  const event = newEvent('compensation.requested', { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId, reason }, requestedAt);
  const facts = { dueAt, round: delivery.round, ...(delivery.submittedAt ? { submittedAt: delivery.submittedAt } : {}), ...(delivery.overdueAt ? { overdueAt: delivery.overdueAt } : {}) };
  const names = { campaignTitle: campaign.campaignTitle, companyName: campaign.companyName, creatorName: delivery.creatorName };
  const refusal = await putCompensationRequest({ campaignId, creatorId, companyId, ...names, reason, requestedAt, facts, event });
  if (refusal === 'results') throw new ConflictError('COMPENSATION_ALREADY_REQUESTED');
  if (refusal) throw new ConflictError('DELIVERY_NOT_OVERDUE');
  const updated = await getDelivery(campaignId, creatorId);
  if (!updated) throw new NotFoundError('APPLICATION_NOT_FOUND');
  return creatorProgress({ userId: companyId, role: 'company' }, campaign, updated);
}

/** What the delivery's due date is made of: its window's start (acceptance or the last revision), or an extension. */
function dueWindowOf(delivery: DeliveryRecord): Parameters<typeof currentDueAt>[0] {
  return {
    status: delivery.status,
    acceptedAt: delivery.decidedAt ?? delivery.appliedAt,
    ...(delivery.reviewedAt ? { reviewedAt: delivery.reviewedAt } : {}),
    ...(delivery.extendedDueAt ? { extendedDueAt: delivery.extendedDueAt } : {}),
  };
}

/** The creator's own application to a campaign, when they were accepted to it. */
async function workingDelivery(creatorId: string, campaignId: string): Promise<DeliveryRecord> {
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery || !DELIVERING.includes(delivery.status)) throw new ForbiddenError('NOT_ACCEPTED_TO_CAMPAIGN');
  return delivery;
}

async function campaignOf(campaignId: string): Promise<CampaignForDecision> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  return campaign;
}

/** The campaign, to its company or an admin; another company gets a 403. */
async function ownedCampaign(viewer: Viewer, campaignId: string): Promise<CampaignForDecision> {
  const campaign = await campaignOf(campaignId);
  if (viewer.role !== 'admin' && campaign.companyId !== viewer.userId) throw new ForbiddenError();
  return campaign;
}

/**
 * One creator's work as `viewer` may see it: the company and admins see the rounds submitted (previews only), the
 * creator also their draft. The round before the last is there for the side-by-side compare after a revision.
 */
async function creatorProgress(viewer: Viewer, campaign: CampaignForDecision, delivery: DeliveryRecord, known?: readonly ResultRecord[]): Promise<CreatorProgressView> {
  const files = known ?? (await listResults(campaign.id, delivery.creatorId));
  const ofRound = (round: number) => files.filter((file) => file.round === round);
  const [results, previousResults, draft] = await Promise.all([
    fileViews(ofRound(delivery.round)),
    fileViews(delivery.round > 1 ? ofRound(delivery.round - 1) : []),
    viewer.role === 'creator' ? fileViews(files.filter((file) => file.round === undefined)) : Promise.resolve(undefined),
  ]);
  const window = dueWindowOf(delivery);
  const acceptedAt = window.acceptedAt;
  return {
    id: delivery.creatorId,
    creatorId: delivery.creatorId,
    creatorName: delivery.creatorName,
    campaignId: campaign.id,
    status: statusSeenBy(delivery.status, viewer.role),
    results,
    ...(draft ? { draft } : {}),
    ...(previousResults.length ? { previousResults } : {}),
    round: delivery.round,
    acceptedAt,
    deliveryDueAt: currentDueAt(window),
    ...(delivery.submittedAt ? { submittedAt: delivery.submittedAt } : {}),
    ...(delivery.reviewedAt ? { reviewedAt: delivery.reviewedAt } : {}),
    ...(delivery.revisionComment ? { revisionComment: delivery.revisionComment } : {}),
    ...(delivery.approvedAt ? { approvedAt: delivery.approvedAt } : {}),
    ...(delivery.overdueAt ? { overdueAt: delivery.overdueAt } : {}),
    ...(delivery.compensation ? { compensation: delivery.compensation } : {}),
  };
}

/**
 * An upload whose bytes never came (the tab was closed mid-way) stays `uploading`: once its URL has expired and the
 * check had a few minutes, it is shown as failed, so the creator removes it and nothing polls it for ever.
 */
const UPLOAD_ABANDONED_AFTER_MS = (UPLOAD_URL_TTL_SECONDS + 5 * 60) * 1000;

/** Files as the API shows them: the watermarked preview through a short-lived URL, never the original's key. */
async function fileViews(files: readonly ResultRecord[]): Promise<ResultFileView[]> {
  const now = Date.now();
  return Promise.all(
    files.map(async (file) => {
      const abandoned = file.status === 'uploading' && now - Date.parse(file.uploadedAt) > UPLOAD_ABANDONED_AFTER_MS;
      return viewOf(file, abandoned ? { status: 'failed', failure: 'uploadIncomplete' } : {});
    }),
  );
}

async function viewOf(file: ResultRecord, shown: Partial<Pick<ResultRecord, 'status' | 'failure'>>): Promise<ResultFileView> {
  const { status, failure } = { status: file.status, failure: file.failure, ...shown };
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    size: file.size,
    status,
    uploadedAt: file.uploadedAt,
    ...(file.round !== undefined ? { round: file.round } : {}),
    ...(file.refusal ? { refusal: file.refusal } : {}),
    ...(failure ? { failure } : {}),
    ...(file.facts ? { facts: file.facts } : {}),
    ...(file.status === 'ready' && file.previewKey ? { previewUrl: await storage.signedReadUrl(file.previewKey) } : {}),
  };
}
