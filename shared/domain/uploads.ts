import { RESULT_MAX_BYTES, UPLOAD_MAX_BYTES, type Role } from './constants';
import type { ValidationMessageKey } from '../validation/messages';

/**
 * What may be uploaded, for what, and how big (spec §9: at most 40 MB, a campaign's result video at most 1 GB (issue
 * 27); jpg, png, gif, heic, webp, mp4, mov and others). Pure rules shared by the upload form, `POST /s3` and the check that runs on the uploaded bytes.
 */

export const UPLOAD_KINDS = ['image', 'video', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The accepted media types, each with its kind and the file-name extensions it may carry (the first is the one a
 * name without extension gets). PDF is accepted for licence scans only (see UPLOAD_PURPOSES); a type is only added
 * here together with its magic number in the sniffer (file-signature.ts), so the check can recognise it.
 */
export const UPLOAD_TYPES = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'image/heic': { kind: 'image', extensions: ['heic'] },
  'image/heif': { kind: 'image', extensions: ['heif'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/quicktime': { kind: 'video', extensions: ['mov', 'qt'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
} as const satisfies Record<string, { kind: UploadKind; extensions: readonly string[] }>;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** What each upload is for, and the kinds of file it takes (spec §3: avatar, video pitch, portfolio files, licence file). */
export const UPLOAD_PURPOSES = {
  avatar: ['image'],
  videoPitch: ['video'],
  portfolio: ['image', 'video'],
  licence: ['image', 'document'],
  result: ['image', 'video'],
  /** A file sent in a chat message (issue 14): a picture, a video or a PDF (a brief, a contract). */
  chatAttachment: ['image', 'video', 'document'],
  /** The receipt of a product a creator bought for a campaign (issue 28): a photo or a PDF. */
  receipt: ['image', 'document'],
} as const satisfies Record<string, readonly UploadKind[]>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** Who may upload for each purpose: the video pitch, portfolio and licence belong to creator profiles only. */
const PURPOSE_ROLES: Record<UploadPurpose, readonly Role[]> = {
  avatar: ['creator', 'company'],
  videoPitch: ['creator'],
  portfolio: ['creator'],
  licence: ['creator'],
  // A result is asked for through its campaign (`POST /campaigns/{id}/results/uploads`), which checks the creator
  // works on it; `POST /s3` hands out no result URL to anyone.
  result: [],
  chatAttachment: ['creator', 'company'],
  receipt: ['creator'],
};

export function mayUploadFor(role: Role | undefined, purpose: UploadPurpose): boolean {
  return role !== undefined && PURPOSE_ROLES[purpose].includes(role);
}

export const UPLOAD_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Why an upload was refused, as a validation message key clients translate (`validation.<key>`). */
export type UploadRefusal = Extract<ValidationMessageKey, 'fileTypeInvalid' | 'fileTooLarge' | 'resultTooLarge' | 'fileEmpty'>;

/** How long a presigned upload URL works: long enough for 40 MB (or one part of a larger file) on a slow mobile line. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** How long a presigned read URL works: enough to start playing or downloading, short enough not to be shared. */
export const READ_URL_TTL_SECONDS = 10 * 60;
/** Where every upload lands; the bucket notification and the check Lambda's grants use the same prefix. */
export const UPLOAD_PREFIX = 'uploads/';

const MAX_NAME_LENGTH = 100;

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_TYPES, value);
}

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

export function kindOf(type: UploadType): UploadKind {
  return UPLOAD_TYPES[type].kind;
}

export function purposeAccepts(purpose: UploadPurpose, kind: UploadKind): boolean {
  return (UPLOAD_PURPOSES[purpose] as readonly UploadKind[]).includes(kind);
}

/**
 * The declared media type: one we accept, for this purpose when the purpose is known, and agreeing with the file
 * name's extension when it has one (a `setup.exe` declared as `image/png` is refused here already).
 */
export function fileTypeRefusal(fileType: string, fileName: string, purpose?: UploadPurpose): 'fileTypeInvalid' | undefined {
  if (!isUploadType(fileType)) return 'fileTypeInvalid';
  if (purpose && !purposeAccepts(purpose, kindOf(fileType))) return 'fileTypeInvalid';
  const extension = extensionOf(fileName);
  if (extension !== undefined && !(UPLOAD_TYPES[fileType].extensions as readonly string[]).includes(extension)) return 'fileTypeInvalid';
  return undefined;
}

/**
 * The largest file of a purpose and type: a campaign's result video may be 1 GB; every other file, a result picture
 * included (its preview is made in memory), 40 MB.
 */
export function maxBytesFor(purpose: UploadPurpose, type: UploadType): number {
  return purpose === 'result' && kindOf(type) === 'video' ? RESULT_MAX_BYTES : UPLOAD_MAX_BYTES;
}

/**
 * A size in bytes: more than nothing and at most the limit of the file's purpose and type. Declared sizes and real
 * sizes go through the same rule.
 */
export function fileSizeRefusal(size: number, purpose: UploadPurpose, type: UploadType): 'fileTooLarge' | 'resultTooLarge' | 'fileEmpty' | undefined {
  const limit = maxBytesFor(purpose, type);
  if (size > limit) return limit === RESULT_MAX_BYTES ? 'resultTooLarge' : 'fileTooLarge';
  if (size <= 0) return 'fileEmpty';
  return undefined;
}

/**
 * What the check concludes from the real bytes: the sniffed type (undefined when unrecognised) must be an accepted
 * type of a kind the purpose takes, and of the kind that was declared. Photos renamed from .jpg to .png keep their
 * kind and pass; an executable or a video posing as an image does not.
 */
export function contentRefusal(
  upload: { purpose: UploadPurpose; declaredType: UploadType },
  real: { size: number; type?: UploadType },
): UploadRefusal | undefined {
  const sizeRefusal = fileSizeRefusal(real.size, upload.purpose, real.type ?? upload.declaredType);
  if (sizeRefusal) return sizeRefusal;
  if (!real.type) return 'fileTypeInvalid';
  const kind = kindOf(real.type);
  if (kind !== kindOf(upload.declaredType) || !purposeAccepts(upload.purpose, kind)) return 'fileTypeInvalid';
  return undefined;
}

/** The lower-case extension of a file name, or undefined when it has none. */
export function extensionOf(fileName: string): string | undefined {
  const base = baseName(fileName);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * A file name safe inside an object key and a download header: the last path segment only (so `../` and folders
 * are gone), ASCII letters, digits, dot, dash and underscore, at most 100 characters, with an extension of the
 * declared type. A name with nothing left (e.g. all Arabic letters) becomes `file`.
 */
export function safeFileName(fileName: string, type: UploadType): string {
  const extension = extensionOf(fileName) ?? UPLOAD_TYPES[type].extensions[0];
  const base = baseName(fileName);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - extension.length - 1);
  return `${stem || 'file'}.${extension}`;
}

/** The object key of a new upload: always under the owner's own prefix, unique, never chosen by the client. */
export function uploadKey(ownerId: string, purpose: UploadPurpose, id: string, safeName: string): string {
  return `${UPLOAD_PREFIX}${ownerId}/${purpose}/${id}-${safeName}`;
}

/** The owner a key belongs to by its shape, or undefined for a key outside the uploads prefix. */
export function ownerOfKey(key: string): string | undefined {
  if (!key.startsWith(UPLOAD_PREFIX)) return undefined;
  const owner = key.slice(UPLOAD_PREFIX.length).split('/')[0];
  return owner || undefined;
}

function baseName(fileName: string): string {
  return fileName.split(/[/\\]/).pop()?.trim() ?? '';
}
