import type { ProductHandover } from './shipping';
import type { BriefRefusal } from './brief-check';
import type { ApplicationStatus, AspectRatio } from './campaign';
import { DELIVERY_DAYS, PICTURES_PER_CREATOR } from './constants';
import type { FileFeedback } from './result-feedback';
import type { UploadType } from './uploads';

/**
 * The creator's delivery (issue 12; spec §3 "results per creator: id, results, status", §4, §9): the files a creator
 * uploads for a campaign they were accepted to, what the automatic brief check found in each, its watermarked
 * preview, and the set they submit whole for the company's review. One source for the API, the web and the lambdas.
 */

export const RESULT_KINDS = ['video', 'picture'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/**
 * Where one file stands. `uploading`: a URL was handed out, the bytes have not been checked yet; `refused`: the
 * check found it off the brief (or not a real video or picture) and the object was deleted; `processing`: checked,
 * its watermarked preview is being made; `ready`: it may be submitted; `failed`: the preview could not be made (the
 * creator sees why and uploads it again).
 */
export const RESULT_FILE_STATUSES = ['uploading', 'refused', 'processing', 'ready', 'failed'] as const;
export type ResultFileStatus = (typeof RESULT_FILE_STATUSES)[number];

export type ResultFailure = 'previewFailed' | 'uploadIncomplete';

/** Why an upload never became a result: the generic upload refusals, and the brief's. */
export type ResultRefusal = { code: 'fileTypeInvalid' | 'fileTooLarge' | 'resultTooLarge' | 'fileEmpty' } | BriefRefusal;

/** What the check read in the file's header (the displayed size: a portrait phone video stored turned is portrait). */
export interface MediaFacts {
  width: number;
  height: number;
  durationSeconds?: number;
  hasAudio?: boolean;
}

/** One uploaded file as the API shows it. Never its original's key or URL: those come one by one from `getResultOriginal`. */
export interface ResultFileView {
  id: string;
  kind: ResultKind;
  fileName: string;
  /** The type the creator's file declared (and the check confirmed): what a browser needs to pick the original. */
  type: UploadType;
  size: number;
  status: ResultFileStatus;
  /**
   * While `uploading`, its parts are still being sent (a large file, issue 27): not yet checked, and when no page is
   * sending them, paused; choosing the same file again goes on from the parts storage kept.
   */
  sending?: true;
  uploadedAt: string;
  /**
   * The round it was first submitted in (1 for the first set); absent while it is the creator's draft. A file the
   * company kept stays in the next rounds with its first round.
   */
  round?: number;
  refusal?: ResultRefusal[];
  /**
   * Why the file failed, in words the creator reads: its preview could not be made (the job's own error is logged,
   * not shown), or its upload never arrived before its URL expired.
   */
  failure?: ResultFailure;
  facts?: MediaFacts;
  /** A short-lived signed URL of the watermarked preview. */
  previewUrl?: string;
  /**
   * A short-lived signed URL of the original to play (not download), for the company once the set is approved: it
   * then sees what it paid for, not the watermarked preview (issue 26).
   */
  originalUrl?: string;
  /** Its version in its slot of the set: 1, or one more than the file it replaced (issue 26). */
  version: number;
  /** The file of the set sent back that this one replaces. */
  replaces?: string;
  /** Present when the company asked to change this file, with its remarks (issue 26). */
  feedback?: FileFeedback;
}

/**
 * One accepted creator's work on a campaign (spec §7 progress calls; `id` is the creator's id, which is also the
 * progress id of the money issue). `results` is the set last submitted (for the company; for the creator while
 * it is under review or approved) or the creator's draft (in progress, needs revision); `previousResults` is the
 * round before, for the side-by-side compare after a revision.
 */
export interface CreatorProgressView {
  id: string;
  creatorId: string;
  creatorName: string;
  campaignId: string;
  status: ApplicationStatus;
  results: ResultFileView[];
  /** Only to the creator: files uploaded for the next submission (in progress or needs revision). */
  draft?: ResultFileView[];
  previousResults?: ResultFileView[];
  /** Rounds submitted so far. */
  round: number;
  acceptedAt: string;
  /**
   * The end of the current 15-day delivery window (spec §9): from acceptance (or, when the creator needs the product,
   * from its receipt: issue 28), or from the last request for revision. Absent while she waits for the product.
   */
  deliveryDueAt?: string;
  /** Issue 28: how the creator gets the product, when the campaign needs her to hold it. */
  productNeeded?: ProductHandover;
  productReceivedAt?: string;
  submittedAt?: string;
  reviewedAt?: string;
  /** The company's comment on its last request for revision. */
  revisionComment?: string;
  approvedAt?: string;
  /** Set once the delivery window ended with nothing submitted (the daily deadline run). */
  overdueAt?: string;
  compensation?: CompensationView;
}

/** A presigned PUT of one part of a large file: exactly `size` bytes, the file's bytes from `offset`. */
export interface UploadPartUrl {
  partNumber: number;
  offset: number;
  size: number;
  url: string;
}

/**
 * `POST /campaigns/{id}/results/uploads`: the result the file becomes, and how to send it: one presigned PUT, or,
 * for a large file (shared/domain/upload-parts.ts), a presigned PUT per part, then `POST …/complete`.
 */
export type ResultUploadTicket = { resultId: string } & (
  | { transfer: 'single'; url: string; headers: { 'Content-Type': UploadType } }
  | { transfer: 'parts'; parts: UploadPartUrl[] }
);

/** `POST /campaigns/{id}/results/{resultId}/parts`: the parts storage does not have yet, with fresh URLs. */
export interface ResultPartsView {
  parts: UploadPartUrl[];
  /** The bytes storage already has: where the progress bar resumes. */
  sentBytes: number;
}

/** A creator's licence certificate (PDF, English and Arabic): a short-lived URL once it is made. */
export type CertificateView = { status: 'ready'; url: string } | { status: 'preparing' };

/** The campaign's zip of approved originals: a short-lived URL once it is built. */
export type ResultsArchiveView = { status: 'ready'; url: string; size: number } | { status: 'preparing' };

/** `GET /campaigns/company/{id}/progress?status=`: every accepted creator of the company's campaign. */
export interface CampaignProgressView {
  creators: CreatorProgressView[];
}

/**
 * What one creator owes a campaign: one video of its duration and ratio (docs/decisions/campaigns.md, Campaigns: the spec's
 * "number of videos" is the number of creators, each making one) and 5 pictures when pictures are needed.
 */
export interface DeliveryPlan {
  videos: number;
  pictures: number;
  videoDuration: number;
  aspectRatio: AspectRatio;
}

export const VIDEOS_PER_CREATOR = 1;
/** The most files a set holds: the video and the pictures of the largest plan. */
export const FILES_PER_SET = VIDEOS_PER_CREATOR + PICTURES_PER_CREATOR;

export function deliveryPlanOf(campaign: { picturesNeeded: boolean; videoDuration: number; aspectRatio: AspectRatio }): DeliveryPlan {
  return {
    videos: VIDEOS_PER_CREATOR,
    pictures: campaign.picturesNeeded ? PICTURES_PER_CREATOR : 0,
    videoDuration: campaign.videoDuration,
    aspectRatio: campaign.aspectRatio,
  };
}

/** Why a set cannot be submitted: files still being checked or processed, refused or failed ones, or too few or many. */
export type SubmitRefusal = 'RESULTS_NOT_READY' | 'RESULTS_INCOMPLETE' | 'RESULTS_TOO_MANY';

/**
 * Whether the chosen files make the whole set the plan asks for (spec: the set is submitted whole; a partial set
 * cannot be submitted). Pure: the web greys the Submit button with it and the API refuses with it.
 */
export function submitRefusal(plan: DeliveryPlan, files: readonly Pick<ResultFileView, 'kind' | 'status'>[]): SubmitRefusal | undefined {
  if (files.some((file) => file.status !== 'ready')) return 'RESULTS_NOT_READY';
  const videos = files.filter((file) => file.kind === 'video').length;
  const pictures = files.length - videos;
  if (videos > plan.videos || pictures > plan.pictures) return 'RESULTS_TOO_MANY';
  if (videos < plan.videos || pictures < plan.pictures) return 'RESULTS_INCOMPLETE';
  return undefined;
}

/** The result kind of an upload type: images are pictures; documents are never results. */
export function resultKindOf(type: UploadType): ResultKind | undefined {
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'picture';
  return undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a delivery window that started at `startedAt` (spec §9: delivery within 15 days). The window starts at
 * acceptance and again at each request for revision: the creator gets the same time for a new version
 * (docs/decisions/delivery.md, Delivery).
 */
export function deliveryDueAt(startedAt: string): string {
  return new Date(Date.parse(startedAt) + DELIVERY_DAYS * DAY_MS).toISOString();
}

/** What a delivery's window is made of. */
export interface DeliveryWindowFacts {
  status: ApplicationStatus;
  acceptedAt: string;
  reviewedAt?: string;
  extendedDueAt?: string;
  /** Issue 28: the campaign needs the creator to hold the product first; her window starts when she receives it. */
  productNeeded?: boolean;
  productReceivedAt?: string;
}

/**
 * When the current delivery window started: at the last request for revision, else at acceptance, or, when the
 * creator needs the product, at its receipt (issue 28); none yet while she waits for it.
 */
export function deliveryWindowStart(delivery: DeliveryWindowFacts): string | undefined {
  if (delivery.status === 'needs-revision' && delivery.reviewedAt) return delivery.reviewedAt;
  return delivery.productNeeded ? delivery.productReceivedAt : delivery.acceptedAt;
}

/**
 * When the delivery is due: the end of its window, or the date an admin extended it to (issue 13: a compensation
 * decided by extension). A request for revision starts a new window, which drops the extension. None while the
 * creator waits for the product.
 */
export function currentDueAt(delivery: DeliveryWindowFacts): string | undefined {
  if (delivery.extendedDueAt) return delivery.extendedDueAt;
  const start = deliveryWindowStart(delivery);
  return start && deliveryDueAt(start);
}

/** The creator is reminded when this many days are left, once each (issue 12: 3 days and 1 day). */
export const DELIVERY_REMINDER_DAYS = [3, 1] as const;

export type DeadlineAction = { type: 'remind'; daysLeft: number } | { type: 'overdue' };

/**
 * What the daily deadline run does for a delivery still owed: remind at the smallest threshold reached that was not
 * reminded yet (a late or missed run never sends two reminders at once), or mark it overdue once its window ended.
 */
export function deadlineAction(dueAt: string, now: Date, state: { remindedDays?: number; overdueAt?: string }): DeadlineAction | undefined {
  const left = Date.parse(dueAt) - now.getTime();
  if (left <= 0) return state.overdueAt ? undefined : { type: 'overdue' };
  const daysLeft = deliveryDaysLeft(dueAt, now);
  const reached = DELIVERY_REMINDER_DAYS.filter((threshold) => daysLeft <= threshold);
  const threshold = reached.at(-1);
  if (threshold === undefined || (state.remindedDays !== undefined && state.remindedDays <= threshold)) return undefined;
  return { type: 'remind', daysLeft: threshold };
}

/** Why a company asks to be compensated for an overdue delivery: its own words, up to this long. */
export const COMPENSATION_REASON_MAX_LENGTH = 1000;
/**
 * A request waits (`requested`) until an admin refunds the company the creator's share (`refunded`: the delivery
 * ends) or gives the creator more time (`extended`); the company approving the late set closes it (`withdrawn`).
 */
export const COMPENSATION_STATUSES = ['requested', 'refunded', 'extended', 'withdrawn'] as const;
export type CompensationStatus = (typeof COMPENSATION_STATUSES)[number];

/** A company's request for compensation (issue 12) and the admin's decision (issue 13), as both sides see it. */
export interface CompensationView {
  status: CompensationStatus;
  reason: string;
  requestedAt: string;
  decidedAt?: string;
  /** Refunded: halalas given back to the company (the creator's share, VAT included). */
  refundAmount?: number;
  /** Extended: the delivery's new due date. */
  extendedDueAt?: string;
}

/** Whole days left until `dueAt` (rounded up; 0 on the last day's end, negative once overdue). */
export function deliveryDaysLeft(dueAt: string, now: Date): number {
  return Math.ceil((Date.parse(dueAt) - now.getTime()) / DAY_MS);
}

/** The review actions of `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`. */
export const REVIEW_ACTIONS = ['approve', 'revise'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export function isReviewAction(value: string): value is ReviewAction {
  return (REVIEW_ACTIONS as readonly string[]).includes(value);
}
export const REVISION_COMMENT_MAX_LENGTH = 1000;
/** Files a creator may keep uploaded at once for a campaign: a full set of the largest plan, and as many again to replace. */
export const MAX_DRAFT_FILES = 2 * FILES_PER_SET;
