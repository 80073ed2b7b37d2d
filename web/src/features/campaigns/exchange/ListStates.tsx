import { Alert, Box, Button, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

/** The exchange's grid: one column on a phone, two on a tablet, three on a wide screen. */
export const CARD_GRID_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

/** Placeholders shaped like the list that is loading, so the page does not jump when it arrives. */
export function ListSkeleton({ variant, count = 6 }: { variant: 'cards' | 'rows'; count?: number }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {variant === 'cards' ? (
        <SimpleGrid columns={CARD_GRID_COLUMNS} gap="4" aria-hidden>
          {Array.from({ length: count }, (_, index) => (
            <Stack key={index} borderWidth="1px" borderRadius="l3" p="4" gap="4">
              <Skeleton height="5" width="70%" />
              <Skeleton height="3" width="40%" />
              <SkeletonText noOfLines={4} gap="3" />
              <Skeleton height="8" width="30%" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="3" aria-hidden>
          {Array.from({ length: count }, (_, index) => (
            <Skeleton key={index} height="14" borderRadius="l2" />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A list that did not load: why, and a way to try again. */
export function ListFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('exchange.loadFailed')}</Alert.Title>
          <Alert.Description>{errorMessage(t, error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" onClick={onRetry}>
        {t('exchange.retry')}
      </Button>
    </Stack>
  );
}

/** Filters left nothing: say so, and offer to clear them (spec §8 "nothing found"). */
export function NothingFound({ hint, onClear }: { hint: MessageId; onClear: () => void }) {
  const t = useT();
  return (
    <EmptyNotice
      title={t('exchange.empty.nothingFound')}
      description={t(hint)}
      action={
        <Button variant="outline" colorPalette="blue" onClick={onClear}>
          {t('exchange.filter.clear')}
        </Button>
      }
    />
  );
}

/** A page number past the end (a shared link after the list shrank): offer the first page. */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  const t = useT();
  return (
    <EmptyNotice
      title={t('exchange.empty.page')}
      action={
        <Button variant="outline" colorPalette="blue" onClick={onFirstPage}>
          {t('exchange.empty.firstPage')}
        </Button>
      }
    />
  );
}
