import { Stack, Text } from '@chakra-ui/react';
import { MAX_DRAFT_FILES } from '../../../../../shared/domain/results';
import { DropZone, FilePickButton } from '../../../components/upload/UploadControls';
import { useT } from '../../../i18n/useT';

/**
 * Where result files go in: dropped from the desktop, or chosen with the button (the keyboard's and the phone's way),
 * several at once. Full when the draft holds as many files as the API keeps; the creator removes some first.
 */
export function UploadArea({ fileCount, onFile }: { fileCount: number; onFile: (file: File) => void }) {
  const t = useT();
  const full = fileCount >= MAX_DRAFT_FILES;
  return (
    <DropZone onFile={onFile} disabled={full} multiple>
      <Stack gap="3" align="center" textAlign="center" py={{ base: '4', md: '6' }}>
        <Text fontWeight="medium">{t('delivery.upload.drop')}</Text>
        <FilePickButton purpose="result" onFile={onFile} disabled={full} multiple variant="solid">
          {t('delivery.upload.choose')}
        </FilePickButton>
        <Text textStyle="sm" color="fg.muted">
          {full ? t('delivery.upload.full', { count: MAX_DRAFT_FILES }) : t('delivery.upload.hint')}
        </Text>
      </Stack>
    </DropZone>
  );
}
