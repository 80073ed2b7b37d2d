import { Text } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useT } from '../../i18n/useT';
import { appPath } from '../../../../shared/app-paths';
import { useSession } from '../../lib/session';

/** Spec §2: confirm, then clear the session and go to the sign-in page of the user's pool. */
export function SignOutDialog({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function confirm() {
    const target = appPath.signIn(user?.role === 'admin');
    setSigningOut(true);
    // To the sign-in page first, then out: signed out on the page being left, its guard would send the user to sign
    // in with that page to return to (React Router renders a navigation after the session's change).
    await navigate(target, { replace: true });
    await signOut();
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      busy={signingOut}
      returnFocus={returnFocus}
      title={t('signOut.title')}
      cancelLabel={t('signOut.cancel')}
      confirmLabel={t('signOut.confirm')}
    >
      <Text>{t('signOut.message')}</Text>
    </ConfirmDialog>
  );
}
