import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';
import { WATERMARK_TILES } from '../../lambdas/media/watermark-tiles';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { open } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import sharp from 'sharp';
import { DOCUMENTS_ENTRY, PROJECT_ROOT } from '../../lib/bundling';
import { applicationToItem, type ApplicationRecord } from '../../lambdas/data/applications';
import { newEvent } from '../../lambdas/data/events';
import { eventKey, resultKey } from '../../lambdas/data/keys';
import type { ResultRecord } from '../../lambdas/data/results';
import { archiveKey } from '../../lambdas/domain/result-archive';
import { picturePreview } from '../../lambdas/media/picture-preview';
import { ffmpegArguments, insertedImages, previewJob, previewSize } from '../../lambdas/media/preview-job';
import { traceMarkPng } from '../../lambdas/media/trace-mark';
import { countingSource, probeVideo, type ByteSource, type VideoFacts } from '../../lambdas/media/probe';
import { checkVideoAgainstBrief, type BriefRefusal } from '../../shared/domain/brief-check';
import type { CampaignSummary } from '../../shared/domain/campaign';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { uuidV7 } from '../../shared/domain/ids';
import type { LocalStackInfo } from '../local/stack-info';
import { FFMPEG_PATH } from '../local/preview-jobs';
import { putBatch } from '../local/put-batch';
import { bundleEntry } from './bundles';
import { scratchDirectory, trackChild } from './cleanup';
import { runDocumentsChild } from './documents-child';
import { median } from './lighthouse-figures';
import { cpuSeconds, tiedToBench } from './processes';
import type { Progress, Row } from './report';

/**
 * Issue 12's figures: the brief check of a 40 MB video read by ranged reads (its `moov` at the end, as ffmpeg and
 * many editors leave it); the watermarked preview of a 60 s 1080×1920 video through the local stand-in of the
 * MediaConvert job (the same job description, as ffmpeg); a picture's watermarked preview with sharp; and the zip of
 * a completed campaign's 10 × 40 MB originals, made by the documents function's own bundle in a process of its own,
 * whose memory is what the figure is about. Issue 27 adds a 60 s 2160×3840 phone clip of about 300 MB: its brief
 * check, and its preview through the same local job.
 */

export const PROBE_RUNS = 20;
export const PICTURE_RUNS = 10;
export const ARCHIVE_FILES = 10;
/** The brief the probed video is made for and checked against. */
const BRIEF = { aspectRatio: '9:16', videoDuration: 30 } as const;
const FRAME = { width: 1080, height: 1920 };
/** ~11 Mb/s: a phone's 1080p30 H.264 is 10-17 Mb/s, and 30 s of it is the ~40 MB the issue names. */
const VIDEO_BITRATE = '11M';
const PREVIEW_SECONDS = 60;
/**
 * A 60 s 4K phone clip (issue 27): 2160×3840 at ~40 Mb/s, what a phone records in 4K30, is about 300 MB. Made as 10 s
 * played six times (stream copy), so the bench encodes 4K for 10 s only.
 */
const CLIP_4K = { frame: { width: 2160, height: 3840 }, bitrate: '40M', pieceSeconds: 10, copies: 6 } as const;
/** The watermark image of an aspect ratio, where the stack deploys it from. */
const watermarkFile = (aspect: AspectRatio) => path.join(PROJECT_ROOT, 'assets', 'media', WATERMARK_TILES[aspect].file);
const WATERMARK_URIS = Object.fromEntries(ASPECT_RATIOS.map((aspect) => [aspect, pathToFileURL(watermarkFile(aspect)).href])) as Record<AspectRatio, string>;
/** The stack's s3rver and stand-ins take their own fixed pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type ProbeFigures = { fileBytes: number; runs: number; medianMs: number; reads: number; bytesRead: number; facts: VideoFacts | undefined; refusals: BriefRefusal[] };

export interface DeliveryFigures {
  probe: ProbeFigures;
  /** The 4K clip's brief check (against a 9:16, 60 s brief) and preview (issue 27). */
  clip4k: { probe: ProbeFigures; preview: DeliveryFigures['preview'] };
  preview: {
    sourceSeconds: number;
    sourceBytes: number;
    width: number;
    height: number;
    seconds: number;
    /** ffmpeg's own CPU time (user + system), undefined where the kernel does not tell: the figure a busy machine leaves honest. */
    cpuSeconds: number | undefined;
    realTime: number;
    outputBytes: number;
  };
  pictures: { label: string; width: number; height: number; bytes: number; runs: number; medianMs: number; cpuMsPerRun: number; previewBytes: number }[];
  archive: { files: number; originalBytes: number; zipBytes: number; zipEntries: number; seconds: number; baselineRss: number; peakRss: number; highWaterRss: number };
}

