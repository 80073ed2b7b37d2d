import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { orderedCriteria, type GivenRating, type RatingInput } from '../../../../../shared/domain/ratings';
import { LoadFailure } from '../../../components/LoadFailure';
import { ScoreStars } from '../../../components/ratings/ScoreStars';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useT } from '../../../i18n/useT';
import { useDates } from '../../../lib/dates';
import { ApiError } from '../../../lib/api';
import { rateDeal, ratingQueries } from '../../../lib/ratings';
import { RateDialog } from './RateDialog';

/**
 * The rating of an approved deal, on its results (the company) or its workspace (the creator): Rate while the 30
 * days last, the caller's own rating once given, and the other side's once both have rated or the days are over.
 */
export function DealRating({ campaignId, creatorId }: { campaignId: string; creatorId: string }) {
  const t = useT();
  const dates = useDates();
  const queryClient = useQueryClient();
  const query = ratingQueries.deal(campaignId, creatorId);
  const { resource, reload } = useApiQuery(query);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes when the dialog closes: the Rate button, or once it is gone (rated) the section's heading.
  const returnFocus = useRef<HTMLElement | null>(null);

  if (resource.status === 'loading') return <Skeleton height="16" />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const deal = resource.data;
  const name = deal.otherName;
  const deadline = dates.day(deal.deadline);

  async function rate(input: RatingInput) {
    try {
      queryClient.setQueryData(query.queryKey, await rateDeal(campaignId, creatorId, input));
    } catch (error) {
      // Rated in another tab, or the days ended: what the deal now is replaces the Rate button.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: query.queryKey });
      throw error;
    }
    returnFocus.current = heading.current;
    setOpen(false);
    toaster.create({ type: 'success', title: t('delivery.rating.sent') });
  }

  return (
    <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" data-testid="deal-rating">
      <Stack gap="3">
        <Heading as="h4" size="sm" ref={heading} tabIndex={-1} outline="none">
          {t('delivery.rating.title')}
        </Heading>
        {deal.canRate && (
          <>
            <Text textStyle="sm">{deal.otherRated ? t('delivery.rating.otherRatedFirst', { name, date: deadline }) : t('delivery.rating.intro', { name, date: deadline })}</Text>
            <Button
              ref={trigger}
              colorPalette="blue"
              alignSelf="flex-start"
              onClick={() => {
                returnFocus.current = trigger.current;
                setOpen(true);
              }}
            >
              {t('delivery.rating.rate', { name })}
            </Button>
          </>
        )}
        {!deal.canRate && !deal.own && <Text textStyle="sm" color="fg.muted">{t('delivery.rating.closed', { date: deadline })}</Text>}
        {deal.own && (
          <GivenScores title={t('delivery.rating.yours')} rating={deal.own}>
            {deal.own.hiddenReason && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('delivery.rating.hidden', { reason: deal.own.hiddenReason })}</Alert.Title>
              </Alert.Root>
            )}
          </GivenScores>
        )}
        {deal.own && !deal.other && <Text textStyle="sm" color="fg.muted">{t('delivery.rating.waitingOther', { name, date: deadline })}</Text>}
        {deal.other && <GivenScores title={t('delivery.rating.theirs', { name })} rating={deal.other} />}
      </Stack>
      <RateDialog open={open} side={deal.side} otherName={name} returnFocus={returnFocus} onClose={() => setOpen(false)} onRate={rate} />
    </Box>
  );
}

function GivenScores({ title, rating, children }: { title: string; rating: GivenRating; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="1.5">
      <Text fontWeight="semibold" textStyle="sm">
        {title}
      </Text>
      <Stack gap="1" maxW="sm">
        <ScoreStars label={t('term.rating.overall')} score={rating.overall} strong />
        {orderedCriteria(rating.criteria).map(([criterion, score]) => (
          <ScoreStars key={criterion} label={t(`term.rating.criterion.${criterion}`)} score={score} />
        ))}
      </Stack>
      {rating.text && (
        <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
          {rating.text}
        </Text>
      )}
      {children}
    </Stack>
  );
}
