import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, campaignKey, compensationKey, dueDeliveryIndexKey, resultKey } from '../../lambdas/data/keys';
import * as storage from '../../lambdas/adapters/storage';
import { handler as deliveryDeadlines } from '../../lambdas/events/delivery-deadlines';
import { handler as previewStatus, type JobStateChange } from '../../lambdas/events/preview-status';
import { invoke, lambdaContext } from '../../scripts/local/lambda-runtime';
import type { CampaignBrief } from '../../shared/domain/campaign';
import { RESULT_MAX_BYTES } from '../../shared/domain/constants';
import { deliveryDueAt, type CreatorProgressView } from '../../shared/domain/results';
import { table } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import { acceptedDaysAgo } from '../support/compensations';
import { eventsWhere, eventually, notificationsOf } from '../support/events';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { progressOf, readyVideo as readyVideoOf, reviewResults, settledResult, submitResults, uploadResult } from '../support/deliveries';
import { pictureFile, videoFile } from '../../scripts/result-media';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The delivery (issue 12) on the local stack: result uploads checked against the brief by the upload check (fed by
 * s3rver's events), previews made by the ffmpeg stand-in of MediaConvert and by sharp, the set submitted whole, the
 * company's review, the originals and the zip.
 */

/** Previews are made after the answer, by the check and the preview jobs: on a loaded machine that takes seconds. */
jest.setTimeout(120_000);

const tokenOf = (member: Member) => member.token ?? '';

let admin = '';
let company: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  company = await readyCompany({ companyName: 'Nakheel Dates', description: 'Dates from Qassim.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
});

/** A right video for this file's 15 s briefs (the shortest: ffmpeg makes and previews it twice as fast as 30 s). */
const PORTRAIT = { width: 1080, height: 1920, seconds: 15 };
const readyVideo = (creator: Member, campaignId: string) => readyVideoOf(creator, campaignId, videoFile(PORTRAIT));

/** A campaign of `company` with `creators` accepted to it (each a ready creator who applied). */
async function campaignWith(creators: number, brief: Partial<CampaignBrief> = {}): Promise<{ id: string; title: string; members: Member[] }> {
  // 15 s, the brief's shortest: each video is made and previewed by ffmpeg, twice as fast as 30 s.
  const campaign = await openCampaign(company, 'Nakheel Dates', { numberOfContentCreators: creators, videoDuration: 15, ...brief });
  const members: Member[] = [];
  for (let index = 0; index < creators; index++) {
    const creator = await readyCreator(admin, `Creator ${index + 1}`, ['food-cooking'], true);
    expect((await api(`/campaigns/apply/${campaign.id}`, { method: 'POST', token: tokenOf(creator) })).status).toBe(201);
    expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
    members.push(creator);
  }
  return { ...campaign, members };
}

const upload = uploadResult;
const settled = settledResult;
const submit = submitResults;

function review(campaignId: string, creatorId: string, action: string, body: unknown = {}, member: Member = company) {
  return reviewResults(member, campaignId, creatorId, action, body);
}

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

describe('the brief check', () => {
  it('refuses a video of the wrong ratio and length with the reasons, and takes a right one with its watermarked preview', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const landscape = await upload(creator, id, videoFile({ width: 1920, height: 1080, seconds: 13 }), 'wide.mp4', 'video/mp4');
    const refused = await settled(creator, id, landscape);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toEqual([
      { code: 'aspectRatio', actual: '16:9', expected: '9:16' },
      { code: 'duration', actualSeconds: 13, expectedSeconds: 15 },
    ]);
    const silent = await upload(creator, id, videoFile({ ...PORTRAIT, audio: false }), 'silent.mp4', 'video/mp4');
    expect((await settled(creator, id, silent)).refusal).toEqual([{ code: 'noAudio' }]);

    const good = await upload(creator, id, videoFile(PORTRAIT), 'unboxing.mp4', 'video/mp4');
    const ready = await settled(creator, id, good);
    expect(ready).toMatchObject({ status: 'ready', kind: 'video', facts: { width: 1080, height: 1920, hasAudio: true } });
    expect(ready.facts?.durationSeconds).toBeCloseTo(15, 0);
    // The preview is a real 720 px H.264 file behind a short-lived signed URL.
    expect(ready.previewUrl).toMatch(/\/previews\/.*\.mp4\?.*X-Amz-Signature=/);
    const preview = Buffer.from(await (await fetch(ready.previewUrl ?? '')).arrayBuffer());
    expect(preview.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(preview.length).toBeLessThan(videoFile(PORTRAIT).length * 4);
  });

  it('checks pictures: too small refused, 1080 px and more watermarked', async () => {
    const { id, members } = await campaignWith(1, { picturesNeeded: true });
    const [creator] = members as [Member];
    const small = await upload(creator, id, await pictureFile(800, 600), 'small.jpg', 'image/jpeg');
    expect((await settled(creator, id, small)).refusal).toEqual([{ code: 'resolution', shortSide: 600, minimum: 1080 }]);
    const good = await upload(creator, id, await pictureFile(1080, 1350), 'shelf.jpg', 'image/jpeg');
    const ready = await settled(creator, id, good);
    expect(ready).toMatchObject({ status: 'ready', kind: 'picture', facts: { width: 1080, height: 1350 } });
    const preview = Buffer.from(await (await fetch(ready.previewUrl ?? '')).arrayBuffer());
    expect(preview.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a failed preview job marks its result failed with a reason the creator reads', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const resultId = '01900000-0000-7000-8000-000000000001';
    await table().send(
      new PutCommand({
        TableName: stack().dynamodb.tableName,
        Item: { ...resultKey(id, creator.id, resultId), id: resultId, campaignId: id, creatorId: creator.id, kind: 'video', fileName: 'x.mp4', type: 'video/mp4', size: 10, key: 'uploads/x', status: 'processing', uploadedAt: new Date().toISOString() },
      }),
    );
    const event: JobStateChange = {
      version: '0',
      id: 'event-1',
      'detail-type': 'MediaConvert Job State Change',
      source: 'aws.mediaconvert',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail: { status: 'ERROR', errorCode: 1010, errorMessage: 'Unsupported codec', userMetadata: { campaignId: id, creatorId: creator.id, resultId } },
    };
    await invoke(previewStatus, event, lambdaContext('previewStatus'));
    expect(await item(resultKey(id, creator.id, resultId))).toMatchObject({ status: 'failed', failure: 'previewFailed' });
    const view = (await progressOf(creator, id, creator.id)).body as unknown as CreatorProgressView;
    expect(view.draft?.find((file) => file.id === resultId)).toMatchObject({ status: 'failed', failure: 'previewFailed' });
  });
});

describe('a large file sent in parts', () => {
  type PartUrl = { partNumber: number; offset: number; size: number; url: string };
  const putPart = (part: PartUrl, bytes: Buffer) => fetch(part.url, { method: 'PUT', body: new Uint8Array(bytes.subarray(part.offset, part.offset + part.size)) });
  const post = (creator: Member, campaignId: string, resultId: string, call: 'parts' | 'complete') =>
    api(`/campaigns/${campaignId}/results/${resultId}/${call}`, { method: 'POST', token: tokenOf(creator) });

  it('takes each part at its signed size only, resumes from the parts storage has, and joins them into the file the check then takes', async () => {
    // 30 s of grain: more than the 10 MB above which a file goes in parts.
    const { id, members } = await campaignWith(1, { videoDuration: 30 });
    const [creator] = members as [Member];
    const bytes = videoFile({ ...PORTRAIT, seconds: 30, grain: true });
    expect(bytes.length).toBeGreaterThan(10 * 1024 * 1024);
    const ticket = await api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: 'grain.mp4', fileType: 'video/mp4', size: bytes.length }) });
    expect(ticket.status).toBe(201);
    const { resultId, transfer, parts } = ticket.body as unknown as { resultId: string; transfer: string; parts: PartUrl[] };
    expect(transfer).toBe('parts');
    expect(parts.map((part) => part.size).reduce((sum, size) => sum + size, 0)).toBe(bytes.length);
    const [first, ...rest] = parts as [PartUrl, ...PartUrl[]];

    // A part of another size than the one signed is refused, as S3 refuses it.
    expect((await fetch(first.url, { method: 'PUT', body: new Uint8Array(bytes.subarray(0, first.size - 1)) })).status).toBe(403);
    expect((await putPart(first, bytes)).status).toBe(200);
    // The connection dropped after the first part: completing now is refused, and the upload resumes where it stopped.
    expect((await post(creator, id, resultId, 'complete')).body).toMatchObject({ code: 'UPLOAD_PARTS_MISSING' });
    // Meanwhile the draft shows its parts as still being sent (issue 27: the page shows it paused, the same file goes on).
    const draftFile = async () => ((await progressOf(creator, id, creator.id)).body as unknown as CreatorProgressView).draft?.find((file) => file.id === resultId);
    expect(await draftFile()).toMatchObject({ status: 'uploading', sending: true });
    const resumed = await post(creator, id, resultId, 'parts');
    expect(resumed.status).toBe(200);
    const missing = resumed.body as unknown as { parts: PartUrl[]; sentBytes: number };
    expect(missing.sentBytes).toBe(first.size);
    expect(missing.parts.map((part) => part.partNumber)).toEqual(rest.map((part) => part.partNumber));
    for (const part of missing.parts) expect((await putPart(part, bytes)).status).toBe(200);
    expect((await post(creator, id, resultId, 'complete')).status).toBe(204);
    expect((await draftFile())?.sending).toBeUndefined();
    // Sent again (its answer lost on the way): the file is made, nothing more to do.
    expect((await post(creator, id, resultId, 'complete')).status).toBe(204);

    expect((await settled(creator, id, resultId)).status).toBe('ready');
    const original = await api(`/campaigns/${id}/results/${resultId}/original`, { token: tokenOf(creator) });
    const stored = Buffer.from(await (await fetch(String(original.body.url))).arrayBuffer());
    expect(stored.equals(bytes)).toBe(true);
    // Only a file sent in parts has parts to resume.
    expect((await post(creator, id, resultId, 'parts')).body).toMatchObject({ code: 'UPLOAD_NOT_IN_PROGRESS' });
  });

  it('takes a result file up to 1 GB (issue 27: a 4K clip), in 64 parts of 16 MiB, and refuses one byte more', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const ask = (size: number) => api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: 'clip-4k.mov', fileType: 'video/quicktime', size }) });
    const gigabyte = await ask(RESULT_MAX_BYTES);
    expect(gigabyte.status).toBe(201);
    const { resultId, parts } = gigabyte.body as unknown as { resultId: string; parts: PartUrl[] };
    expect(parts).toHaveLength(64);
    expect(new Set(parts.map((part) => part.size))).toEqual(new Set([16 * 1024 * 1024]));
    expect(await ask(RESULT_MAX_BYTES + 1)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { size: 'resultTooLarge' } } });
    // A profile's file keeps spec §9's 40 MB.
    expect((await api('/s3', { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: 'pitch.mp4', fileType: 'video/mp4', size: 41 * 1024 * 1024, purpose: 'videoPitch' }) })).body).toMatchObject({ fields: { size: 'fileTooLarge' } });
    expect((await api(`/campaigns/${id}/results/${resultId}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
  });

  it('a cancelled upload in parts is aborted in storage; nobody else may resume or complete it', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const size = 9 * 1024 * 1024;
    const ticket = await api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: 'long.mov', fileType: 'video/quicktime', size }) });
    const { resultId, parts } = ticket.body as unknown as { resultId: string; parts: PartUrl[] };
    expect((await putPart(parts[0] as PartUrl, Buffer.alloc(size, 7))).status).toBe(200);
    const other = await readyCreator(admin, 'Another Creator', ['food-cooking'], true);
    expect((await post(other, id, resultId, 'parts')).status).toBe(403);
    expect((await api(`/campaigns/${id}/results/${resultId}/complete`, { method: 'POST', token: tokenOf(company) })).status).toBe(403);

    const record = await item(resultKey(id, creator.id, resultId));
    expect((await api(`/campaigns/${id}/results/${resultId}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    expect(await storage.storedParts(String(record?.key), String(record?.uploadId))).toBeUndefined();
    expect((await post(creator, id, resultId, 'parts')).body).toMatchObject({ code: 'RESULT_NOT_FOUND' });
  });
});

