import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../../shared/domain/constants';
import { useT } from '../../i18n/useT';
import { ADMIN_SIGN_IN_PATH, SIGN_IN_PATH } from '../guard';
import { useSession } from '../session';

/** Spec §2: confirm, then clear the session and go to the sign-in page of the user's pool. */
export function SignOutDialog({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // Focus starts on the harmless choice, as in any confirmation of a consequential action.
  const cancel = useRef<HTMLButtonElement>(null);

  async function confirm() {
    const target = user?.role === 'admin' ? ADMIN_SIGN_IN_PATH : SIGN_IN_PATH;
    setSigningOut(true);
    await signOut();
    await navigate(target, { replace: true });
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !signingOut && onClose()}
      initialFocusEl={() => cancel.current}
      finalFocusEl={() => returnFocus.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
            <Dialog.Header>
              <Dialog.Title>{t('signOut.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('signOut.message')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancel} variant="outline" disabled={signingOut}>
                  {t('signOut.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={signingOut} onClick={() => void confirm()}>
                {t('signOut.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={signingOut} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
