import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useT } from '../i18n/useT';

/**
 * What a route shows while the signed-in user or the page's code loads. In place of a whole page it fills the
 * screen (`page`), so the footer waits below the fold instead of jumping down when the page arrives.
 */
export function PageSpinner({ page = false }: { page?: boolean }) {
  const t = useT();
  return (
    <Center py="20" minH={page ? '100dvh' : undefined} role="status" aria-live="polite">
      {/* The status region speaks the text; a label on the spinner's own element (a span without a role) is not allowed. */}
      <Spinner size="lg" color="blue.600" aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
