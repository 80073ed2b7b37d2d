import { Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { OffPlatformContact, OffPlatformContactKind } from '../../../../shared/domain/off-platform-contact';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { MessageText } from '../../components/chat/MessageText';

/**
 * Before a message with off-platform contact goes (issue 14): what was found, highlighted in the message, and why it
 * matters (deals made elsewhere lose the platform's protection). The sender edits the message (the default choice,
 * Escape too) or sends it anyway; the server then flags it for the admins.
 */
export function OffPlatformWarning({
  text,
  findings,
  onEdit,
  onSend,
  returnFocus,
}: {
  text: string;
  /** None: the dialog is closed. */
  findings: readonly OffPlatformContact[] | undefined;
  onEdit: () => void;
  onSend: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const { locale } = useLocale();
  const kinds = [...new Set(findings?.map((finding) => finding.kind))] as OffPlatformContactKind[];
  const named = new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => t(`chat.contactKind.${kind}`)));
  return (
    <ConfirmDialog
      open={findings !== undefined}
      onClose={onEdit}
      onConfirm={onSend}
      busy={false}
      returnFocus={returnFocus}
      title={t('chat.warning.title')}
      cancelLabel={t('chat.warning.edit')}
      confirmLabel={t('chat.warning.sendAnyway')}
      confirmPalette="blue"
    >
      <Stack gap="3" data-testid="chat-warning">
        <Text>{t('chat.warning.found', { kinds: named })}</Text>
        <MessageText text={text} findings={findings ?? []} bg="bg.muted" borderRadius="l2" px="3" py="2" maxH="40" overflowY="auto" data-testid="chat-warning-text" />
        <Text>{t('chat.warning.protection')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('chat.warning.flagged')}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
