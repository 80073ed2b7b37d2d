import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';
import * as storage from '../adapters/storage';
import { logInfo } from '../core/log';
import { listDeliveries } from '../data/deliveries';
import { inRound, listResults } from '../data/results';
import { archiveKey, safeFolder } from './result-archive';

/**
 * The campaign's approved originals as one zip (issue 12: "all of a campaign as one zip streamed from S3, not built
 * in memory"). Made once, when the campaign completes (its event's consumer): each original is streamed from S3
 * through the zip writer into a multipart upload, so memory holds a few parts whatever the campaign's size. Files
 * are stored, not compressed: videos and pictures are compressed already, and the zip's files are then
 * byte-identical to the uploads.
 */

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
        .filter((file) => file.creatorId === delivery.creatorId && inRound(file, delivery.round))
        .map((file) => ({ key: file.key, name: `${safeFolder(delivery.creatorName)}-${delivery.creatorId.slice(0, 8)}/${file.fileName}` })),
    );
  await writeZip(archiveKey(campaignId), entries);
  logInfo('Results archive stored', { campaignId, files: entries.length });
}

/**
 * Streams the objects of `entries` into one stored (uncompressed) zip at `target`, each under its `name`: one original
 * open at a time (yazl reads each entry's stream in turn, so the next GET starts when it is wanted), the zip written
 * as a multipart upload that becomes visible only when complete.
 */
export async function writeZip(target: string, entries: readonly { key: string; name: string }[]): Promise<void> {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const stored = storage.writeStream(target, output, 'application/zip');
  for (const entry of entries) zip.addReadStreamLazy(entry.name, { compress: false }, (done) => storage.readStream(entry.key).then((stream) => done(null, stream), (error: Error) => done(error, undefined as never)));
  zip.end();
  await stored;
}

