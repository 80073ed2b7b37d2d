import { Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MAX_BANK_ACCOUNTS, type BankAccountView } from '../../../../../shared/domain/bank-accounts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { errorMessage } from '../../../i18n/errors';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../lib/session';
import { bankAccountQueries, listBankAccounts, removeBankAccount, setDefaultBankAccount } from '../bank-accounts-api';
import { AddBankAccountDialog } from './AddBankAccountDialog';
import { BankAccountItem, bankNameOf, maskedIbanOf } from './BankAccountItem';

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
  const [adding, setAdding] = useState(false);
  // The account to remove stays set while the confirmation closes, so its text does not empty during the animation.
  const [removing, setRemoving] = useState<BankAccountView>();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<{ accountId: string; action: 'default' | 'remove' }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const accounts = resource.status === 'ready' ? resource.data : [];
  const full = accounts.length >= MAX_BANK_ACCOUNTS;

  const show = (next: BankAccountView[]) => queryClient.setQueryData(bankAccountQueries.list().queryKey, next);
  const refresh = async () => show(await listBankAccounts());

  async function added() {
    setAdding(false);
    toaster.create({ type: 'success', title: t('payment.bank.added') });
    await refresh().catch((error: unknown) => toaster.create({ type: 'error', title: errorMessage(t, error) }));
  }

  async function makeDefault(account: BankAccountView) {
    setWorking({ accountId: account.id, action: 'default' });
    try {
      show(await setDefaultBankAccount(account.id));
      toaster.create({ type: 'success', title: t('payment.bank.defaultChanged') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setWorking(undefined);
    }
  }

  async function remove(account: BankAccountView) {
    setWorking({ accountId: account.id, action: 'remove' });
    try {
      await removeBankAccount(account.id);
      // The account's own button is gone: focus goes back to the section.
      returnFocus.current = heading.current;
      setConfirming(false);
      await refresh();
      toaster.create({ type: 'success', title: t('payment.bank.removed') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setWorking(undefined);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="payment-bank-accounts-heading">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="payment-bank-accounts-heading" ref={heading} tabIndex={-1} outline="none">
          {t('payment.bankAccounts')}
        </Heading>
        {resource.status === 'ready' && (
          <Button ref={addButton} colorPalette="blue" size="sm" onClick={() => setAdding(true)} disabled={full}>
            {t('payment.bank.add')}
          </Button>
        )}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {t('payment.bank.lead')}
      </Text>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && full && (
        <Text textStyle="sm" color="fg.muted">
          {t('payment.bank.limit', { max: MAX_BANK_ACCOUNTS })}
        </Text>
      )}
      {resource.status === 'ready' &&
        (accounts.length === 0 ? (
          <EmptyNotice title={t('payment.noAccounts')} description={t('payment.noAccountsHint')} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" p="0" m="0">
            {accounts.map((account) => (
              <BankAccountItem
                key={account.id}
                account={account}
                busy={working !== undefined}
                settingDefault={working?.accountId === account.id && working.action === 'default'}
                onSetDefault={() => void makeDefault(account)}
                onRemove={(trigger) => {
                  returnFocus.current = trigger;
                  setRemoving(account);
                  setConfirming(true);
                }}
              />
            ))}
          </SimpleGrid>
        ))}
      <AddBankAccountDialog open={adding} returnFocus={addButton} onClose={() => setAdding(false)} onAdded={added} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => removing && void remove(removing)}
        busy={working?.action === 'remove'}
        returnFocus={returnFocus}
        title={t('payment.bank.removeTitle')}
        cancelLabel={t('payment.bank.cancel')}
        confirmLabel={t('payment.bank.remove')}
      >
        {removing &&
          t(removing.isDefault ? 'payment.bank.removeDefaultMessage' : 'payment.bank.removeMessage', { bank: bankNameOf(removing, locale), iban: maskedIbanOf(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}
