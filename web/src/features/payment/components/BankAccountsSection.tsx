import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_BANK_ACCOUNTS, type BankAccountView } from '../../../../../shared/domain/bank-accounts';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../lib/session';
import { useOwnedSetActions } from '../useOwnedSetActions';
import { bankAccountQueries, listBankAccounts, removeBankAccount, setDefaultBankAccount } from '../bank-accounts-api';
import { AddBankAccountDialog } from './AddBankAccountDialog';
import { BankAccountItem, bankNameOf, maskedIbanOf } from './BankAccountItem';
import { OwnedSetSection } from './OwnedSetSection';

/** The Payment page's bank accounts (spec §2, issue 13): a creator's only; payouts go to the default one. */
export function BankAccountsSection() {
  const { user } = useSession();
  return user?.role === 'creator' ? <CreatorBankAccounts /> : null;
}

function CreatorBankAccounts() {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(bankAccountQueries.list());
  const show = (next: BankAccountView[]) => queryClient.setQueryData(bankAccountQueries.list().queryKey, next);
  const actions = useOwnedSetActions<BankAccountView>({
    refresh: async () => show(await listBankAccounts()),
    setDefault: async (account) => show(await setDefaultBankAccount(account.id)),
    remove: (account) => removeBankAccount(account.id),
    toasts: { added: t('payment.bank.added'), defaultChanged: t('payment.bank.defaultChanged'), removed: t('payment.bank.removed') },
  });
  const accounts = resource.status === 'ready' ? resource.data : undefined;

  return (
    <OwnedSetSection
      headingId="payment-bank-accounts-heading"
      title={t('payment.bankAccounts')}
      addLabel={t('payment.bank.add')}
      canAdd={resource.status === 'ready'}
      full={(accounts?.length ?? 0) >= MAX_BANK_ACCOUNTS}
      limit={t('payment.bank.limit', { max: MAX_BANK_ACCOUNTS })}
      members={accounts}
      empty={<EmptyNotice title={t('payment.noAccounts')} description={t('payment.noAccountsHint')} />}
      renderMember={(account, accountActions) => <BankAccountItem account={account} {...accountActions} />}
      actions={actions}
      addDialog={<AddBankAccountDialog {...actions.add} />}
      removal={{
        title: t('payment.bank.removeTitle'),
        cancelLabel: t('payment.bank.cancel'),
        confirmLabel: t('payment.bank.remove'),
        message: (account) =>
          t(account.isDefault ? 'payment.bank.removeDefaultMessage' : 'payment.bank.removeMessage', { bank: bankNameOf(account, locale), iban: maskedIbanOf(account) }),
      }}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('payment.bank.lead')}
      </Text>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
    </OwnedSetSection>
  );
}
