import { AspectRatio, Badge, Box, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResultFileView } from '../../../../../../shared/domain/results';
import { FilePickButton } from '../../../../components/upload/UploadControls';
import { useT } from '../../../../i18n/useT';
import type { DraftRow } from '../draft';
import { FileStatusBadge } from '../FileStatus';
import { FileFeedbackNotes } from './FileFeedbackNotes';
import { ResultVideo, seekIn } from './ResultVideo';
import { setFileNames } from './set-files';

/**
 * The set sent back with feedback per file, as the creator works on it (issue 26): each file kept by the company,
 * marked so; each file to change with the company's remarks beside it (a video opened at the first moment asked about,
 * each moment a button that moves it there), its replacement's state, and Replace, which uploads a file of its kind.
 */
export function RevisionFiles({ files, names, rows, onReplace }: { files: ResultFileView[]; names: ReadonlyMap<string, string>; rows: readonly DraftRow[]; onReplace: (file: File, replaces: string) => void }) {
  const t = useT();
  const titles = setFileNames(files, t, 'title');
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t('delivery.feedback.setTitle')}
      </Heading>
      <Text color="fg.muted">{t('delivery.feedback.revisionHint')}</Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {files.map((file) => (
          <RevisionFile key={file.id} file={file} name={names.get(file.id) ?? file.fileName} title={titles.get(file.id) ?? file.fileName} replacement={rows.filter((row) => row.replaces === file.id).at(-1)} onReplace={onReplace} />
        ))}
      </Stack>
    </Stack>
  );
}

function RevisionFile({ file, name, title, replacement, onReplace }: { file: ResultFileView; name: string; title: string; replacement: DraftRow | undefined; onReplace: (file: File, replaces: string) => void }) {
  const t = useT();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const isVideo = file.kind === 'video';
  const moments = file.feedback?.comments.flatMap((comment) => (comment.atSeconds === undefined ? [] : [comment.atSeconds])) ?? [];
  // A replacement under way or ready: another pick would only add a file to remove later.
  const replacing = replacement !== undefined && replacement.status !== 'refused' && replacement.status !== 'failed' && replacement.status !== 'sendFailed';
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }} borderColor={file.feedback ? 'orange.400' : 'border'}>
      {/* A kept file is a line (a thumbnail and its name); a file to change opens up with its remarks and Replace. */}
      <Stack direction={{ base: file.feedback ? 'column' : 'row', md: 'row' }} gap="4" align={{ base: file.feedback ? 'stretch' : 'center', md: 'flex-start' }}>
        <Box w="full" maxW={file.feedback ? { base: isVideo ? '48' : '32', md: isVideo ? '56' : '32' } : '16'} flexShrink="0">
          {isVideo ? (
            <ResultVideo file={file} alt={name} moments={moments} startAt={moments[0]} onElement={setVideo} />
          ) : (
            <AspectRatio ratio={1} bg="bg.muted" borderRadius="l2" overflow="hidden">
              <Image src={file.previewUrl} alt={name} objectFit="cover" />
            </AspectRatio>
          )}
        </Box>
        <Stack gap="3" flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium">{title}</Text>
            {file.version > 1 && <Badge colorPalette="blue">{t('delivery.feedback.version', { version: file.version })}</Badge>}
            {!file.feedback && <Badge colorPalette="green">{t('delivery.feedback.kept')}</Badge>}
          </HStack>
          {file.feedback && (
            <>
              <FileFeedbackNotes feedback={file.feedback} seek={video ? seekIn(video) : undefined} />
              {replacement && (
                <HStack gap="2" flexWrap="wrap">
                  <Text textStyle="sm" overflowWrap="anywhere">
                    {t('delivery.feedback.replacement', { name: replacement.fileName })}
                  </Text>
                  <FileStatusBadge status={replacement.status} />
                </HStack>
              )}
              {!replacing && (
                <Box>
                  <FilePickButton purpose="result" kinds={[isVideo ? 'video' : 'image']} onFile={(picked) => onReplace(picked, file.id)} variant="solid">
                    {t('delivery.feedback.replaceFile', { name })}
                  </FilePickButton>
                </Box>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
