import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';

/** How often a document is asked for again while the server makes it. */
export const PREPARED_POLL_MS = 3000;

export type Prepared = { status: 'ready'; url: string } | { status: 'preparing' };

/**
 * A document the server makes after the fact (a campaign's zip, a licence certificate): the button asks for it, waits
 * while it is `preparing` (asking again every 3 s), then the browser downloads it from its short-lived URL.
 */
export function PreparedDownloadButton({
  load,
  words,
  palette = 'blue',
}: {
  load: () => Promise<Prepared>;
  words: { download: string; preparing: string; hint?: string; preparingHint: string };
  palette?: 'blue' | 'gray';
}) {
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
        const document = await load();
        if (controller.signal.aborted) return;
        if (document.status === 'ready') {
          window.location.assign(document.url);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, PREPARED_POLL_MS));
        if (controller.signal.aborted) return;
      }
    } catch (error) {
      if (!controller.signal.aborted) toaster.create({ type: 'error', title: errorMessage(t, error) });
    }
    if (!controller.signal.aborted) setPreparing(false);
  }

  const hint = preparing ? words.preparingHint : words.hint;
  return (
    <Stack gap="1.5" align="flex-start">
      <Button colorPalette={palette} variant={palette === 'gray' ? 'outline' : 'solid'} loading={preparing} loadingText={words.preparing} onClick={() => void download()}>
        {words.download}
      </Button>
      {hint && (
        <Text textStyle="sm" color="fg.muted" role="status">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
