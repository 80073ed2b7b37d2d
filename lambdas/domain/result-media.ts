import type { AspectRatio } from '../../shared/domain/campaign';
import { checkPictureAgainstBrief, checkVideoAgainstBrief } from '../../shared/domain/brief-check';
import type { MediaFacts, ResultRefusal } from '../../shared/domain/results';
import type { UploadRefusal, UploadType } from '../../shared/domain/uploads';
import { submitPreviewJob } from '../adapters/media-jobs';
import * as storage from '../adapters/storage';
import { config, mediaConvertTarget } from '../core/config';
import { logError, logInfo } from '../core/log';
import { getCampaignForDecision } from '../data/campaigns';
import { recordPreviewOutcome, recordResultCheck } from '../data/results';
import type { UploadRecord } from '../data/uploads';
import { picturePreview } from '../media/picture-preview';
import { previewJob, previewKeyOf, previewSize, type ResultIds } from '../media/preview-job';
import { traceMarkKey, traceMarkPng } from '../media/trace-mark';
import { probePicture, probeVideo, type ByteSource, type PictureType } from '../media/probe';

/**
 * A result file after the generic upload check (issue 12): the brief check of what its header says, then its
 * watermarked preview (a MediaConvert job for a video, sharp here for a picture). A file the brief refuses is
 * deleted; the creator reads why on their workspace and uploads another.
 */

/** The result a checked upload is for, or undefined when the upload is not a result's. */
export function resultIdsOf(upload: UploadRecord): ResultIds | undefined {
  return upload.purpose === 'result' && upload.campaignId && upload.resultId ? { campaignId: upload.campaignId, creatorId: upload.ownerId, resultId: upload.resultId } : undefined;
}

/** The generic check refused the bytes (not a video or picture, too large, empty): the result says so. */
export async function refuseResult(ids: ResultIds, refusal: UploadRefusal, size: number): Promise<void> {
  await recordResultCheck(idsOf(ids), { status: 'refused', refusal: [{ code: refusal }], size });
}

/**
 * Checks a verified result's bytes against its campaign's brief and, when they pass, starts its preview. Safe to
 * repeat for one object (S3 delivers at least once): the result only changes while it is uploading or processing.
 */
export async function checkResultAgainstBrief(ids: ResultIds, key: string, object: storage.StoredObject, type: UploadType): Promise<void> {
  const campaign = await getCampaignForDecision(ids.campaignId, true);
  if (!campaign) return;
  const source: ByteSource = { size: object.size, read: (offset, length) => storage.readRange(key, offset, Math.min(length, object.size - offset), object.eTag) };
  const kind = type.startsWith('video/') ? 'video' : 'picture';
  let facts: MediaFacts | undefined;
  let refusal: ResultRefusal[];
  if (kind === 'video') {
    const video = await probeVideo(source);
    refusal = checkVideoAgainstBrief(video, campaign);
    facts = video && { width: video.width, height: video.height, durationSeconds: video.durationSeconds, hasAudio: video.hasAudio };
  } else {
    const picture = await probePicture(source, type as PictureType);
    refusal = checkPictureAgainstBrief(picture);
    facts = picture && { width: picture.width, height: picture.height };
  }
  if (refusal.length || !facts) {
    if (await recordResultCheck(idsOf(ids), { status: 'refused', refusal, size: object.size })) logInfo('Result refused by the brief check', { ...ids, refusal });
    await storage.deleteObject(key);
    return;
  }
  const previewKey = previewKeyOf(ids, kind);
  if (!(await recordResultCheck(idsOf(ids), { status: 'processing', facts, size: object.size, previewKey }))) return;
  if (kind === 'video') {
    // The campaign's trace, at the preview's size, where the job reads it (written again by each job: a few kB, no race).
    const size = previewSize(facts.width, facts.height);
    const traceKey = traceMarkKey(ids.campaignId, size);
    await storage.writeObject(traceKey, await traceMarkPng(ids.campaignId, size), 'image/png');
    await submitPreviewJob(previewJob(ids, key, facts, { bucket: config().mediaBucket, ...mediaConvertTarget() }, `s3://${config().mediaBucket}/${traceKey}`));
    return;
  }
  await makePicturePreview(ids, key, previewKey);
}

/** A picture's preview is made here at once: a few hundred milliseconds of sharp. A picture sharp cannot read fails. */
async function makePicturePreview(ids: ResultIds, key: string, previewKey: string): Promise<void> {
  let preview: Buffer;
  try {
    preview = await picturePreview(await streamToBytes(await storage.readStream(key)), watermarkImage, ids.campaignId);
  } catch (error) {
    logError('Picture preview failed', { ...ids, error });
    await recordPreviewOutcome(idsOf(ids), 'failed');
    return;
  }
  await storage.writeObject(previewKey, preview, 'image/jpeg');
  await recordPreviewOutcome(idsOf(ids), 'ready');
}


const watermarks = new Map<AspectRatio, Promise<Uint8Array>>();

/** An aspect ratio's watermark image, read once per instance from where the jobs read it (a CDK asset on AWS). */
function watermarkImage(aspect: AspectRatio): Promise<Uint8Array> {
  let image = watermarks.get(aspect);
  if (!image) {
    image = storage.readUri(mediaConvertTarget().watermarkUris[aspect]);
    // A failed read is tried again by the next picture.
    image.catch(() => watermarks.delete(aspect));
    watermarks.set(aspect, image);
  }
  return image;
}

function idsOf({ campaignId, creatorId, resultId }: ResultIds) {
  return { campaignId, creatorId, id: resultId };
}

async function streamToBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
