import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { PORTFOLIO_MAX_CASES, PORTFOLIO_MAX_FILES_PER_CASE } from '../../../../../shared/domain/constants';
import type { PortfolioCase } from '../../../../../shared/domain/profile';
import { EmptyNotice } from '../../../components/EmptyNotice';
import type { MediaPreviews } from '../../../components/upload/media-previews';
import { MediaPreview } from '../../../components/upload/MediaPreview';
import { kindOfUrl } from '../../../components/upload/upload-client';
import { DropZone, FilePickButton, UploadStatusLine } from '../../../components/upload/UploadControls';
import { UploadField } from '../../../components/upload/UploadField';
import { useUpload } from '../../../components/upload/useUpload';
import { useT } from '../../../i18n/useT';
import type { OwnCreatorProfile } from './api';
import { errorAt } from './form';
import { FormInput, FormTextarea } from './fields';

export interface CaseValues {
  caption: string;
  description: string;
  media: string[];
  cover: string;
}

export interface PortfolioValues {
  portfolio: CaseValues[];
}

export function portfolioValuesOf(profile: OwnCreatorProfile): PortfolioValues {
  return {
    portfolio: (profile.portfolio ?? []).map((item) => ({ caption: item.caption, description: item.description ?? '', media: [...item.media], cover: item.cover })),
  };
}

export function portfolioBody(values: PortfolioValues): { portfolio: PortfolioCase[] } {
  return { portfolio: values.portfolio.map(({ caption, description, media, cover }) => ({ caption, description, media, cover })) };
}

const EMPTY_CASE: CaseValues = { caption: '', description: '', media: [], cover: '' };

/** Up to three cases, each with a caption, a description, up to five images or videos and a cover image. */
export function PortfolioFields({ formik, previews }: { formik: FormikProps<PortfolioValues>; previews: MediaPreviews }) {
  const t = useT();
  const cases = formik.values.portfolio;
  const listError = errorAt(formik, 'portfolio', t);
  return (
    <Stack gap="5">
      {cases.length === 0 && <EmptyNotice title={t('profile.creator.portfolio.empty')} description={t('profile.creator.portfolio.emptyHint')} />}
      {cases.map((_, index) => (
        <CaseEditor key={index} formik={formik} index={index} previews={previews} />
      ))}
      {listError && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {listError}
        </Text>
      )}
      <Box>
        <Button
          variant="outline"
          colorPalette="blue"
          disabled={cases.length >= PORTFOLIO_MAX_CASES}
          onClick={() => void formik.setFieldValue('portfolio', [...cases, { ...EMPTY_CASE, media: [] }])}
        >
          {t('profile.creator.portfolio.addCase')}
        </Button>
        <Text textStyle="sm" color="fg.muted" mt="2">
          {t('profile.creator.portfolio.limits', { cases: PORTFOLIO_MAX_CASES, files: PORTFOLIO_MAX_FILES_PER_CASE })}
        </Text>
      </Box>
    </Stack>
  );
}

