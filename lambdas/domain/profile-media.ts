import { ownerOfKey, type UploadPurpose } from '../../shared/domain/uploads';
import type { User, UserView } from '../../shared/domain/user';
import type { FieldErrors } from '../../shared/validation/validate';
import { keyOfObjectUrl, signedReadUrl, withoutQuery } from '../adapters/storage';
import { ValidationError } from '../core/errors';
import { getUpload } from '../data/uploads';

/**
 * Files that profiles point at. A profile keeps the object URL `POST /s3` handed out (without query, spec §7); the
 * object itself is private, so answers carry a short-lived read URL for each.
 */

/** An answer with a short-lived read URL for every file it shows, keyed by the file's URL. */
export type WithReadUrls<T> = T & { readUrls: Record<string, string> };

export interface MediaReference {
  /** The field of the request, for the error: `avatar`, `portfolio[1].media[0]`. */
  field: string;
  url: string;
  purpose: UploadPurpose;
}

/**
 * Every file must be one the caller uploaded, for this purpose, exactly at the URL it was handed, and verified by
 * the upload check (real type and size); otherwise the field fails with `uploadNotFound`. Someone else's file,
 * a file still being checked or one that failed the check, can never be attached to a profile.
 */
export async function assertOwnVerifiedUploads(ownerId: string, references: readonly MediaReference[]): Promise<void> {
  const verdicts = await Promise.all(references.map((reference) => isOwnVerifiedUpload(ownerId, reference)));
  const fields: FieldErrors = {};
  references.forEach((reference, i) => {
    if (!verdicts[i]) fields[reference.field] ??= 'uploadNotFound';
  });
  if (Object.keys(fields).length) throw new ValidationError(fields);
}

async function isOwnVerifiedUpload(ownerId: string, { url, purpose }: MediaReference): Promise<boolean> {
  const key = keyOfObjectUrl(url);
  if (!key || ownerOfKey(key) !== ownerId) return false;
  // The URL must be the one the upload was handed, not merely one that names the same key (another host, say).
  if (withoutQuery(await signedReadUrl(key)) !== url) return false;
  const upload = await getUpload(key);
  return upload?.ownerId === ownerId && upload.purpose === purpose && upload.status === 'verified';
}

/** A read URL for each media URL, keyed by it; a URL that names no object of the bucket gets none. */
export async function readUrlsFor(urls: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    urls.map(async (url) => {
      const key = keyOfObjectUrl(url);
      return key ? ([url, await signedReadUrl(key)] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}

/** The user record with a short-lived read link to its avatar, for the account menu. */
export async function withAvatarReadUrl(user: User): Promise<UserView> {
  const key = user.avatar ? keyOfObjectUrl(user.avatar) : undefined;
  return key ? { ...user, avatarReadUrl: await signedReadUrl(key) } : user;
}
