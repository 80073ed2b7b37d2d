import { Box, HStack } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';

/** The forgot-password wizard's progress: one segment per step, filled up to the current one (spec §2). */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const t = useT();
  const label = t('auth.forgot.progress', { step: step + 1, total });
  return (
    <HStack gap="2" role="progressbar" aria-label={label} aria-valuemin={1} aria-valuemax={total} aria-valuenow={step + 1} aria-valuetext={label}>
      {Array.from({ length: total }, (_, index) => (
        <Box key={index} flex="1" h="1.5" borderRadius="full" bg={index <= step ? 'blue.600' : 'gray.200'} transition="background 0.2s" />
      ))}
    </HStack>
  );
}
