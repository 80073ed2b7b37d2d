import { Field, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { CAMPAIGN_NOTES_MAX_LENGTH, CREATOR_SHOULD_SHOW, GENDERS, LOCATIONS, PREFERRED_AGES } from '../../../../../shared/domain/campaign';
import { CATEGORY_IDS } from '../../../../../shared/domain/categories';
import { MAX_CREATOR_INTERESTS } from '../../../../../shared/domain/constants';
import { creatorInfoSchema } from '../../../../../shared/validation/campaign';
import { useT } from '../../../i18n/useT';
import { fieldError } from '../../../components/form/formik-fields';
import type { CampaignFormValues } from './draft';
import { ChoiceCards, ChoiceChecks } from '../../../components/form/ChoiceCards';
import { PriceSummary } from './PriceSummary';
import { StepButtons, StepLayout } from './StepLayout';

/** Step 2, Creator info: who should make the video, what they show and where. */
export function CreatorInfoStep({
  values,
  onChange,
  onBack,
  onNext,
}: {
  values: CampaignFormValues;
  onChange: (values: CampaignFormValues) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const formik = useFormik<CampaignFormValues>({ initialValues: values, validationSchema: creatorInfoSchema, onSubmit: onNext });
  useEffect(() => {
    onChange(formik.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports each new set of values; the parent's callback is a new function on every render
  }, [formik.values]);
  const touch = (name: keyof CampaignFormValues) => () => void formik.setFieldTouched(name, true);
  const choose = (name: 'creatorInterests' | 'creatorShouldShow') => (next: string[]) => {
    void formik.setFieldValue(name, next);
    void formik.setFieldTouched(name, true, false);
  };
  const notesError = fieldError(formik, 'additionalNotes', t);

  return (
    <StepLayout
      onSubmit={formik.handleSubmit}
      submission={{ count: formik.submitCount, submitting: formik.isSubmitting, invalid: !formik.isValid }}
      summary={<PriceSummary values={formik.values} />}
      actions={<StepButtons onBack={onBack} submitLabel={t('create.next')} />}
    >
      <ChoiceCards
        name="preferredAge"
        legend={t('create.field.preferredAge')}
        choices={PREFERRED_AGES.map((age) => ({ value: age, label: t(`term.age.${age}`) }))}
        value={formik.values.preferredAge}
        onChange={(age) => void formik.setFieldValue('preferredAge', age)}
        onBlur={touch('preferredAge')}
        error={fieldError(formik, 'preferredAge', t)}
        columns={{ base: 2, md: 4 }}
      />
      <ChoiceCards
        name="gender"
        legend={t('create.field.gender')}
        choices={GENDERS.map((gender) => ({ value: gender, label: t(`term.gender.${gender}`) }))}
        value={formik.values.gender}
        onChange={(gender) => void formik.setFieldValue('gender', gender)}
        onBlur={touch('gender')}
        error={fieldError(formik, 'gender', t)}
        columns={2}
      />
      <ChoiceChecks
        legend={t('create.field.creatorInterests')}
        hint={t('create.field.creatorInterestsHint')}
        maxReached={t('create.field.creatorInterestsFull')}
        max={MAX_CREATOR_INTERESTS}
        choices={CATEGORY_IDS.map((id) => ({ value: id, label: t(`term.category.${id}`) }))}
        value={formik.values.creatorInterests}
        onChange={choose('creatorInterests')}
        error={fieldError(formik, 'creatorInterests', t)}
        columns={{ base: 1, sm: 2, md: 3 }}
      />
      <ChoiceChecks
        legend={t('create.field.creatorShouldShow')}
        hint={t('create.field.creatorShouldShowHint')}
        choices={CREATOR_SHOULD_SHOW.map((id) => ({ value: id, label: t(`term.shouldShow.${id}`) }))}
        value={formik.values.creatorShouldShow}
        onChange={choose('creatorShouldShow')}
        error={fieldError(formik, 'creatorShouldShow', t)}
        columns={{ base: 2, md: 4 }}
      />
      <ChoiceCards
        name="location"
        legend={t('create.field.location')}
        hint={t('create.field.locationHint')}
        choices={LOCATIONS.map((id) => ({ value: id, label: t(`term.location.${id}`) }))}
        value={formik.values.location}
        onChange={(location) => void formik.setFieldValue('location', location)}
        onBlur={touch('location')}
        error={fieldError(formik, 'location', t)}
        columns={{ base: 2, md: 3 }}
      />
      <Field.Root invalid={Boolean(notesError)}>
        <Field.Label>{t('create.field.additionalNotes')}</Field.Label>
        <Textarea
          name="additionalNotes"
          size="lg"
          rows={4}
          autoresize
          dir="auto"
          maxLength={CAMPAIGN_NOTES_MAX_LENGTH}
          value={formik.values.additionalNotes}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {notesError ? <Field.ErrorText>{notesError}</Field.ErrorText> : <Field.HelperText>{t('create.field.additionalNotesHint')}</Field.HelperText>}
      </Field.Root>
    </StepLayout>
  );
}
