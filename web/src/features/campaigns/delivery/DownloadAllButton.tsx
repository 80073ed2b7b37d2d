import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { loadResultsArchive } from './api';

/** How often the zip is asked for again while the server builds it. */
export const ARCHIVE_POLL_MS = 3000;

/**
 * Every approved original in one zip, once the campaign is completed. The server builds it on the first ask
 * (`preparing`); the button waits, asking again every 3 s, then the browser downloads it from its short-lived URL.
 */
export function DownloadAllButton({ campaignId }: { campaignId: string }) {
  const t = useT();
  const [preparing, setPreparing] = useState(false);
  const stopped = useRef<AbortController | undefined>(undefined);

  // Leaving the page ends the wait.
  useEffect(() => () => stopped.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    stopped.current = controller;
    setPreparing(true);
    try {
      for (;;) {
        const archive = await loadResultsArchive(campaignId);
        if (controller.signal.aborted) return;
        if (archive.status === 'ready') {
          window.location.assign(archive.url);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, ARCHIVE_POLL_MS));
        if (controller.signal.aborted) return;
      }
    } catch (error) {
      if (!controller.signal.aborted) toaster.create({ type: 'error', title: errorMessage(t, error) });
    }
    if (!controller.signal.aborted) setPreparing(false);
  }

  return (
    <Stack gap="1.5" align="flex-start">
      <Button colorPalette="blue" loading={preparing} loadingText={t('delivery.archive.preparing')} onClick={() => void download()}>
        {t('delivery.archive.download')}
      </Button>
      <Text textStyle="sm" color="fg.muted" role="status">
        {preparing ? t('delivery.archive.preparingHint') : t('delivery.archive.hint')}
      </Text>
    </Stack>
  );
}
