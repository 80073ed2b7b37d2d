import { Box, Button, DataList, Field, HStack, Input, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../shared/app-paths';
import { CONTENT_TYPES, type CampaignSummary } from '../../../../shared/domain/campaign';
import { ONLY_DESKTOP, ONLY_MOBILE } from '../../lib/breakpoints';
import { useLocale } from '../../i18n/LocaleProvider';
import { EmptyNotice } from '../../components/EmptyNotice';
import { Pager } from '../../components/Pager';
import { intlTag, type MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { Amount } from '../../components/Amount';
import { splitList, useUrlFilters } from '../../lib/search-params';
import { CampaignStatusBadge } from '../../components/StatusBadge';
import { LoadFailure } from '../../components/LoadFailure';
import { useApiQuery } from '../../hooks/useApiQuery';
import { dashboardQueries } from './api';
import { UnpaidActions } from '../../components/campaign/UnpaidActions';
import { COMPANY_STATUS_FILTERS, CREATOR_STATUS_FILTERS, LIST_FILTERS, SORT_CHOICES, sortValue } from './filters';
import { useDates } from '../../lib/dates';

type Role = 'company' | 'creator';

/**
 * The dashboard's campaign list (spec §2: the creator's my campaigns table, the company's campaign list): searched,
 * filtered and sorted on the server, a page at a time, with every choice kept in the URL. A table on wide screens,
 * stacked cards on narrow ones.
 */
export function OwnCampaigns({ role }: { role: Role }) {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(LIST_FILTERS);
  const query = { page, ...values };
  const { resource, reload } = useApiQuery(dashboardQueries.ownCampaigns(role, query));
  const filtered = Boolean(values.keyword || values.status || values.contentType);
  const clear = () => setFilters({ keyword: '', status: '', contentType: '' });
  const emptyShown = resource.status === 'ready' && resource.data.campaigns.length === 0;

  let body: ReactNode;
  if (resource.status === 'loading') {
    body = (
      <Stack gap="2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="14" />
        ))}
      </Stack>
    );
  } else if (resource.status === 'failed') {
    body = <LoadFailure error={resource.error} onRetry={reload} />;
  } else if (emptyShown) {
    body = <EmptyList role={role} filtered={filtered} totalEntries={resource.data.totalEntries} onClear={clear} onFirstPage={() => setPage(1)} />;
  } else {
    const { campaigns, totalEntries, totalPages } = resource.data;
    body = (
      <>
        <Text color="fg.muted" fontSize="sm" role="status">
          {t('dashboard.list.count', { count: totalEntries })}
        </Text>
        <Box css={ONLY_DESKTOP}>
          <CampaignTable role={role} campaigns={campaigns} onChanged={reload} />
        </Box>
        <Box css={ONLY_MOBILE}>
          <CampaignCards role={role} campaigns={campaigns} onChanged={reload} />
        </Box>
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <Stack gap="4">
      {/* Once nothing is found, the empty state offers "Clear filters" itself. */}
      <ListFilters role={role} values={values} onChange={setFilters} showClear={filtered && !emptyShown} onClear={clear} />
      {body}
    </Stack>
  );
}

