import { randomUUID } from 'node:crypto';
import { mailsTo } from '../../scripts/local/mailbox';
import { newMember } from '../support/accounts';
import { eventually } from '../support/events';
import { adminToken, licenceBody, putSection, uploaded, type Member } from '../support/profiles';
import { api, stack } from '../support/stack';

/**
 * SES's bounces and complaints on the local stack: mail to SES's mailbox simulator addresses is answered as on AWS, and
 * the feedback topic's function stops mail to them (lib/constructs/mail.ts, scripts/local/ses-feedback.ts).
 */

/** A creator whose address is one of SES's mailbox simulator's, with a licence waiting for review. */
async function simulatedCreator(outcome: 'bounce' | 'complaint'): Promise<{ creator: Member; licenceId: string }> {
  const creator = await newMember('creator', undefined, `${outcome}+${randomUUID().slice(0, 8)}@simulator.amazonses.com`);
  return { creator, licenceId: await submitLicence(creator) };
}

async function submitLicence(creator: Member): Promise<string> {
  const file = await uploaded(creator.token ?? '', 'licence');
  const { body } = await putSection(creator.token ?? '', 'licence', licenceBody(file));
  return (body.licence as { id: string }).id;
}

/** The admin rejects the licence: the creator is told in the app and, unless their address is stopped, by mail. */
async function reject(admin: string, creator: Member, licenceId: string): Promise<void> {
  const { status } = await api(`/admin/licences/${creator.id}/${licenceId}`, { method: 'PUT', token: admin, body: JSON.stringify({ decision: 'reject', reason: 'The scan is unreadable.' }) });
  expect(status).toBe(200);
}

/** The notices mailed to the address (not the sign-up's code mail, which Cognito sends). */
const noticeMails = (creator: Member) => mailsTo(stack().mailDir, creator.email).filter((mail) => mail.code === undefined);

const ownRecord = async (creator: Member) => (await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: creator.token })).body;

describe('mail SES could not deliver', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('stops mail to an address that bounced for good, says why on the user, and mails it again once they resume', async () => {
    const { creator, licenceId } = await simulatedCreator('bounce');
    await reject(admin, creator, licenceId);
    const blocked = await eventually(() => ownRecord(creator), (record) => record.mailBlocked !== undefined, 10_000);
    expect(blocked.mailBlocked).toEqual({ reason: 'bounce', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(noticeMails(creator)).toHaveLength(1);

    // The next notice is in the app only.
    const notices = async () => (await api('/notifications/creator/count', { token: creator.token })).body.unreadCount as number;
    const before = await notices();
    await reject(admin, creator, await submitLicence(creator));
    await eventually(notices, (count) => count > before, 10_000);
    expect(noticeMails(creator)).toHaveLength(1);

    const resumed = await api('/user', { method: 'PUT', token: creator.token, body: JSON.stringify({ resumeMail: true }) });
    expect(resumed.status).toBe(200);
    expect(resumed.body.mailBlocked).toBeUndefined();
    expect((await ownRecord(creator)).mailBlocked).toBeUndefined();
    await reject(admin, creator, await submitLicence(creator));
    await eventually(async () => noticeMails(creator).length, (count) => count === 2, 10_000);
  });

  it('stops mail to an address whose owner marked a mail as spam', async () => {
    const { creator, licenceId } = await simulatedCreator('complaint');
    await reject(admin, creator, licenceId);
    const blocked = await eventually(() => ownRecord(creator), (record) => record.mailBlocked !== undefined, 10_000);
    expect(blocked.mailBlocked).toMatchObject({ reason: 'complaint' });
  });

  it('takes only `resumeMail: true`', async () => {
    const member = await newMember('creator');
    const refused = await api('/user', { method: 'PUT', token: member.token, body: JSON.stringify({ resumeMail: false }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
