import { Button, Stack } from '@chakra-ui/react';
import { FormAlert } from './form/FormAlert';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';

/** A profile that did not load: why, and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack gap="4" align="flex-start">
      <FormAlert status="error">{errorMessage(t, error)}</FormAlert>
      <Button variant="outline" onClick={onRetry}>
        {t('profile.company.retry')}
      </Button>
    </Stack>
  );
}
