import { Button } from '@chakra-ui/react';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { useT } from '../../../i18n/useT';

/** The creator's own profile did not load: why, and a way to try again. */
export function ProfileLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyNotice
      title={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('profile.creator.retry')}
        </Button>
      }
    />
  );
}
