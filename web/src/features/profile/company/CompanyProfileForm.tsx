import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { CompanyProfile, CompanyProfileInput } from '../../../../../shared/domain/profile';
import { companyProfileSchema, LONG_TEXT_MAX_LENGTH } from '../../../../../shared/validation/profile';
import { ConsentCheckbox } from '../../../components/form/ConsentCheckbox';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormStack } from '../../../components/form/FormStack';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { boundField, fieldError } from '../../../components/form/formik-fields';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { saveOwnCompanyProfile, type OwnCompanyProfile } from './api';
import { CompanyLogoField } from './CompanyLogoField';

export interface CompanyFormValues {
  avatar: string | null;
  companyName: string;
  description: string;
  vatNumber: string;
  businessAddress: string;
  showAddressToCreators: boolean;
}

function formValuesOf(profile: CompanyProfile): CompanyFormValues {
  return {
    avatar: profile.avatar ?? null,
    companyName: profile.companyName ?? '',
    description: profile.description ?? '',
    vatNumber: profile.vatNumber ?? '',
    businessAddress: profile.businessAddress ?? '',
    showAddressToCreators: profile.showAddressToCreators ?? false,
  };
}

/** The values as the API stores them: trimmed, the VAT number without the spaces people group it with. */
function inputOf(values: CompanyFormValues): CompanyProfileInput {
  const cast = companyProfileSchema.cast(values);
  return {
    // The API replaces the whole profile: a logo left out would be removed, so the current one is always sent.
    avatar: cast.avatar || null,
    companyName: cast.companyName,
    ...(cast.description ? { description: cast.description } : {}),
    vatNumber: cast.vatNumber,
    businessAddress: cast.businessAddress,
    showAddressToCreators: cast.showAddressToCreators,
  };
}

/**
 * The company profile (spec §3): name, description, VAT number, business address and whether creators see the
 * address. The shared schema checks it here and again on the API; the API's field errors show under their fields.
 */
export function CompanyProfileForm({
  profile,
  submitLabel,
  onSaved,
  onCancel,
}: {
  profile: OwnCompanyProfile;
  submitLabel: string;
  onSaved: (saved: OwnCompanyProfile) => Promise<void> | void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const formik = useFormik<CompanyFormValues>({
    initialValues: formValuesOf(profile),
    validationSchema: companyProfileSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        await onSaved(await saveOwnCompanyProfile(inputOf(values)));
      } catch (error) {
        if (error instanceof ApiError && error.fields) formik.setErrors(error.fields);
        setFailure(errorMessage(t, error));
      }
    },
  });
  useUnsavedChanges(() => formik.dirty && !formik.isSubmitting);
  const { values } = formik;
  const saving = formik.isSubmitting;
  const descriptionError = fieldError(formik, 'description', t);

  return (
    <FormStack onSubmit={formik.handleSubmit}>
      <CompanyLogoField
        value={values.avatar}
        readUrls={profile.readUrls}
        name={values.companyName}
        onChange={(url) => void formik.setFieldValue('avatar', url)}
        error={fieldError(formik, 'avatar', t)}
      />
      <TextField
        label={t('profile.company.field.companyName')}
        name="companyName"
        autoComplete="organization"
        {...boundField(formik, 'companyName', t)}
      />
      <Field.Root invalid={Boolean(descriptionError)}>
        <Field.Label>{t('profile.company.field.description')}</Field.Label>
        <Textarea
          name="description"
          size="lg"
          rows={5}
          autoresize
          maxLength={LONG_TEXT_MAX_LENGTH}
          value={values.description}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {descriptionError ? <Field.ErrorText>{descriptionError}</Field.ErrorText> : <Field.HelperText>{t('profile.company.field.descriptionHint')}</Field.HelperText>}
      </Field.Root>
      <TextField
        label={t('profile.company.field.vatNumber')}
        name="vatNumber"
        inputMode="numeric"
        autoComplete="off"
        hint={t('profile.company.field.vatHint')}
        {...boundField(formik, 'vatNumber', t)}
      />
      <TextField
        label={t('profile.company.field.businessAddress')}
        name="businessAddress"
        autoComplete="street-address"
        {...boundField(formik, 'businessAddress', t)}
      />
      <ConsentCheckbox
        name="showAddressToCreators"
        label={t('profile.company.field.showAddress')}
        checked={values.showAddressToCreators}
        onCheckedChange={(checked) => void formik.setFieldValue('showAddressToCreators', checked)}
        error={fieldError(formik, 'showAddressToCreators', t)}
      />
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      <HStack gap="3" justify="flex-end" flexWrap="wrap">
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={saving} flex={{ base: '1', sm: 'initial' }}>
            {t('profile.company.cancel')}
          </Button>
        )}
        <Button type="submit" size="lg" colorPalette="blue" loading={saving} disabled={saving} flex={{ base: '1', sm: 'initial' }}>
          {submitLabel}
        </Button>
      </HStack>
    </FormStack>
  );
}
