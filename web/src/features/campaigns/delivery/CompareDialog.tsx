import { AspectRatio, Box, Button, chakra, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import type { ResultFileView } from '../../../../../shared/domain/results';
import { useT } from '../../../i18n/useT';
import { ratioOf } from './ResultPreview';
import { clockTime, leaderOf, pauseAll, playAll, resync, seekAll, timelineLength } from './sync-play';

/** The two versions to compare: the round sent back and the new one. */
export interface ComparePair {
  creatorName: string;
  previous: { round: number; video: ResultFileView };
  current: { round: number; video: ResultFileView };
}

/**
 * The previous and the new video side by side (stacked on a phone), played as one: one play/pause, one seek slider,
 * the sound of one of them at a time. Only the watermarked previews are played.
 */
export function CompareDialog({ pair, onClose, returnFocus }: { pair: ComparePair | undefined; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  return (
    <Dialog.Root open={pair !== undefined} onOpenChange={({ open }) => !open && onClose()} finalFocusEl={() => returnFocus.current} placement="center" size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delivery.compare.title', { name: pair?.creatorName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{pair && <SyncedVideos pair={pair} />}</Dialog.Body>
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
    { key: 'previous' as const, label: t('delivery.compare.previous', { round: pair.previous.round }), video: pair.previous.video, attach: setPrevious },
    { key: 'current' as const, label: t('delivery.compare.current', { round: pair.current.round }), video: pair.current.video, attach: setCurrent },
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
