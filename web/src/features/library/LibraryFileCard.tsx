import { AspectRatio, Badge, Box, Button, Checkbox, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../shared/app-paths';
import type { LibraryFileView } from '../../../../shared/domain/library';
import { PreparedDownloadButton } from '../../components/PreparedDownloadButton';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../i18n/errors';
import { useT } from '../../i18n/useT';
import { useDates } from '../../lib/dates';
import { loadCertificate, loadOriginal } from './api';

const MB = 1024 * 1024;

/**
 * One approved file of the library: its preview, the campaign (a link to it, and a filter), the creator (a filter),
 * when it was approved, its duration or size and ratio, the checksum its certificate states, and its downloads.
 */
export function LibraryFileCard({
  file,
  selected,
  selectable,
  onSelect,
  onOnlyCampaign,
  onOnlyCreator,
}: {
  file: LibraryFileView;
  selected: boolean;
  /** False while a zip of the chosen files is being made. */
  selectable: boolean;
  onSelect: (selected: boolean) => void;
  onOnlyCampaign: () => void;
  onOnlyCreator: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const [busy, setBusy] = useState(false);
  async function downloadOriginal() {
    setBusy(true);
    try {
      window.location.assign((await loadOriginal(file.campaignId, file.resultId)).url);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  }
  const measure = file.kind === 'video' && file.durationSeconds !== undefined ? t('library.file.duration', { seconds: file.durationSeconds }) : t('library.file.size', { megabytes: (file.size / MB).toFixed(1) });
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" overflow="hidden" borderColor={selected ? 'blue.500' : undefined} data-testid="library-file">
      <AspectRatio ratio={16 / 9} bg="bg.muted">
        {file.previewUrl ? (
          file.kind === 'video' ? (
            <video src={file.previewUrl} preload="metadata" muted controls aria-label={t('library.file.preview', { name: file.fileName })} style={{ objectFit: 'contain' }} />
          ) : (
            <Image src={file.previewUrl} alt={t('library.file.preview', { name: file.fileName })} objectFit="contain" loading="lazy" />
          )
        ) : (
          <Text color="fg.muted">{t('library.file.noPreview')}</Text>
        )}
      </AspectRatio>
      <Stack gap="2" p="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
            {file.fileName}
          </Text>
          <Checkbox.Root checked={selected} disabled={!selectable} onCheckedChange={(details) => onSelect(details.checked === true)} flexShrink="0">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('library.file.select', { name: file.fileName })}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <HStack gap="1.5" flexWrap="wrap">
          <Badge colorPalette="purple" variant="subtle">
            {t(`term.aspectRatio.${file.aspectRatio}`)}
          </Badge>
          <Badge variant="subtle">{measure}</Badge>
        </HStack>
        <Text textStyle="sm">
          <Link asChild color="blue.700">
            <RouterLink to={appPath.campaignTab(file.campaignId, 'results')}>
              <bdi>{file.campaignTitle}</bdi>
            </RouterLink>
          </Link>
        </Text>
        <HStack gap="2" flexWrap="wrap" textStyle="sm">
          <Button size="2xs" variant="ghost" colorPalette="blue" px="1" onClick={onOnlyCreator} aria-label={t('library.file.onlyCreator', { name: file.creatorName })}>
            {t('library.file.by', { name: file.creatorName })}
          </Button>
          <Button size="2xs" variant="ghost" colorPalette="gray" px="1" onClick={onOnlyCampaign} aria-label={t('library.file.onlyCampaignOf', { title: file.campaignTitle })}>
            {t('library.file.onlyCampaign')}
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {t('library.file.approvedOn', { date: dates.day(file.approvedAt) })}
        </Text>
        <Box textStyle="xs" color="fg.muted" title={t('library.file.checksumHint')}>
          <Text as="span" fontWeight="semibold">
            {t('library.file.checksum')}
          </Text>{' '}
          <Text as="span" fontFamily="mono" dir="ltr" overflowWrap="anywhere" data-testid="checksum">
            {file.sha256}
          </Text>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <Button size="xs" variant="outline" colorPalette="blue" loading={busy} aria-label={t('library.file.originalFor', { name: file.fileName })} onClick={() => void downloadOriginal()}>
            {t('library.file.original')}
          </Button>
          <PreparedDownloadButton
            load={() => loadCertificate(file.campaignId, file.creatorId)}
            palette="gray"
            size="xs"
            label={t('library.file.certificateFor', { name: file.fileName })}
            words={{ download: t('library.file.certificate'), preparing: t('library.file.certificate'), preparingHint: t('library.file.certificatePreparing') }}
          />
        </HStack>
      </Stack>
    </Box>
  );
}
