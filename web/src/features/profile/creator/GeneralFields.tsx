import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { calendarDate } from '../../../../../shared/domain/calendar';
import type { Gender } from '../../../../../shared/domain/campaign';
import type { CategoryId } from '../../../../../shared/domain/categories';
import { LONG_TEXT_MAX_LENGTH } from '../../../../../shared/validation/profile';
import type { MediaPreviews } from '../../../components/upload/media-previews';
import { UploadField } from '../../../components/upload/UploadField';
import { useT } from '../../../i18n/useT';
import type { OwnCreatorProfile } from './api';
import { errorAt } from './form';
import { FormInput, FormTextarea, GenderField } from './fields';

/** The General tab's fields (and the first part of the wizard's details step). */
export interface GeneralValues {
  avatar: string;
  fullName: string;
  birthdate: string;
  gender: Gender | '';
  address: string;
  biography: string;
  videoPitch: string;
}

export type DetailsValues = GeneralValues & { categories: CategoryId[] };

export function generalValuesOf(profile: OwnCreatorProfile): GeneralValues {
  return {
    avatar: profile.avatar ?? '',
    fullName: profile.fullName ?? '',
    birthdate: profile.birthdate ?? '',
    gender: profile.gender ?? '',
    address: profile.address ?? '',
    biography: profile.biography ?? '',
    videoPitch: profile.videoPitch ?? '',
  };
}

/** The section body: an empty optional field removes it (the video pitch is deletable; the schema takes null for it). */
export function generalBody(values: GeneralValues) {
  return {
    avatar: values.avatar,
    fullName: values.fullName,
    birthdate: values.birthdate,
    gender: values.gender,
    address: values.address,
    biography: values.biography,
    videoPitch: values.videoPitch || null,
  };
}

export function GeneralFields<Values extends GeneralValues>({ formik, previews }: { formik: FormikProps<Values>; previews: MediaPreviews }) {
  const t = useT();
  const setFile = (field: 'avatar' | 'videoPitch', url: string) => {
    void formik.setFieldValue(field, url);
    void formik.setFieldTouched(field, true, false);
  };
  return (
    <Stack gap="5">
      <UploadField
        label={t('profile.creator.field.avatar')}
        purpose="avatar"
        appearance="avatar"
        required
        fallbackName={formik.values.fullName}
        value={formik.values.avatar}
        previewUrl={previews.urlOf(formik.values.avatar)}
        onUploaded={(url, file) => {
          previews.remember(url, file);
          setFile('avatar', url);
        }}
        error={errorAt(formik, 'avatar', t)}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormInput formik={formik} name="fullName" label={t('profile.creator.field.fullName')} autoComplete="name" required />
        <FormInput formik={formik} name="birthdate" type="date" max={calendarDate()} label={t('profile.creator.field.birthdate')} hint={t('profile.creator.field.birthdateHint')} autoComplete="bday" required />
      </SimpleGrid>
      <GenderField formik={formik} />
      <FormInput formik={formik} name="address" label={t('profile.creator.field.address')} autoComplete="street-address" required />
      <FormTextarea formik={formik} name="biography" label={t('profile.creator.field.biography')} hint={t('profile.creator.field.biographyHint', { max: LONG_TEXT_MAX_LENGTH })} />
      <UploadField
        label={t('profile.creator.field.videoPitch')}
        hint={t('profile.creator.field.videoPitchHint')}
        purpose="videoPitch"
        value={formik.values.videoPitch}
        previewUrl={previews.urlOf(formik.values.videoPitch)}
        onUploaded={(url, file) => {
          previews.remember(url, file);
          setFile('videoPitch', url);
        }}
        onRemove={() => setFile('videoPitch', '')}
        error={errorAt(formik, 'videoPitch', t)}
      />
    </Stack>
  );
}
