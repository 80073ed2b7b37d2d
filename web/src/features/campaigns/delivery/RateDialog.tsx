import { Field, RatingGroup, Stack, Textarea } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { CRITERIA_OF, MAX_SCORE, REVIEW_TEXT_MAX_LENGTH, type RatingCriterion, type RatingInput, type RatingSide } from '../../../../../shared/domain/ratings';
import { RATE_SCHEMAS } from '../../../../../shared/validation/ratings';
import { FormDialog } from '../../../components/FormDialog';
import { useFormDialog } from '../../../hooks/useFormDialog';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

interface RateValues {
  overall?: number;
  criteria: Partial<Record<RatingCriterion, number>>;
  text: string;
}

/**
 * The rating of one deal by the caller's side (issue 28): the overall score and each criterion of the side, one to
 * five stars each (arrow keys move between them), and optional words; the side's rules check it before it is sent.
 */
export function RateDialog({
  open,
  side,
  otherName,
  returnFocus,
  onClose,
  onRate,
}: {
  open: boolean;
  side: RatingSide;
  otherName: string;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onRate: (input: RatingInput) => Promise<void>;
}) {
  const t = useT();
  const schema = RATE_SCHEMAS[side];
  const { form, dialog } = useFormDialog<RateValues>({
    initialValues: { criteria: {}, text: '' },
    validationSchema: schema,
    onClose,
    submit: async (values) => {
      await onRate(schema.cast(values) as RatingInput);
      form.resetForm();
    },
    failureOf: (error) => errorMessage(t, error),
  });
  const shown = (error: unknown) => (typeof error === 'string' && (form.submitCount > 0 || form.touched.overall) ? t(`validation.${error}` as MessageId) : undefined);
  const criteriaErrors = (form.errors.criteria ?? {}) as Partial<Record<RatingCriterion, string>>;
  return (
    <FormDialog
      open={open}
      title={t('delivery.rating.dialogTitle', { name: otherName })}
      cancelLabel={t('delivery.rating.cancel')}
      submitLabel={t('delivery.rating.submit')}
      returnFocus={returnFocus}
      {...dialog}
    >
      <Stack gap="3">
        <ScoreField label={t('term.rating.overall')} value={form.values.overall} error={shown(form.errors.overall)} onChange={(score) => void form.setFieldValue('overall', score)} />
        {CRITERIA_OF[side].map((criterion) => (
          <ScoreField
            key={criterion}
            label={t(`term.rating.criterion.${criterion}`)}
            value={form.values.criteria[criterion]}
            error={shown(criteriaErrors[criterion])}
            onChange={(score) => void form.setFieldValue(`criteria.${criterion}`, score)}
          />
        ))}
      </Stack>
      <Field.Root invalid={Boolean(shown(form.errors.text))}>
        <Field.Label>{t('delivery.rating.text')}</Field.Label>
        <Textarea name="text" rows={4} dir="auto" maxLength={REVIEW_TEXT_MAX_LENGTH} value={form.values.text} onChange={form.handleChange} onBlur={form.handleBlur} />
        {shown(form.errors.text) ? (
          <Field.ErrorText>{shown(form.errors.text)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('delivery.rating.textHint', { count: form.values.text.length, max: REVIEW_TEXT_MAX_LENGTH })}</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}

function ScoreField({ label, value, error, onChange }: { label: string; value: number | undefined; error: string | undefined; onChange: (score: number) => void }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <RatingGroup.Root count={MAX_SCORE} value={value ?? 0} onValueChange={(details) => onChange(details.value)} colorPalette="yellow" size="md">
        <RatingGroup.Label>{label}</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <RatingGroup.Control>
          <RatingGroup.Items />
        </RatingGroup.Control>
      </RatingGroup.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
