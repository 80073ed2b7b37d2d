import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { momentLabel, type FileFeedback } from '../../../../../../shared/domain/result-feedback';
import { useT } from '../../../../i18n/useT';
import type { SeekTo } from './ResultVideo';

/**
 * What the company asked to change in one file (issue 26): its remarks, a video's in the order of their moments, each
 * moment a button that moves the video beside it there. A file sent back with the whole set has no remarks of its
 * own: it says so, and the note for the set says the rest.
 */
export function FileFeedbackNotes({ feedback, seek }: { feedback: FileFeedback; seek?: SeekTo }) {
  const t = useT();
  return (
    <Stack gap="2" borderInlineStartWidth="3px" borderColor="orange.500" ps="3" py="1">
      <Text textStyle="sm" fontWeight="semibold" color="orange.800">
        {t('delivery.feedback.changeAsked')}
      </Text>
      {feedback.comments.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          {t('delivery.feedback.seeNote')}
        </Text>
      )}
      {feedback.comments.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {feedback.comments.map((comment, index) => (
            <HStack as="li" key={index} gap="2" align="flex-start">
              {comment.atSeconds !== undefined && (
                <Button
                  size="2xs"
                  variant="subtle"
                  colorPalette="orange"
                  flexShrink="0"
                  dir="ltr"
                  disabled={!seek}
                  onClick={() => comment.atSeconds !== undefined && seek?.(comment.atSeconds)}
                  aria-label={t('delivery.feedback.goTo', { moment: momentLabel(comment.atSeconds) })}
                >
                  {momentLabel(comment.atSeconds)}
                </Button>
              )}
              <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
                {comment.text}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
