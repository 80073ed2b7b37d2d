import { Box, Button, Icon, VisuallyHidden } from '@chakra-ui/react';
import { formatInvoiceNumber } from '../../../../../shared/domain/invoice';
import { usePreparedDownload } from '../../../hooks/usePreparedDownload';
import { useT } from '../../../i18n/useT';
import { loadInvoiceDocument } from './api';

/**
 * A payment's invoice number in the transactions, as the link that downloads its PDF (issue 13: the admin downloads
 * invoices from Transactions). The same wait as every prepared download (usePreparedDownload): the server makes the
 * PDF moments after the payment and answers `preparing` until then.
 */
export function InvoiceDownload({ invoiceNumber }: { invoiceNumber: number }) {
  const t = useT();
  const number = formatInvoiceNumber(invoiceNumber);
  const { preparing, download } = usePreparedDownload(() => loadInvoiceDocument(number));
  // The number keeps its order inside an Arabic sentence.
  const isolated = `\u2066${number}\u2069`;

  // Positioned, so the hidden status line stays inside the table's scroll frame (it would widen an RTL page otherwise).
  return (
    <Box position="relative" display="inline-block">
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        minW="0"
        gap="1"
        color="blue.700"
        textDecoration="underline"
        fontFamily="mono"
        loading={preparing}
        loadingText={t('admin.transactions.invoicePreparing')}
        aria-label={t('admin.transactions.invoiceDownload', { number: isolated })}
        onClick={download}
      >
        <bdi dir="ltr">{number}</bdi>
        <Icon boxSize="3.5" asChild>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
        </Icon>
      </Button>
      {/* Always there, so screen readers announce the wait when it starts; the button's "Preparing…" says it on screen. */}
      <VisuallyHidden role="status">{preparing ? t('admin.transactions.invoicePreparingHint', { number: isolated }) : ''}</VisuallyHidden>
    </Box>
  );
}
