import { randomUUID } from 'node:crypto';
import { mailsTo } from '../../scripts/local/mailbox';
import type { FlaggedMessagePage, MessageView } from '../../shared/domain/chat';
import type { NotificationPage } from '../../shared/domain/notifications';
import { CONTACT_MASK } from '../../shared/domain/off-platform-contact';
import { channelsOf, chatCampaign, history, say } from '../support/chat';
import { eventually } from '../support/events';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, demoEmail, stack, useLambdaEnvironment } from '../support/stack';

/**
 * Moderation that acts (issue 27): a flagged message reaches the other members with its contact details masked and
 * nothing linked, while its sender and the admins read it whole; an admin dismisses the flag (the others then read it
 * whole), warns the sender (a notice and a mail in their language) or deactivates them, once, with who and when.
 */

jest.setTimeout(120_000);

const HANDLE_AND_LINK = 'My insta @reem.eats, or write me on wa.me/966551234567 and we settle the price there';

let admin = '';
let company: Member;
let creator: Member;
let direct = '';

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  [company, creator] = await Promise.all([
    readyCompany({ companyName: 'Moderated Dates', description: 'Dates.', vatNumber: '300000000000003', businessAddress: 'Buraydah', showAddressToCreators: false }),
    readyCreator(await adminToken(), 'Reem Moderated', ['food-cooking'], true, 'ar'),
  ]);
  const campaign = await chatCampaign(company, 'Moderated Dates', [creator]);
  direct = campaign.direct.get(creator.id) ?? '';
});

const review = (channelId: string, messageId: string, body: unknown, token = admin) =>
  api(`/admin/chat/channels/${channelId}/messages/${messageId}/review`, { method: 'POST', token, body: JSON.stringify(body) });

async function seenByCompany(messageId: string): Promise<MessageView | undefined> {
  return ((await history(company, direct)).body.messages as MessageView[]).find((message) => message.id === messageId);
}

async function flaggedRow(messageId: string) {
  const page = (await api('/admin/chat/flagged', { token: admin })).body as unknown as FlaggedMessagePage;
  return page.messages.find((message) => message.id === messageId);
}

describe('a flagged message', () => {
  it("reaches the other side masked, its sender and the admins whole, and the list's preview masked too", async () => {
    const sent = await say(creator, direct, HANDLE_AND_LINK);
    expect(sent).toMatchObject({ text: HANDLE_AND_LINK, flagged: true, flaggedKinds: ['instagram', 'whatsapp'] });
    expect(sent.masked).toBeUndefined();
    const seen = await seenByCompany(sent.id);
    expect(seen).toMatchObject({ text: `My ${CONTACT_MASK}, or write me on ${CONTACT_MASK} and we settle the price there`, flagged: false, masked: true });
    const listed = (await channelsOf(company)).channels.find((channel) => channel.id === direct);
    expect(listed?.lastMessage?.preview).not.toContain('reem.eats');
    expect(listed?.lastMessage?.preview).toContain(CONTACT_MASK);
    expect((await flaggedRow(sent.id))?.text).toBe(HANDLE_AND_LINK);
  });
});

describe("an admin's review", () => {
  it('dismisses once: the other side then reads the message whole; a second review is refused', async () => {
    const sent = await say(creator, direct, 'snap: reem_eats22');
    expect((await seenByCompany(sent.id))?.masked).toBe(true);
    const dismissed = await review(direct, sent.id, { action: 'dismiss' });
    expect(dismissed).toMatchObject({ status: 200, body: { review: { action: 'dismiss', by: demoEmail('admin'), at: expect.any(String) } } });
    const seen = await seenByCompany(sent.id);
    expect(seen).toMatchObject({ text: 'snap: reem_eats22' });
    expect(seen?.masked).toBeUndefined();
    expect((await flaggedRow(sent.id))?.review).toMatchObject({ action: 'dismiss' });
    expect(await review(direct, sent.id, { action: 'warn' })).toMatchObject({ status: 409, body: { code: 'MESSAGE_ALREADY_REVIEWED' } });
  });

  it('warns the sender in their language, in the app and by mail; the message stays masked', async () => {
    const sent = await say(creator, direct, 'تيك توك: reem_eats');
    expect((await review(direct, sent.id, { action: 'warn' })).status).toBe(200);
    const notices = await eventually(
      async () => ((await api('/notifications/creator', { token: creator.token })).body as unknown as NotificationPage).notifications.notifications,
      (found) => found.some((notice) => notice.type === 'chat.warning'),
      15_000,
    );
    expect(notices.find((notice) => notice.type === 'chat.warning')).toMatchObject({ campaignTitle: expect.any(String) });
    const [mail] = await eventually(async () => mailsTo(stack().mailDir, creator.email).filter((each) => each.subject === 'تنبيه بشأن مشاركة بيانات التواصل'), (found) => found.length > 0, 15_000);
    expect(mail?.text).toContain(`${stack().url}/chat?channel=${direct}`);
    expect((await seenByCompany(sent.id))?.masked).toBe(true);
  });

  it('refuses a message not flagged (404), an unknown action (400), a bad id (400) and a member (403)', async () => {
    const plain = await say(creator, direct, 'The draft is uploaded');
    expect(await review(direct, plain.id, { action: 'dismiss' })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await review(direct, randomUUID(), { action: 'dismiss' })).toMatchObject({ status: 404 });
    expect((await review(direct, plain.id, { action: 'ban' })).status).toBe(400);
    expect(await review(direct, 'not-an-id', { action: 'dismiss' })).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE_ID' } });
    expect((await review(direct, plain.id, { action: 'dismiss' }, company.token)).status).toBe(403);
  });

  it("deactivates the sender's account, as the Users screen does", async () => {
    const sent = await say(creator, direct, 'ig: reem.eats — cheaper outside the app');
    expect((await review(direct, sent.id, { action: 'deactivate' })).status).toBe(200);
    expect(await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: creator.token })).toMatchObject({ status: 403, body: { code: 'ACCOUNT_INACTIVE' } });
    expect((await flaggedRow(sent.id))?.review).toMatchObject({ action: 'deactivate', by: demoEmail('admin') });
  });
});
