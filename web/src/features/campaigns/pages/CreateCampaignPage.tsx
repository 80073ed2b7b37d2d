import { Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../app/LocaleProvider';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { checkoutUrlFor, startCampaignCheckout } from '../../payment/checkout';
import { paymentSuccessPath } from '../../payment/paths';
import { CampaignInfoStep } from '../create/CampaignInfoStep';
import { CreateSteps } from '../create/CreateSteps';
import { CreatorInfoStep } from '../create/CreatorInfoStep';
import { clearDraft, EMPTY_CAMPAIGN, loadDraft, saveDraft, type CampaignDraft, type CampaignFormValues, type CreatedCampaign, type CreateStep } from '../create/draft';
import { PaymentStep } from '../create/PaymentStep';

/**
 * `/campaigns/create` (spec §2): Campaign info, Creator info, Payment. The draft lives in session storage, so going
 * back and forth and reloading keep it; it is forgotten when the company leaves for the provider's checkout.
 */
export default function CreateCampaignPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CampaignDraft>(loadDraft);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the checkout starts the draft is done with: a late render must not store it again.
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current) saveDraft(draft);
  }, [draft]);

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
    leaving.current = true;
    clearDraft();
    window.location.assign(checkoutUrlFor(checkoutUrl, locale));
  }

  function alreadyPaid(campaignId: string) {
    leaving.current = true;
    clearDraft();
    void navigate(paymentSuccessPath(campaignId), { replace: true });
  }

  function startOver() {
    clearDraft();
    setDraft({ step: 'campaign', values: EMPTY_CAMPAIGN });
    goTo('campaign');
  }

  const { step, values, created } = draft;
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
          <PaymentStep values={values} created={created} onCreated={setCreated} checkout={checkout} onAlreadyPaid={alreadyPaid} onEdit={goTo} onStartOver={startOver} />
        )}
      </Stack>
    </Page>
  );
}
