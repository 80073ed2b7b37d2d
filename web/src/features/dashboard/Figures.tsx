import { Box, Link, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../shared/app-paths';
import type { ReactNode } from 'react';
import type { DashboardView } from '../../../../shared/domain/campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from '../../../../shared/domain/constants';
import { useT } from '../../i18n/useT';
import { Amount } from '../../components/Amount';
import { LoadFailure } from '../../components/LoadFailure';
import { useApiQuery } from '../../hooks/useApiQuery';
import { dashboardQueries } from './api';

/** The dashboard's figures (spec §2), computed by the API from the member's own campaigns or applications. */
export function Figures() {
  const t = useT();
  const { resource, reload } = useApiQuery(dashboardQueries.figures());
  if (resource.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  return resource.data.role === 'company' ? <CompanyFigures figures={resource.data} /> : <CreatorFigures figures={resource.data} />;
}

function Figure({ label, value, hint, wide, more }: { label: string; value: ReactNode; hint?: string; wide?: boolean; more?: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4" minW="0" gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
          {value}
        </Stat.ValueText>
        {hint && <Stat.HelpText as="dd">{hint}</Stat.HelpText>}
      </Stat.Root>
      {more}
    </Box>
  );
}

function CompanyFigures({ figures }: { figures: Extract<DashboardView, { role: 'company' }> }) {
  const t = useT();
  const { campaignsByStatus } = figures;
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label={t('dashboard.figures.campaigns')}>
        <Figure label={t('term.campaignStatus.unpaid')} value={campaignsByStatus.unpaid} />
        <Figure label={t('term.campaignStatus.open')} value={campaignsByStatus.open} />
        <Figure label={t('term.campaignStatus.in-progress')} value={campaignsByStatus['in-progress']} />
        <Figure label={t('term.campaignStatus.completed')} value={campaignsByStatus.completed} />
      </SimpleGrid>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="3" aria-label={t('dashboard.figures.activity')}>
        <Figure
          wide
          label={t('dashboard.figures.totalSpend')}
          value={<Amount halalas={figures.totalSpend} />}
          hint={t('dashboard.figures.totalSpendHint')}
        />
        <Figure label={t('dashboard.figures.openPlaces')} value={figures.openPlaces} hint={t('dashboard.figures.openPlacesHint')} />
        <Figure label={t('dashboard.figures.pendingApplicants')} value={figures.pendingApplicants} hint={t('dashboard.figures.pendingApplicantsHint')} />
      </SimpleGrid>
    </>
  );
}

function CreatorFigures({ figures }: { figures: Extract<DashboardView, { role: 'creator' }> }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label={t('dashboard.figures.label')}>
      <Figure
        label={t('dashboard.figures.active')}
        value={t('dashboard.figures.activeValue', { count: figures.activeCampaignsCount, max: MAX_ACTIVE_CAMPAIGNS_TO_APPLY })}
        hint={t('dashboard.figures.activeHint', { max: MAX_ACTIVE_CAMPAIGNS_TO_APPLY })}
      />
      <Figure label={t('dashboard.figures.pendingApplications')} value={figures.pendingApplications} />
      <Figure
        label={t('dashboard.figures.earningsPending')}
        value={<Amount halalas={figures.earningsPending} />}
        more={
          <Link asChild fontSize="sm" color="blue.700">
            <RouterLink to={APP_ROUTES.earnings}>{t('dashboard.figures.earningsLink')}</RouterLink>
          </Link>
        }
      />
      <Figure label={t('dashboard.figures.completed')} value={figures.completedCampaigns} />
    </SimpleGrid>
  );
}
