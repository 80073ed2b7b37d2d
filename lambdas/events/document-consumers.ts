import { buildResultsArchive } from '../domain/archive-build';
import { issueCertificate } from '../domain/certificate-issue';
import type { EventConsumer } from './consumers';

/** The delivery's documents, each made once per event and the same if made again (idempotent on the event). */
export const DOCUMENT_CONSUMERS: readonly EventConsumer[] = [
  {
    // An approval makes the creator's licence certificate, with the checksums of the approved originals.
    name: 'licence certificate',
    consume: async (event) => {
      if (event.type === 'result.approved') await issueCertificate(event);
    },
  },
  {
    // A completed campaign's approved originals are zipped once, so the company's "download all" is one file.
    name: 'results archive',
    consume: async (event) => {
      if (event.type === 'campaign.completed') await buildResultsArchive(event.payload.campaignId);
    },
  },
];
