import { Badge, Box, Button, DataList, Field, HStack, Input, Link, NativeSelect, SegmentGroup, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { appPath } from '../../../../../shared/app-paths';
import { PAYMENT_REFUND_REASONS, type PaymentRefundReason } from '../../../../../shared/domain/events';
import { DECIDED_REFUND_REASONS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType, type TransactionView } from '../../../../../shared/domain/ledger';
import { PAYMENT_FAILURE_REASONS } from '../../../../../shared/domain/payment';
import { Amount } from '../../../components/Amount';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { PayoutPurposeBadge } from '../../../components/PayoutPurposeBadge';
import { useApiQuery } from '../../../hooks/useApiQuery';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ONLY_DESKTOP, ONLY_MOBILE } from '../../../lib/breakpoints';
import { Link as RouterLink } from 'react-router';
import { useUrlFilters } from '../../../lib/search-params';
import { transactionQueries, type TransactionsFilter } from './api';
import { ExportButton } from './ExportButton';
import { InvoiceDownload } from './InvoiceDownload';
import { useDates } from '../../../lib/dates';

/** The list's choices as the URL keeps them; the defaults (payouts, every status, newest first) are left out. */
const FILTERS = ['transactionType', 'status', 'search', 'sortOrder'] as const;

/** Payouts first: the list opens on them (spec §9). */
const TYPE_ORDER: readonly TransactionType[] = ['payout', 'payment', 'refund'];

const STATUS_PALETTE: Record<TransactionStatus, string> = { pending: 'orange', completed: 'green', failed: 'red' };

function isType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

function isRefundReason(value: string): value is PaymentRefundReason {
  return (PAYMENT_REFUND_REASONS as readonly string[]).includes(value);
}

/**
 * The reasons worded by this list's own messages (`admin.transactions.reasons.*`): why a payment failed, the refund an
 * admin decided for an overdue delivery (lambdas/domain/compensations.ts), and a completed campaign's unused product
 * budget given back (lambdas/domain/budget-returns.ts). The CSV keeps the raw codes.
 */
const LISTED_REASONS = [...PAYMENT_FAILURE_REASONS, ...DECIDED_REFUND_REASONS] as const;
type ListedReason = (typeof LISTED_REASONS)[number];

function isListedReason(value: string): value is ListedReason {
  return (LISTED_REASONS as readonly string[]).includes(value);
}

function isStatus(value: string): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/**
 * Spec §2 Transactions: the ledger one type at a time (payouts first, spec §9), narrowed by status, searched by a
 * campaign's title or a company's or creator's name, newest or oldest first, a page at a time; every choice in the URL.
 */
export function TransactionList() {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const filter: TransactionsFilter = {
    page,
    transactionType: isType(values.transactionType) ? values.transactionType : 'payout',
    ...(isStatus(values.status) ? { status: values.status } : {}),
    search: values.search,
    sortOrder: values.sortOrder === 'ASC' ? 'ASC' : 'DESC',
  };
  const { resource, reload } = useApiQuery(transactionQueries.page(filter));

  let body: ReactNode;
  if (resource.status === 'loading') {
    body = (
      <Stack gap="2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="12" />
        ))}
      </Stack>
    );
  } else if (resource.status === 'failed') {
    body = <LoadFailure error={resource.error} onRetry={reload} />;
  } else if (resource.data.data.length === 0) {
    const narrowed = Boolean(filter.search || filter.status);
    body = (
      <EmptyNotice
        title={t(narrowed ? 'admin.transactions.nothingFound' : 'admin.transactionsEmpty')}
        description={narrowed ? undefined : t(`admin.transactions.emptyHint.${filter.transactionType}`)}
      />
    );
  } else {
    const { data, totalEntries, totalPages } = resource.data;
    body = (
      <>
        <Text color="fg.muted" fontSize="sm" role="status">
          {t(filter.search ? 'admin.transactions.found' : 'admin.transactions.count', { count: totalEntries })}
        </Text>
        <Box css={ONLY_DESKTOP}>
          <TransactionTable rows={data} />
        </Box>
        <Box css={ONLY_MOBILE}>
          <TransactionCards rows={data} />
        </Box>
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <Stack gap="4">
      <Filters filter={filter} onChange={setFilters} />
      {body}
    </Stack>
  );
}

