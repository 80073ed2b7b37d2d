import { useEffect } from 'react';
import { toaster } from '../components/toaster';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';

/** The failures already shown: a read seen by several components (the menu's badge, twice on mobile) fails once. */
const shown = new WeakSet<Error>();

/** A failed notification read shows why in a toast (spec §8), once per failure. */
export function useFailureToast(error: Error | null): void {
  const t = useT();
  useEffect(() => {
    if (!error || shown.has(error)) return;
    shown.add(error);
    toaster.create({ type: 'error', title: errorMessage(t, error) });
  }, [error, t]);
}