function ListFilters({
  role,
  values,
  onChange,
  showClear,
  onClear,
}: {
  role: Role;
  values: Record<(typeof LIST_FILTERS)[number], string>;
  onChange: (changes: Partial<Record<(typeof LIST_FILTERS)[number], string>>) => void;
  showClear: boolean;
  onClear: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [keyword, setKeyword] = useState(values.keyword);
  // Several values of one filter (a shared link) read "Open or In progress".
  const either = (labels: string[]) => new Intl.ListFormat(intlTag(locale), { type: 'disjunction' }).format(labels);
  // "Clear filters", the back button or a shared link change the URL: the field follows it.
  useEffect(() => {
    setKeyword(values.keyword);
  }, [values.keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };
  const statuses: readonly string[] = role === 'company' ? COMPANY_STATUS_FILTERS : CREATOR_STATUS_FILTERS;
  const statusLabel = (status: string) => t((role === 'company' ? `term.campaignStatus.${status}` : `term.applicationStatus.${status}`) as MessageId);
  const currentSort = SORT_CHOICES.find((choice) => choice.sortBy === values.sortBy && choice.sortOrder === (values.sortOrder.toUpperCase() || 'DESC')) ?? SORT_CHOICES[0];

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'flex-end' }} flexWrap="wrap">
      <HStack as="form" role="search" onSubmit={submit} gap="2" align="flex-end" flex={{ lg: '2' }} minW={{ lg: '72' }}>
        <Field.Root flex="1">
          <Field.Label>{t('dashboard.list.search')}</Field.Label>
          <Input
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t(role === 'company' ? 'dashboard.list.searchPlaceholderCompany' : 'dashboard.list.searchPlaceholderCreator')}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('dashboard.list.searchButton')}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" flex={{ lg: '3' }} alignItems="flex-end">
        <Choice
          label={t(role === 'company' ? 'dashboard.list.status' : 'dashboard.list.myStatus')}
          value={values.status}
          onChange={(status) => onChange({ status })}
          options={[
            { value: '', label: t('dashboard.list.allStatuses') },
            ...withCurrent(statuses, values.status).map((value) => ({ value, label: either(splitList(value).map(statusLabel)) })),
          ]}
        />
        <Choice
          label={t('dashboard.list.contentType')}
          value={values.contentType}
          onChange={(contentType) => onChange({ contentType })}
          options={[
            { value: '', label: t('dashboard.list.allContentTypes') },
            ...withCurrent(CONTENT_TYPES, values.contentType).map((value) => ({
              value,
              label: either(splitList(value).map((type) => t(`term.contentType.${type}` as MessageId))),
            })),
          ]}
        />
        <Choice
          label={t('dashboard.list.sort')}
          value={sortValue(currentSort)}
          onChange={(value) => {
            const choice = SORT_CHOICES.find((option) => sortValue(option) === value) ?? SORT_CHOICES[0];
            const isDefault = choice === SORT_CHOICES[0];
            onChange({ sortBy: isDefault ? '' : choice.sortBy, sortOrder: isDefault ? '' : choice.sortOrder });
          }}
          options={SORT_CHOICES.map((choice) => ({ value: sortValue(choice), label: t(choice.label[role]) }))}
        />
      </SimpleGrid>
      {showClear && (
        <Button variant="ghost" colorPalette="blue" onClick={onClear} flexShrink="0" alignSelf={{ base: 'flex-start', lg: 'flex-end' }}>
          {t('dashboard.list.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}

/** The options, plus the URL's value when it is a list of several (a shared link): a select shows what is applied. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

function Choice({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  return (
    <Field.Root minW="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A row's facts, shared by the table and the cards. */
function useRowFacts(role: Role) {
  const t = useT();
  const dates = useDates();
  return (campaign: CampaignSummary) => ({
    contentType: t(`term.contentType.${campaign.contentType}`),
    places: t('dashboard.list.placesValue', { accepted: campaign.acceptedCount, total: campaign.numberOfContentCreators }),
    money: <Amount halalas={role === 'company' ? campaign.amount : campaign.creatorEarning} />,
    date: role === 'company' ? dates.day(campaign.createdAt) : campaign.publishedAt ? dates.day(campaign.publishedAt) : '',
  });
}

function TitleLink({ campaign }: { campaign: CampaignSummary }) {
  return (
    <Link asChild color="blue.700" fontWeight="medium" overflowWrap="anywhere">
      <RouterLink to={appPath.campaign(campaign.id)}>
        <bdi>{campaign.campaignTitle}</bdi>
      </RouterLink>
    </Link>
  );
}

/** The row's actions: a company's unpaid campaign can be paid, edited or deleted from the list. */
function RowActions({ role, campaign, onChanged }: { role: Role; campaign: CampaignSummary; onChanged: () => void }) {
  return role === 'company' && campaign.status === 'unpaid' ? <UnpaidActions campaign={campaign} onChanged={onChanged} inList /> : null;
}

function CampaignTable({ role, campaigns, onChanged }: { role: Role; campaigns: CampaignSummary[]; onChanged: () => void }) {
  const t = useT();
  const factsOf = useRowFacts(role);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t(role === 'company' ? 'dashboard.companyCampaigns' : 'dashboard.myCampaigns')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('dashboard.list.title')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(role === 'company' ? 'dashboard.list.status' : 'dashboard.list.campaignStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.list.contentType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.list.places')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t(role === 'company' ? 'dashboard.list.amount' : 'dashboard.list.earning')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(role === 'company' ? 'dashboard.list.created' : 'dashboard.list.published')}</Table.ColumnHeader>
            {role === 'company' && <Table.ColumnHeader>{t('dashboard.list.actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {campaigns.map((campaign) => {
            const facts = factsOf(campaign);
            return (
              <Table.Row key={campaign.id}>
                <Table.Cell maxW="xs">
                  <TitleLink campaign={campaign} />
                </Table.Cell>
                <Table.Cell>
                  <CampaignStatusBadge status={campaign.status} />
                </Table.Cell>
                <Table.Cell>{facts.contentType}</Table.Cell>
                <Table.Cell>{facts.places}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {facts.money}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{facts.date}</Table.Cell>
                {role === 'company' && (
                  <Table.Cell>
                    <RowActions role={role} campaign={campaign} onChanged={onChanged} />
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function CampaignCards({ role, campaigns, onChanged }: { role: Role; campaigns: CampaignSummary[]; onChanged: () => void }) {
  const t = useT();
  const factsOf = useRowFacts(role);
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t(role === 'company' ? 'dashboard.companyCampaigns' : 'dashboard.myCampaigns')}>
      {campaigns.map((campaign) => {
        const facts = factsOf(campaign);
        const rows: { label: MessageId; value: ReactNode }[] = [
          { label: 'dashboard.list.contentType', value: facts.contentType },
          { label: 'dashboard.list.places', value: facts.places },
          { label: role === 'company' ? 'dashboard.list.amount' : 'dashboard.list.earning', value: facts.money },
          { label: role === 'company' ? 'dashboard.list.created' : 'dashboard.list.published', value: facts.date },
        ];
        return (
          <Box as="li" key={campaign.id} borderWidth="1px" borderRadius="l3" p="4">
            <Stack gap="3">
              <HStack justify="space-between" align="flex-start" gap="3">
                <TitleLink campaign={campaign} />
                <CampaignStatusBadge status={campaign.status} />
              </HStack>
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                {rows.map(({ label, value }) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="28">{t(label)}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <RowActions role={role} campaign={campaign} onChanged={onChanged} />
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

function EmptyList({
  role,
  filtered,
  totalEntries,
  onClear,
  onFirstPage,
}: {
  role: Role;
  filtered: boolean;
  totalEntries: number;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const t = useT();
  // A page past the end (an old link, or the last campaign of a page gone): the campaigns are on earlier pages.
  if (totalEntries > 0) {
    return (
      <EmptyNotice
        title={t('dashboard.list.pageEmpty')}
        action={
          <Button variant="outline" onClick={onFirstPage}>
            {t('dashboard.list.firstPage')}
          </Button>
        }
      />
    );
  }
  if (filtered) {
    return (
      <EmptyNotice
        title={t('dashboard.list.nothingFound')}
        description={t('dashboard.list.nothingFoundHint')}
        action={
          <Button variant="outline" onClick={onClear}>
            {t('dashboard.list.clearFilters')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyNotice
      title={t('dashboard.list.empty')}
      description={t(role === 'company' ? 'dashboard.emptyCompany' : 'dashboard.emptyCreator')}
      action={
        <Button asChild colorPalette="blue">
          <RouterLink to={role === 'company' ? APP_ROUTES.createCampaign : APP_ROUTES.campaigns}>{t(role === 'company' ? 'dashboard.create' : 'dashboard.browse')}</RouterLink>
        </Button>
      }
    />
  );
}
