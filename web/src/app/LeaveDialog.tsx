import { Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useT } from '../i18n/useT';

/** "Leave this page?": Stay keeps the page and what was entered, Leave goes on to where the user was going. */
export default function LeaveDialog({ stay, leave }: { stay: () => void; leave: () => void }) {
  const t = useT();
  // Focus goes back to what the user had used to leave (a link, a menu item).
  const returnFocus = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  return (
    <ConfirmDialog open onClose={stay} onConfirm={leave} busy={false} returnFocus={returnFocus} title={t('leave.title')} cancelLabel={t('leave.stay')} confirmLabel={t('leave.confirm')}>
      <Text>{t('leave.message')}</Text>
    </ConfirmDialog>
  );
}
