import { Avatar, Badge, Box, Button, DataList, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IN_PLACE } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { useT } from '../../../i18n/useT';
import { AccountSettings } from '../account/AccountSettings';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { companyProfileQueries, type OwnCompanyProfile } from './api';
import { CompanyProfileForm } from './CompanyProfileForm';
import { LoadFailure } from '../../../components/LoadFailure';

const TABS = ['profile', 'account'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => value !== null && (TABS as readonly string[]).includes(value);

/**
 * The company's own profile (spec §2): what creators and admins see of it and an editor for every field, and in a
 * second tab its account settings, as a creator has them (the open tab is kept in `?tab=`).
 */
export default function CompanyProfilePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  return (
    <Page title={t('profile.company.profileTitle')}>
      <Tabs.Root value={tab} onValueChange={({ value }) => setParams(value === 'profile' ? {} : { tab: value }, IN_PLACE)} variant="line" colorPalette="blue" lazyMount>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`profile.company.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" pt="6">
          <CompanyProfileTab />
        </Tabs.Content>
        <Tabs.Content value="account" pt="6" maxW="3xl">
          <AccountSettings role="company" />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

function CompanyProfileTab() {
  const t = useT();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(companyProfileQueries.own());
  const [editing, setEditing] = useState(false);

  return (
    <Box maxW="2xl" w="full">
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' &&
        (editing ? (
          <CompanyProfileForm
            profile={resource.data}
            submitLabel={t('profile.company.save')}
            onCancel={() => setEditing(false)}
            onSaved={async (saved) => {
              queryClient.setQueryData(companyProfileQueries.own().queryKey, saved);
              setEditing(false);
              toaster.create({ type: 'success', title: t('profile.company.saved') });
              // The header shows the company's name and logo from the session's user record.
              await refresh();
            }}
          />
        ) : (
          <CompanyProfileView profile={resource.data} onEdit={() => setEditing(true)} />
        ))}
    </Box>
  );
}

function CompanyProfileView({ profile, onEdit }: { profile: OwnCompanyProfile; onEdit: () => void }) {
  const t = useT();
  const logo = profile.avatar ? profile.readUrls[profile.avatar] : undefined;
  const notGiven = <Text color="fg.muted">{t('profile.company.notGiven')}</Text>;
  return (
    <Stack gap="6">
      <HStack gap="4" justify="space-between" flexWrap="wrap">
        <HStack gap="4" minW="0">
          <Avatar.Root size="2xl" colorPalette="blue" shape="rounded">
            <Avatar.Fallback name={profile.companyName} />
            {logo && <Avatar.Image src={logo} alt={t('profile.company.logoAlt')} />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">
              {profile.companyName}
            </Text>
            <Text color="fg.muted" overflowWrap="anywhere">
              {profile.email}
            </Text>
          </Stack>
        </HStack>
        <Button colorPalette="blue" onClick={onEdit}>
          {t('profile.company.edit')}
        </Button>
      </HStack>
      <DataList.Root orientation="horizontal" gap="4" size="lg">
        <DataList.Item alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{t('profile.company.field.description')}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere" dir={profile.description ? 'auto' : undefined}>
            {profile.description || notGiven}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{t('profile.company.field.vatNumber')}</DataList.ItemLabel>
          <DataList.ItemValue>{profile.vatNumber || notGiven}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{t('profile.company.field.businessAddress')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Stack gap="1" align="flex-start">
              <Text overflowWrap="anywhere">{profile.businessAddress ? <bdi>{profile.businessAddress}</bdi> : t('profile.company.notGiven')}</Text>
              <Badge colorPalette={profile.showAddressToCreators ? 'green' : 'gray'}>
                {t(profile.showAddressToCreators ? 'profile.company.addressShown' : 'profile.company.addressHidden')}
              </Badge>
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