export async function measureDelivery(info: LocalStackInfo, progress: Progress): Promise<DeliveryFigures> {
  const { dir, remove } = scratchDirectory('delivery');
  try {
    const video = path.join(dir, 'take.mp4');
    await makeVideo(video, BRIEF.videoDuration);
    const probe = await measureProbe(video);
    progress(`watermarked previews (ffmpeg, sharp), then the zip of ${ARCHIVE_FILES} originals`);
    const preview = await measurePreview(video, dir);
    const pictures = await measurePictures();
    const archive = await measureArchive(info, video, dir);
    progress('a 60 s 2160×3840 clip of ~300 MB: its brief check and its preview');
    const clip4k = await measureClip4k(dir);
    return { probe, preview, pictures, archive, clip4k };
  } finally {
    await remove();
  }
}

/** The section's rows as the bench prints them: label, value, goal. */
export function deliveryRows({ probe, preview, pictures, archive, clip4k }: DeliveryFigures): Row[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const checked = probe.refusals.length ? `refused: ${probe.refusals.map(({ code }) => code).join(', ')}` : 'passes';
  const rows: Row[] = [
    [`delivery: brief check of a ${mb(probe.fileBytes)} 1080×1920 30 s mp4, moov at the end (ranged file reads, median of ${probe.runs})`, `${probe.medianMs.toFixed(2)} ms`, ''],
    ['delivery: brief check reads, bytes read', `${probe.reads}, ${(probe.bytesRead / 1024).toFixed(0)} KB`, ''],
    ['delivery: that video against a 9:16, 30 s brief', checked, 'passes'],
    [`delivery: watermarked preview of a 60 s 1080×1920 video (${mb(preview.sourceBytes)}) to ${preview.width}×${preview.height}, local job (ffmpeg)`, `${preview.seconds.toFixed(1)} s${preview.cpuSeconds === undefined ? '' : ` (${preview.cpuSeconds.toFixed(1)} s CPU)`}`, ''],
    ['delivery: that preview as a multiple of real time', `${preview.realTime.toFixed(1)}×`, '>= 3×'],
    ['delivery: size and bitrate of that preview', `${mb(preview.outputBytes)}, ${((preview.outputBytes * 8) / preview.sourceSeconds / 1e6).toFixed(2)} Mb/s`, ''],
  ];
  for (const picture of pictures) {
    rows.push([`delivery: watermarked preview of a ${picture.label}, ${mb(picture.bytes)} (sharp, median of ${picture.runs})`, `${picture.medianMs.toFixed(0)} ms (${picture.cpuMsPerRun.toFixed(0)} ms CPU)`, '< 200 ms']);
  }
  const zip = `${archive.files} × ${mb(archive.originalBytes)} originals`;
  rows.push([`delivery: zip of ${zip} by the documents bundle, own process (${mb(archive.zipBytes)}, ${archive.zipEntries} entries)`, `${archive.seconds.toFixed(1)} s`, '']);
  rows.push([`delivery: zip of ${zip}: process RSS peak / above its baseline (sampled every 50 ms)`, `${mb(archive.peakRss)} / ${mb(archive.peakRss - archive.baselineRss)}`, '< 150 MB']);
  if (archive.highWaterRss) rows.push([`delivery: zip of ${zip}: process RSS high-water mark (kernel's, over the zip)`, mb(archive.highWaterRss), '< 150 MB']);
  const clip = `a 60 s 2160×3840 clip (${mb(clip4k.probe.fileBytes)})`;
  rows.push([`delivery: brief check of ${clip}, moov at the end (ranged file reads, median of ${clip4k.probe.runs})`, `${clip4k.probe.medianMs.toFixed(2)} ms, ${clip4k.probe.reads} reads, ${(clip4k.probe.bytesRead / 1024).toFixed(0)} KB`, '']);
  rows.push(['delivery: that clip against a 9:16, 60 s brief', clip4k.probe.refusals.length ? `refused: ${clip4k.probe.refusals.map(({ code }) => code).join(', ')}` : 'passes', 'passes']);
  rows.push([
    `delivery: watermarked preview of ${clip} to ${clip4k.preview.width}×${clip4k.preview.height}, local job (ffmpeg)`,
    `${clip4k.preview.seconds.toFixed(1)} s${clip4k.preview.cpuSeconds === undefined ? '' : ` (${clip4k.preview.cpuSeconds.toFixed(1)} s CPU)`}, ${clip4k.preview.realTime.toFixed(1)}× real time`,
    '',
  ]);
  return rows;
}

