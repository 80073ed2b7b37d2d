import type { RefObject } from 'react';
import { REVISION_COMMENT_MAX_LENGTH, type CreatorProgressView } from '../../../../../shared/domain/results';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { reviewResults } from './api';
import { CommentDialog } from '../../../components/CommentDialog';

/** Sends a creator's set back with what to change (spec §4: the creator then sees Recreate); the comment is required. */
export function ReviseDialog({
  campaignId,
  creator,
  returnFocus,
  onClose,
  onReviewed,
}: {
  campaignId: string;
  creator: CreatorProgressView | undefined;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onReviewed: () => void;
}) {
  const t = useT();
  async function send(comment: string): Promise<string | undefined> {
    if (!creator) return undefined;
    try {
      await reviewResults(campaignId, creator.creatorId, 'revise', comment);
      toaster.create({ type: 'success', title: t('delivery.review.revised', { name: creator.creatorName }) });
      onReviewed();
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REVISION_COMMENT_REQUIRED') return 'required';
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      return undefined;
    }
  }
  return (
    <CommentDialog
      open={creator !== undefined}
      words={{
        title: t('delivery.review.reviseTitle', { name: creator?.creatorName ?? '' }),
        message: t('delivery.review.reviseMessage'),
        label: t('delivery.review.comment'),
        submit: t('delivery.review.sendBack'),
        hint: (length) => t('delivery.review.commentHint', { count: length, max: REVISION_COMMENT_MAX_LENGTH }),
        cancel: t('delivery.review.cancel'),
      }}
      maxLength={REVISION_COMMENT_MAX_LENGTH}
      palette="orange"
      returnFocus={returnFocus}
      onClose={onClose}
      onSend={send}
    />
  );
}
