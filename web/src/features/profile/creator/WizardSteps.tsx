import { Box, chakra, Circle, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CREATOR_WIZARD_STEPS, type CreatorWizardStep, type WizardProgress } from '../../../../../shared/domain/profile';
import { useT } from '../../../i18n/useT';

/** The wizard's steps in order: done ones ticked, the current one marked for assistive technology too. */
export function WizardSteps({ current, progress }: { current: CreatorWizardStep; progress: WizardProgress }) {
  const t = useT();
  const currentIndex = CREATOR_WIZARD_STEPS.indexOf(current);
  return (
    <chakra.ol aria-label={t('profile.creator.wizard.steps')} display="flex" gap={{ base: '2', md: '4' }} listStyleType="none" p="0" m="0">
      {CREATOR_WIZARD_STEPS.map((step, index) => {
        const isCurrent = step === current;
        const done = progress[step] && !isCurrent;
        return (
          <HStack as="li" key={step} flex="1" gap="2" minW="0" aria-current={isCurrent ? 'step' : undefined}>
            <Circle
              size="8"
              flexShrink={0}
              bg={isCurrent ? 'blue.600' : done ? 'blue.100' : 'bg.muted'}
              color={isCurrent ? 'white' : done ? 'blue.800' : 'fg.muted'}
              fontWeight="semibold"
              textStyle="sm"
              aria-hidden="true"
            >
              {done ? '✓' : index + 1}
            </Circle>
            <Box minW="0">
              <Text textStyle="sm" fontWeight={isCurrent ? 'semibold' : 'normal'} color={isCurrent ? 'fg' : 'fg.muted'} lineHeight="short">
                {t(`profile.creator.step.${step}`)}
              </Text>
              <VisuallyHidden>{t(isCurrent ? 'profile.creator.wizard.current' : done ? 'profile.creator.wizard.done' : 'profile.creator.wizard.todo')}</VisuallyHidden>
            </Box>
            {index < CREATOR_WIZARD_STEPS.length - 1 && <Box flex="1" h="0.5" bg={index < currentIndex ? 'blue.600' : 'border'} display={{ base: 'none', md: 'block' }} aria-hidden="true" />}
          </HStack>
        );
      })}
    </chakra.ol>
  );
}
