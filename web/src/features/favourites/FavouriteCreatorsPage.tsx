import { Avatar, Box, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../shared/app-paths';
import type { FavouriteCreatorView } from '../../../../shared/domain/favourites';
import { EmptyNotice } from '../../components/EmptyNotice';
import { LoadFailure } from '../../components/LoadFailure';
import { Page } from '../../components/Page';
import { PageSpinner } from '../../components/PageSpinner';
import { Pager } from '../../components/Pager';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useT } from '../../i18n/useT';
import { useDates } from '../../lib/dates';
import { FavouriteButton } from '../../components/FavouriteButton';
import { favouriteQueries } from '../../lib/favourites';
import { RatingSummaryBadge } from '../../components/ratings/RatingSummaryBadge';

/**
 * `/creators` (issue 28): the company's favourite creators, the latest starred first, each with the last campaign
 * worked on together and the star to remove her; twenty to a page.
 */
export default function FavouriteCreatorsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { resource, reload } = useApiQuery(favouriteQueries.list(page));
  // The last star of the last page removed: that page is gone, the one before it is shown.
  const lastPage = resource.status === 'ready' ? resource.data.totalPages : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [lastPage, page]);
  return (
    <Page title={t('favourites.title')} lead={t('favourites.lead')}>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && resource.data.totalEntries === 0 && (
        <EmptyNotice
          title={t('favourites.empty')}
          description={t('favourites.emptyHint')}
          action={
            <Button asChild colorPalette="blue" variant="outline">
              <RouterLink to={APP_ROUTES.dashboard}>{t('favourites.toCampaigns')}</RouterLink>
            </Button>
          }
        />
      )}
      {resource.status === 'ready' && resource.data.totalEntries > 0 && (
        <Stack gap="4">
          <Text color="fg.muted" role="status" aria-live="polite">
            {t('favourites.count', { count: resource.data.totalEntries })}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
            {resource.data.creators.map((creator) => (
              <FavouriteCard key={creator.creatorId} creator={creator} />
            ))}
          </SimpleGrid>
          <Pager page={page} totalPages={resource.data.totalPages} onPage={setPage} />
        </Stack>
      )}
    </Page>
  );
}

function FavouriteCard({ creator }: { creator: FavouriteCreatorView }) {
  const t = useT();
  const dates = useDates();
  const name = creator.fullName || t('favourites.unavailable');
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4" data-testid="favourite-creator">
      <HStack gap="3" align="flex-start" justify="space-between">
        <HStack gap="3" align="flex-start" minW="0">
          <Avatar.Root size="lg" colorPalette="blue" flexShrink="0">
            <Avatar.Fallback name={name} />
            {creator.avatarReadUrl && <Avatar.Image src={creator.avatarReadUrl} alt={t('favourites.avatarAlt', { name })} />}
          </Avatar.Root>
          <Stack gap="1" minW="0">
            {creator.fullName ? (
              <Link asChild fontWeight="semibold" color="blue.700" overflowWrap="anywhere">
                <RouterLink to={appPath.creator(creator.creatorId)}>
                  <bdi>{creator.fullName}</bdi>
                </RouterLink>
              </Link>
            ) : (
              <Text fontWeight="semibold">{name}</Text>
            )}
            <RatingSummaryBadge summary={creator.rating} />
            <Text fontSize="sm" color="fg.muted">
              {t('favourites.starredOn', { date: dates.day(creator.favouritedAt) })}
            </Text>
            {creator.lastCampaign ? (
              <Text fontSize="sm">
                {t('favourites.lastCampaign')}{' '}
                <Link asChild color="blue.700" overflowWrap="anywhere">
                  <RouterLink to={appPath.campaign(creator.lastCampaign.campaignId)}>
                    <bdi>{creator.lastCampaign.campaignTitle}</bdi>
                  </RouterLink>
                </Link>{' '}
                <Text as="span" color="fg.muted">
                  ({dates.day(creator.lastCampaign.acceptedAt)})
                </Text>
              </Text>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('favourites.noCampaignYet')}
              </Text>
            )}
          </Stack>
        </HStack>
        <FavouriteButton creatorId={creator.creatorId} name={name} listed />
      </HStack>
    </Box>
  );
}
