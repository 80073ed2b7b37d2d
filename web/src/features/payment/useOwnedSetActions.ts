import { useRef, useState, type RefObject } from 'react';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../i18n/errors';
import { useT } from '../../i18n/useT';

/** What one member's card (a saved card, a bank account) gets from its set's actions. */
export interface OwnedMemberActions {
  /** Another action on the set is under way. */
  busy: boolean;
  settingDefault: boolean;
  onSetDefault: () => void;
  /** Gets the Remove button, for the confirmation to give focus back to. */
  onRemove: (trigger: HTMLButtonElement) => void;
}

/** The toasts of a set's actions, already translated. */
export interface OwnedSetToasts {
  added: string;
  defaultChanged: string;
  removed: string;
}

export interface OwnedSetActions<T> {
  /** The section's heading: focus goes back to it when the removed member's button is gone. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** The Add button: focus goes back to it when the add dialog closes. */
  addButton: RefObject<HTMLButtonElement | null>;
  openAdd: () => void;
  /** For the add dialog. */
  add: { open: boolean; returnFocus: RefObject<HTMLElement | null>; onClose: () => void; onAdded: () => Promise<void> };
  member: (member: T) => OwnedMemberActions;
  /** The member the confirmation is about; kept while it closes, so its text does not empty during the animation. */
  removing: T | undefined;
  /** For the removal's `ConfirmDialog`. */
  confirm: { open: boolean; onClose: () => void; onConfirm: () => void; busy: boolean; returnFocus: RefObject<HTMLElement | null> };
}

/**
 * The actions on an owned set of the Payment page (cards, bank accounts; docs/decisions/payouts.md "Bank accounts"): adding
 * through a dialog, making a member the default, removing one behind a confirmation, one at a time, each told by a
 * toast. The feature gives its API calls; `setDefault` shows the set as it then is, and after an addition or a removal
 * the set is read again with `refresh`.
 */
export function useOwnedSetActions<T extends { id: string }>({
  refresh,
  setDefault,
  remove,
  toasts,
}: {
  refresh: () => Promise<unknown>;
  setDefault: (member: T) => Promise<unknown>;
  remove: (member: T) => Promise<unknown>;
  toasts: OwnedSetToasts;
}): OwnedSetActions<T> {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<T>();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<{ id: string; action: 'default' | 'remove' }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const failed = (error: unknown) => toaster.create({ type: 'error', title: errorMessage(t, error) });

  async function added() {
    setAdding(false);
    toaster.create({ type: 'success', title: toasts.added });
    await refresh().catch(failed);
  }

  async function makeDefault(member: T) {
    setWorking({ id: member.id, action: 'default' });
    try {
      await setDefault(member);
      toaster.create({ type: 'success', title: toasts.defaultChanged });
    } catch (error) {
      failed(error);
    } finally {
      setWorking(undefined);
    }
  }

  async function removeMember(member: T) {
    setWorking({ id: member.id, action: 'remove' });
    try {
      await remove(member);
      // The member's own button is gone: focus goes back to the section.
      returnFocus.current = heading.current;
      setConfirming(false);
      await refresh();
      toaster.create({ type: 'success', title: toasts.removed });
    } catch (error) {
      failed(error);
    } finally {
      setWorking(undefined);
    }
  }

  return {
    heading,
    addButton,
    openAdd: () => setAdding(true),
    add: { open: adding, returnFocus: addButton, onClose: () => setAdding(false), onAdded: added },
    member: (member) => ({
      busy: working !== undefined,
      settingDefault: working?.id === member.id && working.action === 'default',
      onSetDefault: () => void makeDefault(member),
      onRemove: (trigger) => {
        returnFocus.current = trigger;
        setRemoving(member);
        setConfirming(true);
      },
    }),
    removing,
    confirm: {
      open: confirming,
      onClose: () => setConfirming(false),
      onConfirm: () => removing && void removeMember(removing),
      busy: working?.action === 'remove',
      returnFocus,
    },
  };
}
