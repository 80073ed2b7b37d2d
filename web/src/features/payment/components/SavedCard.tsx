import { Text } from '@chakra-ui/react';
import { isCardExpired, type CardView } from '../../../../../shared/domain/payment';
import { useT } from '../../../i18n/useT';
import type { OwnedMemberActions } from '../useOwnedSetActions';
import { OwnedMemberCard } from './OwnedMemberCard';

/** Unicode isolates: digits and slashes keep their order inside an Arabic sentence. */
const isolate = (text: string) => `\u2066${text}\u2069`;

export function cardExpiry(card: Pick<CardView, 'expiryMonth' | 'expiryYear'>): string {
  return isolate(`${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`);
}

export function maskedNumber(card: Pick<CardView, 'last4'>): string {
  return isolate(`•••• ${card.last4}`);
}

/** One saved card (spec §3 payment card): brand, last four digits, holder, expiry, whether it is the default. */
export function SavedCard({
  card,
  today,
  ...actions
}: OwnedMemberActions & {
  card: CardView;
  /** `YYYY-MM-DD`, to mark an expired card. */
  today: string;
}) {
  const t = useT();
  const expired = isCardExpired(card, today);
  return (
    <OwnedMemberCard
      title={t('payment.card.title', { brand: t(`payment.brand.${card.brand}`), number: maskedNumber(card) })}
      isDefault={card.isDefault}
      labels={{ default: t('payment.card.default'), setDefault: t('payment.card.setDefault'), remove: t('payment.card.remove') }}
      {...actions}
    >
      <Text textStyle="sm" dir="auto" truncate>
        {card.holderName}
      </Text>
      <Text textStyle="sm" color={expired ? 'fg.error' : 'fg.muted'}>
        {t(expired ? 'payment.card.expired' : 'payment.card.expires', { date: cardExpiry(card) })}
      </Text>
    </OwnedMemberCard>
  );
}
