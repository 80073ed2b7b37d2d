import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';
import * as storage from '../adapters/storage';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { logInfo } from '../core/log';
import { getCampaignForDecision } from '../data/campaigns';
import { listDeliveries, listResults } from '../data/results';
import type { ResultsArchiveView } from '../../shared/domain/results';

/**
 * The campaign's approved originals as one zip (issue 12: "all of a campaign as one zip streamed from S3, not built
 * in memory"). Made once, when the campaign completes (its event's consumer): each original is streamed from S3
 * through the zip writer into a multipart upload, so memory holds a few parts whatever the campaign's size. Files
 * are stored, not compressed: videos and pictures are compressed already, and the zip's files are then
 * byte-identical to the uploads.
 */

export const ARCHIVE_PREFIX = 'archives/';

export function archiveKey(campaignId: string): string {
  return `${ARCHIVE_PREFIX}${campaignId}/results.zip`;
}

/** `GET /campaigns/{id}/results/archive`: to the campaign's company once it is completed; preparing until the zip is stored. */
export async function resultsArchive(companyId: string, campaignId: string): Promise<ResultsArchiveView> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (campaign.companyId !== companyId) throw new ForbiddenError();
  if (campaign.status !== 'completed') throw new ConflictError('ORIGINALS_NOT_AVAILABLE');
  const key = archiveKey(campaignId);
  const stored = await storage.headObject(key);
  if (!stored) return { status: 'preparing' };
  return { status: 'ready', url: await storage.signedDownloadUrl(key, `${safeFolder(campaign.campaignTitle)}.zip`), size: stored.size };
}

/**
 * Writes the zip of every approved creator's final round. Safe to repeat (a redelivered event writes the same zip
 * again over the first): the upload only becomes visible when complete, so a reader never sees half a zip.
 */
export async function buildResultsArchive(campaignId: string): Promise<void> {
  const [deliveries, files] = await Promise.all([listDeliveries(campaignId), listResults(campaignId)]);
  const entries = deliveries
    .filter((delivery) => delivery.status === 'approved')
    .flatMap((delivery) =>
      files
        .filter((file) => file.creatorId === delivery.creatorId && file.round === delivery.round)
        .map((file) => ({ key: file.key, name: `${safeFolder(delivery.creatorName)}-${delivery.creatorId.slice(0, 8)}/${file.fileName}` })),
    );
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const stored = storage.writeStream(archiveKey(campaignId), output, 'application/zip');
  // One original open at a time: yazl reads each entry's stream in turn, so the next GET starts when it is wanted.
  for (const entry of entries) zip.addReadStreamLazy(entry.name, { compress: false }, (done) => storage.readStream(entry.key).then((stream) => done(null, stream), (error: Error) => done(error, undefined as never)));
  zip.end();
  await stored;
  logInfo('Results archive stored', { campaignId, files: entries.length });
}

/** A folder or file name from a person's or campaign's name: letters of any script and digits, the rest dashes. */
function safeFolder(name: string): string {
  return name.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'results';
}
