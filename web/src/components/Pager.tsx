import { Button, HStack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/useT';

/** Previous / next through a server-paginated list, with "Page 2 of 5"; hidden when everything fits one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="center" gap="3" mt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('pager.status', { page, totalPages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