function CaseEditor({ formik, index, previews }: { formik: FormikProps<PortfolioValues>; index: number; previews: MediaPreviews }) {
  const t = useT();
  const upload = useUpload('portfolio');
  // An upload ends after later renders: it must add to the case as it is then, not as it was when it started.
  const latestValues = useRef(formik.values);
  latestValues.current = formik.values;
  const item = formik.values.portfolio[index] as CaseValues;
  const path = `portfolio[${index}]`;
  const busy = upload.state.phase === 'uploading' || upload.state.phase === 'checking';
  const full = item.media.length >= PORTFOLIO_MAX_FILES_PER_CASE;
  const caseTitle = t('profile.creator.portfolio.caseTitle', { number: index + 1 });
  const mediaError = errorAt(formik, `${path}.media`, t);

  const setCase = (next: Partial<CaseValues>) => {
    void formik.setFieldValue(path, { ...item, ...next });
  };

  async function add(file: File) {
    const url = (await upload.upload(file))?.objectUrl;
    if (!url) return;
    previews.remember(url, file);
    const latest = latestValues.current.portfolio[index];
    if (!latest) return;
    const media = [...latest.media, url];
    // The first image becomes the cover until the creator picks another.
    const cover = latest.cover || (kindOfUrl(url) === 'image' ? url : '');
    void formik.setFieldValue(path, { ...latest, media, cover });
    void formik.setFieldTouched(`${path}.media`, true, false);
  }

  function remove(url: string) {
    setCase({ media: item.media.filter((entry) => entry !== url), cover: item.cover === url ? '' : item.cover });
  }

  return (
    <Stack as="section" aria-label={caseTitle} gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <HStack justify="space-between" gap="3">
        <Heading as="h3" size="md">
          {caseTitle}
        </Heading>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={() => void formik.setFieldValue('portfolio', formik.values.portfolio.filter((_, other) => other !== index))}
        >
          {t('profile.creator.portfolio.removeCase')}
          <VisuallyHidden> ({caseTitle})</VisuallyHidden>
        </Button>
      </HStack>
      <FormInput formik={formik} name={`${path}.caption`} label={t('profile.creator.portfolio.caption')} required />
      <FormTextarea formik={formik} name={`${path}.description`} label={t('profile.creator.portfolio.description')} />

      <Stack gap="2">
        <Text fontWeight="medium" textStyle="sm" id={`${path}-media`}>
          {t('profile.creator.portfolio.media', { count: item.media.length, max: PORTFOLIO_MAX_FILES_PER_CASE })}
        </Text>
        {item.media.length > 0 && (
          <SimpleGrid as="ul" aria-labelledby={`${path}-media`} columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
            {item.media.map((url, position) => {
              const kind = kindOfUrl(url);
              const name = t('profile.creator.portfolio.file', { number: position + 1 });
              const isCover = item.cover === url;
              return (
                <Stack as="li" key={url} gap="2">
                  <Box position="relative">
                    <MediaPreview src={previews.urlOf(url)} kind={kind} alt={name} />
                    {isCover && (
                      <Badge position="absolute" top="2" insetStart="2" colorPalette="blue" variant="solid">
                        {t('profile.creator.portfolio.coverBadge')}
                      </Badge>
                    )}
                  </Box>
                  <HStack gap="1" wrap="wrap">
                    {kind === 'image' && !isCover && (
                      <Button size="xs" variant="outline" onClick={() => setCase({ cover: url })}>
                        {t('profile.creator.portfolio.useAsCover')}
                        <VisuallyHidden> ({name})</VisuallyHidden>
                      </Button>
                    )}
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(url)}>
                      {t('upload.remove')}
                      <VisuallyHidden> ({name})</VisuallyHidden>
                    </Button>
                  </HStack>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
        <DropZone onFile={(file) => void add(file)} disabled={busy || full}>
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <FilePickButton purpose="portfolio" onFile={(file) => void add(file)} disabled={busy || full}>
                {t('profile.creator.portfolio.addFile')}
                <VisuallyHidden> ({caseTitle})</VisuallyHidden>
              </FilePickButton>
              <Text textStyle="xs" color="fg.muted">
                {t('profile.creator.portfolio.fileHint')}
              </Text>
            </HStack>
            <UploadStatusLine upload={upload} />
          </Stack>
        </DropZone>
        {mediaError && (
          <Text color="fg.error" textStyle="sm">
            {mediaError}
          </Text>
        )}
      </Stack>

      <UploadField
        label={t('profile.creator.portfolio.cover')}
        hint={t('profile.creator.portfolio.coverHint')}
        purpose="portfolio"
        kinds={['image']}
        previewMaxW="2xs"
        required
        value={item.cover}
        previewUrl={previews.urlOf(item.cover)}
        onUploaded={(url, file) => {
          previews.remember(url, file);
          void formik.setFieldValue(`${path}.cover`, url);
        }}
        error={errorAt(formik, `${path}.cover`, t)}
      />
    </Stack>
  );
}
