import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { listResults } from '../../lambdas/data/results';
import { completeResultUpload, requestResultUpload, submitResults } from '../../lambdas/domain/results';
import type { AspectRatio } from '../../shared/domain/campaign';
import { deliveryPlanOf, type ResultUploadTicket } from '../../shared/domain/results';
import type { UploadType } from '../../shared/domain/uploads';
import { ffmpeg } from './preview-jobs';
import { commandProgress, waitWhileProgressing } from './progress-wait';

/**
 * The demo creators' delivered work (issue 12): real files made here (a test-pattern video with sound by the ffmpeg
 * binary the project installs, pictures by sharp), uploaded as the browser uploads them (a ticket, then the presigned
 * PUT), checked against the brief and watermarked by the stack's own pipeline (the bucket's event → the upload check
 * → the preview job or sharp), then submitted whole. One frame a second and the fastest preset keep a 30 s
 * 1080×1920 video to about a second of encoding, and its preview as quick.
 */

/** What of a campaign the delivery is made for. */
export interface DemoBrief {
  id: string;
  aspectRatio: AspectRatio;
  videoDuration: number;
  picturesNeeded: boolean;
}

/** Each delivery's own colours and tone, so the demo's files tell apart at a glance (and differ in bytes). */
const LOOKS = [
  { colour: 'c8772e', hue: 0, tone: 330 },
  { colour: '3f8f5f', hue: 90, tone: 440 },
  { colour: '8b2e5a', hue: 180, tone: 550 },
  { colour: '2e5a8b', hue: 270, tone: 660 },
] as const;
type Look = (typeof LOOKS)[number];

/** The brief check wants 1080 px on the short side; each ratio at exactly that. */
const FRAMES: Record<AspectRatio, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1920, height: 1080 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

/**
 * The check and a preview take a second or two each on an idle machine, many times that on a loaded one, and previews
 * wait their turn in the queue: a file is waited for while the pipeline makes progress (progress-wait.ts), up to this.
 */
const READY_LIMIT_MS = 20 * 60_000;
const READY_POLL_MS = 100;

interface DemoFile {
  fileName: string;
  fileType: UploadType;
  bytes: Buffer;
}

/**
 * The creator's whole set for the campaign (the plan's video and pictures), each file ready with its preview, then
 * submitted: the company reads "Needs review". `take` picks the look, so two deliveries never look alike.
 */
export async function submitDemoResults(creatorId: string, campaign: DemoBrief, take: number): Promise<void> {
  const files = await demoSet(campaign, LOOKS[take % LOOKS.length] ?? LOOKS[0]);
  const uploads: { file: DemoFile; ticket: ResultUploadTicket }[] = [];
  // Tickets one at a time: each counts one more draft file on the same application item, under a condition.
  for (const file of files) uploads.push({ file, ticket: await requestResultUpload(creatorId, campaign.id, { fileName: file.fileName, fileType: file.fileType, size: file.bytes.length }) });
  await Promise.all(uploads.map(({ file, ticket }) => send(file, ticket, () => completeResultUpload(creatorId, campaign.id, ticket.resultId))));
  const resultIds = uploads.map(({ ticket }) => ticket.resultId);
  await untilReady(campaign.id, creatorId, resultIds);
  await submitResults(creatorId, campaign.id, resultIds);
}

/**
 * After a revision asked per file (issue 26): the creator replaces each file the company asked to change with a new
 * one of its kind (another take, another still), keeps the rest, and submits the set again.
 */
export async function resubmitDemoReplacements(creatorId: string, campaign: DemoBrief, take: number): Promise<void> {
  const set = (await listResults(campaign.id, creatorId)).filter((file) => file.round !== undefined && file.lastRound === undefined);
  const look = LOOKS[(take + 1) % LOOKS.length] ?? LOOKS[0];
  const frame = FRAMES[campaign.aspectRatio];
  const asked = set.filter((file) => file.feedback);
  const uploads: { file: DemoFile; ticket: ResultUploadTicket }[] = [];
  for (const [index, old] of asked.entries()) {
    const file: DemoFile =
      old.kind === 'video'
        ? { fileName: 'take-2.mp4', fileType: 'video/mp4', bytes: await demoVideo(frame, campaign.videoDuration, look) }
        : { fileName: `still-retake-${index + 1}.jpg`, fileType: 'image/jpeg', bytes: await demoPicture(frame, look, index + 5) };
    uploads.push({ file, ticket: await requestResultUpload(creatorId, campaign.id, { fileName: file.fileName, fileType: file.fileType, size: file.bytes.length, replaces: old.id }) });
  }
  await Promise.all(uploads.map(({ file, ticket }) => send(file, ticket, () => completeResultUpload(creatorId, campaign.id, ticket.resultId))));
  const replacements = uploads.map(({ ticket }) => ticket.resultId);
  await untilReady(campaign.id, creatorId, replacements);
  await submitResults(creatorId, campaign.id, [...set.filter((file) => !file.feedback).map((file) => file.id), ...replacements]);
}

