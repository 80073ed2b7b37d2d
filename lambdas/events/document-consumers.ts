import type { EventHandler } from './consumers';
import type { DocumentHandlerName } from './event-routes';

/**
 * The delivery's documents, each made once per event and the same if made again (idempotent on the event); each
 * handler's modules load when first needed: the PDF libraries are the bulk of this bundle, and a zip's memory need
 * not hold them.
 */
export const DOCUMENT_HANDLERS: { readonly [Name in DocumentHandlerName]: EventHandler } = {
  // An approval makes the creator's licence certificate, with the checksums of the approved originals, and files those
  // originals in the company's content library with them.
  'licence certificate': async (event) => {
    if (event.type === 'result.approved') await (await import('../domain/certificate-issue')).issueCertificate(event);
  },
  // A completed campaign's approved originals are zipped once, so the company's "download all" is one file.
  'results archive': async (event) => {
    if (event.type === 'campaign.completed') await (await import('../domain/archive-build')).buildResultsArchive(event.payload.campaignId);
  },
  // A company's zip of chosen library files, streamed from S3 like a campaign's.
  'library archive': async (event) => {
    if (event.type === 'library.archive.requested') await (await import('../domain/library-archive-build')).buildLibraryArchive(event.payload.archiveId);
  },
  // An admin's CSV of transactions, streamed from the ledger into S3 however many there are.
  'transactions export': async (event) => {
    if (event.type === 'ledger.export.requested') await (await import('../domain/transactions-export-build')).buildTransactionsExport(event);
  },
  // The payment that published a campaign stored its tax invoice in the same transaction: its PDF is made once.
  invoice: async (event) => {
    if (event.type === 'campaign.published') await (await import('../domain/invoice-issue')).issueInvoicePdf(event);
  },
};
