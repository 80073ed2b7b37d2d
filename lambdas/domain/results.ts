import { randomBytes } from 'node:crypto';
import { statusSeenBy, transition } from '../../shared/domain/application-status';
import { changeRequestRefusal, keptFiles, momentOf, replacementRefusal, revisionQuote, type FileChangeRequest } from '../../shared/domain/result-feedback';
import type { ApplicationStatus } from '../../shared/domain/campaign';
import { uuidV7 } from '../../shared/domain/ids';
import {
  currentDueAt,
  deliveryPlanOf,
  resultKindOf,
  submitRefusal,
  type CampaignProgressView,
  type CreatorProgressView,
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
import { approveResultSet, getSettledCounts, getDelivery, listDeliveries, requestRevision, submitResultSet, completesCampaign, type DeliveryRecord, type FileChange } from '../data/deliveries';
import { putCompensationRequest } from '../data/delivery-deadlines';
import { createResultUpload, deleteDraftResult, getResult, inRound, listResults, recordPartsJoined, type ResultRecord } from '../data/results';
import type { Viewer } from './applications';
import { creatorProgress, dueWindowOf } from './result-views';
import { productSettlement } from './shipments';

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
export async function requestResultUpload(creatorId: string, campaignId: string, file: { fileName: string; fileType: UploadType; size: number; replaces?: string }): Promise<ResultUploadTicket> {
  const delivery = await workingDelivery(creatorId, campaignId);
  if (!transition(delivery.status, 'submit')) throw new ConflictError('RESULTS_NOT_EXPECTED');
  const kind = resultKindOf(file.fileType);
  if (!kind) throw new BadRequestError('VALIDATION_FAILED');
  if (file.replaces) {
    // A file the company asked to change, of the set sent back, replaced by one of its kind.
    const replaced = await getResult(campaignId, creatorId, file.replaces);
    const current = replaced && delivery.status === 'needs-revision' && inRound(replaced, delivery.round) ? replaced : undefined;
    const refusal = replacementRefusal(kind, current);
    if (refusal) throw new ConflictError(refusal);
  }
  const now = new Date();
  const id = uuidV7(now.getTime(), randomBytes(10));
  const fileName = safeFileName(file.fileName, file.fileType);
  const key = uploadKey(creatorId, 'result', id, fileName);
  // The multipart upload is started before the records, so they can name it; refused records abort it (and the
  // bucket's lifecycle rule drops any a crash leaves behind after a day).
  const uploadId = sendsInParts(file.size) ? await storage.startMultipartUpload(key, file.fileType) : undefined;
  const result: ResultRecord = {
    id, campaignId, creatorId, kind, fileName, type: file.fileType, size: file.size, key, status: 'uploading', uploadedAt: now.toISOString(),
    ...(uploadId ? { uploadId } : {}),
    ...(file.replaces ? { replaces: file.replaces } : {}),
  };
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
    if (await storage.completeMultipartUpload(result.key, uploadId, parts)) return void (await recordPartsJoined(result, new Date().toISOString()));
  }
  // An earlier call made the file and its answer was lost: done. Otherwise the upload was cancelled or expired.
  if ((await storage.headObject(result.key))?.size !== result.size) throw new ConflictError('UPLOAD_NOT_IN_PROGRESS');
  await recordPartsJoined(result, new Date().toISOString());
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
 * submitted whole). Every file must be one of the creator's ready drafts, or after a revision asked per file one the
 * company kept (issue 26), and together they must be what the brief asks; two files never replace the same one.
 */
export async function submitResults(creatorId: string, campaignId: string, resultIds: readonly string[]): Promise<CreatorProgressView> {
  const [campaign, delivery] = await Promise.all([campaignOf(campaignId), workingDelivery(creatorId, campaignId)]);
  if (delivery.status !== 'in-progress' && delivery.status !== 'needs-revision') throw new ConflictError('RESULTS_NOT_EXPECTED');
  const files = await listResults(campaignId, creatorId);
  const drafts = files.filter((file) => file.round === undefined);
  const keepable = delivery.status === 'needs-revision' ? keptFiles(files.filter((file) => inRound(file, delivery.round))) : [];
  const chosen = resultIds.map((id) => [...drafts, ...keepable].find((file) => file.id === id));
  if (chosen.some((file) => file === undefined)) throw new NotFoundError('RESULT_NOT_FOUND');
  const set = chosen as ResultRecord[];
  const refusal = submitRefusal(deliveryPlanOf(campaign), set);
  if (refusal) throw new ConflictError(refusal);
  const replaced = set.flatMap((file) => (file.replaces && file.round === undefined ? [file.replaces] : []));
  if (new Set(replaced).size < replaced.length) throw new ConflictError('RESULTS_TOO_MANY');
  const kept = set.filter((file) => file.round !== undefined);
  const submittedAt = new Date().toISOString();
  const round = delivery.round + 1;
  const event = newEvent(
    'result.submitted',
    { campaignId, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId, creatorId, creatorName: delivery.creatorName, round },
    submittedAt,
  );
  const leftOver = drafts.filter((file) => !resultIds.includes(file.id));
  const chosenDrafts = set.filter((file) => file.round === undefined);
  const writeRefusal = await submitResultSet({ campaignId, creatorId, seen: { status: delivery.status, round: delivery.round }, chosen: chosenDrafts, kept, leftOver, submittedAt, event });
  if (writeRefusal === 'results') throw new ConflictError('RESULTS_NOT_READY');
  if (writeRefusal) throw new ConflictError('RESULTS_NOT_EXPECTED');
  await Promise.all(leftOver.map((file) => storage.deleteObject(file.key)));
  countEvent('ResultsSubmitted');
  return creatorProgress({ userId: creatorId, role: 'creator' }, campaign, (await getDelivery(campaignId, creatorId)) ?? delivery);
}

