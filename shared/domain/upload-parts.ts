/**
 * Large result files are sent in parts (S3 multipart upload, issue 12): a dropped connection costs one part, not the
 * file, and an upload that failed resumes from the parts S3 already has. Pure rules shared by the API, which presigns
 * each part at its exact size, and the web app, which slices the file the same way.
 */

/** S3's smallest part (every part but the last): the least a dropped connection can cost. */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

/**
 * The most parts a file is cut into: a ticket presigns them all at once, so a 1 GB file (issue 27) goes in 64 parts
 * of 16 MiB rather than 205 of 5 MiB; up to 320 MiB the parts stay S3's smallest.
 */
export const MAX_UPLOAD_PARTS = 64;

const MIB = 1024 * 1024;

/** The part size for a file of `size` bytes: S3's smallest, or as much larger (in whole MiB) as keeps it to MAX_UPLOAD_PARTS parts. */
export function partSizeFor(size: number): number {
  return Math.max(UPLOAD_PART_BYTES, Math.ceil(size / MAX_UPLOAD_PARTS / MIB) * MIB);
}

/**
 * How long an unfinished upload in parts may be resumed: the bucket's lifecycle rule drops its parts after this many
 * days (lib/constructs/media.ts), and the app then shows it as failed.
 */
export const UNFINISHED_UPLOAD_DAYS = 1;

/** Files from this size on are sent in parts; a smaller one is a single PUT (two parts would gain nothing). */
export const MULTIPART_FROM_BYTES = 8 * 1024 * 1024;

export interface UploadPart {
  /** 1-based, as S3 numbers parts. */
  partNumber: number;
  /** Where the part starts in the file. */
  offset: number;
  size: number;
}

export function sendsInParts(size: number): boolean {
  return size >= MULTIPART_FROM_BYTES;
}

/** The parts of a file of `size` bytes: full parts, then the rest. */
export function partsOf(size: number, partSize = partSizeFor(size)): UploadPart[] {
  const parts: UploadPart[] = [];
  for (let offset = 0, partNumber = 1; offset < size; offset += partSize, partNumber++) {
    parts.push({ partNumber, offset, size: Math.min(partSize, size - offset) });
  }
  return parts;
}

/** The planned parts S3 does not hold at exactly their size (a part of another size was not ours to keep). */
export function missingParts(plan: readonly UploadPart[], stored: readonly { partNumber: number; size: number }[]): UploadPart[] {
  const sizes = new Map(stored.map((part) => [part.partNumber, part.size]));
  return plan.filter((part) => sizes.get(part.partNumber) !== part.size);
}