/**
 * A 1080×1920 H.264 mp4 with AAC sound, `moov` at the end (ffmpeg's default: no faststart), made with the fastest
 * preset, which spends the whole bitrate whatever the picture: the file weighs what a phone's does. The grain is for
 * the preview's sake: the bare test pattern is far easier to encode than camera footage (a 0.7 Mb/s preview), heavy
 * grain (alls=20) far harder (the preview pinned at its 2.5 Mb/s cap); this much makes a preview of about 1.3 Mb/s.
 */
async function makeVideo(file: string, seconds: number, frame: { width: number; height: number } = FRAME, bitrate: string = VIDEO_BITRATE): Promise<void> {
  await ffmpeg([
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${frame.width}x${frame.height}:rate=30:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${seconds}`,
    '-vf', 'noise=alls=12:allf=t',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', bitrate, '-maxrate', bitrate, '-bufsize', `${parseInt(bitrate, 10) * 2}M`, '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-shortest',
    file,
  ]);
}

/** A ByteSource of a file on disk by ranged reads, as the check reads the stored object by ranged GETs. */
async function fileSource(file: string): Promise<{ source: ByteSource; close: () => Promise<void> }> {
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  const source: ByteSource = {
    size,
    read: async (offset, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    },
  };
  return { source, close: () => handle.close() };
}

async function measureProbe(file: string, brief: { aspectRatio: AspectRatio; videoDuration: 15 | 30 | 60 } = BRIEF): Promise<ProbeFigures> {
  const { source, close } = await fileSource(file);
  try {
    const ms: number[] = [];
    let last: { facts: VideoFacts | undefined; reads: number; bytesRead: number } | undefined;
    for (let run = 0; run < PROBE_RUNS; run++) {
      const counted = countingSource(source);
      const started = performance.now();
      const facts = await probeVideo(counted);
      ms.push(performance.now() - started);
      last = { facts, reads: counted.reads(), bytesRead: counted.bytesRead() };
    }
    const facts = last?.facts;
    return { fileBytes: source.size, runs: PROBE_RUNS, medianMs: median(ms), reads: last?.reads ?? 0, bytesRead: last?.bytesRead ?? 0, facts, refusals: checkVideoAgainstBrief(facts, brief) };
  } finally {
    await close();
  }
}

/** `take` played `copies` times into `output` (stream copy, no re-encoding: seconds of work for a long file). */
async function repeated(take: string, copies: number, output: string): Promise<void> {
  const list = `${output}.txt`;
  fs.writeFileSync(list, Array.from({ length: copies }, () => `file '${take}'\n`).join(''));
  await ffmpeg(['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', output]);
}

/** The 4K clip of issue 27: 10 s encoded, played six times; then its brief check and its preview. */
async function measureClip4k(dir: string): Promise<DeliveryFigures['clip4k']> {
  const piece = path.join(dir, 'piece-4k.mp4');
  const clip = path.join(dir, 'clip-4k.mp4');
  await makeVideo(piece, CLIP_4K.pieceSeconds, CLIP_4K.frame, CLIP_4K.bitrate);
  await repeated(piece, CLIP_4K.copies, clip);
  fs.rmSync(piece);
  const probe = await measureProbe(clip, { aspectRatio: '9:16', videoDuration: 60 });
  return { probe, preview: await measurePreview(clip, dir, 'clip-4k') };
}

/**
 * The preview job of a 60 s video run as the local stack runs it: the source is the probed take played twice
 * (stream copy, no re-encoding: 60 s at the same bitrate in a second), its displayed size read by the probe; a source
 * already 60 s long (`name` given) is used as it is.
 */
async function measurePreview(take: string, dir: string, name?: string): Promise<DeliveryFigures['preview']> {
  const input = name ? take : path.join(dir, 'long.mp4');
  const output = path.join(dir, `${name ?? 'long'}-preview.mp4`);
  if (!name) await repeated(take, 2, input);
  const { source, close } = await fileSource(input);
  const facts = await probeVideo(source).finally(close);
  if (!facts || Math.abs(facts.durationSeconds - PREVIEW_SECONDS) > 1) throw new Error(`The 60 s bench video reads as ${JSON.stringify(facts)}`);
  const ids = { campaignId: randomUUID(), creatorId: randomUUID(), resultId: randomUUID() };
  // The campaign's trace over the pattern, as the check writes it beside the previews.
  const trace = path.join(dir, 'trace.png');
  fs.writeFileSync(trace, await traceMarkPng(ids.campaignId, previewSize(facts.width, facts.height)));
  const job = previewJob(ids, `uploads/bench/${path.basename(input)}`, facts, { bucket: 'bench', roleArn: 'arn:aws:iam::000000000000:role/bench', watermarkUris: WATERMARK_URIS }, pathToFileURL(trace).href);
  const cpuBefore = cpuSeconds()?.children;
  const started = performance.now();
  await ffmpeg(ffmpegArguments(job, { input, output, images: insertedImages(job).map((uri) => fileURLToPath(uri)) }));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds()?.children;
  const video = job.Settings?.OutputGroups?.[0]?.Outputs?.[0]?.VideoDescription;
  return {
    sourceSeconds: facts.durationSeconds,
    sourceBytes: source.size,
    width: video?.Width ?? 0,
    height: video?.Height ?? 0,
    seconds,
    cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    realTime: facts.durationSeconds / seconds,
    outputBytes: fs.statSync(output).size,
  };
}

/**
 * A phone photo's size (12 MP, held upright: stored landscape with EXIF orientation 6, as phones write it) and a
 * 4:5 post's. Grain over a gradient weighs what a camera's JPEG does (3-5 MB at 12 MP); plain colours would not.
 */
async function measurePictures(): Promise<DeliveryFigures['pictures']> {
  const watermark = async (aspect: AspectRatio) => fs.readFileSync(watermarkFile(aspect));
  const pictures = [
    { label: '4032×3024 phone photo (EXIF-rotated)', width: 4032, height: 3024, orientation: 6 },
    { label: '1080×1350 picture', width: 1080, height: 1350, orientation: 1 },
  ];
  const figures: DeliveryFigures['pictures'] = [];
  for (const picture of pictures) {
    const original = await grainyJpeg(picture.width, picture.height, picture.orientation);
    const campaignId = randomUUID();
    let preview = await picturePreview(Buffer.from(original), watermark, campaignId);
    const ms: number[] = [];
    const cpu = process.cpuUsage();
    for (let run = 0; run < PICTURE_RUNS; run++) {
      // A copy per run: libvips caches operations on the same input buffer, and a Lambda never sees one picture twice.
      const input = Buffer.from(original);
      const started = performance.now();
      preview = await picturePreview(input, watermark, campaignId);
      ms.push(performance.now() - started);
    }
    // libvips works on this process's threads, so its CPU time is this process's (copies included, a few ms).
    const { user, system } = process.cpuUsage(cpu);
    figures.push({ label: picture.label, width: picture.width, height: picture.height, bytes: original.length, runs: PICTURE_RUNS, medianMs: median(ms), cpuMsPerRun: (user + system) / 1000 / PICTURE_RUNS, previewBytes: preview.length });
  }
  return figures;
}

async function grainyJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  const unit = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8772e"/><stop offset="1" stop-color="#1d1410"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${unit / 3}" fill="#efe6da"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${unit / 5}" fill="#5a341c"/>
</svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).raw().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * A completed campaign's zip as AWS makes it: 10 approved creators' originals (copies of the 40 MB video) stored in
 * the stack's bucket, their applications and result files written as the data layer keeps them, and the
 * `campaign.completed` stream record handed to the documents function's deployed bundle in a fresh process (as
 * Lambda runs it; the record is not written to the table, or the stack's own consumer would make the zip too). The
 * child samples its RSS every 50 ms from the bundle loaded (the baseline) to the answer; the kernel's high-water mark
 * over the same span catches what falls between two samples.
 */
async function measureArchive(info: LocalStackInfo, take: string, dir: string): Promise<DeliveryFigures['archive']> {
  const s3 = new S3Client({ region: info.region, endpoint: info.s3.endpoint, credentials: LOCAL_CREDENTIALS, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: LOCAL_CREDENTIALS }));
  const Bucket = info.s3.mediaBucket;
  const body = fs.readFileSync(take);
  const campaign = completedCampaign();
  const creators = Array.from({ length: ARCHIVE_FILES }, (_, index) => ({ id: randomUUID(), name: `Bench Creator ${index + 1}` }));
  // Outside uploads/: the bucket's upload check leaves these objects alone.
  const keys = creators.map((creator) => `bench/${campaign.id}/${creator.id}/take-1.mp4`);
  const zipKey = archiveKey(campaign.id);
  try {
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: 'video/mp4' }));
    await putBatch(documents, info.dynamodb.tableName, approvedDeliveries(campaign, creators, keys, body.length));
    const bundle = await bundleEntry(DOCUMENTS_ENTRY);
    const bundleFile = path.join(dir, 'documents.js');
    fs.writeFileSync(bundleFile, bundle.code);
    const child = await runDocuments(bundleFile, info, completedRecord(campaign));
    const zipBytes = (await s3.send(new HeadObjectCommand({ Bucket, Key: zipKey }))).ContentLength ?? 0;
    return {
      files: keys.length,
      originalBytes: body.length,
      zipBytes,
      zipEntries: await zipEntryCount(s3, Bucket, zipKey, zipBytes),
      seconds: child.ms / 1000,
      baselineRss: child.baseline,
      peakRss: child.peak,
      highWaterRss: child.highWater,
    };
  } finally {
    for (const Key of [...keys, zipKey]) await s3.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
  }
}

/** The summary an application keeps of its campaign: a 9:16 30 s brief for 10 creators, completed. */
function completedCampaign(): CampaignSummary {
  const brief = { videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: ARCHIVE_FILES, picturesNeeded: false } as const;
  const price = campaignPrice(brief);
  return {
    ...brief,
    id: randomUUID(),
    companyId: randomUUID(),
    companyName: 'Bench Company',
    campaignTitle: 'Bench archive campaign',
    contentType: 'product-review',
    preferredAge: '25-34',
    gender: 'female',
    creatorInterests: ['food-cooking'],
    creatorShouldShow: [],
    location: 'kitchen',
    status: 'completed',
    amount: price.total,
    price,
    creatorEarning: creatorEarning(price),
    createdAt: new Date().toISOString(),
    acceptedCount: ARCHIVE_FILES,
    applicantsCount: ARCHIVE_FILES,
  };
}

/** Each creator's approved application (round 1) and its one result file, as the data layer stores them. */
function approvedDeliveries(campaign: CampaignSummary, creators: readonly { id: string; name: string }[], keys: readonly string[], size: number): Record<string, unknown>[] {
  const at = new Date().toISOString();
  return creators.flatMap((creator, index) => {
    const application: ApplicationRecord = {
      campaignId: campaign.id,
      creatorId: creator.id,
      creatorName: creator.name,
      status: 'approved',
      appliedAt: at,
      decidedAt: at,
      interestsMatched: true,
      creatorEarning: campaign.creatorEarning,
      campaign,
    };
    const resultId = uuidV7(Date.now(), randomBytes(10));
    const result: ResultRecord = {
      id: resultId,
      campaignId: campaign.id,
      creatorId: creator.id,
      kind: 'video',
      fileName: 'take-1.mp4',
      type: 'video/mp4',
      size,
      key: keys[index] ?? '',
      status: 'ready',
      uploadedAt: at,
      round: 1,
    };
    return [
      { ...applicationToItem(application), round: 1, draftFiles: 0, submittedAt: at, reviewedAt: at, approvedAt: at },
      { ...resultKey(campaign.id, creator.id, resultId), ...result },
    ];
  });
}

/** The table stream's record of the campaign's `campaign.completed` outbox item, as Lambda hands it over. */
function completedRecord(campaign: CampaignSummary): unknown {
  const event = newEvent('campaign.completed', { campaignId: campaign.id, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId });
  const item = { ...eventKey(event.id), ...event };
  return {
    Records: [
      { eventID: '1', eventName: 'INSERT', eventSource: 'aws:dynamodb', dynamodb: { Keys: marshall(eventKey(event.id)), NewImage: marshall(item), SequenceNumber: '1', StreamViewType: 'NEW_IMAGE' } },
    ],
  };
}

/** What the child runs: load the bundle, then answer the record while sampling its own memory. */
const CHILD = `
const fs = require('node:fs');
const { handler } = require(process.env.BENCH_BUNDLE);
const context = {
  functionName: 'documents', functionVersion: '$LATEST', awsRequestId: 'bench', memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:bench', getRemainingTimeInMillis: () => 300000,
};
// Linux: clear_refs 5 resets the high-water mark to the current RSS, so VmHWM is then the zip's alone.
let highWater = () => 0;
try {
  fs.writeFileSync('/proc/self/clear_refs', '5');
  highWater = () => 1024 * Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
} catch {}
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sample = () => { peak = Math.max(peak, process.memoryUsage().rss); };
const timer = setInterval(sample, 50);
const started = performance.now();
Promise.resolve(handler(JSON.parse(process.env.BENCH_EVENT), context)).then(
  (answer) => {
    const ms = performance.now() - started;
    sample();
    clearInterval(timer);
    process.stdout.write('\\nBENCH ' + JSON.stringify({ answer, ms, baseline, peak, highWater: highWater() }) + '\\n');
  },
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
`;

interface ChildFigures {
  answer: { batchItemFailures?: unknown[] };
  ms: number;
  baseline: number;
  peak: number;
  /** 0 where the kernel does not tell (not Linux). */
  highWater: number;
}

function runDocuments(bundleFile: string, info: LocalStackInfo, record: unknown): Promise<ChildFigures> {
  return runDocumentsChild<ChildFigures>(CHILD, bundleFile, info, record);
}

/** The entry count of the zip's end-of-central-directory record (the last 22 bytes: yazl writes no comment). */
async function zipEntryCount(s3: S3Client, Bucket: string, Key: string, size: number): Promise<number> {
  const tail = await s3.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=${size - 22}-${size - 1}` }));
  const bytes = Buffer.from((await tail.Body?.transformToByteArray()) ?? []);
  if (bytes.length !== 22 || bytes.readUInt32LE(0) !== 0x06054b50) throw new Error('The results zip has no end-of-central-directory record');
  return bytes.readUInt16LE(10);
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = trackChild(spawn(...tiedToBench(FFMPEG_PATH, args), { stdio: ['ignore', 'ignore', 'pipe'] }));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.slice(-500)}`))));
  });
}