/** The files the brief asks of one creator, made side by side (ffmpeg in its own process, sharp on libuv's threads). */
function demoSet(campaign: DemoBrief, look: Look): Promise<DemoFile[]> {
  const frame = FRAMES[campaign.aspectRatio];
  const plan = deliveryPlanOf(campaign);
  const videos = Array.from({ length: plan.videos }, async (_, index): Promise<DemoFile> => ({ fileName: `take-${index + 1}.mp4`, fileType: 'video/mp4', bytes: await demoVideo(frame, plan.videoDuration, look) }));
  const pictures = Array.from({ length: plan.pictures }, async (_, index): Promise<DemoFile> => ({ fileName: `still-${index + 1}.jpg`, fileType: 'image/jpeg', bytes: await demoPicture(frame, look, index) }));
  return Promise.all([...videos, ...pictures]);
}

/** The browser's PUT to the ticket's presigned URL, or one per part then `complete`; the bucket's event then starts the check. */
async function send(file: DemoFile, ticket: ResultUploadTicket, complete: () => Promise<void>): Promise<void> {
  const puts =
    ticket.transfer === 'single'
      ? [{ url: ticket.url, headers: ticket.headers, body: file.bytes }]
      : ticket.parts.map((part) => ({ url: part.url, headers: {}, body: file.bytes.subarray(part.offset, part.offset + part.size) }));
  for (const { url, headers, body } of puts) {
    const answer = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
    if (!answer.ok) throw new Error(`Seeding the result ${file.fileName}: the presigned PUT answered ${answer.status}`);
  }
  if (ticket.transfer === 'parts') await complete();
}

/**
 * Waits until the bucket's event has run the check and the preview is made for every file. A refused or failed file
 * is a bug of the seed's media (or of the pipeline), so it stops the start with what the check said. Progress is a
 * file's status moving on, or ffmpeg working (the previews, this one's behind others in the queue).
 */
async function untilReady(campaignId: string, creatorId: string, resultIds: readonly string[]): Promise<void> {
  const encoding = commandProgress('ffmpeg');
  let statuses = 'records missing';
  await waitWhileProgressing({
    what: `The demo results of campaign ${campaignId}`,
    advice: 'the upload check or a preview job is stuck (see the lines above); try again, or npm run reset to start from fresh demo data.',
    log: (line) => console.log(`[local] ${line}`),
    limitMs: READY_LIMIT_MS,
    pollMs: READY_POLL_MS,
    progress: () => {
      const { ticks, summary } = encoding();
      return { mark: ticks === undefined ? undefined : `${statuses}/${ticks}`, summary: `${statuses}; ${summary}` };
    },
    attempt: async () => {
      const files = (await listResults(campaignId, creatorId)).filter((file) => resultIds.includes(file.id));
      const broken = files.find((file) => file.status === 'refused' || file.status === 'failed');
      if (broken) throw new Error(`Seeding the result ${broken.fileName} of campaign ${campaignId}: ${broken.status} ${JSON.stringify(broken.refusal ?? broken.failure ?? '')}`);
      if (files.length === resultIds.length && files.every((file) => file.status === 'ready')) return true;
      statuses = files.map((file) => `${file.fileName} ${file.status}`).join(', ') || 'records missing';
      return undefined;
    },
  });
}

/**
 * An H.264 mp4 with AAC sound of the brief's size and length: ffmpeg's moving test pattern turned to the look's hue,
 * with a band of its colour over the lower quarter, and a beeping tone. Run asynchronously: the stack's services
 * answer from this same process meanwhile.
 */
async function demoVideo(frame: { width: number; height: number }, seconds: number, look: Look): Promise<Buffer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-video-'));
  const file = path.join(directory, 'take.mp4');
  try {
    await ffmpeg([
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${frame.width}x${frame.height}:rate=1:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${look.tone}:beep_factor=2:sample_rate=44100:duration=${seconds}`,
      '-vf', `hue=h=${look.hue},drawbox=x=0:y=ih*3/4:w=iw:h=ih/4:color=0x${look.colour}@0.8:t=fill`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-shortest', '-movflags', '+faststart',
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * A JPEG still of the brief's frame: a cup of coffee seen from above on a gradient of the look's colour, with a few
 * beans; `index` moves the cup and the beans, so the five stills of a set differ.
 */
async function demoPicture(frame: { width: number; height: number }, look: Look, index: number): Promise<Buffer> {
  const { width, height } = frame;
  const unit = Math.min(width, height);
  const cup = { x: width * (0.35 + 0.075 * index), y: height * (0.6 - 0.05 * index) };
  const beans = [0, 1, 2, 3, 4, 5].map((bean) => {
    const angle = (bean * 60 + index * 23) * (Math.PI / 180);
    const distance = unit * (0.33 + 0.02 * ((bean + index) % 3));
    const [x, y] = [cup.x + Math.cos(angle) * distance, cup.y + Math.sin(angle) * distance];
    return `<ellipse cx="${x}" cy="${y}" rx="${unit * 0.035}" ry="${unit * 0.024}" transform="rotate(${bean * 47 + index * 11} ${x} ${y})" fill="#3b2416"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${look.colour}"/><stop offset="1" stop-color="#1d1410"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${cup.x}" cy="${cup.y}" r="${unit * 0.27}" fill="#efe6da"/>
  <circle cx="${cup.x}" cy="${cup.y}" r="${unit * 0.19}" fill="#ffffff"/>
  <circle cx="${cup.x}" cy="${cup.y}" r="${unit * 0.15}" fill="#c08a5b"/>
  <circle cx="${cup.x}" cy="${cup.y}" r="${unit * 0.12}" fill="#5a341c"/>
  ${beans.join('\n  ')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
