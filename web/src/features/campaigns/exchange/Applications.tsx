import { Box, Button, DataList, HStack, Link, Stack, Table, Text, useMediaQuery } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import { APPLICATION_STATUSES, HISTORY_APPLICATION_STATUSES, type ApplicationStatus, type ApplicationView } from '../../../../../shared/domain/campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from '../../../../../shared/domain/constants';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Pager } from '../../../components/Pager';
import type { MessageId } from '../../../i18n/locale';
import { useDates, type Dates } from '../../../lib/dates';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { useUrlFilters } from '../../../lib/search-params';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { exchangeQueries } from './api';
import { DESKTOP_QUERY } from './ExchangeFilters';
import { ListSelect } from './ListSelect';
import { ListFailure, ListSkeleton, NothingFound, PastLastPage } from './ListStates';
import { SearchField } from './SearchField';
import { ApplicationStatusBadge } from './StatusBadge';

export type ApplicationsView = 'applies' | 'history';

const ALL = 'all';
/** My applies: applications still waiting or under way; Requests history: the decided ones (shared/domain/campaign.ts). */
const VIEW_STATUSES: Record<ApplicationsView, readonly ApplicationStatus[]> = {
  applies: APPLICATION_STATUSES.filter((status) => !HISTORY_APPLICATION_STATUSES.includes(status)),
  history: HISTORY_APPLICATION_STATUSES,
};
/** What an empty `status` in the URL means: My applies opens on the pending applications, the history on all of it. */
const DEFAULT_STATUS: Record<ApplicationsView, string> = { applies: 'pending', history: ALL };
const URL_FILTERS = ['view', 'keyword', 'status'] as const;

/** `?view=history` of `/campaigns/applies` is the Requests history tab. */
export function applicationsViewOf(value: string | null): ApplicationsView {
  return value === 'history' ? 'history' : 'applies';
}

/**
 * My applies and Requests history (spec §2, §7 `GET /campaigns/creator/applications`): the creator's applications
 * with their status, searched by keyword and filtered by status, the filters in the URL.
 */
