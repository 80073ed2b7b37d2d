import { extensionOf, UPLOAD_TYPES, type UploadKind } from '../../../../../shared/domain/uploads';

/** The kind of a stored file from its URL's extension: records keep URLs, not types, and the upload check fixed the type. */
export function kindOfStoredUrl(url: string): UploadKind | undefined {
  let path = url;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    // Not a URL: its extension still tells.
  }
  const extension = extensionOf(path);
  if (extension === undefined) return undefined;
  return Object.values(UPLOAD_TYPES).find((type) => (type.extensions as readonly string[]).includes(extension))?.kind;
}
