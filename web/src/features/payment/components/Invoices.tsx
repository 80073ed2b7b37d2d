import { DataList, HStack, Heading, Link, Stack, Table, Text, useMediaQuery, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { appPath } from '../../../../../shared/app-paths';
import { MOBILE_BREAKPOINT_PX } from '../../../../../shared/domain/constants';
import type { InvoiceView } from '../../../../../shared/domain/invoice';
import { Amount } from '../../../components/Amount';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { Pager } from '../../../components/Pager';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useT } from '../../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { invoiceQueries } from '../invoices-api';
import { InvoicesDownloadButton } from './InvoicesDownloadButton';
import { useDates } from '../../../lib/dates';

/** Above spec §9's mobile breakpoint the invoices are a table; at and below it, a list of cards (five columns do not fit). */
const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/** The Payment page's tax invoices (issue 13): a company's only, one per paid campaign, newest first. */
export function InvoicesSection() {
  const { user } = useSession();
  return user?.role === 'company' ? <CompanyInvoices /> : null;
}

function CompanyInvoices() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { resource, reload } = useApiQuery(invoiceQueries.list(page));
  const [desktop] = useMediaQuery([DESKTOP_QUERY], { ssr: false });
  return (
    // minW 0: a wide table scrolls inside its frame instead of widening the page on a phone.
    <Stack as="section" gap="3" minW="0" aria-labelledby="payment-invoices-heading">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="payment-invoices-heading">
          {t('payment.invoices.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('payment.invoices.lead')}
        </Text>
      </Stack>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && resource.data.totalEntries === 0 && (
        <EmptyNotice title={t('payment.invoices.empty')} description={t('payment.invoices.emptyHint')} />
      )}
      {resource.status === 'ready' && resource.data.invoices.length > 0 && (
        <>
          {desktop ? <InvoiceTable invoices={resource.data.invoices} /> : <InvoiceCards invoices={resource.data.invoices} />}
          <Pager page={page} totalPages={resource.data.totalPages} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

function InvoiceTable({ invoices }: { invoices: InvoiceView[] }) {
  const t = useT();
  const dates = useDates();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxW="full">
      <Table.Root size="sm" aria-labelledby="payment-invoices-heading">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('payment.invoices.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payment.invoices.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payment.invoices.campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('payment.invoices.total')}</Table.ColumnHeader>
            {/* Positioned: the hidden label stays inside the scroll frame, which it would otherwise widen in Arabic. */}
            <Table.ColumnHeader position="relative">
              <VisuallyHidden>{t('payment.invoices.file')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.number}>
              <Table.Cell whiteSpace="nowrap" fontFamily="mono">
                <bdi>{invoice.invoiceNumber}</bdi>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dates.day(invoice.issuedAt)}</Table.Cell>
              <Table.Cell minW="12rem" maxW="22rem">
                <CampaignLink invoice={invoice} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" textAlign="end">
                <Amount halalas={invoice.total} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <InvoicesDownloadButton invoiceNumber={invoice.invoiceNumber} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function CampaignLink({ invoice }: { invoice: InvoiceView }) {
  return (
    <Link asChild color="blue.700" overflowWrap="anywhere">
      <RouterLink to={appPath.campaign(invoice.campaignId)}>
        <bdi>{invoice.campaignTitle}</bdi>
      </RouterLink>
    </Link>
  );
}

/** The table's rows as stacked cards on a phone. */
function InvoiceCards({ invoices }: { invoices: InvoiceView[] }) {
  const t = useT();
  const dates = useDates();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="payment-invoices-heading">
      {invoices.map((invoice) => (
        <Stack as="li" key={invoice.number} borderWidth="1px" borderRadius="l3" p="4" gap="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontFamily="mono" fontWeight="semibold">
                <bdi>{invoice.invoiceNumber}</bdi>
              </Text>
              <CampaignLink invoice={invoice} />
            </Stack>
            <InvoicesDownloadButton invoiceNumber={invoice.invoiceNumber} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('payment.invoices.date')}</DataList.ItemLabel>
              <DataList.ItemValue>{dates.day(invoice.issuedAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('payment.invoices.total')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Amount halalas={invoice.total} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}
