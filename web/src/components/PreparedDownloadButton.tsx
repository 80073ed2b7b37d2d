import { Button, Stack, Text } from '@chakra-ui/react';
import { usePreparedDownload } from '../hooks/usePreparedDownload';
import type { Prepared } from '../lib/prepared';

export type { Prepared };

/**
 * A document the server makes after the fact (a campaign's zip, a licence certificate, an export): the button asks
 * for it, says it is being prepared while the server makes it, then the browser downloads it.
 */
export function PreparedDownloadButton({
  load,
  words,
  palette = 'blue',
  size,
  label,
}: {
  load: () => Promise<Prepared>;
  words: { download: string; preparing: string; hint?: string; preparingHint: string };
  palette?: 'blue' | 'gray';
  size?: 'xs' | 'sm';
  /** The button's accessible name, when its words alone do not say which document (one of several on the page). */
  label?: string;
}) {
  const { preparing, download } = usePreparedDownload(load);
  const hint = preparing ? words.preparingHint : words.hint;
  return (
    <Stack gap="1.5" align="flex-start">
      <Button size={size} aria-label={label} colorPalette={palette} variant={palette === 'gray' ? 'outline' : 'solid'} loading={preparing} loadingText={words.preparing} onClick={download}>
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
