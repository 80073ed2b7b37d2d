import { Box, Checkbox, Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ASPECT_RATIOS,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CONTENT_TYPES,
  MAX_CONTENT_CREATORS,
  MIN_CONTENT_CREATORS,
  VIDEO_DURATIONS,
} from '../../../../../shared/domain/campaign';
import { PICTURES_PRICE_PER_CREATOR_HALALAS } from '../../../../../shared/domain/pricing';
import { campaignInfoSchema } from '../../../../../shared/validation/campaign';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { boundField, fieldError } from '../../../components/form/formik-fields';
import { TextField } from '../../../components/form/TextField';
import type { CampaignFormValues } from './draft';
import { ChoiceCards } from '../../../components/form/ChoiceCards';
import { PriceSummary } from './PriceSummary';
import { ProductNeedField } from './ProductNeedField';
import { StepButtons, StepLayout } from './StepLayout';

const CREATOR_COUNTS = Array.from({ length: MAX_CONTENT_CREATORS - MIN_CONTENT_CREATORS + 1 }, (_, index) => MIN_CONTENT_CREATORS + index);

/**
 * Step 1, Campaign info: what the video is, how many creators make one, whether they add pictures, and whether they
 * need the product (issue 28).
 */
export function CampaignInfoStep({ values, onChange, onNext }: { values: CampaignFormValues; onChange: (values: CampaignFormValues) => void; onNext: () => void }) {
  const t = useT();
  const formik = useFormik<CampaignFormValues>({ initialValues: values, validationSchema: campaignInfoSchema, onSubmit: onNext });
  useEffect(() => {
    onChange(formik.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports each new set of values; the parent's callback is a new function on every render
  }, [formik.values]);
  const touch = (name: keyof CampaignFormValues) => () => void formik.setFieldTouched(name, true);
  const descriptionError = fieldError(formik, 'description', t);
  const creatorsError = fieldError(formik, 'numberOfContentCreators', t);

  return (
    <StepLayout
      onSubmit={formik.handleSubmit}
      submission={{ count: formik.submitCount, submitting: formik.isSubmitting, invalid: !formik.isValid }}
      summary={<PriceSummary values={formik.values} />}
      actions={<StepButtons submitLabel={t('create.next')} />}
    >
      <TextField label={t('create.field.campaignTitle')} name="campaignTitle" maxLength={CAMPAIGN_TITLE_MAX_LENGTH} dir="auto" {...boundField(formik, 'campaignTitle', t)} />
      <Field.Root invalid={Boolean(descriptionError)} required>
        <Field.Label>{t('create.field.description')}</Field.Label>
        <Textarea
          name="description"
          size="lg"
          rows={5}
          autoresize
          dir="auto"
          maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
          value={formik.values.description}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {descriptionError ? <Field.ErrorText>{descriptionError}</Field.ErrorText> : <Field.HelperText>{t('create.field.descriptionHint')}</Field.HelperText>}
      </Field.Root>
      <ChoiceCards
        name="contentType"
        legend={t('create.field.contentType')}
        choices={CONTENT_TYPES.map((id) => ({ value: id, label: t(`term.contentType.${id}`), description: t(`create.contentTypeHint.${id}`) }))}
        value={formik.values.contentType}
        onChange={(id) => void formik.setFieldValue('contentType', id)}
        onBlur={touch('contentType')}
        error={fieldError(formik, 'contentType', t)}
        columns={{ base: 1, md: 3 }}
      />
      <ChoiceCards
        name="aspectRatio"
        legend={t('create.field.aspectRatio')}
        hint={t('create.field.aspectRatioHint')}
        choices={ASPECT_RATIOS.map((ratio) => ({ value: ratio, label: t(`term.aspectRatio.${ratio}`), visual: <RatioShape ratio={ratio} /> }))}
        value={formik.values.aspectRatio}
        onChange={(ratio) => void formik.setFieldValue('aspectRatio', ratio)}
        onBlur={touch('aspectRatio')}
        error={fieldError(formik, 'aspectRatio', t)}
        columns={{ base: 2, md: 4 }}
      />
      <ChoiceCards
        name="videoDuration"
        legend={t('create.field.videoDuration')}
        choices={VIDEO_DURATIONS.map((seconds) => ({ value: seconds, label: t('term.duration', { seconds }) }))}
        value={formik.values.videoDuration}
        onChange={(seconds) => void formik.setFieldValue('videoDuration', seconds)}
        onBlur={touch('videoDuration')}
        error={fieldError(formik, 'videoDuration', t)}
        columns={3}
      />
      <Field.Root invalid={Boolean(creatorsError)} required maxW={{ md: 'xs' }}>
        <Field.Label>{t('create.field.numberOfContentCreators')}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name="numberOfContentCreators"
            value={String(formik.values.numberOfContentCreators)}
            onChange={(event) => void formik.setFieldValue('numberOfContentCreators', Number(event.target.value))}
            onBlur={formik.handleBlur}
          >
            {CREATOR_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {creatorsError ? <Field.ErrorText>{creatorsError}</Field.ErrorText> : <Field.HelperText>{t('create.field.numberOfContentCreatorsHint')}</Field.HelperText>}
      </Field.Root>
      <Checkbox.Root
        name="picturesNeeded"
        checked={formik.values.picturesNeeded}
        onCheckedChange={({ checked }) => void formik.setFieldValue('picturesNeeded', checked === true)}
        colorPalette="blue"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal"><FormattedMessage id="create.field.picturesNeeded" values={{ price: <Amount halalas={PICTURES_PRICE_PER_CREATOR_HALALAS} signed /> }} /></Checkbox.Label>
      </Checkbox.Root>
      <ProductNeedField
        value={formik.values.product}
        onChange={(product) => void formik.setFieldValue('product', product)}
        onTouch={(part) => void formik.setFieldTouched(`product.${part}`, true)}
        state={{ errors: formik.errors.product, touched: formik.touched.product, submitted: formik.submitCount > 0 }}
      />
    </StepLayout>
  );
}

/** The frame's shape, drawn to its proportions: the ratio is easier to recognise than to read. */
function RatioShape({ ratio }: { ratio: string }) {
  const [width, height] = ratio.split(':').map(Number);
  return <Box aria-hidden="true" flexShrink={0} h={{ base: '6', md: '8' }} aspectRatio={`${width} / ${height}`} borderWidth="2px" borderColor="currentColor" borderRadius="sm" opacity={0.6} />;
}