export function Applications({ view }: { view: ApplicationsView }) {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(URL_FILTERS);
  const [desktop] = useMediaQuery([DESKTOP_QUERY], { ssr: false });
  const statuses = VIEW_STATUSES[view];
  const status = values.status === ALL || statuses.includes(values.status as ApplicationStatus) ? values.status : DEFAULT_STATUS[view];
  const keyword = values.keyword.trim();
  const query = { page, keyword, status: status === ALL ? statuses : [status as ApplicationStatus] };
  const { resource, reload } = useApiQuery(exchangeQueries.applications(view, query));
  const filtered = keyword !== '' || status !== DEFAULT_STATUS[view];
  const clearFilters = () => setFilters({ keyword: '', status: '' });
  const statusOptions = [
    { value: ALL, label: 'exchange.applies.allStatuses' as MessageId },
    ...statuses.map((value) => ({ value: value as string, label: `term.applicationStatus.${value}` as MessageId })),
  ];

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }} role="search" aria-label={t('exchange.applies.searchRegion')}>
        <SearchField label={t('exchange.applies.searchLabel')} placeholder={t('exchange.search.placeholder')} value={values.keyword} onSearch={(next) => setFilters({ keyword: next })} />
        <HStack gap="2" flexWrap="wrap">
          <ListSelect
            label={t('exchange.applies.status')}
            value={status}
            options={statusOptions}
            onChange={(next) => setFilters({ status: next === DEFAULT_STATUS[view] ? '' : next })}
          />
          {filtered && (
            <Button variant="ghost" colorPalette="blue" onClick={clearFilters}>
              {t('exchange.filter.clear')}
            </Button>
          )}
        </HStack>
      </Stack>

      {resource.status === 'loading' && <ListSkeleton variant={desktop ? 'rows' : 'cards'} count={4} />}
      {resource.status === 'failed' && <ListFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && (
        <Stack gap="4">
          {resource.data.totalEntries > 0 && (
            <Text color="fg.muted" role="status" aria-live="polite">
              {t('exchange.applies.count', { count: resource.data.totalEntries })}
            </Text>
          )}
          {resource.data.totalEntries === 0 && !filtered && (
            <EmptyNotice
              title={t(view === 'history' ? 'exchange.history.empty' : 'exchange.applies.empty')}
              description={t(view === 'history' ? 'exchange.history.emptyHint' : 'exchange.applies.emptyHint')}
              action={
                <Button asChild colorPalette="blue">
                  <RouterLink to={APP_ROUTES.campaigns}>{t('campaigns.browse')}</RouterLink>
                </Button>
              }
            />
          )}
          {resource.data.totalEntries === 0 && filtered && (
            <NothingFound hint="exchange.applies.nothingFoundHint" onClear={clearFilters} />
          )}
          {resource.data.totalEntries > 0 && resource.data.applications.length === 0 && (
            <PastLastPage onFirstPage={() => setPage(1)} />
          )}
          {resource.data.applications.length > 0 &&
            (desktop ? <ApplicationsTable applications={resource.data.applications} view={view} /> : <ApplicationCards applications={resource.data.applications} view={view} />)}
          <Pager page={page} totalPages={resource.data.totalPages} onPage={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

const dateOf = (timestamp: string | undefined, dates: Dates): string => (timestamp ? dates.calendarDate(timestamp.slice(0, 10)) : '—');

function CampaignLink({ application }: { application: ApplicationView }) {
  return (
    <Link asChild color="blue.700" fontWeight="semibold" overflowWrap="anywhere">
      <RouterLink to={appPath.campaign(application.campaign.id)}>{application.campaign.campaignTitle}</RouterLink>
    </Link>
  );
}

/** Why a pending application cannot be accepted now (the creator is at the active-campaign limit), or nothing. */
function WaitingNote({ application }: { application: ApplicationView }) {
  const t = useT();
  if (application.waitingFor !== 'active-campaigns-limit') return null;
  return (
    <Text fontSize="sm" color="orange.700" maxW="22rem">
      {t('exchange.applies.waitingForLimit', { limit: MAX_ACTIVE_CAMPAIGNS_TO_APPLY })}
    </Text>
  );
}

function ApplicationsTable({ applications, view }: { applications: ApplicationView[]; view: ApplicationsView }) {
  const t = useT();
  const dates = useDates();
  return (
    <Box borderWidth="1px" borderRadius="l3" overflowX="auto">
      <Table.Root size="md" aria-label={t(view === 'history' ? 'exchange.tabs.history' : 'applies.title')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('exchange.applies.campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exchange.card.contentType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('term.price.earning')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exchange.applies.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('exchange.applies.appliedAt')}</Table.ColumnHeader>
            {view === 'history' && <Table.ColumnHeader>{t('exchange.applies.decidedAt')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {applications.map((application) => (
            <Table.Row key={application.campaign.id}>
              <Table.Cell maxW="22rem">
                <Stack gap="0.5">
                  <CampaignLink application={application} />
                  <Text fontSize="sm" color="fg.muted">
                    {application.campaign.companyName}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{t(`term.contentType.${application.campaign.contentType}`)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap"><Amount halalas={application.campaign.creatorEarning} /></Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <ApplicationStatusBadge status={application.status} />
                  <WaitingNote application={application} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateOf(application.appliedAt, dates)}</Table.Cell>
              {view === 'history' && <Table.Cell whiteSpace="nowrap">{dateOf(application.decidedAt, dates)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The table's rows as stacked cards on a phone, where six columns do not fit. */
function ApplicationCards({ applications, view }: { applications: ApplicationView[]; view: ApplicationsView }) {
  const t = useT();
  const dates = useDates();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t(view === 'history' ? 'exchange.tabs.history' : 'applies.title')}>
      {applications.map((application) => (
        <Stack as="li" key={application.campaign.id} borderWidth="1px" borderRadius="l3" p="4" gap="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              <CampaignLink application={application} />
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {application.campaign.companyName}
              </Text>
            </Stack>
            <ApplicationStatusBadge status={application.status} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('exchange.card.contentType')}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`term.contentType.${application.campaign.contentType}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('term.price.earning')}</DataList.ItemLabel>
              <DataList.ItemValue><Amount halalas={application.campaign.creatorEarning} /></DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('exchange.applies.appliedAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{dateOf(application.appliedAt, dates)}</DataList.ItemValue>
            </DataList.Item>
            {view === 'history' && (
              <DataList.Item>
                <DataList.ItemLabel minW="8rem">{t('exchange.applies.decidedAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{dateOf(application.decidedAt, dates)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <WaitingNote application={application} />
        </Stack>
      ))}
    </Stack>
  );
}
