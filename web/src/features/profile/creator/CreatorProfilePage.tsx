import { Avatar, Badge, Box, Button, Heading, HStack, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { IN_PLACE } from '../../../lib/search-params';
import type { CategoryId } from '../../../../../shared/domain/categories';
import { SOCIAL_NETWORK_IDS, type SocialNetwork } from '../../../../../shared/domain/social';
import {
  creatorCategoriesSchema,
  creatorGeneralSchema,
  creatorLicenceSchema,
  creatorPortfolioSchema,
  creatorSocialSchema,
} from '../../../../../shared/validation/profile';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { useMediaPreviews, type MediaPreviews } from '../../../components/upload/media-previews';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { AccountSettings } from '../account/AccountSettings';
import type { OwnCreatorProfile } from './api';
import { CategoriesField, FormInput } from './fields';
import { generalBody, GeneralFields, generalValuesOf, type GeneralValues } from './GeneralFields';
import { EMPTY_LICENCE, LICENCE_PALETTE, LicenceFields, LicenceStatus, type LicenceValues } from './LicenceSection';
import { portfolioBody, PortfolioFields, portfolioValuesOf, type PortfolioValues } from './PortfolioFields';
import { ProfileLoadFailure } from './ProfileLoadFailure';
import { SectionForm } from './SectionForm';
import { useOwnCreatorProfile } from './useOwnCreatorProfile';

const TABS = ['general', 'categories', 'portfolio', 'licence', 'social', 'account'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => value !== null && (TABS as readonly string[]).includes(value);

/** `/creator/profile`: the creator's profile at a glance, and its settings in tabs (the open tab is kept in `?tab=`). */
export default function CreatorProfilePage() {
  const t = useT();
  const { profile, setProfile, loadFailure, load } = useOwnCreatorProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'general';
  const previews = useMediaPreviews(profile?.readUrls);
  const tabList = useRef<HTMLDivElement>(null);

  // On a narrow screen the tab list scrolls: the open tab (e.g. from ?tab=account) must be in view.
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, profile]);

  return (
    <Page title={t('profile.creator.settings.title')}>
      {loadFailure ? (
        <ProfileLoadFailure message={loadFailure} onRetry={load} />
      ) : !profile ? (
        <PageSpinner />
      ) : (
        <Stack gap="8">
          <ProfileSummary profile={profile} />
          <Tabs.Root value={tab} onValueChange={({ value }) => setParams(value === 'general' ? {} : { tab: value }, IN_PLACE)} variant="line" colorPalette="blue" lazyMount>
            <Box ref={tabList} overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
              <Tabs.List minW="max-content">
                {TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value}>
                    {t(`profile.creator.tab.${value}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {TABS.map((value) => (
              <Tabs.Content key={value} value={value} pt="6" maxW="3xl">
                <TabPanel tab={value} profile={profile} previews={previews} onSaved={setProfile} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      )}
    </Page>
  );
}

function ProfileSummary({ profile }: { profile: OwnCreatorProfile }) {
  const t = useT();
  const avatar = profile.avatar ? profile.readUrls[profile.avatar] : undefined;
  return (
    <HStack gap={{ base: '4', md: '6' }} align="center" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Avatar.Root size="2xl" colorPalette="blue" flexShrink={0}>
        <Avatar.Fallback name={profile.fullName} />
        {avatar && <Avatar.Image src={avatar} alt="" />}
      </Avatar.Root>
      <Stack gap="2" minW="0">
        <Heading as="h2" size="lg" truncate>
          {profile.fullName}
        </Heading>
        <Text color="fg.muted" textStyle="sm" truncate>
          {profile.email}
        </Text>
        <Wrap gap="2">
          <Badge colorPalette={LICENCE_PALETTE[profile.licenceState]}>{t(`profile.creator.licence.summary.${profile.licenceState}`)}</Badge>
          {(profile.categories ?? []).map((id) => (
            <Badge key={id} variant="outline">
              {t(`profile.creator.category.${id}` satisfies MessageId)}
            </Badge>
          ))}
        </Wrap>
      </Stack>
    </HStack>
  );
}

interface PanelProps {
  profile: OwnCreatorProfile;
  previews: MediaPreviews;
  onSaved: (profile: OwnCreatorProfile) => void;
}

function TabPanel({ tab, ...props }: PanelProps & { tab: Tab }) {
  switch (tab) {
    case 'general':
      return <GeneralTab {...props} />;
    case 'categories':
      return <CategoriesTab {...props} />;
    case 'portfolio':
      return <PortfolioTab {...props} />;
    case 'licence':
      return <LicenceTab {...props} />;
    case 'social':
      return <SocialTab {...props} />;
    case 'account':
      return <AccountSettings role="creator" />;
  }
}

function SaveButton({ saving, children }: { saving: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <Button type="submit" colorPalette="blue" alignSelf="start" loading={saving} disabled={saving}>
      {children ?? t('profile.creator.settings.save')}
    </Button>
  );
}

/** A saved tab: the page takes the answer (the whole profile) and says so. */
function useSaved(onSaved: (profile: OwnCreatorProfile) => void) {
  const t = useT();
  return (profile: OwnCreatorProfile) => {
    onSaved(profile);
    toaster.create({ type: 'success', title: t('profile.creator.settings.saved') });
  };
}

function GeneralTab({ profile, previews, onSaved }: PanelProps) {
  const { refresh } = useSession();
  const saved = useSaved(onSaved);
  return (
    <SectionForm<GeneralValues>
      section="general"
      schema={creatorGeneralSchema}
      initialValues={generalValuesOf(profile)}
      toBody={generalBody}
      onSaved={async (next) => {
        saved(next);
        // The header's account menu shows the name and picture.
        await refresh();
      }}
      actions={(formik) => <SaveButton saving={formik.isSubmitting} />}
    >
      {(formik) => <GeneralFields formik={formik} previews={previews} />}
    </SectionForm>
  );
}

function CategoriesTab({ profile, onSaved }: PanelProps) {
  const saved = useSaved(onSaved);
  return (
    <SectionForm<{ categories: CategoryId[] }>
      section="categories"
      schema={creatorCategoriesSchema}
      initialValues={{ categories: profile.categories ?? [] }}
      toBody={(values) => values}
      onSaved={saved}
      actions={(formik) => <SaveButton saving={formik.isSubmitting} />}
    >
      {(formik) => <CategoriesField formik={formik} />}
    </SectionForm>
  );
}

function PortfolioTab({ profile, previews, onSaved }: PanelProps) {
  const saved = useSaved(onSaved);
  return (
    <SectionForm<PortfolioValues>
      section="portfolio"
      schema={creatorPortfolioSchema}
      initialValues={portfolioValuesOf(profile)}
      toBody={portfolioBody}
      onSaved={saved}
      actions={(formik) => <SaveButton saving={formik.isSubmitting} />}
    >
      {(formik) => <PortfolioFields formik={formik} previews={previews} />}
    </SectionForm>
  );
}

function LicenceTab({ profile, previews, onSaved }: PanelProps) {
  const t = useT();
  const saved = useSaved(onSaved);
  // A new form after each submission: the next one starts empty.
  const [submissions, setSubmissions] = useState(0);
  return (
    <Stack gap="8">
      <LicenceStatus profile={profile} />
      <Stack as="section" aria-labelledby="new-licence" gap="4">
        <Heading as="h3" size="md" id="new-licence">
          {t('profile.creator.licence.newTitle')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('profile.creator.licence.reviewNotice')}
        </Text>
        <SectionForm<LicenceValues>
          key={submissions}
          section="licence"
          schema={creatorLicenceSchema}
          initialValues={EMPTY_LICENCE}
          toBody={(values) => values}
          onSaved={(next) => {
            saved(next);
            setSubmissions((count) => count + 1);
          }}
          actions={(formik) => <SaveButton saving={formik.isSubmitting}>{t('profile.creator.licence.submit')}</SaveButton>}
        >
          {(formik) => <LicenceFields formik={formik} previews={previews} />}
        </SectionForm>
      </Stack>
    </Stack>
  );
}

type SocialValues = Record<SocialNetwork, string>;

const SOCIAL_PLACEHOLDERS: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/yourname',
  linkedin: 'https://www.linkedin.com/in/yourname',
  x: 'https://x.com/yourname',
  tiktok: 'https://www.tiktok.com/@yourname',
  snapchat: 'https://www.snapchat.com/add/yourname',
};

function SocialTab({ profile, onSaved }: PanelProps) {
  const t = useT();
  const saved = useSaved(onSaved);
  const initialValues = Object.fromEntries(SOCIAL_NETWORK_IDS.map((network) => [network, profile.socialLinks?.[network] ?? ''])) as SocialValues;
  return (
    <SectionForm<SocialValues>
      section="social"
      schema={creatorSocialSchema}
      initialValues={initialValues}
      // A link left empty is removed.
      toBody={(values) => Object.fromEntries(SOCIAL_NETWORK_IDS.map((network) => [network, values[network].trim() || null]))}
      onSaved={saved}
      actions={(formik) => <SaveButton saving={formik.isSubmitting} />}
    >
      {(formik) => (
        <Stack gap="5">
          <Text color="fg.muted" textStyle="sm">
            {t('profile.creator.social.lead')}
          </Text>
          {SOCIAL_NETWORK_IDS.map((network) => (
            <FormInput
              key={network}
              formik={formik}
              name={network}
              type="url"
              inputMode="url"
              dir="ltr"
              label={t(`profile.creator.social.${network}`)}
              placeholder={SOCIAL_PLACEHOLDERS[network]}
            />
          ))}
        </Stack>
      )}
    </SectionForm>
  );
}
