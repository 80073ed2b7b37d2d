import { Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { useLocale } from '../../../i18n/LocaleProvider';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { checkoutUrlFor, startCampaignCheckout } from '../../../lib/checkout';
import { CampaignInfoStep } from '../create/CampaignInfoStep';
import { CreateSteps } from '../create/CreateSteps';
import { CreatorInfoStep } from '../create/CreatorInfoStep';
import { isStillUnpaid } from '../create/api';
import { clearDraft, EMPTY_CAMPAIGN, loadDraft, newDraft, saveDraft, type CampaignDraft, type CampaignFormValues, type CreatedCampaign, type CreateStep } from '../create/draft';
import { PaymentStep } from '../create/PaymentStep';

/**
 * `/campaigns/create` (spec §2): Campaign info, Creator info, Payment. The draft lives in session storage, so going
 * back and forth, reloading and coming back from the provider's checkout keep it, with the campaign it created: paying
 * again reuses that campaign (and its open checkout). It is forgotten once that campaign is paid or deleted.
 */
export default function CreateCampaignPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CampaignDraft>(loadDraft);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the draft is done with (its campaign paid), a late render must not store it again.
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveDraft(draft);
  }, [draft]);
  // Entries not yet a campaign: leaving asks first (the draft stays in this tab, but a user who leaves may not know).
  useUnsavedChanges(() => !finished.current && !draft.created && JSON.stringify(draft.values) !== JSON.stringify(EMPTY_CAMPAIGN));

  // Back from the checkout, or days later in the same tab: a draft whose campaign was paid or deleted meanwhile starts over.
  const createdId = draft.created?.id;
  useEffect(() => {
    if (!createdId) return;
    let current = true;
    isStillUnpaid(createdId).then(
      (unpaid) => current && !unpaid && setDraft((previous) => (previous.created?.id === createdId ? newDraft() : previous)),
      // Unknown (offline, a failure): the draft stays; "Pay now" will tell.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [createdId]);

  const goTo = (step: CreateStep) => {
    setDraft((previous) => ({ ...previous, step }));
    // The new step's heading takes focus, so a screen reader announces it and Tab starts at its first field.
    requestAnimationFrame(() => {
      heading.current?.focus();
      window.scrollTo({ top: 0 });
    });
  };
  const setValues = useCallback((values: CampaignFormValues) => setDraft((previous) => ({ ...previous, values })), []);
  const setCreated = (created: CreatedCampaign) => setDraft((previous) => ({ ...previous, created }));

  async function checkout(campaignId: string) {
    const checkoutUrl = await startCampaignCheckout(campaignId);
    window.location.assign(checkoutUrlFor(checkoutUrl, locale));
  }

  function alreadyPaid(campaignId: string) {
    finished.current = true;
    clearDraft();
    void navigate(appPath.paymentSuccess(campaignId), { replace: true });
  }

  function startOver() {
    setDraft(newDraft());
    goTo('campaign');
  }

  const { step, values, created, idempotencyKey } = draft;
  return (
    <Page title={t('create.title')} lead={t('create.lead')}>
      <Stack gap="6" w="full">
        <CreateSteps current={step} />
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
          {t(`create.step.${step}`)}
        </Heading>
        {step === 'campaign' && <CampaignInfoStep values={values} onChange={setValues} onNext={() => goTo('creator')} />}
        {step === 'creator' && <CreatorInfoStep values={values} onChange={setValues} onBack={() => goTo('campaign')} onNext={() => goTo('payment')} />}
        {step === 'payment' && (
          <PaymentStep values={values} idempotencyKey={idempotencyKey} created={created} onCreated={setCreated} checkout={checkout} onAlreadyPaid={alreadyPaid} onEdit={goTo} onStartOver={startOver} />
        )}
      </Stack>
    </Page>
  );
}
