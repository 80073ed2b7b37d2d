import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { orderedCriteria, REVIEW_HIDE_REASON_MAX_LENGTH, type RatingCriterion, type ReviewView } from '../../../../shared/domain/ratings';
import { useApiQuery } from '../../hooks/useApiQuery';
import { errorMessage } from '../../i18n/errors';
import { ApiError } from '../../lib/api';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { useDates } from '../../lib/dates';
import { hideReview, ratingQueries, type ReviewSubject } from '../../lib/ratings';
import { useSession } from '../../lib/session';
import { CommentDialog } from '../CommentDialog';
import { EmptyNotice } from '../EmptyNotice';
import { LoadFailure } from '../LoadFailure';
import { PageSection } from '../Page';
import { Pager } from '../Pager';
import { toaster } from '../toaster';
import { RatingSummaryBadge } from './RatingSummaryBadge';
import { ScoreStars } from './ScoreStars';

const criterionLabel = (criterion: RatingCriterion): MessageId => `term.rating.criterion.${criterion}`;

/**
 * A public profile's ratings and reviews (issue 28): the averages (overall and per criterion) and the reviews, ten to
 * a page, the newest first, each with its campaign and date. An admin may hide one that breaks the terms, with the
 * reason its author is told.
 */
export function ReviewsSection({ subject, id }: { subject: ReviewSubject; id: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  // Another profile opened in the same page starts at its first reviews.
  useEffect(() => setPage(1), [id]);
  const { resource, reload } = useApiQuery(ratingQueries.reviews(subject, id, page));
  const { user } = useSession();
  const [hiding, setHiding] = useState<ReviewView>();
  const returnFocus = useRef<HTMLElement | null>(null);
  const queryClient = useQueryClient();

  async function hide(reason: string): Promise<string | undefined> {
    if (!hiding) return undefined;
    try {
      await hideReview(hiding, reason);
      toaster.create({ type: 'success', title: t('term.reviews.hidden') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Hidden by another admin meanwhile: the list shows it gone; any other failure keeps the reason for another try.
      if (!(error instanceof ApiError && error.code === 'REVIEW_ALREADY_HIDDEN')) return undefined;
    }
    setHiding(undefined);
    await queryClient.invalidateQueries({ queryKey: ratingQueries.reviews(subject, id, 1).queryKey.slice(0, 3) });
    return undefined;
  }

  return (
    <PageSection title={t('term.reviews.title')}>
      {resource.status === 'loading' && <Skeleton height="24" />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && resource.data.summary.count === 0 && <EmptyNotice title={t('term.reviews.empty')} description={t('term.reviews.emptyHint')} />}
      {resource.status === 'ready' && resource.data.summary.count > 0 && (
        <Stack gap="4">
          <Stack gap="2" maxW="sm">
            <RatingSummaryBadge summary={resource.data.summary} />
            {orderedCriteria(resource.data.summary.criteria).map(([criterion, average]) => (
              <HStack key={criterion} justify="space-between" textStyle="sm">
                <Text as="span">{t(criterionLabel(criterion))}</Text>
                <Text as="span" fontWeight="semibold">
                  {average.toFixed(1)}
                </Text>
              </HStack>
            ))}
          </Stack>
          <Stack as="ul" listStyleType="none" gap="3">
            {resource.data.reviews.map((review) => (
              <Review
                key={`${review.campaignId}-${review.creatorId}-${review.side}`}
                review={review}
                onHide={
                  user?.role === 'admin'
                    ? (trigger) => {
                        returnFocus.current = trigger;
                        setHiding(review);
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
          <Pager page={page} totalPages={resource.data.totalPages} onPage={setPage} />
        </Stack>
      )}
      <CommentDialog
        open={hiding !== undefined}
        words={{
          title: t('term.reviews.hideTitle', { author: hiding?.authorName ?? '' }),
          message: t('term.reviews.hideMessage'),
          label: t('term.reviews.hideReason'),
          hint: (length) => t('term.reviews.hideHint', { count: length, max: REVIEW_HIDE_REASON_MAX_LENGTH }),
          submit: t('term.reviews.hideSubmit'),
          cancel: t('term.reviews.cancel'),
        }}
        maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
        palette="red"
        returnFocus={returnFocus}
        onClose={() => setHiding(undefined)}
        onSend={hide}
      />
    </PageSection>
  );
}

function Review({ review, onHide }: { review: ReviewView; onHide?: (trigger: HTMLElement) => void }) {
  const t = useT();
  const dates = useDates();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              <bdi>{review.authorName}</bdi>
            </Text>
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {/* Each part keeps its own direction: a Latin title beside an Arabic date stays in order. */}
              <bdi>{review.campaignTitle}</bdi> · <bdi>{dates.day(review.ratedAt)}</bdi>
            </Text>
          </Stack>
          {onHide && (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={t('term.reviews.hideFor', { author: review.authorName })} onClick={(event) => onHide(event.currentTarget)}>
              {t('term.reviews.hide')}
            </Button>
          )}
        </HStack>
        <Stack gap="1" maxW="sm">
          <ScoreStars label={t('term.rating.overall')} score={review.overall} strong />
          {orderedCriteria(review.criteria).map(([criterion, score]) => (
            <ScoreStars key={criterion} label={t(criterionLabel(criterion))} score={score} />
          ))}
        </Stack>
        {review.text && (
          <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
            {review.text}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
