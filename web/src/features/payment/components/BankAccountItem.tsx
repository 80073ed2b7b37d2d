import { Text } from '@chakra-ui/react';
import { SAUDI_BANKS, type BankAccountView } from '../../../../../shared/domain/bank-accounts';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import type { OwnedMemberActions } from '../useOwnedSetActions';
import { OwnedMemberCard } from './OwnedMemberCard';

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
export function BankAccountItem({ account, ...actions }: OwnedMemberActions & { account: BankAccountView }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <OwnedMemberCard
      title={bankNameOf(account, locale)}
      titleDir="auto"
      isDefault={account.isDefault}
      labels={{ default: t('payment.bank.default'), setDefault: t('payment.bank.setDefault'), remove: t('payment.bank.remove') }}
      {...actions}
    >
      <Text textStyle="sm" fontFamily="mono">
        {maskedIbanOf(account)}
      </Text>
      <Text textStyle="sm" dir="auto" truncate>
        {account.holderName}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t('payment.bank.swift', { swift: isolate(account.swiftCode) })}
      </Text>
    </OwnedMemberCard>
  );
}
