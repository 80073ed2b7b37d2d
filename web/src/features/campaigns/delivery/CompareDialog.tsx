import { AspectRatio, Box, Button, chakra, CloseButton, Dialog, Heading, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../i18n/useT';
import type { ComparePair } from './compare-pairs';
import { FileFeedbackNotes } from './feedback/FileFeedbackNotes';
import { ratioOf } from './ResultPreview';
import { clockTime, leaderOf, pauseAll, playAll, resync, seekAll, timelineLength } from './sync-play';

/** What the dialog compares: a creator's files that changed since the round sent back, each beside its new version. */
export interface Comparison {
  creatorName: string;
  /** The creator's set, to name each file ("the video", "picture 2"). */
  names: ReadonlyMap<string, string>;
  pairs: ComparePair[];
}

/**
 * Each file the creator replaced beside its new version (stacked on a phone), with what the company asked of it: two
 * videos played as one (one play/pause, one seek slider, the sound of one at a time), two pictures side by side.
 * Only the watermarked previews are shown.
 */
export function CompareDialog({ comparison, onClose, returnFocus }: { comparison: Comparison | undefined; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  return (
    <Dialog.Root
      open={comparison !== undefined}
      onOpenChange={({ open }) => !open && onClose()}
      finalFocusEl={() => returnFocus.current}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delivery.compare.title', { name: comparison?.creatorName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {comparison && (
                <Stack as="ul" listStyleType="none" gap="8">
                  {comparison.pairs.map((pair) => (
                    <Stack as="li" key={pair.current.id} gap="3">
                      <Heading as="h3" size="sm">
                        {comparison.names.get(pair.current.id) ?? pair.current.fileName}
                      </Heading>
                      {pair.previous.feedback && <FileFeedbackNotes feedback={pair.previous.feedback} />}
                      {pair.current.kind === 'video' ? <SyncedVideos pair={pair} /> : <SidePictures pair={pair} />}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SyncedVideos({ pair }: { pair: ComparePair }) {
  const t = useT();
  // Elements as state, not refs: the dialog's content mounts after the dialog, and the listeners wait for both.
  const [previous, setPrevious] = useState<HTMLVideoElement | null>(null);
  const [current, setCurrent] = useState<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);
  // Two sound tracks at once would be noise: the new version speaks unless the company asks for the other.
  const [audible, setAudible] = useState<'previous' | 'current'>('current');
  const media = [previous, current].filter((element): element is HTMLVideoElement => element !== null);

  useEffect(() => {
    if (!previous || !current) return undefined;
    const both = [previous, current];
    const measure = () => setLength(timelineLength(both));
    const follow = () => {
      resync(both);
      setPosition(leaderOf(both)?.currentTime ?? 0);
    };
    const stateChanged = () => setPlaying(both.some((element) => !element.paused && !element.ended));
    const listeners: [string, () => void][] = [
      ['loadedmetadata', measure],
      ['durationchange', measure],
      ['timeupdate', follow],
      ['play', stateChanged],
      ['pause', stateChanged],
      ['ended', stateChanged],
    ];
    for (const element of both) for (const [type, listener] of listeners) element.addEventListener(type, listener);
    measure();
    return () => {
      for (const element of both) for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [previous, current]);

  function toggle() {
    if (playing) pauseAll(media);
    // A refused play (the browser's rules) leaves both paused, and the button says so.
    else playAll(media).catch(() => setPlaying(false));
  }

  const versions = [
    { key: 'previous' as const, label: t('delivery.compare.previousVersion', { version: pair.previous.version }), video: pair.previous, attach: setPrevious },
    { key: 'current' as const, label: t('delivery.compare.currentVersion', { version: pair.current.version }), video: pair.current, attach: setCurrent },
  ];

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        {versions.map(({ key, label, video, attach }) => (
          <Stack as="figure" key={key} gap="2" flex="1" minW="0" align="center">
            {/* Stacked on a phone, each version keeps to a third of the screen's height, so both and the controls fit. */}
            <Box w="full" maxW={{ base: `calc(33dvh * ${ratioOf(video)})`, md: ratioOf(video) < 1 ? '64' : 'full' }}>
              <AspectRatio ratio={ratioOf(video)} bg="bg.muted" borderRadius="l2" overflow="hidden">
                {/* No controls of their own: the shared ones below move both. */}
                <video ref={attach} src={video.previewUrl} preload="metadata" playsInline muted={audible !== key} aria-label={label} />
              </AspectRatio>
            </Box>
            <Text as="figcaption" textStyle="sm" fontWeight="medium">
              {label}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Stack gap="3">
        <HStack gap="3">
          <Button colorPalette="blue" minW="24" onClick={toggle} disabled={media.length < 2}>
            {playing ? t('delivery.compare.pause') : t('delivery.compare.play')}
          </Button>
          {/* A native range: keyboard, screen readers and right-to-left come with it, and no slider styles join the app's first load. */}
          <chakra.input
            type="range"
            flex="1"
            minW="0"
            accentColor="blue.600"
            cursor="pointer"
            min={0}
            max={Math.max(length, 0.1)}
            step={0.1}
            value={Math.min(position, length)}
            onChange={(event) => {
              const time = Number(event.target.value);
              seekAll(media, time);
              setPosition(time);
            }}
            aria-label={t('delivery.compare.seek')}
            aria-valuetext={clockTime(position)}
          />
          <Text textStyle="sm" color="fg.muted" minW="20" textAlign="end" dir="ltr">
            {clockTime(position)} / {clockTime(length)}
          </Text>
        </HStack>
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => setAudible(audible === 'current' ? 'previous' : 'current')}>
          {audible === 'current' ? t('delivery.compare.listenPrevious') : t('delivery.compare.listenCurrent')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A picture's version sent back and its new one, side by side (stacked on a phone). */
function SidePictures({ pair }: { pair: ComparePair }) {
  const t = useT();
  const versions = [
    { label: t('delivery.compare.previousVersion', { version: pair.previous.version }), picture: pair.previous },
    { label: t('delivery.compare.currentVersion', { version: pair.current.version }), picture: pair.current },
  ];
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
      {versions.map(({ label, picture }) => (
        <Stack as="figure" key={picture.id} gap="2" flex="1" minW="0" align="center">
          <AspectRatio ratio={ratioOf(picture)} w="full" maxW={{ base: '64', sm: 'full' }} bg="bg.muted" borderRadius="l2" overflow="hidden">
            <Image src={picture.previewUrl} alt={label} objectFit="contain" />
          </AspectRatio>
          <Text as="figcaption" textStyle="sm" fontWeight="medium">
            {label}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
