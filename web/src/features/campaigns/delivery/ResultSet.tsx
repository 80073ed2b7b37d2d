import { AspectRatio, Badge, Box, Button, chakra, CloseButton, Dialog, HStack, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { ResultFileView } from '../../../../../shared/domain/results';
import { useT } from '../../../i18n/useT';
import { FileFeedbackNotes } from './feedback/FileFeedbackNotes';
import { ResultVideo, seekIn } from './feedback/ResultVideo';
import { ratioOf } from './ResultPreview';

/** A portrait video stays narrow enough to see whole on a laptop; a landscape one may take more room. */
export const videoMaxW = (file: ResultFileView) => (ratioOf(file) < 1 ? '64' : 'lg');

/**
 * A submitted set, read-only: the video players, then the pictures as a grid where each opens larger. The watermarked
 * previews, or the originals once the company's set is approved (issue 26); each file with its version, whether it was
 * kept from an earlier round, and what the company asked to change in it. `action` adds a control under each file (the
 * originals' download once approved).
 */
export function ResultSet({ files, round, action }: { files: ResultFileView[]; round: number; action?: (file: ResultFileView) => ReactNode }) {
  const t = useT();
  const videos = files.filter((file) => file.kind === 'video');
  const pictures = files.filter((file) => file.kind === 'picture');
  return (
    <Stack gap="4">
      {videos.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t('delivery.set.videos')}>
          {videos.map((file, index) => (
            <SetVideo key={file.id} file={file} alt={t('delivery.set.videoAlt', { number: index + 1 })} round={round}>
              {action?.(file)}
            </SetVideo>
          ))}
        </Stack>
      )}
      {pictures.length > 0 && <PictureGallery pictures={pictures} round={round} action={action} />}
    </Stack>
  );
}

function SetVideo({ file, alt, round, children }: { file: ResultFileView; alt: string; round: number; children?: ReactNode }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const moments = file.feedback?.comments.flatMap((comment) => (comment.atSeconds === undefined ? [] : [comment.atSeconds])) ?? [];
  return (
    <Stack as="li" gap="2" w="full" maxW={videoMaxW(file)}>
      <ResultVideo file={file} alt={alt} moments={moments} onElement={setVideo} />
      <FileLabels file={file} round={round} />
      {file.feedback && <FileFeedbackNotes feedback={file.feedback} seek={video ? seekIn(video) : undefined} />}
      {children}
    </Stack>
  );
}

/** A file's version in its slot once it has more than one, and "kept" when it stays from an earlier round. */
export function FileLabels({ file, round }: { file: ResultFileView; round: number }) {
  const t = useT();
  const kept = file.round !== undefined && file.round < round;
  if (!kept && file.version < 2) return null;
  return (
    <HStack gap="1.5" flexWrap="wrap">
      {file.version > 1 && <Badge colorPalette="blue">{t('delivery.feedback.version', { version: file.version })}</Badge>}
      {kept && <Badge colorPalette="green">{t('delivery.feedback.keptFrom', { round: file.round ?? 1 })}</Badge>}
    </HStack>
  );
}

function PictureGallery({ pictures, round, action }: { pictures: ResultFileView[]; round: number; action?: (file: ResultFileView) => ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState<number>();
  // Focus goes back to the picture that was opened, whichever one the dialog ended on.
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="2" aria-label={t('delivery.set.pictures')}>
        {pictures.map((file, index) => (
          <Stack as="li" key={file.id} gap="1.5">
            <chakra.button
              type="button"
              onClick={(event) => {
                trigger.current = event.currentTarget;
                setOpen(index);
              }}
              borderRadius="l2"
              overflow="hidden"
              focusVisibleRing="outside"
              cursor="zoom-in"
              aria-label={t('delivery.set.enlarge', { number: index + 1 })}
            >
              <AspectRatio ratio={1} bg="bg.muted">
                {file.previewUrl ? (
                  <PictureImage file={file} alt="" objectFit="cover" loading="lazy" />
                ) : (
                  <Text textStyle="xs" color="fg.muted" px="2">
                    {t('upload.previewUnavailable')}
                  </Text>
                )}
              </AspectRatio>
            </chakra.button>
            <FileLabels file={file} round={round} />
            {file.feedback && <FileFeedbackNotes feedback={file.feedback} />}
            {action?.(file)}
          </Stack>
        ))}
      </SimpleGrid>
      <Lightbox pictures={pictures} index={open} onIndex={setOpen} returnFocus={() => trigger.current} />
    </>
  );
}

/** One picture large, with the previous and next ones a button away. */
function Lightbox({
  pictures,
  index,
  onIndex,
  returnFocus,
}: {
  pictures: ResultFileView[];
  index: number | undefined;
  onIndex: (index: number | undefined) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  const picture = index === undefined ? undefined : pictures[index];
  const step = (by: number) => index !== undefined && onIndex((index + by + pictures.length) % pictures.length);
  return (
    <Dialog.Root open={picture !== undefined} onOpenChange={({ open }) => !open && onIndex(undefined)} finalFocusEl={returnFocus} placement="center" size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{index === undefined ? '' : t('delivery.set.pictureOf', { number: index + 1, total: pictures.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {picture?.previewUrl && (
                <Box display="flex" justifyContent="center">
                  <PictureImage file={picture} alt={t('delivery.set.pictureOf', { number: (index ?? 0) + 1, total: pictures.length })} maxH="70vh" objectFit="contain" />
                </Box>
              )}
            </Dialog.Body>
            {pictures.length > 1 && (
              <Dialog.Footer>
                <HStack gap="2" justify="space-between" w="full">
                  <Button variant="outline" onClick={() => step(-1)}>
                    {t('delivery.set.previous')}
                  </Button>
                  <Button variant="outline" onClick={() => step(1)}>
                    {t('delivery.set.next')}
                  </Button>
                </HStack>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A picture of the set: the original once the company's set is approved, in a `<picture>` whose fallback is the
 * preview, so a format the browser cannot show (HEIC) still shows something.
 */
function PictureImage({ file, ...image }: { file: ResultFileView } & Omit<ComponentProps<typeof Image>, 'src'>) {
  if (!file.originalUrl) return <Image src={file.previewUrl} {...image} />;
  return (
    <picture>
      <source srcSet={file.originalUrl} type={file.type} />
      <Image src={file.previewUrl} {...image} />
    </picture>
  );
}
