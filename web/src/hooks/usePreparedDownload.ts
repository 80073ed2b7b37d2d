import { useEffect, useRef, useState } from 'react';
import { toaster } from '../components/toaster';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';

/** How often a document is asked for again while the server makes it. */
export const PREPARED_POLL_MS = 3000;

export type Prepared = { status: 'ready'; url: string } | { status: 'preparing' };

/**
 * A document the server makes after the fact (a campaign's zip, a licence certificate, an invoice, an export): asks
 * for it, waits while it is `preparing` (asking again every 3 s), then the browser downloads it from its short-lived
 * URL. A failure is a toast; leaving the page ends the wait.
 */
export function usePreparedDownload(load: () => Promise<Prepared>): { preparing: boolean; download: () => void } {
  const t = useT();
  const [preparing, setPreparing] = useState(false);
  const stopped = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => stopped.current?.abort(), []);

  async function run() {
    const controller = new AbortController();
    stopped.current = controller;
    setPreparing(true);
    try {
      for (;;) {
        const document = await load();
        if (controller.signal.aborted) return;
        if (document.status === 'ready') {
          window.location.assign(document.url);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, PREPARED_POLL_MS));
        if (controller.signal.aborted) return;
      }
    } catch (error) {
      if (!controller.signal.aborted) toaster.create({ type: 'error', title: errorMessage(t, error) });
    }
    if (!controller.signal.aborted) setPreparing(false);
  }

  return { preparing, download: () => void run() };
}
