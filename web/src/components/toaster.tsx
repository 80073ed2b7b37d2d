import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/**
 * The app's toasts (spec §8). Most visits never show one, so the toast machine and its region load with the
 * first: `toaster.create` queues the toast and mounts the region, which shows the queue once it is ready.
 */
const pending: ToastOptions[] = [];
let show: ((toast: ToastOptions) => void) | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export const toaster = {
  create(toast: ToastOptions): void {
    if (show) return show(toast);
    pending.push(toast);
    if (wanted) return;
    wanted = true;
    listeners.forEach((listener) => listener());
  },
};

/** Called by the mounted region: it shows the queued toasts and every later one. */
function connect(region: (toast: ToastOptions) => void): () => void {
  show = region;
  pending.splice(0).forEach(region);
  return () => {
    if (show === region) show = undefined;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ToastRegion = lazy(() => import('./ToastRegion'));

/** Mounted once, beside the router; renders nothing until the first toast. */
export function AppToaster() {
  // A prebuilt page has no toast yet.
  const needed = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion connect={connect} />
    </Suspense>
  );
}
