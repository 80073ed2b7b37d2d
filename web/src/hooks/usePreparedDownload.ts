import { useEffect, useRef, useState } from 'react';
import { toaster } from '../components/toaster';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';
import { awaitPrepared, type Prepared } from '../lib/prepared';

/**
 * A document the server makes after the fact, waited for (lib/prepared.ts), then downloaded by the browser from its
 * short-lived URL. A failure, or a wait too long, is a toast; leaving the page ends the wait.
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
      const outcome = await awaitPrepared(load, controller.signal, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
      if (outcome === 'stopped') return;
      if (outcome === 'too-long') toaster.create({ type: 'warning', title: t('common.preparedTooLong') });
      else window.location.assign(outcome.url);
    } catch (error) {
      if (!controller.signal.aborted) toaster.create({ type: 'error', title: errorMessage(t, error) });
    }
    if (!controller.signal.aborted) setPreparing(false);
  }

  return { preparing, download: () => void run() };
}
