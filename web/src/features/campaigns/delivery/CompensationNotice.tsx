import { Alert, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { CompensationView } from '../../../../../shared/domain/results';
import { Amount } from '../../../components/Amount';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useDates } from '../../../lib/dates';

type Audience = 'company' | 'creator';

/**
 * Where a compensation request stands, for both sides (issue 12, decided in issue 13): asked (when and why, an admin
 * decides), refunded (the amount went back to the company, the delivery has ended), extended (until when), or closed
 * because the company approved the late set. The company's reason stays beside the decision.
 */
export function CompensationNotice({ compensation, audience }: { compensation: CompensationView; audience: Audience }) {
  const t = useT();
  const dates = useDates();
  const requested = dates.day(compensation.requestedAt);
  const decided = dates.day(compensation.decidedAt ?? compensation.requestedAt);

  if (compensation.status === 'requested') {
    return (
      <Alert.Root status="warning" alignItems="flex-start" data-testid="compensation-notice" data-status="requested">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('delivery.compensation.notice', { date: requested })}</Alert.Title>
          <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere">
            <bdi>{compensation.reason}</bdi>
            {' — '}
            {t(audience === 'company' ? 'delivery.compensation.pendingCompany' : 'delivery.compensation.pendingCreator')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const decision = DECISIONS[compensation.status];
  const dueAt = compensation.extendedDueAt ? dates.day(compensation.extendedDueAt) : '';
  return (
    <Alert.Root status={decision.status} alignItems="flex-start" data-testid="compensation-notice" data-status={compensation.status}>
      <Alert.Indicator />
      <Alert.Content gap="1.5">
        <Alert.Title>{t(decision.title, { date: compensation.status === 'extended' ? dueAt : decided })}</Alert.Title>
        <Alert.Description>
          <Text>
            <FormattedMessage
              id={decision[audience]}
              values={{ amount: compensation.refundAmount === undefined ? '' : <Amount halalas={compensation.refundAmount} />, date: <bdi>{dueAt}</bdi> }}
            />
          </Text>
          <Text mt="1.5" textStyle="sm" color="fg.muted">
            {t('delivery.compensation.notice', { date: requested })}. {t(audience === 'company' ? 'delivery.compensation.reasonYours' : 'delivery.compensation.reasonGiven')}
          </Text>
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
            {compensation.reason}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The words and the tone of each decision: a refund ends the delivery, an extension keeps it going, a withdrawal closes the request. */
const DECISIONS: Record<Exclude<CompensationView['status'], 'requested'>, { status: 'error' | 'info' | 'neutral'; title: MessageId } & Record<Audience, MessageId>> = {
  refunded: {
    status: 'error',
    title: 'delivery.compensation.refundedTitle',
    company: 'delivery.compensation.refundedCompany',
    creator: 'delivery.compensation.refundedCreator',
  },
  extended: {
    status: 'info',
    title: 'delivery.compensation.extendedTitle',
    company: 'delivery.compensation.extendedCompany',
    creator: 'delivery.compensation.extendedCreator',
  },
  withdrawn: {
    status: 'neutral',
    title: 'delivery.compensation.withdrawnTitle',
    company: 'delivery.compensation.withdrawnCompany',
    creator: 'delivery.compensation.withdrawnCreator',
  },
};
