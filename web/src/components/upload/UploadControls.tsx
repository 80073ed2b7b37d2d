import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { UploadKind, UploadPurpose } from '../../../../shared/domain/uploads';
import { useT } from '../../i18n/useT';
import { acceptFor } from './upload-client';
import type { Upload } from './useUpload';

/**
 * A button that opens the file picker (keyboard and screen-reader friendly: the file input itself stays hidden and
 * out of the tab order), with an optional drop zone around `children` for those who drag files in. With `multiple`,
 * `onFile` is called for each file chosen.
 */
export function FilePickButton({
  purpose,
  kinds,
  onFile,
  disabled,
  children,
  multiple = false,
  variant = 'outline',
}: {
  purpose: UploadPurpose;
  kinds?: readonly UploadKind[];
  onFile: (file: File) => void;
  disabled?: boolean;
  children: ReactNode;
  multiple?: boolean;
  variant?: 'outline' | 'solid' | 'subtle';
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size="sm" colorPalette="blue" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptFor(purpose, kinds)}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, multiple ? undefined : 1);
          // Cleared, so choosing the same file again (after a refusal) fires again.
          event.target.value = '';
          files.forEach(onFile);
        }}
      />
    </>
  );
}

/** A drop target for files dragged from the desktop; the pick button inside stays the primary way in. */
export function DropZone({ onFile, disabled, multiple = false, children }: { onFile: (file: File) => void; disabled?: boolean; multiple?: boolean; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) [...event.dataTransfer.files].slice(0, multiple ? undefined : 1).forEach(onFile);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={over ? 'blue.500' : 'border'}
      bg={over ? 'blue.50' : undefined}
      borderRadius="l2"
      p="3"
    >
      {children}
    </Box>
  );
}

/** The upload under way: a labelled progress bar with its percentage and a Cancel button; then "checking"; or why it failed. */
export function UploadStatusLine({ upload }: { upload: Upload }) {
  const t = useT();
  const { state } = upload;
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <Text role="alert" color="fg.error" textStyle="sm">
        {t('upload.refused', { name: state.fileName, reason: t(state.message) })}
      </Text>
    );
  }
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : 100;
  const label = state.phase === 'uploading' ? t('upload.uploading', { name: state.fileName }) : t('upload.checking', { name: state.fileName });
  return (
    <Stack gap="1.5">
      <HStack gap="3" align="center">
        <Progress.Root value={percent} flex="1" size="sm" colorPalette="blue" striped={state.phase === 'checking'} animated={state.phase === 'checking'}>
          <Progress.Label textStyle="xs" color="fg.muted" truncate mb="1">
            {label}
          </Progress.Label>
          <HStack gap="2">
            <Progress.Track flex="1" aria-label={label} aria-valuetext={t('upload.percent', { percent })}>
              <Progress.Range />
            </Progress.Track>
            <Text textStyle="xs" minW="10" textAlign="end" aria-hidden="true">
              {t('upload.percent', { percent })}
            </Text>
          </HStack>
        </Progress.Root>
        <Button size="xs" variant="outline" alignSelf="end" onClick={upload.cancel}>
          {t('upload.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
