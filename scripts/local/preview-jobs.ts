import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import type { PreviewJobRunner } from '../../lambdas/adapters/media-jobs';
import * as storage from '../../lambdas/adapters/storage';
import type { JobStateChange } from '../../lambdas/events/preview-status';
import { ffmpegArguments, insertedImages } from '../../lambdas/media/preview-job';
import { ffmpegPath } from './ffmpeg';

/**
 * MediaConvert's stand-in on the local stack: takes the same job description, runs it with the ffmpeg `npm install`
 * brought for this platform (`ffmpeg.ts`, nothing by hand), stores the preview where
 * MediaConvert would, and reports the job's state change as EventBridge would deliver it. Jobs run one at a time,
 * as a queue does: two cores cannot encode two videos faster than one after the other.
 */

export const FFMPEG_PATH = ffmpegPath();

export function startPreviewJobs(options: { report: (event: JobStateChange) => Promise<void>; log: (line: string) => void }): { runner: PreviewJobRunner; idle: () => Promise<void> } {
  let queue: Promise<void> = Promise.resolve();
  const runner: PreviewJobRunner = async (job) => {
    queue = queue.then(() => runJob(job, options)).catch((error: unknown) => options.log(`preview job failed to report: ${String(error)}`));
  };
  return { runner, idle: () => queue };
}

async function runJob(job: CreateJobCommandInput, options: { report: (event: JobStateChange) => Promise<void>; log: (line: string) => void }): Promise<void> {
  const input = job.Settings?.Inputs?.[0]?.FileInput ?? '';
  const destination = job.Settings?.OutputGroups?.[0]?.OutputGroupSettings?.FileGroupSettings?.Destination ?? '';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  const files = { input: path.join(directory, 'input'), output: path.join(directory, 'preview.mp4') };
  let errorMessage: string | undefined;
  try {
    await pipeline(await storage.readStream(keyOf(input)), fs.createWriteStream(files.input));
    // The repository's watermark by its file URL; the campaign's trace from the bucket, where MediaConvert reads it.
    const images = await Promise.all(
      insertedImages(job).map(async (uri, index) => {
        if (uri.startsWith('file:')) return fileURLToPath(uri);
        const local = path.join(directory, `image-${index}.png`);
        await pipeline(await storage.readStream(keyOf(uri)), fs.createWriteStream(local));
        return local;
      }),
    );
    await ffmpeg(ffmpegArguments(job, { ...files, images }));
    await storage.writeObject(`${keyOf(destination)}.mp4`, fs.readFileSync(files.output), 'video/mp4');
  } catch (error) {
    errorMessage = error instanceof Error ? error.message : String(error);
    options.log(`preview job failed: ${errorMessage}`);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  await options.report(jobStateChange(job, errorMessage));
}

/** The key of an `s3://bucket/key` URI. */
function keyOf(uri: string): string {
  return uri.replace(/^s3:\/\/[^/]+\//, '');
}

/** Runs the package's ffmpeg; fails with the end of its error output. */
export function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.slice(-500)}`))));
  });
}

/** The event MediaConvert sends EventBridge when a job ends. */
function jobStateChange(job: CreateJobCommandInput, errorMessage: string | undefined): JobStateChange {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'MediaConvert Job State Change',
    source: 'aws.mediaconvert',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'local',
    resources: [],
    detail: { status: errorMessage ? 'ERROR' : 'COMPLETE', userMetadata: job.UserMetadata ?? {}, ...(errorMessage ? { errorCode: 1999, errorMessage } : {}) },
  };
}
