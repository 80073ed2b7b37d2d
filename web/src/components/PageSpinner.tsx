import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '../i18n/useT';

/** What a route shows while the signed-in user or the page's code loads. */
export function PageSpinner() {
  const t = useT();
  return (
    <Center py="20" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.600" aria-label={t('common.loading')} />
    </Center>
  );
}
