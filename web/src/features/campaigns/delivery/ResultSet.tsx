import { AspectRatio, Box, Button, chakra, CloseButton, Dialog, HStack, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import type { ResultFileView } from '../../../../../shared/domain/results';
import { useT } from '../../../i18n/useT';
import { ratioOf, ResultPreview } from './ResultPreview';

/** A portrait video stays narrow enough to see whole on a laptop; a landscape one may take more room. */
export const videoMaxW = (file: ResultFileView) => (ratioOf(file) < 1 ? '64' : 'lg');

/**
 * A submitted set, read-only: the video players, then the pictures as a grid where each opens larger. Only the
 * watermarked previews are shown; `action` adds a control under each file (the originals' download once approved).
 */
export function ResultSet({ files, action }: { files: ResultFileView[]; action?: (file: ResultFileView) => ReactNode }) {
  const t = useT();
  const videos = files.filter((file) => file.kind === 'video');
  const pictures = files.filter((file) => file.kind === 'picture');
  return (
    <Stack gap="4">
      {videos.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t('delivery.set.videos')}>
          {videos.map((file, index) => (
            <Stack as="li" key={file.id} gap="2" w="full" maxW={videoMaxW(file)}>
              <ResultPreview file={file} alt={t('delivery.set.videoAlt', { number: index + 1 })} />
              {action?.(file)}
            </Stack>
          ))}
        </Stack>
      )}
      {pictures.length > 0 && <PictureGallery pictures={pictures} action={action} />}
    </Stack>
  );
}

function PictureGallery({ pictures, action }: { pictures: ResultFileView[]; action?: (file: ResultFileView) => ReactNode }) {
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
                  <Image src={file.previewUrl} alt="" objectFit="cover" loading="lazy" />
                ) : (
                  <Text textStyle="xs" color="fg.muted" px="2">
                    {t('upload.previewUnavailable')}
                  </Text>
                )}
              </AspectRatio>
            </chakra.button>
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
                  <Image src={picture.previewUrl} alt={t('delivery.set.pictureOf', { number: (index ?? 0) + 1, total: pictures.length })} maxH="70vh" objectFit="contain" />
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
