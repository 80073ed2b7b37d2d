import { Alert, Badge, DataList, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { LicenceState } from '../../../../../shared/domain/licence';
import type { LicenceWithState } from '../../../../../shared/domain/profile';
import { calendarDate } from '../../../../../shared/domain/calendar';
import type { MediaPreviews } from '../../../components/upload/media-previews';
import { UploadField } from '../../../components/upload/UploadField';
import { useT } from '../../../i18n/useT';
import type { OwnCreatorProfile } from './api';
import { errorAt } from './form';
import { FormInput } from './fields';
import { useDates } from '../../../lib/dates';

export interface LicenceValues {
  issuedOn: string;
  expiresOn: string;
  file: string;
}

export const EMPTY_LICENCE: LicenceValues = { issuedOn: '', expiresOn: '', file: '' };

export function LicenceFields({ formik, previews }: { formik: FormikProps<LicenceValues>; previews: MediaPreviews }) {
  const t = useT();
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormInput formik={formik} name="issuedOn" type="date" max={calendarDate()} label={t('profile.creator.licence.issuedOn')} required />
        <FormInput formik={formik} name="expiresOn" type="date" min={calendarDate()} label={t('profile.creator.licence.expiresOn')} required />
      </SimpleGrid>
      <UploadField
        label={t('profile.creator.licence.file')}
        hint={t('profile.creator.licence.fileHint')}
        purpose="licence"
        required
        value={formik.values.file}
        previewUrl={previews.urlOf(formik.values.file)}
        onUploaded={(url, file) => {
          previews.remember(url, file);
          void formik.setFieldValue('file', url);
          void formik.setFieldTouched('file', true, false);
        }}
        error={errorAt(formik, 'file', t)}
      />
    </Stack>
  );
}

const STATE_STATUS: Record<LicenceState, 'info' | 'success' | 'warning' | 'error'> = {
  missing: 'info',
  pending: 'info',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  rejected: 'error',
};

const STATUS_PALETTE = { info: 'blue', success: 'green', warning: 'orange', error: 'red' } as const;

/** The colour a licence state is shown in. */
export const LICENCE_PALETTE = Object.fromEntries(Object.entries(STATE_STATUS).map(([state, status]) => [state, STATUS_PALETTE[status]])) as Record<LicenceState, (typeof STATUS_PALETTE)[keyof typeof STATUS_PALETTE]>;

/**
 * Where the creator's licence stands: the state that counts (an approved licence keeps counting while a newer one
 * waits), the latest submission's review, the admin's reason for a rejection, and the dates and file.
 */
export function LicenceStatus({ profile }: { profile: OwnCreatorProfile }) {
  const t = useT();
  const dates = useDates();
  const state = profile.licenceState;
  const latest = profile.licence;
  const approved = profile.approvedLicence;
  const shown: LicenceWithState | undefined = state === 'valid' || state === 'expiring' ? approved : latest;
  const waitingRenewal = latest && latest.state === 'pending' && shown !== latest;
  const rejectedRenewal = latest && latest.state === 'rejected' && shown !== latest;
  return (
    <Stack gap="4">
      <Alert.Root status={STATE_STATUS[state]} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(`profile.creator.licence.state.${state}`)}</Alert.Title>
          <Alert.Description>
            {shown && state === 'rejected' && shown.reason
              ? t('profile.creator.licence.reason', { reason: shown.reason })
              : t(`profile.creator.licence.stateHint.${state}`, { date: shown ? dates.calendarDate(shown.expiresOn, 'long') : '' })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {waitingRenewal && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('profile.creator.licence.renewalPending')}</Alert.Title>
        </Alert.Root>
      )}
      {rejectedRenewal && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('profile.creator.licence.renewalRejected')}</Alert.Title>
            {latest.reason && <Alert.Description>{t('profile.creator.licence.reason', { reason: latest.reason })}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {shown && (
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.creator.licence.status')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={LICENCE_PALETTE[shown.state]}>
                {t(`profile.creator.licence.badge.${shown.state}`)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.creator.licence.issuedOn')}</DataList.ItemLabel>
            <DataList.ItemValue>{dates.calendarDate(shown.issuedOn, 'long')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.creator.licence.expiresOn')}</DataList.ItemLabel>
            <DataList.ItemValue>{dates.calendarDate(shown.expiresOn, 'long')}</DataList.ItemValue>
          </DataList.Item>
          {profile.readUrls[shown.file] && (
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.creator.licence.file')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={profile.readUrls[shown.file]} target="_blank" rel="noreferrer" colorPalette="blue">
                  {t('upload.openDocument')}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      )}
    </Stack>
  );
}
