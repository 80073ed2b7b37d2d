import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Pager } from '../../../components/Pager';
import { useT } from '../../../i18n/useT';
import { useUrlFilters } from '../../../lib/search-params';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { exchangeQueries, type ExchangeQuery } from './api';
import { CampaignCard } from './CampaignCard';
import { ChoiceFilters } from './ExchangeFilters';
import { CHOICE_FILTERS, choicesOf, EXCHANGE_URL_FILTERS, type ChoiceSelection } from './filters';
import { ListSelect } from './ListSelect';
import { CARD_GRID_COLUMNS, ListFailure, ListSkeleton, NothingFound, PastLastPage } from './ListStates';
import { SearchField } from './SearchField';

const SORT_OPTIONS = [
  { value: 'DESC', label: 'exchange.sort.newest' },
  { value: 'ASC', label: 'exchange.sort.oldest' },
] as const;

/**
 * New campaigns (spec §2, §7 `GET /campaigns`): the open campaigns by publication date, searched by keyword and
 * filtered by category, content type and location. Every choice lives in the URL, so a reload or a shared link
 * shows the same view.
 */
export function NewCampaigns() {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(EXCHANGE_URL_FILTERS);
  const selection = useMemo(
    () => Object.fromEntries(CHOICE_FILTERS.map(({ name, options }) => [name, choicesOf(values[name], options)])) as ChoiceSelection,
    [values],
  );
  const query: ExchangeQuery = { page, sortOrder: values.sortOrder === 'ASC' ? 'ASC' : 'DESC', keyword: values.keyword.trim(), ...selection };
  const { resource, reload } = useApiQuery(exchangeQueries.open(query));
  const filtered = query.keyword !== '' || CHOICE_FILTERS.some(({ name }) => selection[name].length > 0);
  const clearFilters = () => setFilters({ keyword: '', category: '', contentType: '', location: '' });

  // A new page starts at its top, not where the pager was.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }} role="search" aria-label={t('exchange.search.region')}>
        <SearchField label={t('exchange.search.label')} placeholder={t('exchange.search.placeholder')} value={values.keyword} onSearch={(keyword) => setFilters({ keyword })} />
        <HStack gap="2" flexWrap="wrap">
          <ListSelect label={t('exchange.sort.label')} value={query.sortOrder} options={SORT_OPTIONS} onChange={(sortOrder) => setFilters({ sortOrder: sortOrder === 'ASC' ? 'ASC' : '' })} />
          <ChoiceFilters
            selection={selection}
            onChange={(name, choices) => setFilters({ [name]: choices.join(',') })}
            onClear={() => setFilters({ category: '', contentType: '', location: '' })}
          />
          {filtered && (
            <Button variant="ghost" colorPalette="blue" onClick={clearFilters}>
              {t('exchange.filter.clear')}
            </Button>
          )}
        </HStack>
      </Stack>

      {resource.status === 'loading' && <ListSkeleton variant="cards" />}
      {resource.status === 'failed' && <ListFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && (
        <Stack gap="4">
          {resource.data.totalEntries > 0 && (
            <Text color="fg.muted" role="status" aria-live="polite">
              {t('exchange.count', { count: resource.data.totalEntries })}
            </Text>
          )}
          {resource.data.totalEntries === 0 && !filtered && (
            <EmptyNotice
              title={t('campaigns.empty')}
              description={t('campaigns.emptyHint')}
              action={
                <Button asChild variant="outline" colorPalette="blue">
                  <RouterLink to={APP_ROUTES.myApplies}>{t('applies.title')}</RouterLink>
                </Button>
              }
            />
          )}
          {resource.data.totalEntries === 0 && filtered && (
            <NothingFound hint="exchange.empty.nothingFoundHint" onClear={clearFilters} />
          )}
          {resource.data.totalEntries > 0 && resource.data.campaigns.length === 0 && (
            <PastLastPage onFirstPage={() => setPage(1)} />
          )}
          {resource.data.campaigns.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap="4">
              {resource.data.campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} />
                </li>
              ))}
            </SimpleGrid>
          )}
          <Pager page={page} totalPages={resource.data.totalPages} onPage={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
