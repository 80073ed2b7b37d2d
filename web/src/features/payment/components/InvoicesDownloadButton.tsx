import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { usePreparedDownload } from '../../../hooks/usePreparedDownload';
import { useT } from '../../../i18n/useT';
import { loadInvoiceDocument } from '../invoices-api';

/**
 * Downloads one invoice's PDF. The server makes it moments after the payment; until then it answers `preparing`, and
 * the button waits (a status line says why) before the browser downloads it from its short-lived URL. The small
 * button of a table row, with the same wait as every prepared download (usePreparedDownload).
 */
export function InvoicesDownloadButton({ invoiceNumber }: { invoiceNumber: string }) {
  const t = useT();
  const { preparing, download } = usePreparedDownload(() => loadInvoiceDocument(invoiceNumber));
  // The number keeps its order inside an Arabic sentence.
  const isolated = `\u2066${invoiceNumber}\u2069`;

  // Positioned, so the hidden status line stays inside the table's scroll frame (it would widen an RTL page otherwise).
  return (
    <Box position="relative" display="inline-block">
      <Button
        size="sm"
        variant="outline"
        colorPalette="blue"
        loading={preparing}
        loadingText={t('payment.invoices.preparing')}
        aria-label={t('payment.invoices.downloadLabel', { number: isolated })}
        onClick={download}
      >
        {t('payment.invoices.download')}
      </Button>
      {/* Always there, so screen readers announce the wait when it starts; the button's "Preparing…" says it on screen. */}
      <VisuallyHidden role="status">{preparing ? t('payment.invoices.preparingHint', { number: isolated }) : ''}</VisuallyHidden>
    </Box>
  );
}
