import { Button, DataList, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { groupedIban } from '../../../../../shared/domain/bank-accounts';
import { Amount } from '../../../components/Amount';
import { InfoDialog } from '../../../components/InfoDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { useT } from '../../../i18n/useT';
import { revealPayoutBankAccount, type CoveringRecordView, type PayoutBankAccountView } from './api';

type Reveal = { status: 'loading' } | { status: 'ready'; account: PayoutBankAccountView } | { status: 'failed'; error: unknown };

/**
 * Where to send a payout, whole: the account holder, the bank, the IBAN, the SWIFT code and the amount, each with a
 * copy button, for the admin typing the transfer into their bank. Asked for when opened (the server writes each
 * reveal to its audit log) and forgotten when closed: the number is kept nowhere in the page.
 */
export function BankAccountDialog({ record, returnFocus, onClose }: { record: CoveringRecordView | undefined; returnFocus: RefObject<HTMLElement | null>; onClose: () => void }) {
  const t = useT();
  const [reveal, setReveal] = useState<Reveal>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!record) return;
    let current = true;
    setReveal({ status: 'loading' });
    revealPayoutBankAccount(record.id).then(
      (account) => current && setReveal({ status: 'ready', account }),
      (error: unknown) => current && setReveal({ status: 'failed', error }),
    );
    return () => {
      current = false;
      setReveal({ status: 'loading' });
    };
  }, [record, attempt]);

  return (
    <InfoDialog open={record !== undefined} onClose={onClose} returnFocus={returnFocus} title={t('admin.covering.accountTitle')}>
      {reveal.status === 'loading' && <PageSpinner />}
      {reveal.status === 'failed' && <LoadFailure error={reveal.error} onRetry={() => setAttempt((count) => count + 1)} />}
      {reveal.status === 'ready' && <AccountDetails account={reveal.account} />}
    </InfoDialog>
  );
}

function AccountDetails({ account }: { account: PayoutBankAccountView }) {
  const t = useT();
  const rows: { label: string; shown: ReactNode; copied: string; ltr?: boolean }[] = [
    { label: t('admin.covering.holder'), shown: <bdi>{account.holderName}</bdi>, copied: account.holderName },
    { label: t('admin.covering.bank'), shown: <bdi>{account.bankName}</bdi>, copied: account.bankName },
    { label: t('admin.covering.iban'), shown: groupedIban(account.iban), copied: account.iban, ltr: true },
    { label: t('admin.covering.swift'), shown: account.swiftCode, copied: account.swiftCode, ltr: true },
    ...(account.accountNumber ? [{ label: t('admin.covering.accountNumber'), shown: account.accountNumber, copied: account.accountNumber, ltr: true }] : []),
  ];
  return (
    <DataList.Root orientation="vertical" gap="4">
      <DataList.Item>
        <DataList.ItemLabel>{t('admin.covering.amount')}</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold" fontSize="lg">
          <Amount halalas={account.amount} />
        </DataList.ItemValue>
      </DataList.Item>
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="3" justify="space-between" w="full" flexWrap="wrap">
              <Text fontFamily={row.ltr ? 'mono' : undefined} dir={row.ltr ? 'ltr' : undefined} fontSize="md" overflowWrap="anywhere">
                {row.shown}
              </Text>
              <CopyButton text={row.copied} label={t('admin.covering.copy', { what: row.label })} />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t('admin.covering.copied') : t('admin.covering.copyShort')}
    </Button>
  );
}
