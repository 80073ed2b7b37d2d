import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreatorWizardStep } from '../../../../../shared/domain/profile';
import { creatorDetailsSchema, creatorLicenceSchema, creatorPortfolioSchema } from '../../../../../shared/validation/profile';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { useMediaPreviews, type MediaPreviews } from '../../../components/upload/media-previews';
import { useT } from '../../../i18n/useT';
import { firstIncompleteStep, type OwnCreatorProfile } from './api';
import { CategoriesField } from './fields';
import { generalBody, GeneralFields, generalValuesOf, type DetailsValues } from './GeneralFields';
import { EMPTY_LICENCE, LicenceFields, LicenceStatus, type LicenceValues } from './LicenceSection';
import { portfolioBody, PortfolioFields, portfolioValuesOf, type PortfolioValues } from './PortfolioFields';
import { ProfileLoadFailure } from './ProfileLoadFailure';
import { SectionForm } from './SectionForm';
import { useOwnCreatorProfile } from './useOwnCreatorProfile';
import { WizardSteps } from './WizardSteps';

/**
 * `/creator/creation`: details, portfolio, licence. Each step is saved when the creator goes on, so leaving and
 * coming back resumes at the first step not done (`steps` of the profile). The licence completes the profile on the
 * server; the session then learns it and the dashboard opens.
 */
export default function CreatorCreationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [step, setStep] = useState<CreatorWizardStep>();
  const { profile, setProfile, loadFailure, load } = useOwnCreatorProfile((loaded) => setStep(firstIncompleteStep(loaded)));
  const heading = useRef<HTMLHeadingElement>(null);
  const previews = useMediaPreviews(profile?.readUrls);

  const goTo = (next: CreatorWizardStep) => {
    setStep(next);
    // The new step's heading takes focus, so a screen reader announces it and Tab starts at its first field.
    requestAnimationFrame(() => {
      heading.current?.focus();
      window.scrollTo({ top: 0 });
    });
  };

  function detailsSaved(saved: OwnCreatorProfile) {
    setProfile(saved);
    goTo('portfolio');
    // The header shows the name and picture just saved.
    void refresh();
  }

  function portfolioSaved(saved: OwnCreatorProfile) {
    setProfile(saved);
    goTo('licence');
  }

  async function finish(saved: OwnCreatorProfile) {
    setProfile(saved);
    if (!saved.profileCompleted) return goTo(firstIncompleteStep(saved));
    toaster.create({ type: 'success', title: t('profile.creator.wizard.completed') });
    await refresh();
    navigate(APP_ROUTES.dashboard, { replace: true });
  }

  return (
    <Page title={t('profile.creator.wizard.title')} lead={t('profile.creator.wizard.lead')}>
      {loadFailure ? (
        <ProfileLoadFailure message={loadFailure} onRetry={load} />
      ) : !profile || !step ? (
        <PageSpinner />
      ) : (
        <Stack gap="6" maxW="3xl" w="full">
          <WizardSteps current={step} progress={profile.steps} />
          <Stack gap="1">
            <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
              {t(`profile.creator.step.${step}`)}
            </Heading>
            <Text color="fg.muted">{t(`profile.creator.stepLead.${step}`)}</Text>
          </Stack>
          {step === 'details' && <DetailsStep profile={profile} previews={previews} onSaved={detailsSaved} />}
          {step === 'portfolio' && <PortfolioStep profile={profile} previews={previews} onBack={() => goTo('details')} onSaved={portfolioSaved} />}
          {step === 'licence' && <LicenceStep profile={profile} previews={previews} onBack={() => goTo('portfolio')} onSaved={finish} />}
        </Stack>
      )}
    </Page>
  );
}

interface StepProps {
  profile: OwnCreatorProfile;
  previews: MediaPreviews;
  onSaved: (profile: OwnCreatorProfile) => void | Promise<void>;
  onBack?: () => void;
}

function StepButtons({ onBack, submitLabel, saving }: { onBack?: () => void; submitLabel: string; saving: boolean }) {
  const t = useT();
  return (
    <HStack justify="space-between" gap="3">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={saving}>
          {t('profile.creator.wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" colorPalette="blue" loading={saving} disabled={saving}>
        {submitLabel}
      </Button>
    </HStack>
  );
}

function DetailsStep({ profile, previews, onSaved }: StepProps) {
  const t = useT();
  const initialValues: DetailsValues = { ...generalValuesOf(profile), categories: profile.categories ?? [] };
  return (
    <SectionForm
      section="details"
      schema={creatorDetailsSchema}
      initialValues={initialValues}
      toBody={(values) => ({ ...generalBody(values), categories: values.categories })}
      onSaved={onSaved}
      actions={(formik) => <StepButtons submitLabel={t('profile.creator.wizard.next')} saving={formik.isSubmitting} />}
    >
      {(formik) => (
        <>
          <GeneralFields formik={formik} previews={previews} />
          <CategoriesField formik={formik} />
        </>
      )}
    </SectionForm>
  );
}

function PortfolioStep({ profile, previews, onSaved, onBack }: StepProps) {
  const t = useT();
  return (
    <SectionForm<PortfolioValues>
      section="portfolio"
      schema={creatorPortfolioSchema}
      initialValues={portfolioValuesOf(profile)}
      toBody={portfolioBody}
      onSaved={onSaved}
      actions={(formik) => (
        <StepButtons
          onBack={onBack}
          submitLabel={t(formik.values.portfolio.length === 0 ? 'profile.creator.wizard.skip' : 'profile.creator.wizard.next')}
          saving={formik.isSubmitting}
        />
      )}
    >
      {(formik) => <PortfolioFields formik={formik} previews={previews} />}
    </SectionForm>
  );
}

function LicenceStep({ profile, previews, onSaved, onBack }: StepProps) {
  const t = useT();
  const latest = profile.licence;
  const initialValues: LicenceValues = latest ? { issuedOn: latest.issuedOn, expiresOn: latest.expiresOn, file: latest.file } : EMPTY_LICENCE;
  return (
    <Stack gap="5">
      {latest && <LicenceStatus profile={profile} />}
      <SectionForm<LicenceValues>
        section="licence"
        schema={creatorLicenceSchema}
        initialValues={initialValues}
        toBody={(values) => values}
        onSaved={onSaved}
        actions={(formik) => <StepButtons onBack={onBack} submitLabel={t('profile.creator.wizard.finish')} saving={formik.isSubmitting} />}
      >
        {(formik) => (
          <>
            <LicenceFields formik={formik} previews={previews} />
            <Text textStyle="sm" color="fg.muted">
              {t('profile.creator.licence.reviewNotice')}
            </Text>
          </>
        )}
      </SectionForm>
    </Stack>
  );
}
