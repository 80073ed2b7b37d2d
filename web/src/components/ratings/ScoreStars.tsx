import { HStack, Text } from '@chakra-ui/react';
import { MAX_SCORE } from '../../../../shared/domain/ratings';
import { useT } from '../../i18n/useT';
import { StarIcon } from '../icons';

/** One score of a rating, read-only: its label and five stars, read out as "Quality of work: 4 out of 5". */
export function ScoreStars({ label, score, strong = false }: { label: string; score: number; strong?: boolean }) {
  const t = useT();
  return (
    <HStack gap="2" justify="space-between" role="img" aria-label={t('term.rating.scoreLabel', { label, score })}>
      <Text as="span" textStyle="sm" fontWeight={strong ? 'semibold' : 'normal'}>
        {label}
      </Text>
      <HStack gap="0.5" color="yellow.500" flexShrink="0">
        {Array.from({ length: MAX_SCORE }, (_, index) => (
          <StarIcon key={index} boxSize="4" fill={index < score ? 'currentColor' : 'none'} color={index < score ? undefined : 'gray.300'} />
        ))}
      </HStack>
    </HStack>
  );
}
