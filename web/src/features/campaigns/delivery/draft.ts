import type { ApplicationStatus } from '../../../../../shared/domain/campaign';
import { submitRefusal, type CreatorProgressView, type DeliveryPlan, type ResultFileStatus, type ResultFileView, type ResultKind, type SubmitRefusal } from '../../../../../shared/domain/results';
import type { MessageId } from '../../../i18n/locale';

/**
 * Whether the server still works on a file of the draft: its check has not run, or its preview is being made. A file
 * whose parts are still being sent is the sending page's business (it rereads the draft once they are joined).
 */
export function filesInFlight(draft: readonly Pick<ResultFileView, 'status' | 'sending'>[]): boolean {
  return draft.some((file) => (file.status === 'uploading' && !file.sending) || file.status === 'processing');
}

/** What a submission is made of, and whether it may be sent. */
export interface DraftSummary {
  /** The files that would be submitted: every ready one (refused and failed files are left out, never sent). */
  chosen: ResultFileView[];
  videos: number;
  pictures: number;
  /** Why Submit stays disabled; undefined when the set is whole. */
  refusal: SubmitRefusal | undefined;
}

/**
 * The draft as the submit bar shows it ("Video 1/1 · Pictures 3/5"). A file still being checked makes the set not
 * ready rather than incomplete: the creator waits instead of uploading the same thing again.
 */
export function summariseDraft(plan: DeliveryPlan, draft: readonly ResultFileView[]): DraftSummary {
  return summaryOf(plan, draft.filter((file) => file.status === 'ready'), filesInFlight(draft));
}

/**
 * The set after a revision asked per file (issue 26): the files the company kept, and for each file it asked to change
 * the newest ready file replacing it. A replacement still being checked makes the set not ready, not incomplete.
 */
export function summariseRevision(plan: DeliveryPlan, set: readonly ResultFileView[], draft: readonly ResultFileView[]): DraftSummary {
  const kept = set.filter((file) => !file.feedback);
  const replacements = set.flatMap((file) => {
    if (!file.feedback) return [];
    const newest = draft.filter((candidate) => candidate.replaces === file.id && candidate.status === 'ready').at(-1);
    return newest ? [newest] : [];
  });
  return summaryOf(plan, [...kept, ...replacements], filesInFlight(draft.filter((file) => file.replaces !== undefined)));
}

/** The counts of what would be submitted, and why not: incomplete reads as not ready while a file is still checked. */
function summaryOf(plan: DeliveryPlan, chosen: ResultFileView[], inFlight: boolean): DraftSummary {
  const videos = chosen.filter((file) => file.kind === 'video').length;
  const whole = submitRefusal(plan, chosen);
  return { chosen, videos, pictures: chosen.length - videos, refusal: whole === 'RESULTS_INCOMPLETE' && inFlight ? 'RESULTS_NOT_READY' : whole };
}

/** Whether a set sent back carries the company's feedback per file (issue 26): the creator then replaces files one by one. */
export function revisedPerFile(progress: Pick<CreatorProgressView, 'status' | 'results'>): boolean {
  return progress.status === 'needs-revision' && progress.results.some((file) => file.feedback !== undefined);
}

/** One submitted round of a creator's work. */
export interface SubmittedRound {
  round: number;
  files: ResultFileView[];
}

/**
 * The rounds a creator has submitted, newest first: the last set, and the one before it (for the compare). A file the
 * company kept is in both (issue 26), so each round is its own list, not a grouping by the files' first rounds.
 */
export function submittedRounds(progress: Pick<CreatorProgressView, 'round' | 'results' | 'previousResults'>): SubmittedRound[] {
  if (progress.round < 1) return [];
  const previous = progress.previousResults?.length ? [{ round: progress.round - 1, files: progress.previousResults }] : [];
  return [{ round: progress.round, files: progress.results }, ...previous];
}

