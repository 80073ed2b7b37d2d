import type { CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import type { AspectRatio } from '../../shared/domain/campaign';
import { WATERMARK_OPACITY, watermarkTileFor } from './watermark-tiles';

/**
 * The watermarked preview of a result video (issue 12): one MediaConvert job description, written once. On AWS it is
 * submitted as is; on the local stack the same description is translated into an ffmpeg run (`ffmpegArguments`), so
 * both worlds make the same preview: H.264 at 720 px on the short side and at most 1.5 Mb/s, AAC sound (the brand
 * judges the voice-over), the watermark pattern over the whole frame (lambdas/media/watermark-tiles.ts), the job's
 * UserMetadata naming the result it is for.
 */

/** The preview's short side, in pixels; never upscaled. */
export const PREVIEW_SHORT_SIDE = 720;
export const PREVIEW_PREFIX = 'previews/';
/** A preview is for watching, not keeping: enough for a phone screen, too little for an ad (issue 26: ≤ 1.5 Mb/s). */
export const PREVIEW_MAX_BITRATE = 1_500_000;
const PREVIEW_AUDIO_BITRATE = 96_000;

export interface ResultIds {
  campaignId: string;
  creatorId: string;
  resultId: string;
}

/** The key of a result's preview: a video's gets `.mp4` (MediaConvert adds the extension to the destination), a picture's `.jpg`. */
export function previewKeyOf(ids: ResultIds, kind: 'video' | 'picture'): string {
  return `${previewBaseOf(ids)}.${kind === 'video' ? 'mp4' : 'jpg'}`;
}

function previewBaseOf({ campaignId, creatorId, resultId }: ResultIds): string {
  return `${PREVIEW_PREFIX}${campaignId}/${creatorId}/${resultId}`;
}

/** The preview's size for a displayed size: the short side at most 720 px, both sides even (H.264 needs them so). */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_SHORT_SIDE / Math.min(width, height));
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return { width: even(width), height: even(height) };
}

export interface PreviewJobTarget {
  bucket: string;
  roleArn: string;
  queueArn?: string;
  /** The watermark image of each aspect ratio (assets/media/watermark-*.png): CDK assets' s3:// URIs on AWS, file URLs locally. */
  watermarkUris: Record<AspectRatio, string>;
}

/**
 * The MediaConvert job for one result video whose displayed size is `displayed` (the check read it, rotation
 * applied; MediaConvert turns the picture the same way with `Rotate: AUTO`).
 */
export function previewJob(ids: ResultIds, sourceKey: string, displayed: { width: number; height: number }, target: PreviewJobTarget, traceUri?: string): CreateJobCommandInput {
  const size = previewSize(displayed.width, displayed.height);
  return {
    Role: target.roleArn,
    ...(target.queueArn ? { Queue: target.queueArn } : {}),
    UserMetadata: { campaignId: ids.campaignId, creatorId: ids.creatorId, resultId: ids.resultId },
    Settings: {
      Inputs: [
        {
          FileInput: `s3://${target.bucket}/${sourceKey}`,
          VideoSelector: { Rotate: 'AUTO' },
          AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
          ImageInserter: {
            InsertableImages: [
              // The pattern of the frame's aspect ratio, over the whole frame.
              { ImageInserterInput: target.watermarkUris[watermarkTileFor(size)], Layer: 1, ImageX: 0, ImageY: 0, Width: size.width, Height: size.height, Opacity: WATERMARK_OPACITY },
              // The campaign's short id across it (trace-mark.ts), its opacity drawn in.
              ...(traceUri ? [{ ImageInserterInput: traceUri, Layer: 2, ImageX: 0, ImageY: 0, Width: size.width, Height: size.height, Opacity: 100 }] : []),
            ],
          },
        },
      ],
      OutputGroups: [
        {
          Name: 'Preview',
          OutputGroupSettings: { Type: 'FILE_GROUP_SETTINGS', FileGroupSettings: { Destination: `s3://${target.bucket}/${previewBaseOf(ids)}` } },
          Outputs: [
            {
              ContainerSettings: { Container: 'MP4', Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' } },
              VideoDescription: {
                Width: size.width,
                Height: size.height,
                ScalingBehavior: 'DEFAULT',
                CodecSettings: { Codec: 'H_264', H264Settings: { RateControlMode: 'QVBR', MaxBitrate: PREVIEW_MAX_BITRATE, QualityTuningLevel: 'SINGLE_PASS', SceneChangeDetect: 'TRANSITION_DETECTION' } },
              },
              AudioDescriptions: [
                { AudioSourceName: 'Audio Selector 1', CodecSettings: { Codec: 'AAC', AacSettings: { Bitrate: PREVIEW_AUDIO_BITRATE, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 } } },
              ],
            },
          ],
        },
      ],
    },
  };
}

/** The images a job lays over the video, in their layers' order: where the local stand-in must find each. */
export function insertedImages(job: CreateJobCommandInput): string[] {
  return layersOf(job).map((image) => image.ImageInserterInput ?? '');
}

function layersOf(job: CreateJobCommandInput) {
  return [...(job.Settings?.Inputs?.[0]?.ImageInserter?.InsertableImages ?? [])].sort((a, b) => (a.Layer ?? 0) - (b.Layer ?? 0));
}

/**
 * The job as an ffmpeg command line, for the local stack: the size, each image's placement and opacity, and bitrates are
 * read from the job itself, so the two can never drift apart. `images` are local files of `insertedImages(job)`, in
 * that order. `veryfast` is the preset measured at 3.6× real time on 2 cores for a 1080×1920 source (docs/decisions/delivery.md,
 * Delivery).
 */
export function ffmpegArguments(job: CreateJobCommandInput, files: { input: string; output: string; images: readonly string[] }): string[] {
  const output = job.Settings?.OutputGroups?.[0]?.Outputs?.[0];
  const images = layersOf(job);
  const video = output?.VideoDescription;
  if (!output || !video?.Width || !video.Height || !images.length || images.length !== files.images.length) throw new Error('The preview job has no size, or its images are not all local');
  const maxBitrate = video.CodecSettings?.H264Settings?.MaxBitrate ?? PREVIEW_MAX_BITRATE;
  const audioBitrate = output.AudioDescriptions?.[0]?.CodecSettings?.AacSettings?.Bitrate ?? PREVIEW_AUDIO_BITRATE;
  const layers = images.map((image, index) => {
    const opacity = (image.Opacity ?? 100) / 100;
    const below = index === 0 ? 'frame' : `layer${index}`;
    return `[${index + 1}:v]scale=${image.Width}:${image.Height},format=rgba,colorchannelmixer=aa=${opacity}[mark${index + 1}];[${below}][mark${index + 1}]overlay=${image.ImageX}:${image.ImageY}[${index === images.length - 1 ? 'out' : `layer${index + 1}`}]`;
  });
  const filter = `[0:v]scale=${video.Width}:${video.Height}[frame];${layers.join(';')}`;
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-i', files.input,
    ...files.images.flatMap((image) => ['-i', image]),
    '-filter_complex', filter,
    '-map', '[out]', '-map', '0:a?',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-maxrate', String(maxBitrate), '-bufsize', String(2 * maxBitrate), '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', String(audioBitrate),
    '-movflags', '+faststart',
    files.output,
  ];
}
