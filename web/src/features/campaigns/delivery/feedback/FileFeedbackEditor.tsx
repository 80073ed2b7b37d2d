import { AspectRatio, Box, Button, Checkbox, Field, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FILE_COMMENT_MAX_LENGTH, FILE_COMMENTS_MAX, momentLabel, momentOf } from '../../../../../../shared/domain/result-feedback';
import type { ResultFileView } from '../../../../../../shared/domain/results';
import { useT } from '../../../../i18n/useT';
import { videoMaxW } from '../ResultSet';
import type { FileFeedbackValue, RemarkValue } from './revise-form';
import { ResultVideo, seekIn } from './ResultVideo';

let remarkKeys = 0;
const newRemark = (atSeconds?: number): RemarkValue => ({ key: `remark-${(remarkKeys += 1)}`, text: '', ...(atSeconds === undefined ? {} : { atSeconds }) });

/**
 * One file of the set in the revision dialog (issue 26): its preview, "ask for a change", and then its remarks. On a
 * video a remark is added at the moment the player stands at (shown as a marker, and a button that returns there); a
 * picture gets one remark at once. `errorOf` gives the translated error of the file (no remark) or of one remark.
 */
export function FileFeedbackEditor({
  file,
  name,
  value,
  onChange,
  errorOf,
}: {
  file: ResultFileView;
  name: string;
  value: FileFeedbackValue;
  onChange: (value: FileFeedbackValue) => void;
  errorOf: (remarkKey?: string) => string | undefined;
}) {
  const t = useT();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const position = usePosition(video);
  const added = useRef<string>(undefined);
  const isVideo = file.kind === 'video';
  const moments = value.remarks.flatMap((remark) => (remark.atSeconds === undefined ? [] : [remark.atSeconds]));
  const full = value.remarks.length >= FILE_COMMENTS_MAX;

  const add = (atSeconds?: number) => {
    const remark = newRemark(atSeconds);
    added.current = remark.key;
    onChange({ ...value, remarks: [...value.remarks, remark] });
  };
  const mark = (change: boolean) => {
    // A picture's change is one remark: its field opens at once. A video's remarks start from the player.
    const remark = change && !isVideo && value.remarks.length === 0 ? newRemark() : undefined;
    if (remark) added.current = remark.key;
    onChange({ change, remarks: remark ? [remark] : value.remarks });
  };
  const edit = (key: string, text: string) => onChange({ ...value, remarks: value.remarks.map((remark) => (remark.key === key ? { ...remark, text } : remark)) });
  const remove = (key: string) => onChange({ ...value, remarks: value.remarks.filter((remark) => remark.key !== key) });
  const fileError = errorOf();

  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }} borderColor={value.change ? 'orange.400' : 'border'}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box w="full" maxW={isVideo ? { base: videoMaxW(file), md: '56' } : { base: '48', md: '40' }} flexShrink="0" alignSelf={{ base: 'center', md: 'flex-start' }}>
          {isVideo ? (
            <ResultVideo file={file} alt={name} moments={value.change ? moments : []} onElement={setVideo} />
          ) : (
            <AspectRatio ratio={1} bg="bg.muted" borderRadius="l2" overflow="hidden">
              <Image src={file.previewUrl} alt={name} objectFit="cover" />
            </AspectRatio>
          )}
        </Box>
        <Stack gap="3" flex="1" minW="0">
          <Checkbox.Root checked={value.change} onCheckedChange={({ checked }) => mark(checked === true)} colorPalette="orange" alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('delivery.feedback.changeFile', { name })}</Checkbox.Label>
          </Checkbox.Root>
          {value.change && (
            <Stack gap="3">
              {value.remarks.map((remark) => (
                <RemarkField
                  key={remark.key}
                  remark={remark}
                  focus={added.current === remark.key}
                  error={errorOf(remark.key)}
                  onText={(text) => edit(remark.key, text)}
                  onRemove={() => remove(remark.key)}
                  onSeek={video && remark.atSeconds !== undefined ? () => seekIn(video)(remark.atSeconds ?? 0) : undefined}
                />
              ))}
              {fileError && (
                <Text role="alert" textStyle="sm" color="fg.error">
                  {fileError}
                </Text>
              )}
              {!full && (
                <HStack gap="2" flexWrap="wrap">
                  {isVideo && (
                    <Button size="sm" colorPalette="orange" variant="subtle" onClick={() => add(momentOf(video?.currentTime ?? 0))}>
                      <bdi>{t('delivery.feedback.addMoment', { moment: momentLabel(position) })}</bdi>
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => add()}>
                    {t('delivery.feedback.addRemark')}
                  </Button>
                </HStack>
              )}
              {isVideo && (
                <Text textStyle="xs" color="fg.muted">
                  {t('delivery.feedback.momentHint')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function RemarkField({
  remark,
  focus,
  error,
  onText,
  onRemove,
  onSeek,
}: {
  remark: RemarkValue;
  focus: boolean;
  error: string | undefined;
  onText: (text: string) => void;
  onRemove: () => void;
  onSeek?: () => void;
}) {
  const t = useT();
  const input = useRef<HTMLTextAreaElement>(null);
  // A remark just added takes the focus: the company types at once.
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const moment = remark.atSeconds === undefined ? undefined : momentLabel(remark.atSeconds);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <HStack gap="2" justify="space-between" w="full">
        <Field.Label>
          {moment ? (
            <Button size="2xs" variant="subtle" colorPalette="orange" onClick={onSeek} disabled={!onSeek} dir="ltr" aria-label={t('delivery.feedback.goTo', { moment })}>
              {moment}
            </Button>
          ) : null}
          {moment ? t('delivery.feedback.remarkAt', { moment }) : t('delivery.feedback.remark')}
        </Field.Label>
        <Button size="2xs" variant="ghost" colorPalette="red" onClick={onRemove}>
          {t('delivery.feedback.removeRemark')}
        </Button>
      </HStack>
      <Textarea ref={input} rows={2} dir="auto" maxLength={FILE_COMMENT_MAX_LENGTH} value={remark.text} onChange={(event) => onText(event.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Where a player stands, to the second: the label of "add a remark at 0:07" follows the video as it plays or is moved. */
function usePosition(video: HTMLVideoElement | null): number {
  const [position, setPosition] = useState(0);
  useEffect(() => {
    if (!video) return undefined;
    const follow = () => setPosition(Math.floor(video.currentTime));
    video.addEventListener('timeupdate', follow);
    video.addEventListener('seeked', follow);
    return () => {
      video.removeEventListener('timeupdate', follow);
      video.removeEventListener('seeked', follow);
    };
  }, [video]);
  return position;
}
