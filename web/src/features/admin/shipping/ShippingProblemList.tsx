import { Box, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { carrierLabel, type ShippingProblemView } from '../../../../../shared/domain/shipping';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useDates } from '../../../lib/dates';
import { shippingProblemQueries } from './api';

/**
 * The problems creators reported with a product (issue 28) that their companies have not resolved yet (shipped again,
 * or the creator confirmed receipt after all), a page at a time: the campaign, both parties, the parcel, what she wrote.
 */
export function ShippingProblemList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { resource, reload } = useApiQuery(shippingProblemQueries.page(page));

  if (resource.status === 'loading') return <PageSpinner />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { problems, totalEntries, totalPages } = resource.data;
  if (totalEntries === 0) return <EmptyNotice title={t('admin.shipping.empty')} description={t('admin.shipping.emptyHint')} />;
  return (
    <Stack gap="4">
      <Text color="fg.muted" role="status">
        {t('admin.shipping.count', { count: totalEntries })}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('admin.shipping.list')}>
        {problems.map((problem) => (
          <ProblemRow key={`${problem.campaignId}-${problem.creatorId}`} problem={problem} />
        ))}
      </Stack>
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
    </Stack>
  );
}

function PartyLink({ to, name }: { to: string; name: string }) {
  return (
    <Link asChild color="blue.700" overflowWrap="anywhere">
      <RouterLink to={to}>
        <bdi>{name}</bdi>
      </RouterLink>
    </Link>
  );
}

function ProblemRow({ problem }: { problem: ShippingProblemView }) {
  const t = useT();
  const dates = useDates();
  const { locale } = useLocale();
  const facts: { label: MessageId; value: ReactNode }[] = [
    { label: 'admin.shipping.company', value: <PartyLink to={appPath.company(problem.companyId)} name={problem.companyName} /> },
    { label: 'admin.shipping.creator', value: <PartyLink to={appPath.creator(problem.creatorId)} name={problem.creatorName} /> },
    {
      label: 'admin.shipping.parcel',
      value:
        problem.carrier && problem.trackingNumber ? (
          <span>
            <FormattedMessage
              id={'admin.shipping.tracking' satisfies MessageId}
              values={{ carrier: <bdi>{carrierLabel(locale, problem.carrier, problem.carrierName)}</bdi>, number: <bdi dir="ltr">{problem.trackingNumber}</bdi> }}
            />
          </span>
        ) : (
          <Text as="span" color="fg.muted">
            {t('admin.shipping.notShipped')}
          </Text>
        ),
    },
    ...(problem.shippedAt ? [{ label: 'admin.shipping.shippedOn' as const, value: dates.day(problem.shippedAt) }] : []),
  ];
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} data-testid="shipping-problem">
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            <PartyLink to={appPath.campaign(problem.campaignId)} name={problem.campaignTitle} />
          </Text>
          <Text asChild fontSize="sm" color="fg.muted" flexShrink="0">
            <time dateTime={problem.problem.reportedAt}>{t('admin.shipping.reportedOn', { date: dates.moment(problem.problem.reportedAt) })}</time>
          </Text>
        </Stack>
        <DataList.Root orientation="horizontal" gap="2" size="sm">
          {facts.map(({ label, value }) => (
            <DataList.Item key={label} alignItems="flex-start">
              <DataList.ItemLabel minW="28">{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('admin.shipping.problem')}
          </Text>
          <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto" bg="bg.muted" borderRadius="l2" px="3" py="2">
            {problem.problem.text}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
