import { Box, CloseButton, HStack, IconButton, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MAX_ATTACHMENTS, CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/domain/chat';
import { findOffPlatformContacts, type OffPlatformContact } from '../../../../shared/domain/off-platform-contact';
import { acceptFor } from '../../components/upload/upload-client';
import { toaster } from '../../components/toaster';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { useT } from '../../i18n/useT';
import { sendMessage, signalTyping } from './chat-live';
import { AttachIcon, SendIcon } from '../../components/chat/icons';
import { OffPlatformWarning } from './OffPlatformWarning';
import { useAttachments, type DraftAttachment } from './useAttachments';

/** What each channel's composer held when left: coming back finds the words where they were (this tab only). */
const drafts = new Map<string, string>();

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

/**
 * The message being written, at the bottom of the conversation: Enter sends, Shift+Enter starts a new line; files
 * attach through the upload path with their progress (the message waits for their check). A message with
 * off-platform contact first shows the warning; the sender edits it or sends it anyway.
 */
export function Composer({ channelId, senderId }: { channelId: string; senderId: string }) {
  const t = useT();
  const [text, setText] = useState(() => drafts.get(channelId) ?? '');
  const [warning, setWarning] = useState<OffPlatformContact[]>();
  const attachments = useAttachments();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = (trimmed.length > 0 || attachments.ready.length > 0) && !attachments.busy && !tooLong;
  useUnsavedChanges(() => trimmed.length > 0 || attachments.drafts.length > 0);

  function write(next: string) {
    setText(next);
    drafts.set(channelId, next);
    if (next.trim()) signalTyping(channelId);
  }

  function send() {
    setWarning(undefined);
    sendMessage({ channelId, senderId, text: trimmed, attachments: attachments.ready });
    write('');
    attachments.clear();
    textarea.current?.focus();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    const findings = findOffPlatformContacts(trimmed);
    if (findings.length > 0) setWarning(findings);
    else send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function attach(files: FileList | null) {
    const left = attachments.add([...(files ?? [])]);
    if (left > 0) toaster.create({ type: 'error', title: t('chat.attach.tooMany', { count: CHAT_MAX_ATTACHMENTS }) });
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <Box as="form" onSubmit={submit} borderTopWidth="1px" bg="bg" px={{ base: '2', md: '3' }} py="2" position="sticky" bottom="0" data-testid="chat-composer">
      {attachments.drafts.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1.5" mb="2" aria-label={t('chat.attach.list')}>
          {attachments.drafts.map((draft) => (
            <DraftFile key={draft.id} draft={draft} onRemove={() => attachments.remove(draft.id)} />
          ))}
        </Stack>
      )}
      <HStack gap="1.5" align="flex-end">
        <input ref={fileInput} type="file" multiple hidden accept={acceptFor('chatAttachment')} onChange={(event) => attach(event.target.files)} data-testid="chat-file-input" />
        <IconButton
          variant="ghost"
          aria-label={t('chat.attach.button')}
          disabled={attachments.drafts.length >= CHAT_MAX_ATTACHMENTS}
          onClick={() => fileInput.current?.click()}
        >
          <AttachIcon boxSize="5" />
        </IconButton>
        <Textarea
          ref={textarea}
          value={text}
          onChange={(event) => write(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('chat.composer.label')}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          placeholder={t('chat.composer.placeholder')}
          dir="auto"
          rows={1}
          autoresize
          maxH="40"
          resize="none"
          flex="1"
          minW="0"
        />
        <IconButton type="submit" colorPalette="blue" aria-label={t('chat.composer.send')} disabled={!canSend}>
          <SendIcon boxSize="5" />
        </IconButton>
      </HStack>
      {text.length >= COUNTER_FROM && (
        <Text id={counterId} fontSize="xs" color={tooLong ? 'fg.error' : 'fg.muted'} textAlign="end" mt="1">
          {t('chat.composer.counter', { count: trimmed.length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </Text>
      )}
      <OffPlatformWarning text={trimmed} findings={warning} onEdit={() => setWarning(undefined)} onSend={send} returnFocus={textarea} />
    </Box>
  );
}

/** A file being attached: its name, the upload's progress or the check under way, why it failed, and removing it. */
function DraftFile({ draft, onRemove }: { draft: DraftAttachment; onRemove: () => void }) {
  const t = useT();
  const { state } = draft;
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <HStack as="li" gap="2" borderWidth="1px" borderRadius="l2" px="2" py="1.5" data-testid="chat-draft-file" data-phase={state.phase}>
      <Stack gap="1" flex="1" minW="0">
        <Text fontSize="sm" truncate>
          <bdi>{draft.fileName}</bdi>
        </Text>
        {state.phase === 'uploading' && (
          <Progress.Root value={percent} size="xs" colorPalette="blue">
            <Progress.Track aria-label={t('chat.attach.uploading', { name: draft.fileName })} aria-valuetext={t('upload.percent', { percent })}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {state.phase === 'checking' && (
          <Text fontSize="xs" color="fg.muted">
            {t('chat.attach.checking')}
          </Text>
        )}
        {state.phase === 'failed' && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {t(state.message)}
          </Text>
        )}
      </Stack>
      {state.phase === 'ready' && (
        <Text fontSize="xs" color="green.700">
          {t('chat.attach.ready')}
        </Text>
      )}
      <CloseButton size="xs" aria-label={t('chat.attach.remove', { name: draft.fileName })} onClick={onRemove} />
    </HStack>
  );
}

