import { Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROUTES } from '../../../../../shared/api/routes';
import type { FlaggedMessageView, MessageReview, MessageReviewAction } from '../../../../../shared/domain/chat';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { apiRequest } from '../../../lib/api';
import { useDates } from '../../../lib/dates';
import { flaggedQueries } from './api';

/** Each action's words: its button, its confirmation and its toast (issue 27). */
const WORDS: Record<MessageReviewAction, { button: MessageId; title: MessageId; message: MessageId; saved: MessageId; done: MessageId; palette: 'blue' | 'red' }> = {
  dismiss: {
    button: 'chat.admin.review.dismiss',
    title: 'chat.admin.review.dismissTitle',
    message: 'chat.admin.review.dismissMessage',
    saved: 'chat.admin.review.saved.dismiss',
    done: 'chat.admin.review.done.dismiss',
    palette: 'blue',
  },
  warn: {
    button: 'chat.admin.review.warn',
    title: 'chat.admin.review.warnTitle',
    message: 'chat.admin.review.warnMessage',
    saved: 'chat.admin.review.saved.warn',
    done: 'chat.admin.review.done.warn',
    palette: 'blue',
  },
  deactivate: {
    button: 'chat.admin.review.deactivate',
    title: 'chat.admin.review.deactivateTitle',
    message: 'chat.admin.review.deactivateMessage',
    saved: 'chat.admin.review.saved.deactivate',
    done: 'chat.admin.review.done.deactivate',
    palette: 'red',
  },
};

const ACTIONS: readonly MessageReviewAction[] = ['dismiss', 'warn', 'deactivate'];

/** What an admin did about the message, by whom and when. */
export function ReviewDone({ review }: { review: MessageReview }) {
  const dates = useDates();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="flagged-review">
      {/* Each isolated: an address and a date keep their own order in an Arabic sentence. */}
      <FormattedMessage id={WORDS[review.action].done} values={{ by: <bdi>{review.by}</bdi>, at: <bdi>{dates.moment(review.at)}</bdi> }} />
    </Text>
  );
}

/**
 * The three actions on a flagged message not yet reviewed: dismiss, warn the sender, deactivate the sender, each after
 * a confirmation that says what follows; the list is read again once one is done.
 */
export function ReviewActions({ message }: { message: FlaggedMessageView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<MessageReviewAction>();
  const [busy, setBusy] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const name = message.senderName;

  async function confirm(action: MessageReviewAction) {
    setBusy(true);
    try {
      await apiRequest(ROUTES.reviewFlaggedMessage, { pathParameters: { channelId: message.channelId, messageId: message.id }, body: { action } });
      toaster.create({ type: 'success', title: t(WORDS[action].saved, { name }) });
      setAsked(undefined);
      void queryClient.invalidateQueries({ queryKey: flaggedQueries.all });
    } catch (error) {
      // The dialog stays for another try (or to cancel after another admin acted); the toast says why.
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  }

  const words = asked && WORDS[asked];
  return (
    <>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('chat.admin.review.actions', { name })}>
        {ACTIONS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant="outline"
            colorPalette={WORDS[action].palette}
            onClick={(event) => {
              returnFocus.current = event.currentTarget;
              setAsked(action);
            }}
          >
            {t(WORDS[action].button)}
          </Button>
        ))}
      </HStack>
      <ConfirmDialog
        open={asked !== undefined}
        onClose={() => setAsked(undefined)}
        onConfirm={() => asked && void confirm(asked)}
        busy={busy}
        returnFocus={returnFocus}
        title={words ? t(words.title, { name }) : ''}
        cancelLabel={t('chat.admin.review.cancel')}
        confirmLabel={words ? t(words.button) : ''}
        confirmPalette={words?.palette ?? 'blue'}
      >
        <Text>{words ? t(words.message, { name }) : ''}</Text>
      </ConfirmDialog>
    </>
  );
}