/** A file this page is sending: from the choice until its bytes are stored (then the draft's status tells the rest). */
export interface LocalUpload {
  key: string;
  fileName: string;
  size: number;
  kind: ResultKind | undefined;
  /** Known once the API handed out the URL: the draft's row of this id shows this upload's progress. */
  resultId?: string;
  /** The file of the set sent back it replaces (issue 26). */
  replaces?: string;
  /**
   * `progress` from 0 to 1 while uploading; `sent` once the bytes are stored, kept until the draft shows the file (a
   * re-read may still be on its way, and the row must not vanish in between).
   */
  phase: 'uploading' | 'sent' | 'failed';
  progress: number;
  /** Why it failed; `retryable` when a new URL and another PUT may succeed (the network, an expired URL). */
  failure?: { message: MessageId; retryable: boolean };
}

/**
 * Where a file of the draft stands: the server's status, or this page's own while it sends the bytes; `paused` for a
 * large file whose parts no page is sending (the tab was closed or reloaded mid-way: the same file, chosen again,
 * goes on).
 */
export type FileRowStatus = ResultFileStatus | 'sending' | 'sendFailed' | 'paused';

/** A line of the creator's file list: a file of the draft, this page's upload of it, or both. */
export interface DraftRow {
  key: string;
  fileName: string;
  kind: ResultKind | undefined;
  size: number;
  status: FileRowStatus;
  /** The file of the set sent back it replaces (issue 26). */
  replaces?: string;
  /** The server's view, once the file is in the draft. */
  file?: ResultFileView;
  /** This page's upload, while it sends the bytes or after sending them failed. */
  upload?: LocalUpload;
}

/**
 * The draft's files, each with this page's upload of it where there is one (its progress or failure counts over the
 * server's `uploading`), then the uploads the draft does not show yet (refused before sending, or just started).
 */
export function draftRows(draft: readonly ResultFileView[], uploads: readonly LocalUpload[]): DraftRow[] {
  const uploadOf = new Map(uploads.flatMap((upload) => (upload.resultId ? [[upload.resultId, upload] as const] : [])));
  // A failure that another try would not change (the type, the size, the API's refusal) reads as a refusal.
  // A sent file is the server's to check: it reads as `uploading` (checking) until the draft has it.
  const local = (upload: LocalUpload): FileRowStatus =>
    upload.phase === 'uploading' ? 'sending' : upload.phase === 'sent' ? 'uploading' : upload.failure?.retryable ? 'sendFailed' : 'refused';
  const rows: DraftRow[] = draft.map((file) => {
    const upload = uploadOf.get(file.id);
    const sending = upload && upload.phase !== 'sent';
    const replaces = file.replaces ? { replaces: file.replaces } : {};
    const status = sending ? local(upload) : file.sending && !upload ? 'paused' : file.status;
    return { key: file.id, fileName: file.fileName, kind: file.kind, size: file.size, status, ...replaces, file, ...(sending ? { upload } : {}) };
  });
  const shown = new Set(draft.map((file) => file.id));
  for (const upload of uploads) {
    if (upload.resultId && shown.has(upload.resultId)) continue;
    rows.push({ key: upload.key, fileName: upload.fileName, kind: upload.kind, size: upload.size, status: local(upload), ...(upload.replaces ? { replaces: upload.replaces } : {}), upload });
  }
  return rows;
}

/**
 * What became of a submitted round: the last one stands as the creator's status says (under review, approved, or
 * sent back); every earlier one was sent back, or there would have been no next round.
 */
export function roundStatus(progress: Pick<CreatorProgressView, 'status' | 'round'>, round: number): ApplicationStatus {
  return round < progress.round ? 'needs-revision' : progress.status;
}

/** A file chosen to upload, as the draft would name it: its safe name, its size, and the file it replaces. */
export interface ChosenFile {
  fileName: string;
  size: number;
  replaces?: string;
}

/**
 * The paused upload the chosen file goes on with (issue 27): a draft file whose parts no page is sending, of the same
 * name, size and place in the set. Undefined when there is none: the file is then a new upload.
 */
export function pausedUploadFor(draft: readonly ResultFileView[], uploads: readonly LocalUpload[], chosen: ChosenFile): ResultFileView | undefined {
  const taken = new Set(uploads.flatMap((upload) => (upload.resultId ? [upload.resultId] : [])));
  return draft.find(
    (file) =>
      file.status === 'uploading' && file.sending && !taken.has(file.id) && file.fileName === chosen.fileName && file.size === chosen.size && file.replaces === chosen.replaces,
  );
}
