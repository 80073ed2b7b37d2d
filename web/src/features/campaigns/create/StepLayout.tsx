import { Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT';

/**
 * One step as a form: its fields, the price summary and the buttons. Wide screens keep the summary in a column
 * beside the fields; narrow ones show it between the fields and the buttons, so the price is seen before going on.
 * After a refused submit, focus moves to the first field in error.
 */
export function StepLayout({
  onSubmit,
  submission,
  summary,
  actions,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's submit count, whether a submit is being validated, and the outcome: when to move focus to the first error. */
  submission?: { count: number; submitting: boolean; invalid: boolean };
  summary: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const count = submission?.count ?? 0;
  const submitting = submission?.submitting ?? false;
  const invalid = submission?.invalid ?? false;
  useEffect(() => {
    if (count === 0 || submitting || !invalid) return;
    // A refused submit has just finished validating and its errors render with this commit: the first invalid
    // control (or the first input of an invalid group) takes focus.
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input:not([disabled])');
    first?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submit, never while validity changes as the user types
  }, [count, submitting]);
  return (
    <chakra.form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      gridTemplateAreas={{ base: '"fields" "summary" "actions"', lg: '"fields summary" "actions summary"' }}
      gridTemplateRows={{ lg: 'auto 1fr' }}
      columnGap="10"
      rowGap="6"
    >
      <Stack gridArea="fields" gap="6" minW="0">
        {children}
      </Stack>
      <Box gridArea="summary" alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
        {summary}
      </Box>
      <Stack gridArea="actions" gap="4" alignSelf="start">
        {actions}
      </Stack>
    </chakra.form>
  );
}

/** Back (when there is a step before), and the step's submit button with any other action of the step beside it. */
export function StepButtons({ onBack, submitLabel, busy = false, children }: { onBack?: () => void; submitLabel: string; busy?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t('create.back')}
        </Button>
      ) : (
        <span />
      )}
      <HStack gap="3" flexWrap="wrap">
        {children}
        <Button type="submit" colorPalette="blue" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
      </HStack>
    </HStack>
  );
}
