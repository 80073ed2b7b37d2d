import type { EventConsumer } from './consumers';

/** The delivery's documents, each made once per event and the same if made again (idempotent on the event). */
export const DOCUMENT_CONSUMERS: readonly EventConsumer[] = [
  {
    // An approval makes the creator's licence certificate, with the checksums of the approved originals.
    name: 'licence certificate',
    consume: async (event) => {
      // Loaded when first needed: the PDF libraries are the bulk of this bundle, and a zip's memory need not hold them.
      if (event.type === 'result.approved') await (await import('../domain/certificate-issue')).issueCertificate(event);
    },
  },
  {
    // A completed campaign's approved originals are zipped once, so the company's "download all" is one file.
    name: 'results archive',
    consume: async (event) => {
      if (event.type === 'campaign.completed') await (await import('../domain/archive-build')).buildResultsArchive(event.payload.campaignId);
    },
  },
  {
    // An admin's CSV of transactions, streamed from the ledger into S3 however many there are.
    name: 'transactions export',
    consume: async (event) => {
      if (event.type === 'ledger.export.requested') await (await import('../domain/transactions-export-build')).buildTransactionsExport(event);
    },
  },
  {
    // The payment that published a campaign stored its tax invoice in the same transaction: its PDF is made once.
    name: 'invoice',
    consume: async (event) => {
      if (event.type === 'campaign.published') await (await import('../domain/invoice-issue')).issueInvoicePdf(event);
    },
  },
];
