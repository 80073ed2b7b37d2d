import { Box, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { queryOptions } from '@tanstack/react-query';
import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import { ROUTES } from '../../../../../shared/api/routes';
import { LoadFailure } from '../../../components/LoadFailure';
import { useApiQuery } from '../../../hooks/useApiQuery';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { Link as RouterLink } from 'react-router';

const overviewQuery = () => queryOptions({ queryKey: [QUERY_ROOTS.transactions, 'overview'], queryFn: () => apiRequest(ROUTES.adminOverview) });

/**
 * The admin's home figures (issue 13): what waits for an admin, each a link to where it is done. A figure above zero
 * stands out; compensation requests are decided from the delivery's facts on their own screen.
 */
export function AdminOverview() {
  const t = useT();
  const { resource, reload } = useApiQuery(overviewQuery());
  if (resource.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="20" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { pendingLicences, payoutsToCover, compensationRequests, failedPayments } = resource.data;
  const figures: { label: MessageId; value: number; to?: string }[] = [
    { label: 'admin.overview.pendingLicences', value: pendingLicences, to: appPath.licenceQueue() },
    { label: 'admin.overview.payoutsToCover', value: payoutsToCover, to: APP_ROUTES.covering },
    { label: 'admin.overview.compensationRequests', value: compensationRequests, to: APP_ROUTES.compensations },
    { label: 'admin.overview.failedPayments', value: failedPayments, to: appPath.transactions('payment', 'failed') },
  ];
  return (
    <Box as="section" aria-labelledby="admin-overview-heading">
      <Text as="h2" id="admin-overview-heading" fontWeight="semibold" mb="3">
        {t('admin.overview.title')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
        {figures.map(({ label, value, to }) => (
          <LinkBox as="li" key={label} borderWidth="1px" borderRadius="l3" p="4" borderColor={value > 0 ? 'orange.300' : undefined} bg={value > 0 ? 'orange.50' : undefined}>
            <Stat.Root>
              <Stat.Label>
                {to ? (
                  <LinkOverlay asChild>
                    <RouterLink to={to}>{t(label)}</RouterLink>
                  </LinkOverlay>
                ) : (
                  t(label)
                )}
              </Stat.Label>
              <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
            </Stat.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
