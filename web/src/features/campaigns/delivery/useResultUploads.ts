import { useCallback, useEffect, useRef, useState } from 'react';
import { resultKindOf, type ResultFileView, type ResultPartsView } from '../../../../../shared/domain/results';
import { safeFileName } from '../../../../../shared/domain/uploads';
import { declaredType, putFile, refusalBeforeUpload, UploadAborted } from '../../../components/upload/upload-client';
import { failureMessage } from '../../../components/upload/useUpload';
import { ApiError } from '../../../lib/api';
import { completeResultUpload, deleteResultFile, requestResultParts, requestResultUpload } from './api';
import { sendParts } from './send-parts';
import { pausedUploadFor, type LocalUpload } from './draft';

export interface ResultUploads {
  uploads: LocalUpload[];
  add(file: File): void;
  /** Sends a file in place of one of the set sent back that the company asked to change (issue 26). */
  replace(file: File, replaces: string): void;
  /** Stops an upload under way: the PUT is aborted and its half-made result deleted. */
  cancel(key: string): void;
  /** Resumes a large file from the parts storage has; sends any other file again with a new URL. */
  retry(key: string): void;
  /** Forgets a failed upload. */
  dismiss(key: string): void;
  /** Forgets the sent uploads the draft now shows (its rows take over). */
  settle(draftIds: readonly string[]): void;
}

/** A request that may succeed when sent again: the server was not reached, failed or asked to slow down. */
function transient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.status >= 500 || error.status === 429;
}

/** The parts still to send of a large file that failed part-way; undefined when storage has not kept its upload. */
async function partsToResume(campaignId: string, resultId: string): Promise<ResultPartsView | undefined> {
  try {
    return await requestResultParts(campaignId, resultId);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'UPLOAD_NOT_IN_PROGRESS' || error.code === 'RESULT_NOT_FOUND')) return undefined;
    throw error;
  }
}

/**
 * The creator's uploads of result files, several at once: each is refused up front by the shared rules (type, size),
 * then gets a URL from `POST /campaigns/{id}/results/uploads` (the file joins the draft as `uploading`) and is PUT
 * with progress, a large file part by part (send-parts.ts) then completed. `onChange` reads the draft again, whose
 * polling then follows the check and the preview. A large file chosen again while the draft holds its paused upload
 * (the tab was closed or reloaded mid-way) goes on from the parts storage kept (issue 27).
 */
export function useResultUploads(campaignId: string, draft: readonly ResultFileView[], onChange: () => void): ResultUploads {
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  // What rendering does not need: the file to send again, the PUT to abort, the result to delete.
  const entries = useRef(new Map<string, { file: File; replaces?: string; controller?: AbortController; resultId?: string; inParts?: boolean }>());
  const nextKey = useRef(0);

  // Leaving the page stops the uploads nobody will see finish.
  useEffect(() => {
    const current = entries.current;
    return () => current.forEach((entry) => entry.controller?.abort());
  }, []);

  const patch = useCallback((key: string, change: Partial<LocalUpload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))), []);

  const drop = useCallback((key: string) => {
    entries.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
  }, []);

  /** A result whose bytes never came stays `uploading` in the draft: it is deleted, quietly (the draft shows it otherwise). */
  const forget = useCallback(
    (resultId: string | undefined) => {
      if (resultId) void deleteResultFile(campaignId, resultId).then(onChange, onChange);
    },
    [campaignId, onChange],
  );

  const send = useCallback(
    async (key: string) => {
      const entry = entries.current.get(key);
      const type = entry && declaredType(entry.file);
      if (!entry || !type) return;
      const controller = new AbortController();
      entry.controller = controller;
      patch(key, { phase: 'uploading', progress: 0, failure: undefined });
      const onProgress = (progress: number) => patch(key, { progress });
      try {
        // A large file that failed part-way resumes from the parts storage kept; anything else starts again.
        let resume = entry.inParts && entry.resultId ? await partsToResume(campaignId, entry.resultId) : undefined;
        if (!resume) {
          forget(entry.resultId);
          entry.resultId = undefined;
          patch(key, { resultId: undefined });
          const ticket = await requestResultUpload(campaignId, entry.file, type, entry.replaces);
          entry.resultId = ticket.resultId;
          entry.inParts = ticket.transfer === 'parts';
          if (controller.signal.aborted) throw new UploadAborted();
          patch(key, { resultId: ticket.resultId });
          onChange();
          if (ticket.transfer === 'single') await putFile(ticket, entry.file, onProgress, controller.signal);
          else resume = { parts: ticket.parts, sentBytes: 0 };
        }
        if (resume) {
          const resultId = entry.resultId as string;
          await sendParts(entry.file, resume, onProgress, controller.signal, () => requestResultParts(campaignId, resultId));
          await completeResultUpload(campaignId, resultId);
        }
        // Kept (as sent) until the draft shows it: `settle` drops it then.
        patch(key, { phase: 'sent', progress: 1 });
        onChange();
      } catch (error) {
        if (error instanceof UploadAborted) return forget(entry.resultId);
        // A failed PUT is worth another try with a new URL whatever the storage answered; a refused request is not.
        patch(key, { phase: 'failed', failure: { message: failureMessage(error), retryable: entry.resultId !== undefined || transient(error) } });
      } finally {
        if (entry.controller === controller) entry.controller = undefined;
      }
    },
    [campaignId, forget, onChange, patch],
  );

  const start = useCallback(
    (file: File, replaces: string | undefined) => {
      const key = `upload-${(nextKey.current += 1)}`;
      const type = declaredType(file);
      const refusal = refusalBeforeUpload(file, 'result');
      const paused = type && !refusal ? pausedUploadFor(draft, uploads, { fileName: safeFileName(file.name, type), size: file.size, ...(replaces ? { replaces } : {}) }) : undefined;
      entries.current.set(key, { file, ...(replaces ? { replaces } : {}), ...(paused ? { resultId: paused.id, inParts: true } : {}) });
      setUploads((list) => [
        ...list,
        {
          key,
          fileName: file.name,
          size: file.size,
          kind: type && resultKindOf(type),
          ...(replaces ? { replaces } : {}),
          ...(paused ? { resultId: paused.id } : {}),
          phase: refusal ? 'failed' : 'uploading',
          progress: 0,
          failure: refusal ? { message: `validation.${refusal}`, retryable: false } : undefined,
        },
      ]);
      if (!refusal) void send(key);
    },
    [send, draft, uploads],
  );

  // Called with the file alone: a picker's `forEach` hands over more arguments than the file.
  const add = useCallback((file: File) => start(file, undefined), [start]);
  const replace = useCallback((file: File, replaces: string) => start(file, replaces), [start]);

  const cancel = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      drop(key);
      // The aborted upload deletes its result itself; one not started yet has none.
      entry?.controller?.abort();
    },
    [drop],
  );

  const retry = useCallback((key: string) => void send(key), [send]);

  const dismiss = useCallback(
    (key: string) => {
      forget(entries.current.get(key)?.resultId);
      drop(key);
    },
    [drop, forget],
  );

  const settle = useCallback(
    (draftIds: readonly string[]) => {
      const shown = new Set(draftIds);
      for (const upload of uploads) if (upload.phase === 'sent' && upload.resultId && shown.has(upload.resultId)) drop(upload.key);
    },
    [drop, uploads],
  );

  return { uploads, add, replace, cancel, retry, dismiss, settle };
}
