import { AspectRatio, Box, Center, Image, Link, Text } from '@chakra-ui/react';
import type { UploadKind } from '../../../../shared/domain/uploads';
import { useT } from '../../i18n/useT';

/** An uploaded file as it is: an image, a playable video, or a link to a document. */
export function MediaPreview({ src, kind, alt, ratio = 4 / 3 }: { src: string | undefined; kind: UploadKind | undefined; alt: string; ratio?: number }) {
  const t = useT();
  if (kind === 'document') {
    return src ? (
      <Link href={src} target="_blank" rel="noreferrer" colorPalette="blue" textStyle="sm">
        {t('upload.openDocument')}
      </Link>
    ) : (
      <Text textStyle="sm">{alt}</Text>
    );
  }
  return (
    <AspectRatio ratio={ratio} w="full" bg="bg.muted" borderRadius="l2" overflow="hidden">
      {!src ? (
        <Center>
          <Text textStyle="xs" color="fg.muted" px="2" textAlign="center">
            {t('upload.previewUnavailable')}
          </Text>
        </Center>
      ) : kind === 'video' ? (
        <Box asChild>
          {/* Creators' own clips: no captions exist for them, the sound is the content. */}
          <video src={src} controls preload="metadata" aria-label={alt} />
        </Box>
      ) : (
        <Image src={src} alt={alt} objectFit="cover" />
      )}
    </AspectRatio>
  );
}
