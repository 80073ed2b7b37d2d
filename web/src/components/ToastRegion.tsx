import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../../shared/domain/constants';
import { useT } from '../i18n/useT';
import type { ToastOptions } from './toaster';

/**
 * The app's one toast queue (spec §8: top right, 4000 ms); `top-end` so it sits top left in Arabic. It opens below
 * the header (4rem high), never over the account menu or the language switch: a toast that just said "saved" must
 * not hide the menu the user reaches for next.
 */
const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' } });

type Connect = (show: (toast: ToastOptions) => void) => () => void;

/**
 * Hands the queued toasts to the Toaster once its machine listens: that machine starts after mounting (in a
 * microtask) and does not show a toast created before it started, hence the task's delay.
 */
function Connected({ connect }: { connect: Connect }) {
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    const timer = setTimeout(() => (disconnect = connect((toast) => void toaster.create(toast))));
    return () => {
      clearTimeout(timer);
      disconnect?.();
    };
  }, [connect]);
  return null;
}

/** The toasts themselves, with their machine: loaded with the first toast (see ./toaster). */
export default function ToastRegion({ connect }: { connect: Connect }) {
  const t = useT();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
      <Connected connect={connect} />
    </Portal>
  );
}
