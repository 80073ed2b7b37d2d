import { Box, Button, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '../../../../shared/api/routes';
import { APP_ROUTES, appPath } from '../../../../shared/app-paths';
import { GENDERS, type Gender } from '../../../../shared/domain/campaign';
import { isOnboarded, ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '../../../../shared/domain/onboarding';
import { ChoiceCards } from '../../components/form/ChoiceCards';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../i18n/errors';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { apiRequest } from '../../lib/api';
import { CheckIcon } from '../../components/chat/icons';
import { useApiQuery } from '../../hooks/useApiQuery';
import { dashboardQueries } from './api';

/** Where each step is done, and its words. */
const STEPS: Record<Exclude<OnboardingStep, 'gender'>, { label: MessageId; action: MessageId; to: string }> = {
  profile: { label: 'dashboard.onboarding.profile', action: 'dashboard.onboarding.profileAction', to: APP_ROUTES.creatorCreation },
  licence: { label: 'dashboard.onboarding.licence', action: 'dashboard.onboarding.licenceAction', to: appPath.creatorProfile('licence') },
  bankAccount: { label: 'dashboard.onboarding.bankAccount', action: 'dashboard.onboarding.bankAccountAction', to: APP_ROUTES.payment },
};

/** The signed-in creator's onboarding, from the dashboard's figures (one read for both); nothing while they load. */
export function CreatorOnboarding() {
  const { resource } = useApiQuery(dashboardQueries.figures());
  return resource.status === 'ready' && resource.data.role === 'creator' ? <OnboardingChecklist onboarding={resource.data.onboarding} /> : null;
}

/**
 * A creator's onboarding (issue 27): what stands between her and her first application or payout, each step done or
 * with the way to do it, until none is left. Her gender is asked right here (creators who joined before it was asked
 * answer it once).
 */
export function OnboardingChecklist({ onboarding }: { onboarding: Onboarding }) {
  const t = useT();
  if (isOnboarded(onboarding)) return null;
  const left = ONBOARDING_STEPS.filter((step) => !onboarding[step]).length;
  return (
    <Box as="section" aria-labelledby="onboarding-title" borderWidth="1px" borderColor="blue.200" bg="blue.50" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Stack gap="1">
          <Text as="h2" id="onboarding-title" fontWeight="semibold" fontSize="lg">
            {t('dashboard.onboarding.title')}
          </Text>
          <Text color="fg.muted">{t('dashboard.onboarding.lead', { count: left })}</Text>
        </Stack>
        <Stack as="ol" listStyleType="none" gap="3">
          {ONBOARDING_STEPS.map((step) =>
            step === 'gender' ? (
              <GenderStep key={step} done={onboarding.gender} />
            ) : (
              <Step key={step} done={onboarding[step]} label={t(STEPS[step].label)}>
                {!onboarding[step] && (
                  <Link asChild color="blue.700" fontWeight="medium">
                    <RouterLink to={STEPS[step].to}>{t(STEPS[step].action)}</RouterLink>
                  </Link>
                )}
              </Step>
            ),
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function Step({ done, label, children }: { done: boolean; label: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Box as="li" data-testid="onboarding-step" data-done={done}>
      <HStack gap="2" align="start" flexWrap="wrap">
        <Box boxSize="5" borderRadius="full" bg={done ? 'green.600' : 'bg'} borderWidth={done ? 0 : '2px'} borderColor="blue.300" color="white" display="grid" placeItems="center" flexShrink="0" mt="0.5">
          {done && <CheckIcon boxSize="3" />}
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Text textDecoration={done ? 'line-through' : undefined} color={done ? 'fg.muted' : 'fg'}>
            {label}
            {done && <VisuallyHidden> ({t('dashboard.onboarding.done')})</VisuallyHidden>}
          </Text>
          {children}
        </Stack>
      </HStack>
    </Box>
  );
}

/** The one question a creator who joined before it was asked answers here: saved as the profile's gender. */
function GenderStep({ done }: { done: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [gender, setGender] = useState<Gender | ''>('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  async function save() {
    if (!gender) return setError(t('validation.required'));
    setSaving(true);
    try {
      await apiRequest(ROUTES.saveCreatorProfileSection, { pathParameters: { section: 'gender' }, body: { gender } });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.figures().queryKey });
    } catch (failure) {
      toaster.create({ type: 'error', title: errorMessage(t, failure) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Step done={done} label={t('dashboard.onboarding.gender')}>
      {!done && (
        <Stack gap="2" maxW="sm">
          <ChoiceCards
            name="gender"
            legend={t('dashboard.onboarding.genderQuestion')}
            hint={t('dashboard.onboarding.genderHint')}
            choices={GENDERS.map((value) => ({ value, label: t(`term.gender.${value}`) }))}
            value={gender}
            onChange={(value) => {
              setGender(value);
              setError(undefined);
            }}
            onBlur={() => undefined}
            error={error}
            columns={2}
          />
          <Button size="sm" colorPalette="blue" alignSelf="start" loading={saving} onClick={() => void save()}>
            {t('dashboard.onboarding.genderSave')}
          </Button>
        </Stack>
      )}
    </Step>
  );
}