function Filters({ filter, onChange }: { filter: TransactionsFilter; onChange: (changes: Partial<Record<(typeof FILTERS)[number], string>>) => void }) {
  const t = useT();
  const [search, setSearch] = useState(filter.search);
  // A shared link or the back button change the URL: the field follows it.
  useEffect(() => setSearch(filter.search), [filter.search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <SegmentGroup.Root
          value={filter.transactionType}
          onValueChange={({ value }) => value && onChange({ transactionType: value === 'payout' ? '' : value })}
          aria-label={t('admin.transactions.type')}
          size="sm"
          w="fit-content"
          maxW="full"
          overflowX="auto"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={TYPE_ORDER.map((type) => ({ value: type, label: t(`admin.transactions.types.${type}`) }))} />
        </SegmentGroup.Root>
        <ExportButton filter={filter} />
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
        <HStack as="form" role="search" onSubmit={submit} gap="2" align="flex-end" flex="2">
          <Field.Root flex="1">
            <Field.Label>{t('admin.transactions.search')}</Field.Label>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('admin.transactions.searchPlaceholder')} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t('admin.transactions.searchButton')}
          </Button>
        </HStack>
        <Field.Root flex="1">
          <Field.Label>{t('admin.transactions.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filter.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
              <option value="">{t('admin.transactions.allStatuses')}</option>
              {TRANSACTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.transactions.statuses.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" disabled={Boolean(filter.search)}>
          <Field.Label>{t('admin.transactions.order')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filter.sortOrder} onChange={(event) => onChange({ sortOrder: event.target.value === 'ASC' ? 'ASC' : '' })}>
              <option value="DESC">{t('admin.transactions.newest')}</option>
              <option value="ASC">{t('admin.transactions.oldest')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {filter.search && <Field.HelperText>{t('admin.transactions.searchOrder')}</Field.HelperText>}
        </Field.Root>
      </Stack>
    </Stack>
  );
}

function StatusBadge({ status }: { status: TransactionStatus }) {
  const t = useT();
  return <Badge colorPalette={STATUS_PALETTE[status]}>{t(`admin.transactions.statuses.${status}`)}</Badge>;
}

function PartyLink({ to, name }: { to: string; name: string | undefined }) {
  if (!name) return <Text color="fg.muted">—</Text>;
  return (
    <Link asChild color="blue.700" overflowWrap="anywhere">
      <RouterLink to={to}>
        <bdi>{name}</bdi>
      </RouterLink>
    </Link>
  );
}

/** What a row says besides its parties: an invoice, a paid payout's transfer, or why a payment failed or a refund was made. */
function useNote() {
  const t = useT();
  return (row: TransactionView): ReactNode => {
    if (row.invoiceNumber) return <InvoiceDownload invoiceNumber={row.invoiceNumber} />;
    if (row.paidTo?.reference) {
      return (
        <FormattedMessage
          id={'admin.transactions.transfer' satisfies MessageId}
          values={{ bank: <bdi>{row.paidTo.bankName}</bdi>, last4: <bdi dir="ltr">{row.paidTo.ibanLast4}</bdi>, reference: <bdi dir="ltr">{row.paidTo.reference}</bdi> }}
        />
      );
    }
    const { reason } = row;
    if (!reason) return null;
    if (isRefundReason(reason)) return t(`notifications.refundReason.${reason}`);
    if (isListedReason(reason)) return t(`admin.transactions.reasons.${reason}`);
    return <bdi>{reason}</bdi>;
  };
}

function useFacts() {
  const t = useT();
  const dates = useDates();
  const note = useNote();
  return (row: TransactionView) => ({
    date: dates.day(row.createdAt),
    campaign: <PartyLink to={appPath.campaign(row.campaignId)} name={row.campaignTitle || t('admin.transactions.untitled')} />,
    company: row.companyId ? <PartyLink to={appPath.company(row.companyId)} name={row.companyName} /> : <Text color="fg.muted">—</Text>,
    creator: row.creatorId ? <PartyLink to={appPath.creator(row.creatorId)} name={row.creatorName} /> : <Text color="fg.muted">—</Text>,
    amount: <Amount halalas={row.amount} />,
    purpose: <PayoutPurposeBadge purpose={row.purpose} />,
    note: note(row),
  });
}

function TransactionTable({ rows }: { rows: TransactionView[] }) {
  const t = useT();
  const factsOf = useFacts();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('admin.transactionsTitle')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('admin.transactions.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.transactions.campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.transactions.company')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.transactions.creator')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin.transactions.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.transactions.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.transactions.note')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const facts = factsOf(row);
            return (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap">{facts.date}</Table.Cell>
                <Table.Cell maxW="xs">{facts.campaign}</Table.Cell>
                <Table.Cell>{facts.company}</Table.Cell>
                <Table.Cell>{facts.creator}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Stack gap="1" align="end">
                    {facts.amount}
                    {facts.purpose}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>{facts.note}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TransactionCards({ rows }: { rows: TransactionView[] }) {
  const t = useT();
  const factsOf = useFacts();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('admin.transactionsTitle')}>
      {rows.map((row) => {
        const facts = factsOf(row);
        return (
          <Box as="li" key={row.id} borderWidth="1px" borderRadius="l3" p="4">
            <HStack justify="space-between" mb="2" gap="2">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold">{facts.amount}</Text>
                {facts.purpose}
              </HStack>
              <StatusBadge status={row.status} />
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              {(
                [
                  ['admin.transactions.date', facts.date],
                  ['admin.transactions.campaign', facts.campaign],
                  ['admin.transactions.company', facts.company],
                  ['admin.transactions.creator', facts.creator],
                  ...(facts.note ? [['admin.transactions.note', facts.note] as const] : []),
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                  <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
