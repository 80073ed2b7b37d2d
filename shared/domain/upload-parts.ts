/**
 * Large result files are sent in parts (S3 multipart upload, issue 12): a dropped connection costs one part, not the
 * file, and an upload that failed resumes from the parts S3 already has. Pure rules shared by the API, which presigns
 * each part at its exact size, and the web app, which slices the file the same way.
 */

/** S3's smallest part (every part but the last): the least a dropped connection can cost. */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

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
export function partsOf(size: number, partSize = UPLOAD_PART_BYTES): UploadPart[] {
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
