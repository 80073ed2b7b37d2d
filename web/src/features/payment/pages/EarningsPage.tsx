import { Badge, Box, Button, DataList, HStack, Link, SimpleGrid, Stack, Stat, Table, Text, useMediaQuery } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { MOBILE_BREAKPOINT_PX } from '../../../../../shared/domain/constants';
import { earningsCsv, paidOn, type CreatorEarnings, type CreatorPayoutView } from '../../../../../shared/domain/earnings';
import { Amount } from '../../../components/Amount';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { PayoutPurposeBadge } from '../../../components/PayoutPurposeBadge';
import { useApiQuery } from '../../../hooks/useApiQuery';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useDates } from '../../../lib/dates';
import { earningsQueries } from '../earnings-api';

/** Above spec §9's mobile breakpoint the payouts are a table; at and below it, cards. */
const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/**
 * `/earnings` (issue 26): what a creator earned per campaign, owed since her content's approval or paid (when, to
 * which account, with the transfer's reference); what is owed, paid this month and paid in all; her payouts as a CSV.
 * It follows live: a payout marked paid shows as paid without a reload.
 */
export default function EarningsPage() {
  const t = useT();
  const { resource, reload } = useApiQuery(earningsQueries.mine());
  return (
    <Page title={t('payment.earnings.title')} lead={t('payment.earnings.lead')}>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && <Earnings earnings={resource.data} />}
    </Page>
  );
}

function Earnings({ earnings }: { earnings: CreatorEarnings }) {
  const t = useT();
  const [desktop] = useMediaQuery([DESKTOP_QUERY], { ssr: false });
  const { totals, payouts } = earnings;
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="3" aria-label={t('payment.earnings.totals')}>
        <Total label={t('payment.earnings.owed')} halalas={totals.owed} hint={t('payment.earnings.owedHint')} />
        <Total label={t('payment.earnings.paidThisMonth')} halalas={totals.paidThisMonth} />
        <Total label={t('payment.earnings.paidAllTime')} halalas={totals.paidAllTime} />
      </SimpleGrid>
      {payouts.length === 0 ? (
        <EmptyNotice title={t('payment.earnings.empty')} description={t('payment.earnings.emptyHint')} />
      ) : (
        <Stack as="section" gap="3" minW="0" aria-labelledby="earnings-payouts-heading">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text as="h2" id="earnings-payouts-heading" fontWeight="semibold" fontSize="lg">
              {t('payment.earnings.payouts')}
            </Text>
            <Button size="sm" variant="outline" onClick={() => downloadCsv(payouts)}>
              {t('payment.earnings.download')}
            </Button>
          </HStack>
          {desktop ? <PayoutTable payouts={payouts} /> : <PayoutCards payouts={payouts} />}
        </Stack>
      )}
    </Stack>
  );
}

function Total({ label, halalas, hint }: { label: string; halalas: number; hint?: string }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>
          <Amount halalas={halalas} />
        </Stat.ValueText>
        {hint && <Stat.HelpText as="dd">{hint}</Stat.HelpText>}
      </Stat.Root>
    </Box>
  );
}

/** Her payouts as a file of her own: made in the page from what it shows (no other request). */
function downloadCsv(payouts: readonly CreatorPayoutView[]): void {
  const url = URL.createObjectURL(new Blob([earningsCsv(payouts)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'payouts.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** What a payout's row says of its state: owed since the approval, or paid on the transfer's day. */
function usePayoutFacts() {
  const t = useT();
  const dates = useDates();
  return (payout: CreatorPayoutView) => {
    const day = paidOn(payout);
    return {
      campaign: (
        <Stack gap="1" align="start" minW="0">
          <Link asChild color="blue.700" overflowWrap="anywhere">
            <RouterLink to={appPath.campaign(payout.campaignId)}>
              <bdi>{payout.campaignTitle}</bdi>
            </RouterLink>
          </Link>
          <PayoutPurposeBadge purpose={payout.purpose} />
        </Stack>
      ),
      company: <bdi>{payout.companyName}</bdi>,
      amount: <Amount halalas={payout.amount} />,
      state:
        payout.status === 'completed' ? (
          <Stack gap="1" align="start">
            <Badge colorPalette="green">{t('payment.earnings.paid')}</Badge>
            {day && <Text fontSize="sm">{t('payment.earnings.paidOn', { date: dates.calendarDate(day) })}</Text>}
          </Stack>
        ) : (
          <Stack gap="1" align="start">
            <Badge colorPalette="orange">{t('payment.earnings.owedBadge')}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {t('payment.earnings.owedSince', { date: dates.day(payout.createdAt) })}
            </Text>
          </Stack>
        ),
      transfer: payout.paidTo ? <Transfer payout={payout} /> : <Text color="fg.muted">—</Text>,
    };
  };
}

function Transfer({ payout }: { payout: CreatorPayoutView }): ReactNode {
  const paidTo = payout.paidTo;
  if (!paidTo) return null;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>
        <FormattedMessage
          id={'payment.earnings.account' satisfies MessageId}
          values={{ bank: <bdi>{paidTo.bankName}</bdi>, last4: <bdi dir="ltr">{paidTo.ibanLast4}</bdi> }}
        />
      </Text>
      {paidTo.reference && (
        <Text color="fg.muted">
          <FormattedMessage id={'payment.earnings.reference' satisfies MessageId} values={{ reference: <bdi dir="ltr">{paidTo.reference}</bdi> }} />
        </Text>
      )}
    </Stack>
  );
}

function PayoutTable({ payouts }: { payouts: readonly CreatorPayoutView[] }) {
  const t = useT();
  const factsOf = usePayoutFacts();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxW="full">
      <Table.Root size="sm" aria-labelledby="earnings-payouts-heading">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('payment.earnings.campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payment.earnings.company')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('payment.earnings.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payment.earnings.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payment.earnings.transfer')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payouts.map((payout) => {
            const facts = factsOf(payout);
            return (
              <Table.Row key={payout.id}>
                <Table.Cell>{facts.campaign}</Table.Cell>
                <Table.Cell>{facts.company}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {facts.amount}
                </Table.Cell>
                <Table.Cell>{facts.state}</Table.Cell>
                <Table.Cell>{facts.transfer}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PayoutCards({ payouts }: { payouts: readonly CreatorPayoutView[] }) {
  const t = useT();
  const factsOf = usePayoutFacts();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="earnings-payouts-heading">
      {payouts.map((payout) => {
        const facts = factsOf(payout);
        return (
          <Box as="li" key={payout.id} borderWidth="1px" borderRadius="l3" p="4">
            <Stack gap="3">
              <HStack justify="space-between" align="start" gap="3">
                {facts.campaign}
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {facts.amount}
                </Text>
              </HStack>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{t('payment.earnings.company')}</DataList.ItemLabel>
                  <DataList.ItemValue>{facts.company}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('payment.earnings.state')}</DataList.ItemLabel>
                  <DataList.ItemValue>{facts.state}</DataList.ItemValue>
                </DataList.Item>
                {payout.paidTo && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('payment.earnings.transfer')}</DataList.ItemLabel>
                    <DataList.ItemValue>{facts.transfer}</DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
