import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { appPath } from '../../../../../shared/app-paths';
import { Amount } from '../../../components/Amount';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { PayoutPurposeBadge } from '../../../components/PayoutPurposeBadge';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import { coveringQueries, markPayoutPaid, type CoveringPage, type CoveringRecordView, type PayoutTransfer } from './api';
import { BankAccountDialog } from './BankAccountDialog';
import { MarkPaidDialog } from './MarkPaidDialog';
import { useDates } from '../../../lib/dates';

/**
 * Covering (spec §2, §4): the creators' payouts an admin transfers by hand, oldest owed first. "Account details" shows
 * where to send one, whole (each reveal audited); Mark paid asks for the transfer's reference and day (money has moved
 * outside the platform), then the record shows Paid where it stood until the list is read again; the creator is told
 * live.
 */
export function CoveringList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(coveringQueries.page(page));
  const [confirming, setConfirming] = useState<CoveringRecordView>();
  const [revealing, setRevealing] = useState<CoveringRecordView>();
  const returnFocus = useRef<HTMLElement | null>(null);

  async function markPaid(record: CoveringRecordView, transfer: PayoutTransfer) {
    const paid = await markPayoutPaid(record.id, transfer);
    // Spec §4: marking a covering record paid sets `payed`; the record stays in view as paid, and leaves the count of
    // payouts still to cover at once (issue 27: the heading said "2 to cover" until a reload).
    queryClient.setQueryData<CoveringPage>(coveringQueries.page(page).queryKey, (current) =>
      current && { ...current, totalEntries: Math.max(0, current.totalEntries - 1), data: current.data.map((candidate) => (candidate.id === paid.id ? paid : candidate)) },
    );
    toaster.create({ type: 'success', title: t('admin.covering.paid', { name: record.creators[0]?.fullName ?? '' }) });
    setConfirming(undefined);
    // The next read shows only what is still owed.
    void queryClient.invalidateQueries({ queryKey: coveringQueries.all, refetchType: 'none' });
  }

  if (resource.status === 'loading') return <PageSpinner />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { data: records, totalEntries, totalPages } = resource.data;
  if (records.length === 0 && page === 1) return <EmptyNotice title={t('admin.coveringEmpty')} description={t('admin.covering.emptyHint')} />;

  return (
    <Stack gap="4">
      <Text color="fg.muted" role="status">
        {t('admin.covering.count', { count: totalEntries })}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {records.map((record) => (
          <CoveringRow
            key={record.id}
            record={record}
            onMarkPaid={(button) => {
              returnFocus.current = button;
              setConfirming(record);
            }}
            onReveal={(button) => {
              returnFocus.current = button;
              setRevealing(record);
            }}
          />
        ))}
      </Stack>
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
      <MarkPaidDialog record={confirming} returnFocus={returnFocus} onClose={() => setConfirming(undefined)} onMarkPaid={markPaid} />
      <BankAccountDialog record={revealing} returnFocus={returnFocus} onClose={() => setRevealing(undefined)} />
    </Stack>
  );
}

function CoveringRow({
  record,
  onMarkPaid,
  onReveal,
}: {
  record: CoveringRecordView;
  onMarkPaid: (button: HTMLButtonElement) => void;
  onReveal: (button: HTMLButtonElement) => void;
}) {
  const t = useT();
  const dates = useDates();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontSize="lg">
              <Amount halalas={record.amount} />
            </Text>
            {record.payed ? <Badge colorPalette="green">{t('admin.covering.paidBadge')}</Badge> : <Badge colorPalette="orange">{t('admin.covering.owedBadge')}</Badge>}
            <PayoutPurposeBadge purpose={record.purpose} />
          </HStack>
          {record.creators.map((creator) => (
            <Stack key={creator.creatorId} gap="1">
              <Link asChild fontWeight="medium" color="blue.700" overflowWrap="anywhere" w="fit-content">
                <RouterLink to={appPath.creator(creator.creatorId)}>{creator.fullName}</RouterLink>
              </Link>
              {creator.bankAccount ? (
                <Text fontSize="sm">
                  <FormattedMessage
                    id={'admin.covering.account' satisfies MessageId}
                    values={{
                      holder: <bdi>{creator.bankAccount.holderName}</bdi>,
                      bank: <bdi>{creator.bankAccount.bankName}</bdi>,
                      last4: <bdi dir="ltr">{creator.bankAccount.ibanLast4}</bdi>,
                    }}
                  />
                </Text>
              ) : (
                !record.payed && (
                  <Text fontSize="sm" color="fg.error">
                    {t('admin.covering.noAccount')}
                  </Text>
                )
              )}
            </Stack>
          ))}
          <Link asChild fontSize="sm" color="blue.700" overflowWrap="anywhere" w="fit-content">
            <RouterLink to={appPath.campaign(record.campaignId)}>{record.campaignTitle}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {record.payed && record.paidAt
              ? t('admin.covering.paidOn', { date: dates.calendarDate(record.paidAt.slice(0, 10)) })
              : t('admin.covering.owedSince', { date: dates.calendarDate(record.createdAt.slice(0, 10)) })}
          </Text>
        </Stack>
        {!record.payed && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink="0">
            <Button
              variant="outline"
              disabled={!record.creators.every((creator) => creator.bankAccount)}
              aria-label={t('admin.covering.showAccountFor', { name: record.creators[0]?.fullName ?? '' })}
              onClick={(event) => onReveal(event.currentTarget)}
            >
              {t('admin.covering.showAccount')}
            </Button>
            <Button
              colorPalette="green"
              disabled={!record.creators.every((creator) => creator.bankAccount)}
              aria-label={t('admin.covering.markPaidFor', { name: record.creators[0]?.fullName ?? '' })}
              onClick={(event) => onMarkPaid(event.currentTarget)}
            >
              {t('admin.covering.markPaid')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
