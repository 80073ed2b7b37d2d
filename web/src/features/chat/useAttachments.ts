import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MAX_ATTACHMENTS } from '../../../../shared/domain/chat';
import { declaredType, putFile, refusalBeforeUpload, requestUpload, UploadAborted, waitForCheck } from '../../components/upload/upload-client';
import { failureMessage } from '../../components/upload/useUpload';
import type { MessageId } from '../../i18n/locale';
import type { PendingAttachment } from '../../lib/chat/outbox-state';

export type AttachmentState =
  | { phase: 'uploading'; progress: number }
  | { phase: 'checking' }
  | { phase: 'ready'; attachment: PendingAttachment }
  | { phase: 'failed'; message: MessageId };

export interface DraftAttachment {
  id: string;
  fileName: string;
  state: AttachmentState;
}

/**
 * The files of the message being written (up to `CHAT_MAX_ATTACHMENTS`), each through the upload path as any other
 * upload: refused up front by the shared rules, `POST /s3` (purpose `chatAttachment`), the PUT with its progress, and
 * the server's check of the real bytes. Only checked files go with the message; removing one stops its upload.
 */
export function useAttachments() {
  const [drafts, setDrafts] = useState<DraftAttachment[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((id: string, state: AttachmentState) => setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, state } : draft))), []);

  const uploadOne = useCallback(
    async (id: string, file: File) => {
      const type = declaredType(file);
      const refusal = refusalBeforeUpload(file, 'chatAttachment');
      if (refusal || !type) return update(id, { phase: 'failed', message: `validation.${refusal ?? 'fileTypeInvalid'}` });
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const ticket = await requestUpload(file, type, 'chatAttachment');
        await putFile(ticket, file, (progress) => update(id, { phase: 'uploading', progress }), controller.signal);
        update(id, { phase: 'checking' });
        const result = await waitForCheck(ticket.key, controller.signal);
        if (result === 'timeout') return update(id, { phase: 'failed', message: 'upload.checkTimeout' });
        if (result.status === 'rejected') return update(id, { phase: 'failed', message: `validation.${result.reason ?? 'fileTypeInvalid'}` });
        update(id, { phase: 'ready', attachment: { key: ticket.key, fileName: file.name, contentType: type, size: file.size } });
      } catch (error) {
        if (!(error instanceof UploadAborted)) update(id, { phase: 'failed', message: failureMessage(error) });
      } finally {
        controllers.current.delete(id);
      }
    },
    [update],
  );

  /** Starts the files' uploads, as many as there is room for; answers how many were left out. */
  const add = useCallback(
    (files: readonly File[]): number => {
      const room = Math.max(0, CHAT_MAX_ATTACHMENTS - drafts.length);
      const taken = files.slice(0, room).map((file) => ({ id: crypto.randomUUID(), file }));
      setDrafts((current) => [...current, ...taken.map(({ id, file }) => ({ id, fileName: file.name, state: { phase: 'uploading', progress: 0 } as const }))]);
      taken.forEach(({ id, file }) => void uploadOne(id, file));
      return files.length - taken.length;
    },
    [drafts.length, uploadOne],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setDrafts((current) => current.filter((draft) => draft.id !== id));
  }, []);

  /** After sending: the drafts are gone (their files went with the message). */
  const clear = useCallback(() => setDrafts([]), []);

  const ready = drafts.flatMap((draft) => (draft.state.phase === 'ready' ? [draft.state.attachment] : []));
  const busy = drafts.some((draft) => draft.state.phase === 'uploading' || draft.state.phase === 'checking');
  return { drafts, ready, busy, add, remove, clear };
}
