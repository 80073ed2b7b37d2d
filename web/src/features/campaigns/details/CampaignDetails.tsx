import { Alert, Box, Card, Grid, HStack, Stack, Stat, Tabs, Text } from '@chakra-ui/react';
import { Suspense, use, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CampaignTab } from '../../../../../shared/app-paths';
import type { CampaignView } from '../../../../../shared/domain/campaign';
import type { Role } from '../../../../../shared/domain/constants';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { ApplyButton } from '../exchange/ApplyButton';
import { CampaignBrief, PriceBreakdownSection } from './CampaignBrief';
import { Candidates } from './Candidates';
import { CompanyLink } from './CompanyLink';
import { UnpaidActions } from '../../../components/campaign/UnpaidActions';
import { ApplicationStatusBadge, CampaignStatusBadge } from '../../../components/StatusBadge';
import { CreatorResults } from '../delivery/CreatorResults';
import { CreatorWorkspace } from '../delivery/CreatorWorkspace';
import { ResultsReview } from '../delivery/ResultsReview';
import { campaignTabs, openTab } from './campaign-tabs';
import { PageSpinner } from '../../../components/PageSpinner';
import { CampaignChatPanel } from '../../../lib/campaign-chat';
import { useDates } from '../../../lib/dates';

/**
 * One campaign as the viewer's role may see it (issue 5, campaign details): everyone the brief; a creator what they
 * earn and their application (or the way to apply); the owning company the price, the payment it still owes and the
 * candidates to choose from; an admin the price and the candidates, read-only. Once paid, the company's (and an
 * admin's) page has the posting workspace's tabs (spec §2): Workspace, Chat (the company's), Requests (the
 * candidates) and Results; an accepted creator's has Workspace (their delivery above the brief), Chat and Results.
 */
export function CampaignDetails({ campaign, role, userId, onChanged }: { campaign: CampaignView; role: Role; userId: string; onChanged: () => void }) {
  const t = useT();
  const tabs = campaignTabs(role, campaign);
  const overview = <Overview campaign={campaign} role={role} onChanged={onChanged} />;
  const chatPanel = use(CampaignChatPanel);
  const chat = chatPanel && <Suspense fallback={<PageSpinner />}>{chatPanel({ campaignId: campaign.id, myId: userId })}</Suspense>;
  return (
    <Stack gap="8">
      <HStack gap="3" flexWrap="wrap">
        <CampaignStatusBadge status={campaign.status} />
        <Text color="fg.muted">
          {t('campaign.by')}{' '}
          {role === 'company' ? (
            <bdi>{campaign.companyName}</bdi>
          ) : (
            <CompanyLink companyId={campaign.companyId} companyName={campaign.companyName} color="blue.700" fontWeight="medium" />
          )}
        </Text>
      </HStack>
      {role === 'company' && campaign.status === 'unpaid' && <PaymentNotice campaign={campaign} onChanged={onChanged} />}
      {tabs.length === 0 ? (
        overview
      ) : role === 'creator' ? (
        <CampaignTabs
          tabs={tabs}
          panels={{
            workspace: (
              <Stack gap="10">
                <CreatorWorkspace campaign={campaign} creatorId={userId} />
                {overview}
              </Stack>
            ),
            chat,
            results: <CreatorResults campaignId={campaign.id} creatorId={userId} />,
          }}
        />
      ) : (
        <CampaignTabs
          tabs={tabs}
          panels={{
            workspace: overview,
            chat,
            requests: <Candidates campaign={campaign} canDecide={role === 'company'} onDecided={onChanged} />,
            results: <ResultsReview campaign={campaign} canReview={role === 'company'} />,
          }}
        />
      )}
    </Stack>
  );
}

/** The brief, with what a creator earns and their application, or what the company pays. */
function Overview({ campaign, role, onChanged }: { campaign: CampaignView; role: Role; onChanged: () => void }) {
  return (
    // Beside the brief on a wide screen; a creator's panel comes before it on a narrow one, where "Apply" must not hide below the brief.
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
      {role === 'creator' && (
        <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }}>
          <CreatorPanel campaign={campaign} onChanged={onChanged} />
        </Box>
      )}
      <Box gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }} minW="0">
        <CampaignBrief campaign={campaign} />
      </Box>
      {role !== 'creator' && <PriceBreakdownSection campaign={campaign} />}
    </Grid>
  );
}

/**
 * The page's tabs, the open one kept in `?tab=` (`appPath.campaignTab`), so a notice's link opens it and a reload
 * keeps it. A tab's content mounts when first opened and then stays: uploads under way survive a look at another tab.
 */
function CampaignTabs({ tabs, panels }: { tabs: readonly CampaignTab[]; panels: Partial<Record<CampaignTab, ReactNode>> }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const tab = openTab(tabs, params.get('tab'), hash);
  const choose = (value: string) =>
    setParams(
      (next) => {
        if (value === 'workspace') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs.Root value={tab} onValueChange={({ value }) => choose(value)} variant="line" colorPalette="blue" lazyMount>
      <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
        <Tabs.List minW="max-content">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`campaign.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {tabs.map((value) => (
        <Tabs.Content key={value} value={value} pt="6">
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** What the creator earns here, and where their application stands (or the way to apply while the campaign is open). */
function CreatorPanel({ campaign, onChanged }: { campaign: CampaignView; onChanged: () => void }) {
  const t = useT();
  const dates = useDates();
  const application = campaign.myApplication;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
          <Stat.Root>
            <Stat.Label>{t('term.price.earning')}</Stat.Label>
            <Stat.ValueText>
              <Amount halalas={campaign.creatorEarning} />
            </Stat.ValueText>
            <Stat.HelpText as="dd">
              {/* A delivery refunded to the company (issue 13) ends unpaid. */}
              {application?.status === 'cancelled'
                ? t('campaign.earningCancelled')
                : t(campaign.picturesNeeded ? 'campaign.earningHint' : 'campaign.earningHintVideo')}
            </Stat.HelpText>
          </Stat.Root>
          {application ? (
            <Stack gap="1.5" align={{ base: 'flex-start', sm: 'flex-end' }}>
              <HStack gap="2">
                <Text fontWeight="medium">{t('campaign.myApplication')}</Text>
                <ApplicationStatusBadge status={application.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t('campaign.appliedOn', { date: dates.day(application.appliedAt) })}
              </Text>
            </Stack>
          ) : campaign.status === 'open' ? (
            <ApplyButton
              campaign={{ id: campaign.id, campaignTitle: campaign.campaignTitle, creatorInterests: campaign.creatorInterests, creatorEarning: campaign.creatorEarning }}
              onApplied={onChanged}
            />
          ) : (
            <Text color="fg.muted">{t('campaign.notTakingApplications')}</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * An unpaid campaign is not published (spec §2, create-campaign flow): its company may pay now, or again after a
 * failure, edit it, or delete it.
 */
function PaymentNotice({ campaign, onChanged }: { campaign: CampaignView; onChanged: () => void }) {
  const t = useT();
  return (
    <Alert.Root status={campaign.lastPaymentStatus === 'failed' ? 'error' : 'warning'} maxW="3xl">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{t('campaign.unpaid.title')}</Alert.Title>
          <Alert.Description>
            {campaign.lastPaymentStatus === 'failed' ? `${t('campaign.unpaid.failed')} ${t('campaign.unpaid.hint')}` : t('campaign.unpaid.hint')}
          </Alert.Description>
        </Alert.Content>
        <UnpaidActions campaign={campaign} onChanged={onChanged} />
      </Stack>
    </Alert.Root>
  );
}
