import { Box, Button, Heading, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { useLocale } from '../../../i18n/LocaleProvider';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { deleteResultFile } from './api';
import type { DraftRow } from './draft';
import { formatFileSize } from '../../../lib/file-size';
import { FileProblems, FileStatusBadge } from './FileStatus';
import { ResultPreview } from './ResultPreview';
import type { ResultUploads } from './useResultUploads';

/**
 * The files the creator has uploaded for the next submission, each with where it stands: its upload's progress (with
 * Cancel), a failed upload (Retry when it may work), the brief check's refusal in full sentences, its preview once
 * ready. A file of the draft is removed after a confirmation.
 */
export function DraftFiles({
  campaignId,
  rows,
  uploads,
  onChanged,
  nameOf,
}: {
  campaignId: string;
  rows: DraftRow[];
  uploads: ResultUploads;
  onChanged: () => void;
  /** How the set's files are called ("picture 2"): a replacement says which one it replaces (issue 26). */
  nameOf?: (resultId: string) => string | undefined;
}) {
  const t = useT();
  const [removing, setRemoving] = useState<DraftRow>();
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function remove() {
    if (!removing?.file) return;
    setBusy(true);
    try {
      await deleteResultFile(campaignId, removing.file.id);
      toaster.create({ type: 'success', title: t('delivery.remove.done', { name: removing.fileName }) });
      // The row and its button are gone: focus goes to the list's heading rather than to nowhere.
      trigger.current = heading.current;
      setRemoving(undefined);
      onChanged();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Gone already (another tab): the list is read again; any other failure keeps the dialog for another try.
      if (!(error instanceof ApiError && error.code === 'RESULT_NOT_FOUND')) return;
      trigger.current = heading.current;
      setRemoving(undefined);
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1}>
        {t('delivery.files.label')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('delivery.files.label')}>
        {rows.map((row) => (
          <DraftFileItem
            key={row.key}
            row={row}
            replaced={row.replaces ? nameOf?.(row.replaces) : undefined}
            uploads={uploads}
            onRemove={(element) => {
              trigger.current = element;
              setRemoving(row);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => void remove()}
        busy={busy}
        returnFocus={trigger}
        title={t('delivery.remove.title')}
        cancelLabel={t('delivery.remove.cancel')}
        confirmLabel={t('delivery.remove.confirm')}
      >
        <Text>{t('delivery.remove.message', { name: removing?.fileName ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function DraftFileItem({ row, replaced, uploads, onRemove }: { row: DraftRow; replaced: string | undefined; uploads: ResultUploads; onRemove: (trigger: HTMLElement) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { upload, file } = row;
  const percent = Math.round((upload?.progress ?? 0) * 100);
  const name = <bdi>{row.fileName}</bdi>;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        {file?.status === 'ready' && (
          <Box w={{ base: 'full', md: '40' }} maxW={{ base: '48', md: '40' }} flexShrink="0">
            <ResultPreview file={file} alt={t('delivery.files.previewOf', { name: row.fileName })} />
          </Box>
        )}
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {name}
            </Text>
            <FileStatusBadge status={row.status} />
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {row.kind ? t(row.kind === 'video' ? 'delivery.kind.video' : 'delivery.kind.picture') : t('delivery.kind.unknown')}
            {' · '}
            <bdi>{formatFileSize(row.size, locale)}</bdi>
            {replaced && ` · ${t('delivery.feedback.replaces', { name: replaced })}`}
          </Text>
          {row.status === 'sending' && (
            <Progress.Root value={percent} size="sm" colorPalette="blue" maxW="md">
              <HStack gap="2">
                <Progress.Track flex="1" aria-label={t('upload.uploading', { name: row.fileName })} aria-valuetext={t('upload.percent', { percent })}>
                  <Progress.Range />
                </Progress.Track>
                <Text textStyle="xs" minW="10" textAlign="end" aria-hidden="true">
                  {t('upload.percent', { percent })}
                </Text>
              </HStack>
            </Progress.Root>
          )}
          {upload?.phase === 'failed' && upload.failure && (
            <Text role="alert" textStyle="sm" color="fg.error">
              {t(upload.failure.message)}
            </Text>
          )}
          {row.status === 'paused' && (
            <Text textStyle="sm" color="fg.muted">
              {t('delivery.file.pausedHint')}
            </Text>
          )}
          {file && !upload && <FileProblems file={file} />}
        </Stack>
        <HStack gap="2" flexShrink="0" flexWrap="wrap">
          {upload?.phase === 'uploading' && (
            <Button size="sm" variant="outline" onClick={() => uploads.cancel(upload.key)}>
              {t('delivery.files.cancel')}
              <VisuallyHidden> ({name})</VisuallyHidden>
            </Button>
          )}
          {upload?.phase === 'failed' && upload.failure?.retryable && (
            <Button size="sm" colorPalette="blue" onClick={() => uploads.retry(upload.key)}>
              {t('delivery.files.retry')}
              <VisuallyHidden> ({name})</VisuallyHidden>
            </Button>
          )}
          {upload?.phase === 'failed' && (
            <Button size="sm" variant="ghost" onClick={() => uploads.dismiss(upload.key)}>
              {t('delivery.files.dismiss')}
              <VisuallyHidden> ({name})</VisuallyHidden>
            </Button>
          )}
          {file && !upload && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={(event) => onRemove(event.currentTarget)}>
              {t('upload.remove')}
              <VisuallyHidden> ({name})</VisuallyHidden>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
