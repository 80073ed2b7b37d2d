import type { CreatorProgressView, ResultFileView } from '../../shared/domain/results';
import { eventually } from './events';
import type { Member } from './profiles';
import { videoFile } from '../../scripts/result-media';
import { api } from './stack';

/** The delivery's calls as the web app makes them, for the tests of the delivery and of what follows it (payouts). */

export const PORTRAIT = { width: 1080, height: 1920, seconds: 30 };

const tokenOf = (member: Member) => member.token ?? '';

/** Uploads one result file as the web app does: a ticket, then the PUT to its URL with its signed headers. */
export async function uploadResult(creator: Member, campaignId: string, bytes: Buffer, fileName: string, fileType: string, replaces?: string): Promise<string> {
  const body = { fileName, fileType, size: bytes.length, ...(replaces ? { replaces } : {}) };
  const ticket = await api(`/campaigns/${campaignId}/results/uploads`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify(body) });
  if (ticket.status !== 201) throw new Error(`The upload ticket answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const { url, headers, resultId } = ticket.body as { url: string; headers: Record<string, string>; resultId: string };
  const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`The presigned PUT answered ${put.status}`);
  return resultId;
}

export function progressOf(viewer: Member, campaignId: string, creatorId: string) {
  return api(`/campaigns/${campaignId}/creators/${creatorId}/progress`, { token: tokenOf(viewer) });
}

/** The creator's file once the check and the preview are done with it. */
export async function settledResult(creator: Member, campaignId: string, resultId: string): Promise<ResultFileView> {
  const progress = await eventually(
    async () => (await progressOf(creator, campaignId, creator.id)).body as unknown as CreatorProgressView,
    (view) => ['ready', 'refused', 'failed'].includes(view.draft?.find((file) => file.id === resultId)?.status ?? 'uploading'),
    60_000,
  );
  const file = progress.draft?.find((candidate) => candidate.id === resultId);
  if (!file) throw new Error('The file is not in the draft');
  return file;
}

/** A portrait video (30 s unless given) uploaded, checked and previewed: the whole set of a brief without pictures. */
export async function readyVideo(creator: Member, campaignId: string, bytes: Buffer = videoFile(PORTRAIT)): Promise<string> {
  const id = await uploadResult(creator, campaignId, bytes, 'unboxing.mp4', 'video/mp4');
  const file = await settledResult(creator, campaignId, id);
  if (file.status !== 'ready') throw new Error(`The video is ${file.status}`);
  return id;
}

export function submitResults(creator: Member, campaignId: string, results: string[]) {
  return api(`/campaigns/${campaignId}/results`, { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ results }) });
}

export function reviewResults(member: Member, campaignId: string, creatorId: string, action: string, body: unknown = {}) {
  return api(`/campaigns/${campaignId}/creators/${creatorId}/${action}`, { method: 'POST', token: tokenOf(member), body: JSON.stringify(body) });
}
