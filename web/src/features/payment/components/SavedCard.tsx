import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { isCardExpired, type CardView } from '../../../../../shared/domain/payment';
import { useT } from '../../../i18n/useT';

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
  busy,
  settingDefault,
  onSetDefault,
  onRemove,
}: {
  card: CardView;
  /** `YYYY-MM-DD`, to mark an expired card. */
  today: string;
  /** Another action on the cards is under way. */
  busy: boolean;
  settingDefault: boolean;
  onSetDefault: () => void;
  /** Gets the Remove button, for the confirmation to give focus back to. */
  onRemove: (trigger: HTMLButtonElement) => void;
}) {
  const t = useT();
  const titleId = useId();
  const expired = isCardExpired(card, today);
  return (
    <Card.Root as="li" aria-labelledby={titleId} variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text id={titleId} fontWeight="semibold">
              {t('payment.card.title', { brand: t(`payment.brand.${card.brand}`), number: maskedNumber(card) })}
            </Text>
            <Text textStyle="sm" dir="auto" truncate>
              {card.holderName}
            </Text>
            <Text textStyle="sm" color={expired ? 'fg.error' : 'fg.muted'}>
              {t(expired ? 'payment.card.expired' : 'payment.card.expires', { date: cardExpiry(card) })}
            </Text>
          </Stack>
          {card.isDefault && (
            <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
              {t('payment.card.default')}
            </Badge>
          )}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {!card.isDefault && (
            <Button size="sm" variant="outline" onClick={onSetDefault} disabled={busy} loading={settingDefault}>
              {t('payment.card.setDefault')}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={(event) => onRemove(event.currentTarget)} disabled={busy}>
            {t('payment.card.remove')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
