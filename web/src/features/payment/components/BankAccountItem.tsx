import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { SAUDI_BANKS, type BankAccountView } from '../../../../../shared/domain/bank-accounts';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';

/** Unicode isolates: the masked IBAN keeps its left-to-right order inside an Arabic sentence. */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** The bank's name in the reader's language when its code is one this product knows, else as the creator typed it. */
export function bankNameOf(account: Pick<BankAccountView, 'bankCode' | 'bankName'>, locale: Locale): string {
  return SAUDI_BANKS[account.bankCode]?.[locale] ?? account.bankName;
}

export function maskedIbanOf(account: Pick<BankAccountView, 'ibanMasked'>): string {
  return isolate(account.ibanMasked);
}

/** One bank account (spec §3): bank, masked IBAN, holder, SWIFT code, whether payouts go to it. */
export function BankAccountItem({
  account,
  busy,
  settingDefault,
  onSetDefault,
  onRemove,
}: {
  account: BankAccountView;
  /** Another action on the accounts is under way. */
  busy: boolean;
  settingDefault: boolean;
  onSetDefault: () => void;
  /** Gets the Remove button, for the confirmation to give focus back to. */
  onRemove: (trigger: HTMLButtonElement) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  return (
    <Card.Root as="li" aria-labelledby={titleId} variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text id={titleId} fontWeight="semibold" dir="auto">
              {bankNameOf(account, locale)}
            </Text>
            <Text textStyle="sm" fontFamily="mono">
              {maskedIbanOf(account)}
            </Text>
            <Text textStyle="sm" dir="auto" truncate>
              {account.holderName}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t('payment.bank.swift', { swift: isolate(account.swiftCode) })}
            </Text>
          </Stack>
          {account.isDefault && (
            <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
              {t('payment.bank.default')}
            </Badge>
          )}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {!account.isDefault && (
            <Button size="sm" variant="outline" onClick={onSetDefault} disabled={busy} loading={settingDefault}>
              {t('payment.bank.setDefault')}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={(event) => onRemove(event.currentTarget)} disabled={busy}>
            {t('payment.bank.remove')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
