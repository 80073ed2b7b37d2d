import type { ResultKind } from './results';

/**
 * Feedback per file (issue 26): asking for a revision, the company may keep some files of the set and ask for a change
 * to others, each with its own comments, and on a video at a moment of it. The creator then replaces only the files
 * asked for; the files kept join the next round as they are. One source for the API, the web and the lambdas.
 */

/** One remark on a file; on a video it may point at a moment (seconds from the start, to a tenth). */
export interface FileComment {
  text: string;
  atSeconds?: number;
}

/** A file the company asked to change, with its remarks (none when the whole set was sent back with one comment). */
export interface FileFeedback {
  comments: FileComment[];
}

export const FILE_COMMENT_MAX_LENGTH = 500;
/** Remarks on one file: enough for a video's moments, few enough to read. */
export const FILE_COMMENTS_MAX = 10;
/** A moment may be this far past the measured length (a player's end reads a little past the last frame). */
export const MOMENT_SLACK_SECONDS = 1;

/** What the revise call carries per file: the file, and what to change in it. */
export interface FileChangeRequest {
  resultId: string;
  comments: FileComment[];
}

/** A moment as people read it on a player: 0:07, 1:05. */
export function momentLabel(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A moment as it is stored: seconds to a tenth, never negative. */
export function momentOf(seconds: number): number {
  return Math.max(0, Math.round(seconds * 10) / 10);
}

/** Why a file's change request cannot be taken: a moment on a picture, or past the video's end. */
export type ChangeRequestRefusal = 'MOMENT_NOT_ON_VIDEO' | 'MOMENT_PAST_END';

export function changeRequestRefusal(file: { kind: ResultKind; facts?: { durationSeconds?: number } }, comments: readonly FileComment[]): ChangeRequestRefusal | undefined {
  const moments = comments.flatMap((comment) => (comment.atSeconds === undefined ? [] : [comment.atSeconds]));
  if (!moments.length) return undefined;
  if (file.kind !== 'video') return 'MOMENT_NOT_ON_VIDEO';
  const duration = file.facts?.durationSeconds;
  return duration !== undefined && moments.some((moment) => moment > duration + MOMENT_SLACK_SECONDS) ? 'MOMENT_PAST_END' : undefined;
}

/** The words a notice quotes for a revision: the overall comment, else the first remark on a file. */
export function revisionQuote(comment: string, changes: readonly FileChangeRequest[]): string {
  return comment || (changes.flatMap((change) => change.comments)[0]?.text ?? '');
}

/** A file as the version count needs it: its id and the file it replaced. */
interface Versioned {
  id: string;
  replaces?: string;
}

/**
 * Each file's version in its slot: 1 for a first upload, one more than the file it replaced. Files whose predecessor
 * is not among `files` count from 1.
 */
export function versionsOf(files: readonly Versioned[]): Map<string, number> {
  const byId = new Map(files.map((file) => [file.id, file]));
  const versions = new Map<string, number>();
  const versionOf = (file: Versioned, depth: number): number => {
    const known = versions.get(file.id);
    if (known !== undefined) return known;
    const previous = file.replaces ? byId.get(file.replaces) : undefined;
    // A chain is at most one file per round; the depth guard only stops a cycle bad data could make.
    const version = previous && depth < files.length ? versionOf(previous, depth + 1) + 1 : 1;
    versions.set(file.id, version);
    return version;
  };
  for (const file of files) versionOf(file, 0);
  return versions;
}

/**
 * Files in the order of their slots: a replacement takes the place of the first version of its slot (ids are UUID v7,
 * so first versions sort in upload order), and "picture 2" stays picture 2 from round to round.
 */
export function bySlot<File extends Versioned>(files: readonly File[], known: readonly Versioned[] = files): File[] {
  const byId = new Map(known.map((file) => [file.id, file]));
  const rootOf = (file: Versioned): string => {
    let current = file;
    for (let step = 0; current.replaces && byId.has(current.replaces) && step < known.length; step++) current = byId.get(current.replaces) as Versioned;
    return current.id;
  };
  return [...files].sort((a, b) => rootOf(a).localeCompare(rootOf(b)));
}

/** A file of a submitted round as the revision rules read it. */
export interface RoundFile {
  id: string;
  kind: ResultKind;
  feedback?: FileFeedback;
}

/** Why a file may not replace one of the set: only a file asked to change may be replaced, by a file of its kind. */
export type ReplacementRefusal = 'RESULT_NOT_REPLACEABLE';

export function replacementRefusal(kind: ResultKind, replaced: RoundFile | undefined): ReplacementRefusal | undefined {
  return replaced?.feedback && replaced.kind === kind ? undefined : 'RESULT_NOT_REPLACEABLE';
}

/**
 * The files of the round sent back that the next set keeps as they are: those the company did not ask to change. A
 * whole set sent back (every file with feedback) keeps none.
 */
export function keptFiles<File extends RoundFile>(round: readonly File[]): File[] {
  return round.filter((file) => !file.feedback);
}

/** A set as it is shown and reviewed: the video first, then the pictures, each in the order they were uploaded. */
export function setOrder<File extends { kind: ResultKind }>(files: readonly File[]): File[] {
  return [...files.filter((file) => file.kind === 'video'), ...files.filter((file) => file.kind !== 'video')];
}
