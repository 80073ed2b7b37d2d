import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResultFileView } from '../../../../../shared/domain/results';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { originalUrl } from './api';

/**
 * Downloads the original of an approved file. Its URL is asked for at the click, not kept: it lives minutes, and it
 * is never in the page before approval. The URL answers as an attachment, so the page stays where it is.
 */
export function DownloadOriginalButton({ campaignId, file }: { campaignId: string; file: ResultFileView }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      window.location.assign(await originalUrl(campaignId, file.id));
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="xs" variant="outline" colorPalette="blue" alignSelf="flex-start" loading={busy} onClick={() => void download()}>
      {t('delivery.original.download')}
      <VisuallyHidden>
        {' '}
        (<bdi>{file.fileName}</bdi>)
      </VisuallyHidden>
    </Button>
  );
}
