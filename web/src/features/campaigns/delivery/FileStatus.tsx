import { Badge, List, Text } from '@chakra-ui/react';
import type { ResultFileView } from '../../../../../shared/domain/results';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import type { FileRowStatus } from './draft';
import { refusalText } from './refusals';


const STATUS: Record<FileRowStatus, { label: MessageId; palette: string }> = {
  sending: { label: 'delivery.file.sending', palette: 'blue' },
  sendFailed: { label: 'delivery.file.sendFailed', palette: 'red' },
  paused: { label: 'delivery.file.paused', palette: 'orange' },
  // The bytes are there and the server reads them: the creator sees it being checked against the brief.
  uploading: { label: 'delivery.file.checking', palette: 'blue' },
  processing: { label: 'delivery.file.processing', palette: 'blue' },
  ready: { label: 'delivery.file.ready', palette: 'green' },
  refused: { label: 'delivery.file.refused', palette: 'red' },
  failed: { label: 'delivery.file.previewFailed', palette: 'red' },
};

export function FileStatusBadge({ status }: { status: FileRowStatus }) {
  const t = useT();
  const { label, palette } = STATUS[status];
  return <Badge colorPalette={palette}>{t(label)}</Badge>;
}

/** Why the server would not take a file: each reason of the brief check as a sentence, or why its preview failed. */
export function FileProblems({ file }: { file: Pick<ResultFileView, 'status' | 'kind' | 'refusal' | 'failure'> }) {
  const t = useT();
  const { locale } = useLocale();
  if (file.status === 'failed') {
    return (
      <Text textStyle="sm" color="fg.error">
        {t(file.failure === 'uploadIncomplete' ? 'delivery.file.uploadIncompleteHint' : 'delivery.file.previewFailedHint')}
      </Text>
    );
  }
  if (file.status !== 'refused') return null;
  const reasons = (file.refusal ?? []).map((refusal) => refusalText(refusal, file.kind, locale));
  if (reasons.length === 0) {
    return (
      <Text textStyle="sm" color="fg.error">
        {t('delivery.file.refusedHint')}
      </Text>
    );
  }
  return (
    <List.Root textStyle="sm" color="fg.error" ps="4" gap="1">
      {reasons.map(({ id, values }) => (
        <List.Item key={id}>{t(id, values)}</List.Item>
      ))}
    </List.Root>
  );
}
