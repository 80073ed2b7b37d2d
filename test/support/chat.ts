import { randomUUID } from 'node:crypto';
import type { ChannelList, MessagePage, MessageView } from '../../shared/domain/chat';
import { openCampaign } from './campaigns';
import { png } from './media-files';
import type { Member } from './profiles';
import { api } from './stack';
import { waitUntil } from './wait';

/** The chat (issue 14) on the local stack: channels opened by real accepts, messages through the chat routes. */

const tokenOf = (member: Member) => member.token ?? '';

export interface ChatCampaign {
  campaignId: string;
  /** The direct channel of each accepted creator, by creator id. */
  direct: Map<string, string>;
  groupChannelId: string;
}

/** An open campaign of `company` with `accepted` accepted (each gets a direct channel; all share the group) and `rejected` turned down. */
export async function chatCampaign(company: Member, companyName: string, accepted: Member[], rejected: Member[] = []): Promise<ChatCampaign> {
  const { id } = await openCampaign(company, companyName, { numberOfContentCreators: Math.max(2, accepted.length + 1) });
  const direct = new Map<string, string>();
  for (const creator of [...accepted, ...rejected]) {
    const applied = await api(`/campaigns/apply/${id}`, { method: 'POST', token: tokenOf(creator) });
    if (applied.status !== 201) throw new Error(`Applying answered ${applied.status}: ${JSON.stringify(applied.body)}`);
  }
  for (const creator of accepted) {
    const { status, body } = await api(`/campaigns/${id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) });
    if (status !== 200 || typeof body.oneOnOneChannelId !== 'string') throw new Error(`Accepting answered ${status}: ${JSON.stringify(body)}`);
    direct.set(creator.id, body.oneOnOneChannelId);
  }
  for (const creator of rejected) {
    const { status } = await api(`/campaigns/${id}/reject/${creator.id}`, { method: 'POST', token: tokenOf(company) });
    if (status !== 200) throw new Error(`Rejecting answered ${status}`);
  }
  const { channels } = await channelsOf(company, id);
  const group = channels.find((channel) => channel.kind === 'group');
  if (!group) throw new Error('The accept opened no group channel');
  return { campaignId: id, direct, groupChannelId: group.id };
}

export async function channelsOf(member: Member, campaignId?: string, cursor?: string): Promise<ChannelList> {
  const query = new URLSearchParams({ ...(campaignId ? { campaignId } : {}), ...(cursor ? { cursor } : {}) }).toString();
  const { status, body } = await api(`/chat/channels${query ? `?${query}` : ''}`, { token: tokenOf(member) });
  if (status !== 200) throw new Error(`GET /chat/channels answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as ChannelList;
}

export function send(member: Member, channelId: string, body: Record<string, unknown>) {
  return api(`/chat/channels/${channelId}/messages`, { method: 'POST', token: tokenOf(member), body: JSON.stringify(body) });
}

/** Posts `text` with a fresh client id; answers the stored message. */
export async function say(member: Member, channelId: string, text: string): Promise<MessageView> {
  const { status, body } = await send(member, channelId, { clientId: randomUUID(), text });
  if (status !== 201) throw new Error(`Sending answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as MessageView;
}

export function history(member: Member, channelId: string, before?: string) {
  return api(`/chat/channels/${channelId}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`, { token: tokenOf(member) });
}

/** Every message of the channel as `member` reads it, newest first, page after page. */
export async function wholeHistory(member: Member, channelId: string): Promise<MessageView[]> {
  const messages: MessageView[] = [];
  let before: string | undefined;
  do {
    const { status, body } = await history(member, channelId, before);
    if (status !== 200) throw new Error(`History answered ${status}`);
    const page = body as unknown as MessagePage;
    messages.push(...page.messages);
    before = page.nextBefore;
  } while (before);
  return messages;
}

export function readUpTo(member: Member, channelId: string, upTo: string) {
  return api(`/chat/channels/${channelId}/read`, { method: 'POST', token: tokenOf(member), body: JSON.stringify({ upTo }) });
}

export async function totalUnread(member: Member): Promise<number> {
  const { status, body } = await api('/chat/unread', { token: tokenOf(member) });
  if (status !== 200) throw new Error(`GET /chat/unread answered ${status}`);
  return body.unreadCount as number;
}

/** A chat attachment's key: uploaded as the browser does and, unless `check` is false, waited for until verified. */
export async function chatUpload(member: Member, check = true): Promise<string> {
  const bytes = png(4, 4);
  const ticket = await api('/s3', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ fileName: 'shot.png', fileType: 'image/png', size: bytes.length, purpose: 'chatAttachment' }) });
  if (ticket.status !== 201) throw new Error(`POST /s3 answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const { url, key, headers } = ticket.body as { url: string; key: string; headers: Record<string, string> };
  if (!check) return key;
  const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT of the upload answered ${put.status}`);
  const { body } = await waitUntil(
    () => api(`/s3/status?key=${encodeURIComponent(key)}`, { token: tokenOf(member) }),
    (answer) => answer.body.status !== 'pending',
    { reason: `the check of chat attachment ${key}`, timeoutMs: 10_000, intervalMs: 20 },
  );
  if (body.status !== 'verified') throw new Error(`Upload ${key} ended ${JSON.stringify(body)}`);
  return key;
}
