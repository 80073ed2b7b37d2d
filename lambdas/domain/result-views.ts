import { statusSeenBy } from '../../shared/domain/application-status';
import { bySlot, versionsOf } from '../../shared/domain/result-feedback';
import { currentDueAt, type CreatorProgressView, type DeliveryWindowFacts, type ResultFileView } from '../../shared/domain/results';
import { UPLOAD_URL_TTL_SECONDS } from '../../shared/domain/uploads';
import * as storage from '../adapters/storage';
import type { CampaignForDecision } from '../data/campaigns';
import { type DeliveryRecord } from '../data/deliveries';
import { inRound, listResults, type ResultRecord } from '../data/results';
import { UNFINISHED_UPLOAD_DAYS } from '../../shared/domain/upload-parts';
import type { Viewer } from './applications';

/**
 * A creator's delivery as each side reads it (issue 12, per-file feedback of issue 26): the rounds submitted as
 * watermarked previews, the creator's own draft, and for the company the originals to play once the set is approved.
 */

/** What the delivery's due date is made of: its window's start (acceptance or the last revision), or an extension. */
export function dueWindowOf(delivery: DeliveryRecord): DeliveryWindowFacts {
  return {
    status: delivery.status,
    acceptedAt: delivery.decidedAt ?? delivery.appliedAt,
    ...(delivery.reviewedAt ? { reviewedAt: delivery.reviewedAt } : {}),
    ...(delivery.extendedDueAt ? { extendedDueAt: delivery.extendedDueAt } : {}),
    ...(delivery.productNeeded ? { productNeeded: true } : {}),
    ...(delivery.productReceivedAt ? { productReceivedAt: delivery.productReceivedAt } : {}),
  };
}

/**
 * One creator's work as `viewer` may see it: the company and admins see the rounds submitted (previews only, and the
 * company the originals of an approved set), the creator also their draft. The round before the last is there for the
 * side-by-side compare after a revision; each file carries its version in its slot and the company's feedback.
 */
export async function creatorProgress(viewer: Viewer, campaign: CampaignForDecision, delivery: DeliveryRecord, known?: readonly ResultRecord[]): Promise<CreatorProgressView> {
  const files = known ?? (await listResults(campaign.id, delivery.creatorId));
  const versions = versionsOf(files);
  // Each round in the order of its slots, so a replacement stands where the file it replaced stood.
  const ofRound = (round: number) => bySlot(files.filter((file) => inRound(file, round)), files);
  // The company plays what it paid for once the set is approved; before that, and to anyone else, the previews only.
  const originals = viewer.role === 'company' && delivery.status === 'approved';
  const [results, previousResults, draft] = await Promise.all([
    fileViews(ofRound(delivery.round), versions, originals),
    fileViews(delivery.round > 1 ? ofRound(delivery.round - 1) : [], versions, false),
    viewer.role === 'creator' ? fileViews(files.filter((file) => file.round === undefined), versions, false) : Promise.resolve(undefined),
  ]);
  const window = dueWindowOf(delivery);
  const acceptedAt = window.acceptedAt;
  const dueAt = currentDueAt(window);
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
    ...(dueAt ? { deliveryDueAt: dueAt } : {}),
    ...(delivery.productNeeded ? { productNeeded: delivery.productNeeded } : {}),
    ...(delivery.productReceivedAt ? { productReceivedAt: delivery.productReceivedAt } : {}),
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
 * check had a few minutes, it is shown as failed, so the creator removes it and nothing polls it for ever. A large
 * file sent in parts is instead shown as still `sending` (issue 27: choosing the same file again goes on from the
 * parts storage kept) until storage drops its unfinished upload.
 */
const UPLOAD_ABANDONED_AFTER_MS = (UPLOAD_URL_TTL_SECONDS + 5 * 60) * 1000;
const PARTS_ABANDONED_AFTER_MS = UNFINISHED_UPLOAD_DAYS * 24 * 60 * 60 * 1000;

/** Whether a file's parts are still being sent: an upload in parts storage has not joined yet. */
const sendingParts = (file: ResultRecord): boolean => file.status === 'uploading' && file.uploadId !== undefined && file.partsJoinedAt === undefined;

/** Files as the API shows them: the watermarked preview through a short-lived URL, never the original's key. */
async function fileViews(files: readonly ResultRecord[], versions: ReadonlyMap<string, number>, originals: boolean): Promise<ResultFileView[]> {
  const now = Date.now();
  return Promise.all(
    files.map(async (file) => {
      const sending = sendingParts(file);
      const abandoned = file.status === 'uploading' && now - Date.parse(file.uploadedAt) > (sending ? PARTS_ABANDONED_AFTER_MS : UPLOAD_ABANDONED_AFTER_MS);
      const view = await viewOf(file, versions.get(file.id) ?? 1, abandoned ? { status: 'failed', failure: 'uploadIncomplete' } : {});
      return originals ? { ...view, originalUrl: await storage.signedReadUrl(file.key) } : view;
    }),
  );
}

async function viewOf(file: ResultRecord, version: number, shown: Partial<Pick<ResultRecord, 'status' | 'failure'>>): Promise<ResultFileView> {
  const { status, failure } = { status: file.status, failure: file.failure, ...shown };
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    type: file.type,
    size: file.size,
    status,
    uploadedAt: file.uploadedAt,
    version,
    ...(file.round !== undefined ? { round: file.round } : {}),
    ...(status === 'uploading' && sendingParts(file) ? { sending: true } : {}),
    ...(file.replaces ? { replaces: file.replaces } : {}),
    ...(file.feedback ? { feedback: file.feedback } : {}),
    ...(file.refusal ? { refusal: file.refusal } : {}),
    ...(failure ? { failure } : {}),
    ...(file.facts ? { facts: file.facts } : {}),
    ...(file.status === 'ready' && file.previewKey ? { previewUrl: await storage.signedReadUrl(file.previewKey) } : {}),
  };
}
