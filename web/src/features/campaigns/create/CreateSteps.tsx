import { Box, chakra, Circle, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { CREATE_STEPS, type CreateStep } from './draft';

/**
 * The flow's three steps as a list under a 3-segment bar: the steps before the current one are done (ticked), the
 * current one is marked for assistive technology too (aria-current="step").
 */
export function CreateSteps({ current }: { current: CreateStep }) {
  const t = useT();
  const currentIndex = CREATE_STEPS.indexOf(current);
  return (
    <chakra.ol aria-label={t('create.steps')} display="flex" gap={{ base: '2', md: '4' }} listStyleType="none" p="0" m="0">
      {CREATE_STEPS.map((step, index) => {
        const isCurrent = index === currentIndex;
        const done = index < currentIndex;
        return (
          <Stack as="li" key={step} flex="1" minW="0" gap="2" aria-current={isCurrent ? 'step' : undefined}>
            <Box h="1.5" borderRadius="full" bg={index <= currentIndex ? 'blue.600' : 'gray.200'} transition="background 0.2s" aria-hidden="true" />
            <Stack direction="row" gap="2" align="center" minW="0">
              <Circle
                size="7"
                flexShrink={0}
                bg={isCurrent ? 'blue.600' : done ? 'blue.100' : 'bg.muted'}
                color={isCurrent ? 'white' : done ? 'blue.800' : 'fg.muted'}
                fontWeight="semibold"
                textStyle="xs"
                aria-hidden="true"
              >
                {done ? '✓' : index + 1}
              </Circle>
              <Text textStyle="sm" fontWeight={isCurrent ? 'semibold' : 'normal'} color={isCurrent ? 'fg' : 'fg.muted'} lineHeight="short">
                {t(`create.step.${step}`)}
                {' '}
                <VisuallyHidden>{t(isCurrent ? 'create.stepState.current' : done ? 'create.stepState.done' : 'create.stepState.todo')}</VisuallyHidden>
              </Text>
            </Stack>
          </Stack>
        );
      })}
    </chakra.ol>
  );
}