describe('submitting and reviewing', () => {
  it('takes only a whole set, once, from an accepted creator', async () => {
    const { id, members } = await campaignWith(1, { picturesNeeded: true });
    const [creator] = members as [Member];
    const outsider = await readyCreator(admin, 'Outsider', ['food-cooking'], true);
    expect((await api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(outsider), body: JSON.stringify({ fileName: 'a.mp4', fileType: 'video/mp4', size: 100 }) })).body).toMatchObject({ code: 'NOT_ACCEPTED_TO_CAMPAIGN' });
    const video = await readyVideo(creator, id);
    expect((await submit(outsider, id, [video])).status).toBe(403);
    // One video, no pictures: the brief asks for five.
    expect((await submit(creator, id, [video])).body).toMatchObject({ code: 'RESULTS_INCOMPLETE' });
    const pictures: string[] = [];
    for (let index = 0; index < 5; index++) pictures.push(await upload(creator, id, await pictureFile(1080, 1080, index), `p${index}.jpg`, 'image/jpeg'));
    for (const picture of pictures) expect((await settled(creator, id, picture)).status).toBe('ready');
    const submitted = await submit(creator, id, [video, ...pictures]);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'under-review', round: 1, results: expect.arrayContaining([expect.objectContaining({ id: video, round: 1 })]) });
    expect((await submit(creator, id, [video, ...pictures])).body).toMatchObject({ code: 'RESULTS_NOT_EXPECTED' });
    expect((await api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: 'a.mp4', fileType: 'video/mp4', size: 100 }) })).body).toMatchObject({ code: 'RESULTS_NOT_EXPECTED' });
    // The company is told, and reads "needs review".
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'result.submitted' && notice.campaignId === id), { reason: "the company's notification of the submission (result.submitted)" });
    const progress = await api(`/campaigns/company/${id}/progress?status=needs-review`, { token: tokenOf(company) });
    expect(progress.body).toMatchObject({ creators: [expect.objectContaining({ creatorId: creator.id, status: 'needs-review', round: 1 })] });
    expect(JSON.stringify(progress.body)).not.toContain('uploads/');
  });

  it('never gives the company an original before approval, nor another company at all', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const video = await readyVideo(creator, id);
    expect((await submit(creator, id, [video])).status).toBe(200);
    expect((await api(`/campaigns/${id}/results/${video}/original`, { token: tokenOf(company) })).body).toMatchObject({ code: 'ORIGINALS_NOT_AVAILABLE' });
    const other = await readyCompany({ companyName: 'Other Co', description: 'Another brand.', vatNumber: '300000000000013', businessAddress: 'Jeddah', showAddressToCreators: false });
    expect((await api(`/campaigns/${id}/results/${video}/original`, { token: tokenOf(other) })).status).toBe(404);
    expect((await progressOf(other, id, creator.id)).status).toBe(403);
    expect((await review(id, creator.id, 'approve', {}, other)).status).toBe(403);
    // The creator may always have their own.
    expect((await api(`/campaigns/${id}/results/${video}/original`, { token: tokenOf(creator) })).body.url).toMatch(/uploads\/.*X-Amz-Signature=/);
  });

  it('leaves one state when an approval and a request for revision race', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    expect((await submit(creator, id, [await readyVideo(creator, id)])).status).toBe(200);
    const answers = await Promise.all([review(id, creator.id, 'approve'), review(id, creator.id, 'revise', { comment: 'Shorter intro.' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.status;
    expect((await item(applicationKey(id, creator.id)))?.status).toBe(winner);
    expect(await item(campaignKey(id))).toMatchObject({ status: winner === 'approved' ? 'completed' : 'in-progress' });
  });

  it('refuses what the state machine does not allow: a review before a submission, an unknown action, a revision without a comment', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    expect((await review(id, creator.id, 'approve')).body).toMatchObject({ code: 'RESULTS_NOT_SUBMITTED' });
    const unknown = await review(id, creator.id, 'publish');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INVALID_ACTION', message: 'Invalid action handler' });
    expect((await submit(creator, id, [await readyVideo(creator, id)])).status).toBe(200);
    expect((await review(id, creator.id, 'revise', { comment: '  ' })).body).toMatchObject({ code: 'REVISION_COMMENT_REQUIRED' });
  });

  it('revises, takes the new version, approves once among racing approvals, completes the campaign and zips the originals', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const first = await readyVideo(creator, id);
    expect((await submit(creator, id, [first])).status).toBe(200);
    const revised = await review(id, creator.id, 'revise', { comment: 'Show the box label for two seconds.' });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ status: 'needs-revision', revisionComment: 'Show the box label for two seconds.' });
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'revision.requested'), { reason: "the creator's notification of the revision asked for (revision.requested)" });

    const secondBytes = videoFile({ ...PORTRAIT, variant: 2 });
    const second = await upload(creator, id, secondBytes, 'unboxing-v2.mp4', 'video/mp4');
    expect((await settled(creator, id, second)).status).toBe('ready');
    const resubmitted = await submit(creator, id, [second]);
    expect(resubmitted.body).toMatchObject({ status: 'under-review', round: 2, previousResults: [expect.objectContaining({ id: first, round: 1 })] });

    const answers = await Promise.all([review(id, creator.id, 'approve'), review(id, creator.id, 'approve'), review(id, creator.id, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    // Approved work is final: a late request for revision is refused.
    expect((await review(id, creator.id, 'revise', { comment: 'Too late' })).body).toMatchObject({ code: 'RESULTS_NOT_SUBMITTED' });
    expect(await item(applicationKey(id, creator.id))).toMatchObject({ status: 'approved', round: 2 });
    expect(await item(campaignKey(id))).toMatchObject({ status: 'completed', approvedCount: 1 });
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'campaign.completed' && notice.campaignId === id), { reason: "the company's notification that the campaign is completed (campaign.completed)" });

    const original = await api(`/campaigns/${id}/results/${second}/original`, { token: tokenOf(company) });
    const downloaded = await fetch(String(original.body.url));
    expect(downloaded.headers.get('content-disposition')).toContain('unboxing-v2.mp4');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(secondBytes)).toBe(true);
    // The first version was not approved: it stays the creator's.
    expect((await api(`/campaigns/${id}/results/${first}/original`, { token: tokenOf(company) })).status).toBe(403);

    // The licence certificate, to both sides: a PDF made from the approved round.
    const certificate = await eventually(
      async () => (await api(`/campaigns/${id}/certificates/${creator.id}`, { token: tokenOf(company) })).body,
      (body) => body.status === 'ready',
      60_000,
    );
    const pdf = Buffer.from(await (await fetch(String(certificate.url))).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api(`/campaigns/${id}/certificates/${creator.id}`, { token: tokenOf(creator) })).body).toMatchObject({ status: 'ready' });

    const archive = await eventually(
      async () => (await api(`/campaigns/${id}/results/archive`, { token: tokenOf(company) })).body,
      (body) => body.status === 'ready',
      60_000,
    );
    const zip = Buffer.from(await (await fetch(String(archive.url))).arrayBuffer());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from('PK\u0003\u0004', 'latin1'));
    // Stored, not compressed: the upload's bytes are in the zip as they are.
    expect(zip.indexOf(secondBytes)).toBeGreaterThan(0);
    expect(zip.length).toBeLessThan(secondBytes.length + 1024);
  });
});

