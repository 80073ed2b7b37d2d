import { HStack, Text } from '@chakra-ui/react';
import type { RatingSummary } from '../../../../shared/domain/ratings';
import { useT } from '../../i18n/useT';
import { StarIcon } from '../icons';

/** A user's average rating and how many reviews make it ("★ 4.5 (3 reviews)"); nothing before the first shows. */
export function RatingSummaryBadge({ summary }: { summary: RatingSummary | undefined }) {
  const t = useT();
  if (!summary?.count) return null;
  const overall = summary.overall.toFixed(1);
  return (
    <HStack gap="1" role="img" aria-label={t('term.rating.summaryLabel', { overall, count: summary.count })} flexShrink="0">
      <StarIcon color="yellow.500" fill="currentColor" boxSize="4" />
      <Text as="span" fontWeight="semibold" textStyle="sm">
        {overall}
      </Text>
      <Text as="span" color="fg.muted" textStyle="sm">
        {t('term.rating.count', { count: summary.count })}
      </Text>
    </HStack>
  );
}
