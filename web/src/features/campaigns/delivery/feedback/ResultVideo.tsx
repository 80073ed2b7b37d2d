import { AspectRatio, Box, chakra } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { momentLabel } from '../../../../../../shared/domain/result-feedback';
import type { ResultFileView } from '../../../../../../shared/domain/results';
import { useT } from '../../../../i18n/useT';
import { ratioOf } from '../ResultPreview';

/** A video element the notes beside it can move: to a moment, and playing from there. */
export type SeekTo = (seconds: number) => void;

/**
 * A result's video with the moments the company marked on it (issue 26) as markers under the player, each a button
 * that moves the video there. `startAt` opens it at a moment (the first one asked about, for the creator). The
 * company's approved set plays the original, with the preview as the fallback a browser takes when it cannot play the
 * original's format (a MOV in Chrome).
 */
export function ResultVideo({
  file,
  alt,
  moments = [],
  startAt,
  onElement,
}: {
  file: ResultFileView;
  alt: string;
  moments?: readonly number[];
  startAt?: number;
  /** The player, for what moves it or reads its position (the notes beside it, the remark at the current moment). */
  onElement?: (video: HTMLVideoElement | null) => void;
}) {
  const t = useT();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      setVideo(element);
      onElement?.(element);
    },
    [onElement],
  );
  const duration = file.facts?.durationSeconds ?? Math.max(0, ...moments);
  // A media fragment opens the player at the moment without waiting for it to load.
  const fragment = startAt === undefined ? '' : `#t=${startAt}`;
  const preview = file.previewUrl ? `${file.previewUrl}${fragment}` : undefined;
  return (
    <Box w="full">
      <AspectRatio ratio={ratioOf(file)} w="full" bg="bg.muted" borderRadius="l2" overflow="hidden">
        {/* A new element when the original arrives (approval): a player does not pick its sources again by itself. */}
        <Box asChild key={file.originalUrl ? 'original' : 'preview'}>
          {/* Creators' own clips: no captions exist for them, the sound is the content. */}
          <video ref={attach} controls preload="metadata" aria-label={alt} src={file.originalUrl ? undefined : preview}>
            {file.originalUrl && <source src={`${file.originalUrl}${fragment}`} type={file.type} />}
            {file.originalUrl && preview && <source src={preview} type="video/mp4" />}
          </video>
        </Box>
      </AspectRatio>
      {moments.length > 0 && duration > 0 && (
        // The player's own timeline runs left to right in both languages; the markers follow it.
        <Box position="relative" h="6" mt="1" dir="ltr" borderBottomWidth="2px" borderColor="border.emphasized">
          {moments.map((moment, index) => (
            <chakra.button
              key={`${moment}-${index}`}
              type="button"
              position="absolute"
              bottom="-1"
              left={`${Math.min(100, (moment / duration) * 100)}%`}
              transform="translateX(-50%)"
              w="3"
              h="5"
              borderRadius="sm"
              bg="orange.500"
              focusVisibleRing="outside"
              onClick={() => video && seekIn(video)(moment)}
              aria-label={t('delivery.feedback.goTo', { moment: momentLabel(moment) })}
              title={momentLabel(moment)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Moves a player to a moment and gives it focus, so Space plays from there. */
export function seekIn(video: HTMLVideoElement): SeekTo {
  return (seconds) => {
    video.currentTime = seconds;
    video.focus();
  };
}