/**
 * `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`: the company approves the set under review or sends
 * it back with a comment, and per file what to change (issue 26: the files not listed are kept; without a list the
 * whole set is to be made again). Two decisions racing on one set leave one: both condition on `under-review` and the round.
 */
export async function reviewResults(companyId: string, campaignId: string, creatorId: string, action: ReviewAction, input: ReviewResultsInput): Promise<CreatorProgressView> {
  const comment = input.comment?.trim() ?? '';
  const requested: FileChangeRequest[] = action === 'revise' ? (input.files ?? []) : [];
  if (action === 'revise' && !comment && !requested.length) throw new BadRequestError('REVISION_COMMENT_REQUIRED');
  let campaign = await ownedCampaign({ userId: companyId, role: 'company' }, campaignId);
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery || !DELIVERING.includes(delivery.status)) throw new NotFoundError('APPLICATION_NOT_FOUND');
  if (!transition(delivery.status, action === 'approve' ? 'approve' : 'request-revision')) throw new ConflictError('RESULTS_NOT_SUBMITTED');
  const reviewedAt = new Date().toISOString();
  const facts = { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId };
  if (action === 'revise') {
    const changes = fileChanges((await listResults(campaignId, creatorId)).filter((file) => inRound(file, delivery.round)), requested);
    const event = newEvent('revision.requested', { ...facts, comment: revisionQuote(comment, requested) }, reviewedAt);
    const refusal = await requestRevision({ campaignId, creatorId, companyId, round: delivery.round, reviewedAt, comment, changes, event });
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
      // Her product's shipment as it is now: the approval settles it on condition that it is still so.
      const product = delivery.productNeeded ? await productSettlement(payout, reviewedAt, delivery.productNeeded) : {};
      const counts = { status: campaign.status, acceptedCount: campaign.acceptedCount, ...(await getSettledCounts(campaignId)) };
      const completed = completesCampaign(counts) ? [newEvent('campaign.completed', { campaignId, campaignTitle: campaign.campaignTitle, companyId }, reviewedAt)] : [];
      const openCompensation = delivery.compensation?.status === 'requested';
      const refusal = await approveResultSet({
        campaignId,
        creatorId,
        companyId,
        round: delivery.round,
        reviewedAt,
        campaign: counts,
        paidAmount: campaign.amount,
        payout,
        ...product,
        events: [approved, ...completed],
        openCompensation,
      });
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

/**
 * The files of the set under review to change, each with its remarks: those the company listed, or every file when it
 * sent the whole set back with one comment. A listed file must be in the set, and a moment only on a video, within it.
 */
function fileChanges(set: readonly ResultRecord[], requested: readonly FileChangeRequest[]): FileChange[] {
  if (!requested.length) return set.map((file) => ({ resultId: file.id, feedback: { comments: [] } }));
  return requested.map((change) => {
    const file = set.find((candidate) => candidate.id === change.resultId);
    if (!file) throw new NotFoundError('RESULT_NOT_FOUND');
    const refusal = changeRequestRefusal(file, change.comments);
    if (refusal) throw new BadRequestError(refusal);
    const comments = change.comments.map((remark) => ({ text: remark.text, ...(remark.atSeconds === undefined ? {} : { atSeconds: momentOf(remark.atSeconds) }) }));
    return { resultId: file.id, feedback: { comments } };
  });
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
    if (delivery?.status !== 'approved' || !inRound(file, delivery.round)) throw new ForbiddenError('ORIGINALS_NOT_AVAILABLE');
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
  // A creator still waiting for the product has no window yet: nothing can be overdue.
  if (!transition(delivery.status, 'submit') || !dueAt || requestedAt < dueAt) throw new ConflictError('DELIVERY_NOT_OVERDUE');
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

