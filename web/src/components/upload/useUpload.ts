import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../../shared/domain/uploads';
import type { MessageId } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { putFile, refusalBeforeUpload, requestUpload, UploadAborted, waitForCheck, declaredType } from './upload-client';

export type UploadState =
  | { phase: 'idle' }
  /** `progress` from 0 to 1. */
  | { phase: 'uploading'; fileName: string; progress: number }
  /** Uploaded; the server is reading the file's real bytes. */
  | { phase: 'checking'; fileName: string }
  | { phase: 'failed'; fileName: string; message: MessageId };

/** A verified upload: the URL a record saves, and the key a route that takes the upload itself is given. */
export interface UploadedFile {
  objectUrl: string;
  key: string;
}

export interface Upload {
  state: UploadState;
  /** Uploads one file and answers where it is, or undefined when it was refused or cancelled. */
  upload(file: File): Promise<UploadedFile | undefined>;
  /** Stops the upload under way (the PUT is aborted; nothing is saved). */
  cancel(): void;
  /** Forgets a failure. */
  reset(): void;
}

/**
 * One file at a time for one purpose: refused up front by the shared rules, then requested, PUT with progress and
 * waited for until the server's check has verified it. A rejected file is deleted by the server; the reason shows.
 */
export function useUpload(purpose: UploadPurpose): Upload {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  // Leaving the page stops an upload nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | undefined> => {
      controller.current?.abort();
      const fileName = file.name;
      const refusal = refusalBeforeUpload(file, purpose);
      const type = declaredType(file);
      if (refusal || !type) {
        setState({ phase: 'failed', fileName, message: `validation.${refusal ?? 'fileTypeInvalid'}` });
        return undefined;
      }
      const current = new AbortController();
      controller.current = current;
      // Only this upload's own updates count: a newer one may have replaced it.
      const update = (next: UploadState) => {
        if (controller.current === current) setState(next);
      };
      update({ phase: 'uploading', fileName, progress: 0 });
      try {
        const ticket = await requestUpload(file, type, purpose);
        if (current.signal.aborted) throw new UploadAborted();
        await putFile(ticket, file, (progress) => update({ phase: 'uploading', fileName, progress }), current.signal);
        update({ phase: 'checking', fileName });
        const result = await waitForCheck(ticket.key, current.signal);
        if (result === 'timeout') {
          update({ phase: 'failed', fileName, message: 'upload.checkTimeout' });
          return undefined;
        }
        if (result.status === 'rejected') {
          update({ phase: 'failed', fileName, message: `validation.${result.reason ?? 'fileTypeInvalid'}` });
          return undefined;
        }
        update({ phase: 'idle' });
        return controller.current === current ? { objectUrl: ticket.objectUrl, key: ticket.key } : undefined;
      } catch (error) {
        if (error instanceof UploadAborted) {
          update({ phase: 'idle' });
          return undefined;
        }
        update({ phase: 'failed', fileName, message: failureMessage(error) });
        return undefined;
      } finally {
        if (controller.current === current) controller.current = undefined;
      }
    },
    [purpose],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ phase: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, cancel, reset };
}

/** A refusal of an upload request names the field and rule (fileTypeInvalid, fileTooLarge…); other failures their code. */
export function failureMessage(error: unknown): MessageId {
  if (error instanceof ApiError) {
    const fieldKey = error.fields && Object.values(error.fields)[0];
    if (fieldKey) return `validation.${fieldKey}` as MessageId;
    return `apiError.${error.code}`;
  }
  return 'upload.failed';
}