describe('feedback per file (issue 26)', () => {
  it('keeps the files the company did not ask to change, takes a replacement for each one it did, and shows the company the originals once approved', async () => {
    const { id, members } = await campaignWith(1, { picturesNeeded: true });
    const [creator] = members as [Member];
    // Tickets one at a time (each counts a draft on the application item), then every file checked side by side.
    const video = await upload(creator, id, videoFile(PORTRAIT), 'take.mp4', 'video/mp4');
    const pictures: string[] = [];
    for (let index = 0; index < 5; index++) pictures.push(await upload(creator, id, await pictureFile(1080, 1080, index), `p${index}.jpg`, 'image/jpeg'));
    expect((await Promise.all([video, ...pictures].map((file) => settled(creator, id, file)))).map((file) => file.status)).toEqual(Array(6).fill('ready'));
    expect((await submit(creator, id, [video, ...pictures])).status).toBe(200);
    const [changed, ...keptPictures] = pictures as [string, ...string[]];

    // What cannot be asked: a moment on a picture or after the video's end, a file not in the set, a change without words.
    const ask = (files: unknown, comment?: string) => review(id, creator.id, 'revise', { ...(comment ? { comment } : {}), files });
    expect((await ask([{ resultId: changed, comments: [{ text: 'Brighter', atSeconds: 2 }] }])).body).toMatchObject({ code: 'MOMENT_NOT_ON_VIDEO' });
    expect((await ask([{ resultId: video, comments: [{ text: 'Cut here', atSeconds: 95 }] }])).body).toMatchObject({ code: 'MOMENT_PAST_END' });
    expect((await ask([{ resultId: '0190a5d4-0000-7000-8000-000000000000', comments: [{ text: 'Which?' }] }])).body).toMatchObject({ code: 'RESULT_NOT_FOUND' });
    expect((await ask([{ resultId: video, comments: [] }])).status).toBe(400);
    expect((await item(applicationKey(id, creator.id)))?.status).toBe('under-review');

    const revised = await ask([
      { resultId: video, comments: [{ text: 'Hold the bag still here so the roast date reads.', atSeconds: 7.04 }, { text: 'End on the logo.', atSeconds: 14 }] },
      { resultId: changed, comments: [{ text: 'Less glare on the cup, please.' }] },
    ]);
    expect(revised.status).toBe(200);
    const sentBack = revised.body as unknown as CreatorProgressView;
    expect(sentBack.results.find((file) => file.id === video)?.feedback).toEqual({ comments: [{ text: 'Hold the bag still here so the roast date reads.', atSeconds: 7 }, { text: 'End on the logo.', atSeconds: 14 }] });
    expect(sentBack.results.filter((file) => file.feedback).map((file) => file.id).sort()).toEqual([video, changed].sort());
    // The notice quotes the first remark when the company wrote no overall comment.
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'revision.requested' && JSON.stringify(notice).includes('Hold the bag still')), { reason: "the creator's notice quoting the remark (revision.requested)" });

    // Only a file asked to change is replaced, by one of its kind.
    const replacement = (replaces: string, fileType = 'image/jpeg') => api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ fileName: fileType === 'video/mp4' ? 'new.mp4' : 'new.jpg', fileType, size: 1000, replaces }) });
    expect((await replacement(keptPictures[0] ?? '')).body).toMatchObject({ code: 'RESULT_NOT_REPLACEABLE' });
    expect((await replacement(changed, 'video/mp4')).body).toMatchObject({ code: 'RESULT_NOT_REPLACEABLE' });
    const newPicture = await upload(creator, id, await pictureFile(1080, 1080, 7), 'p0-v2.jpg', 'image/jpeg', changed);
    const newVideo = await upload(creator, id, videoFile({ ...PORTRAIT, variant: 3 }), 'take-v2.mp4', 'video/mp4', video);
    expect((await Promise.all([newPicture, newVideo].map((file) => settled(creator, id, file)))).map((file) => file.status)).toEqual(['ready', 'ready']);
    // A file asked to change is not part of the next set.
    expect((await submit(creator, id, [video, newPicture, ...keptPictures])).body).toMatchObject({ code: 'RESULT_NOT_FOUND' });
    const resubmitted = await submit(creator, id, [newVideo, newPicture, ...keptPictures]);
    expect(resubmitted.status).toBe(200);
    const round2 = resubmitted.body as unknown as CreatorProgressView;
    expect(round2).toMatchObject({ status: 'under-review', round: 2 });
    expect(round2.results.map((file) => file.id).sort()).toEqual([newVideo, newPicture, ...keptPictures].sort());
    expect(round2.results.find((file) => file.id === newPicture)).toMatchObject({ version: 2, replaces: changed, round: 2 });
    // A replacement stands where the file it replaced stood: "picture 1" stays picture 1.
    expect(round2.results.findIndex((file) => file.id === newPicture)).toBe(sentBack.results.findIndex((file) => file.id === changed));
    expect(round2.results.find((file) => file.id === keptPictures[0])).toMatchObject({ version: 1, round: 1 });
    expect(round2.previousResults?.find((file) => file.id === changed)?.feedback?.comments).toEqual([{ text: 'Less glare on the cup, please.' }]);

    // Before approval the company plays previews only; after, the originals, a kept file's too.
    expect(JSON.stringify((await progressOf(company, id, creator.id)).body)).not.toContain('originalUrl');
    expect((await review(id, creator.id, 'approve')).status).toBe(200);
    const approved = (await progressOf(company, id, creator.id)).body as unknown as CreatorProgressView;
    expect(approved.results.every((file) => /uploads\/.*X-Amz-Signature=/.test(file.originalUrl ?? ''))).toBe(true);
    expect((await api(`/campaigns/${id}/results/${keptPictures[0] ?? ''}/original`, { token: tokenOf(company) })).status).toBe(200);
    expect((await api(`/campaigns/${id}/results/${changed}/original`, { token: tokenOf(company) })).status).toBe(403);
    expect(JSON.stringify((await progressOf(creator, id, creator.id)).body)).not.toContain('originalUrl');
  });
});

