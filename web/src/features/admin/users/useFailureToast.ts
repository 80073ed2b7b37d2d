import { useEffect } from 'react';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';

/** The failures already shown: a failed read stays on screen with its retry, and its toast comes once. */
const shown = new WeakSet<object>();

/** A failed read of the list shows why in a toast (spec §8), beside the retry the list shows. */
export function useFailureToast(error: unknown): void {
  const t = useT();
  useEffect(() => {
    if (typeof error !== 'object' || error === null || shown.has(error)) return;
    shown.add(error);
    toaster.create({ type: 'error', title: errorMessage(t, error) });
  }, [error, t]);
}
