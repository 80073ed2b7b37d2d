import { Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { CampaignInfoStep } from './CampaignInfoStep';
import { CreateSteps } from './CreateSteps';
import { CreatorInfoStep } from './CreatorInfoStep';
import type { CampaignFormValues, CreateStep } from './draft';

/**
 * The three steps of a campaign's form, for a new campaign and for an unpaid one edited: the step bar, the step's
 * heading and its fields; the payment step is the page's own. A new step's heading takes focus, so a screen reader
 * announces it and Tab starts at its first field.
 */
export function CampaignSteps({
  step,
  values,
  onChange,
  onStep,
  paymentStep,
}: {
  step: CreateStep;
  values: CampaignFormValues;
  onChange: (values: CampaignFormValues) => void;
  onStep: (step: CreateStep) => void;
  paymentStep: ReactNode;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <Stack gap="6" w="full">
      <CreateSteps current={step} />
      <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
        {t(`create.step.${step}`)}
      </Heading>
      {step === 'campaign' && <CampaignInfoStep values={values} onChange={onChange} onNext={() => onStep('creator')} />}
      {step === 'creator' && <CreatorInfoStep values={values} onChange={onChange} onBack={() => onStep('campaign')} onNext={() => onStep('payment')} />}
      {step === 'payment' && paymentStep}
    </Stack>
  );
}
