import { Avatar, Box, Button, Fieldset, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { UploadKind, UploadPurpose } from '../../../../shared/domain/uploads';
import { useT } from '../../i18n/useT';
import { MediaPreview } from './MediaPreview';
import { kindOfUrl } from './upload-client';
import { DropZone, FilePickButton, UploadStatusLine } from './UploadControls';
import { useUpload } from './useUpload';

export interface UploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** Narrows the purpose's kinds (a cover is a portfolio upload that must be an image). */
  kinds?: readonly UploadKind[];
  /** The stored URL, or empty. */
  value: string | undefined | null;
  /** What the preview shows for `value` (see useMediaPreviews). */
  previewUrl: string | undefined;
  onUploaded: (objectUrl: string, file: File) => void;
  /** Present when the file may be removed (an optional field). */
  onRemove?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** An avatar shows round. */
  appearance?: 'avatar' | 'media';
  /** The initials an empty avatar shows. */
  fallbackName?: string;
  /** How wide an image or video preview may grow. */
  previewMaxW?: string;
}

/** One file of a form: its preview, a button to choose (or replace) it, the upload's progress with Cancel, and the field's error. */
export function UploadField({ label, purpose, kinds, value, previewUrl, onUploaded, onRemove, error, hint, required, appearance = 'media', fallbackName, previewMaxW = 'xs' }: UploadFieldProps) {
  const t = useT();
  const upload = useUpload(purpose);
  const busy = upload.state.phase === 'uploading' || upload.state.phase === 'checking';
  const kind = value ? kindOfUrl(value) : undefined;

  async function choose(file: File) {
    const uploaded = await upload.upload(file);
    if (uploaded) onUploaded(uploaded.objectUrl, file);
  }

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2">
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        {label}
        {required && (
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        )}
      </Fieldset.Legend>
      {hint && <Fieldset.HelperText mt="0">{hint}</Fieldset.HelperText>}
      <DropZone onFile={(file) => void choose(file)} disabled={busy}>
        <Stack gap="3" direction={appearance === 'avatar' ? 'row' : 'column'} align={appearance === 'avatar' ? 'center' : 'stretch'}>
          {appearance === 'avatar' ? (
            <Avatar.Root size="2xl" colorPalette="blue" flexShrink={0}>
              <Avatar.Fallback name={fallbackName} />
              {previewUrl && <Avatar.Image src={previewUrl} alt={label} />}
            </Avatar.Root>
          ) : (
            value && (
              <Box maxW={kind === 'document' ? undefined : previewMaxW}>
                <MediaPreview src={previewUrl} kind={kind} alt={label} ratio={kind === 'video' ? 16 / 9 : 4 / 3} />
              </Box>
            )
          )}
          <Stack gap="2" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <FilePickButton purpose={purpose} kinds={kinds} onFile={(file) => void choose(file)} disabled={busy}>
                {t(value ? 'upload.replace' : 'upload.choose')}
                <VisuallyHidden> ({label})</VisuallyHidden>
              </FilePickButton>
              {onRemove && value && !busy && (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
                  {t('upload.remove')}
                  <VisuallyHidden> ({label})</VisuallyHidden>
                </Button>
              )}
            </HStack>
            <UploadStatusLine upload={upload} />
          </Stack>
        </Stack>
      </DropZone>
      {error && <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
