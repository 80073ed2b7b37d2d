import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ffmpegArguments, insertedImages, previewJob } from '../../lambdas/media/preview-job';
import { campaignShortId, traceMarkPng } from '../../lambdas/media/trace-mark';
import { picturePreview } from '../../lambdas/media/picture-preview';
import { WATERMARK_TILES } from '../../lambdas/media/watermark-tiles';
import { FFMPEG_PATH } from '../../scripts/local/preview-jobs';
import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';

/**
 * The watermark protects (issue 26): on a plain white take, the preview's largest axis-aligned rectangle the pattern
 * leaves untouched is at most a tenth of the frame, for a picture (sharp) and for a video (the job's ffmpeg
 * translation, as the local stack runs it; MediaConvert gets the same image, place and opacity).
 */

const CELL = 4;
const TOUCHED = 24;

const tileFile = (aspect: AspectRatio) => path.resolve(__dirname, '..', '..', 'assets', 'media', WATERMARK_TILES[aspect].file);

/** The share of the frame covered by its largest rectangle of cells that are all white (the pattern missed them). */
async function largestCleanShare(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const columns = Math.floor(info.width / CELL);
  const rows = Math.floor(info.height / CELL);
  const heights = new Array<number>(columns).fill(0);
  let best = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let clean = true;
      for (let y = row * CELL; clean && y < (row + 1) * CELL; y++) {
        for (let x = column * CELL; x < (column + 1) * CELL; x++) {
          if (255 - (data[y * info.width + x] ?? 0) > TOUCHED) {
            clean = false;
            break;
          }
        }
      }
      heights[column] = clean ? (heights[column] ?? 0) + 1 : 0;
    }
    // The largest rectangle under this row's histogram.
    const stack: number[] = [];
    for (let column = 0; column <= columns; column++) {
      const height = column === columns ? 0 : (heights[column] ?? 0);
      while (stack.length && (heights[stack.at(-1) ?? 0] ?? 0) >= height) {
        const top = heights[stack.pop() ?? 0] ?? 0;
        const width = stack.length ? column - (stack.at(-1) ?? 0) - 1 : column;
        best = Math.max(best, top * width);
      }
      stack.push(column);
    }
  }
  return best / (rows * columns);
}

const white = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).jpeg({ quality: 95 }).toBuffer();

const CAMPAIGN = '3f2a9c1b-5d4e-4f60-8a71-92b3c4d5e6f7';

describe('the previews watermark pattern', () => {
  it.each([...ASPECT_RATIOS])('%s: a picture preview leaves no clean crop of more than a tenth of the frame', async (aspect) => {
    const { width, height } = WATERMARK_TILES[aspect];
    const preview = await picturePreview(await white(width * 1.5, height * 1.5), async (tile) => fs.readFileSync(tileFile(tile)), CAMPAIGN);
    const share = await largestCleanShare(preview);
    expect(share).toBeLessThanOrEqual(0.1);
  });

  it('a video preview (9:16, the job as ffmpeg runs it) leaves no clean crop of more than a tenth of a frame', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'watermark-'));
    try {
      const input = path.join(directory, 'white.mp4');
      const output = path.join(directory, 'preview.mp4');
      const frame = path.join(directory, 'frame.png');
      const run = (args: string[]) => execFileSync(FFMPEG_PATH, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
      run(['-f', 'lavfi', '-i', 'color=c=white:s=1080x1920:r=1:d=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', input]);
      const uris = Object.fromEntries(ASPECT_RATIOS.map((aspect) => [aspect, pathToFileURL(tileFile(aspect)).href])) as Record<AspectRatio, string>;
      const trace = path.join(directory, 'trace.png');
      fs.writeFileSync(trace, await traceMarkPng(CAMPAIGN, { width: 720, height: 1280 }));
      const job = previewJob({ campaignId: CAMPAIGN, creatorId: 'k', resultId: 'r' }, 'uploads/x.mp4', { width: 1080, height: 1920 }, { bucket: 'b', roleArn: 'arn:aws:iam::000000000000:role/x', watermarkUris: uris }, pathToFileURL(trace).href);
      run(ffmpegArguments(job, { input, output, images: insertedImages(job).map((uri) => fileURLToPath(uri)) }).slice(4));
      run(['-i', output, '-frames:v', '1', frame]);
      expect(await largestCleanShare(fs.readFileSync(frame))).toBeLessThanOrEqual(0.1);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("the campaign's trace", () => {
  it('names the campaign by the first 8 hex digits of its id', () => {
    expect(campaignShortId(CAMPAIGN)).toBe('3F2A9C1B');
  });

  it('runs across the whole frame: every sixteenth of it holds a part of an id', async () => {
    const size = { width: 720, height: 1280 };
    const { data, info } = await sharp(await traceMarkPng(CAMPAIGN, size)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const cells = new Set<number>();
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 0) cells.add(Math.floor((4 * y) / info.height) * 4 + Math.floor((4 * x) / info.width));
    }
    expect(cells.size).toBe(16);
  });
});