describe('the 15-day delivery', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const runAt = (time: number) => invoke(deliveryDeadlines, { scheduledTime: new Date(time).toISOString() }, lambdaContext('deliveryDeadlines'));

  it('reminds the creator at 3 days and 1 day left, once each, then tells the company the delivery is overdue', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    // Due 15 days after the acceptance: the delivery index's sort key starts with the due date.
    const application = await item(applicationKey(id, creator.id));
    expect(String(application?.GSI2SK).split('#')[0]).toBe(deliveryDueAt(String(application?.decidedAt)));
    // Runs "in the past" of a delivery moved there: the deliveries of other tests (due in 15 days) stay out of reach.
    const due = Date.parse(await acceptedDaysAgo(id, creator.id, 100));
    await runAt(due - 2.5 * DAY_MS);
    await runAt(due - 2.4 * DAY_MS);
    await runAt(due - 0.5 * DAY_MS);
    await runAt(due + 60_000);
    await runAt(due + DAY_MS);
    const reminders = await eventually(
      async () => (await notificationsOf(creator.id)).filter((notice) => notice.type === 'delivery.reminder' && notice.campaignId === id),
      (found) => found.length >= 2,
    );
    expect(reminders.map((notice) => notice.daysLeft).sort()).toEqual([1, 3]);
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'delivery.overdue' && notice.campaignId === id), { reason: "the company's notification of the overdue delivery (delivery.overdue)" });
    expect((await eventsWhere('campaignId', id)).filter((event) => event.type === 'delivery.overdue')).toHaveLength(1);
    expect(await item(applicationKey(id, creator.id))).toMatchObject({ remindedDays: 1, overdueAt: new Date(due + 60_000).toISOString() });
  });

  it('a submitted set is owed nothing more: it leaves the deadline index; a revision starts a new window', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    expect((await submit(creator, id, [await readyVideo(creator, id)])).status).toBe(200);
    expect((await item(applicationKey(id, creator.id)))?.GSI2PK).toBeUndefined();
    const revised = await review(id, creator.id, 'revise', { comment: 'Brighter light, please.' });
    const body = revised.body as unknown as CreatorProgressView;
    expect(Date.parse(body.deliveryDueAt ?? '') - Date.parse(body.reviewedAt ?? '')).toBe(15 * DAY_MS);
    expect((await item(applicationKey(id, creator.id)))?.GSI2SK).toBe(dueDeliveryIndexKey(body.deliveryDueAt ?? '', id, creator.id).GSI2SK);
  });

  it('lets the company request compensation once, only after the window ended without a set, and tells the creator', async () => {
    const { id, members } = await campaignWith(1);
    const [creator] = members as [Member];
    const ask = (body: unknown) => api(`/campaigns/${id}/compensation/${creator.id}`, { method: 'POST', token: tokenOf(company), body: JSON.stringify(body) });
    expect((await ask({ reason: 'Nothing arrived.' })).body).toMatchObject({ code: 'DELIVERY_NOT_OVERDUE' });
    const dueAt = await acceptedDaysAgo(id, creator.id, 16);
    expect((await ask({})).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: 'required' } });
    const asked = await ask({ reason: 'Nothing arrived and the launch is this week.' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ compensation: { status: 'requested', reason: 'Nothing arrived and the launch is this week.' } });
    expect(await item(compensationKey(id, creator.id))).toMatchObject({ status: 'requested', GSI1PK: 'COMPENSATIONS#OPEN', facts: { dueAt, round: 0 } });
    expect((await ask({ reason: 'Again' })).body).toMatchObject({ code: 'COMPENSATION_ALREADY_REQUESTED' });
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'compensation.requested' && notice.campaignId === id), { reason: "the creator's notification of the compensation asked for (compensation.requested)" });
    // The creator sees it on their workspace.
    expect((await progressOf(creator, id, creator.id)).body).toMatchObject({ compensation: { status: 'requested' } });
  });
});
