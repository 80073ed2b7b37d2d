import { QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { latestMailTo } from '../../scripts/local/mailbox';
import { counterKey, PENDING_LICENCES, pendingLicencesCounterName } from '../../lambdas/data/keys';
import { newMember, table } from '../support/accounts';
import { adminToken, creatorWithPendingLicence, dayFromToday, getOwnProfile, licenceBody, putSection, uploaded, type Member } from '../support/profiles';
import { api, stack } from '../support/stack';
import { waitUntil } from '../support/wait';
import { eventually, eventsWhere } from '../support/events';

/** Licence review on the local stack: submit, the admins' queue, one decision per licence, the creator told. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const tokenOf = (member: Member) => member.token ?? '';

interface QueueEntry {
  id: string;
  creatorId: string;
  creatorName: string;
  file: string;
  state: string;
}

function decide(token: string, creatorId: string, licenceId: string, body: unknown) {
  return api(`/admin/licences/${creatorId}/${licenceId}`, { method: 'PUT', token, body: JSON.stringify(body) });
}

/** The queue's entries across every page, as an admin pages through it. */
async function wholeQueue(token: string): Promise<{ entries: QueueEntry[]; readUrls: Record<string, string> }> {
  const entries: QueueEntry[] = [];
  const readUrls: Record<string, string> = {};
  for (let page = 1; ; page++) {
    const { status, body } = await api(`/admin/licences?status=pending&page=${page}`, { token });
    expect(status).toBe(200);
    entries.push(...(body.data as QueueEntry[]));
    Object.assign(readUrls, body.readUrls);
    if (page >= (body.totalPages as number)) return { entries, readUrls };
  }
}

describe('licence review', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('puts a submitted licence in the queue, newest first, with its file; approving it takes it out and the creator sees it', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    const first = await api('/admin/licences', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: Math.ceil((first.body.totalEntries as number) / 10) });
    const submittedAt = (first.body.data as { submittedAt: string }[]).map((entry) => entry.submittedAt);
    expect(submittedAt).toEqual([...submittedAt].sort().reverse());

    const { entries, readUrls } = await wholeQueue(admin);
    const entry = entries.find((candidate) => candidate.id === licenceId);
    expect(entry).toMatchObject({ creatorId: creator.id, creatorName: 'Test Person', state: 'pending' });
    expect(readUrls[entry?.file ?? '']).toMatch(/X-Amz-Signature=/);

    const approved = await decide(admin, creator.id, licenceId, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: licenceId, status: 'approved', state: 'valid' });
    expect((await wholeQueue(admin)).entries.map((candidate) => candidate.id)).not.toContain(licenceId);

    const { body } = await getOwnProfile(tokenOf(creator));
    expect(body).toMatchObject({ licenceState: 'valid', licence: { id: licenceId, status: 'approved', state: 'valid' }, approvedLicence: { id: licenceId } });
    const approvedMail = await eventually(async () => latestMailTo(stack().mailDir, creator.email), (latest) => latest?.subject === 'Your licence is approved');
    expect(approvedMail).toMatchObject({ subject: 'Your licence is approved', text: expect.stringContaining('/campaigns') });
  });

  it('needs a reason to reject; the creator sees the rejection with its reason and is told by mail', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    const noReason = await decide(admin, creator.id, licenceId, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This field is required', fields: { reason: 'required' } });
    const odd = await decide(admin, creator.id, licenceId, { decision: 'maybe' });
    expect(odd.body).toMatchObject({ message: 'Decision must be approve or reject', fields: { decision: 'decisionInvalid' } });

    const rejected = await decide(admin, creator.id, licenceId, { decision: 'reject', reason: 'The scan is unreadable.' });
    expect(rejected.status).toBe(200);
    const { body } = await getOwnProfile(tokenOf(creator));
    expect(body).toMatchObject({ licenceState: 'rejected', licence: { status: 'rejected', reason: 'The scan is unreadable.', state: 'rejected' } });
    const mail = await eventually(async () => latestMailTo(stack().mailDir, creator.email), (latest) => latest?.subject === 'Your licence was not approved');
    expect(mail).toMatchObject({ subject: 'Your licence was not approved' });
    expect(mail?.text).toContain('The scan is unreadable.');
  });

  it('decides a licence once: the second decision is 409 LICENCE_ALREADY_DECIDED', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    expect((await decide(admin, creator.id, licenceId, { decision: 'approve' })).status).toBe(200);
    const again = await decide(admin, creator.id, licenceId, { decision: 'reject', reason: 'Too late.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'LICENCE_ALREADY_DECIDED' });
    expect((await getOwnProfile(tokenOf(creator))).body).toMatchObject({ licence: { status: 'approved' } });
    // The decision's event was stored with it; the refused second decision wrote none.
    expect(await eventsWhere('licenceId', licenceId)).toEqual([
      expect.objectContaining({ type: 'licence.approved', payload: { creatorId: creator.id, licenceId, expiresOn: expect.any(String) }, occurredAt: expect.any(String) }),
    ]);
  });

  it('lets exactly one of two concurrent decisions win, and the outcome is the winner\'s', async () => {
    for (let round = 0; round < 3; round++) {
      const { creator, licenceId } = await creatorWithPendingLicence();
      const answers = await Promise.all([
        decide(admin, creator.id, licenceId, { decision: 'approve' }),
        decide(admin, creator.id, licenceId, { decision: 'reject', reason: 'Expired scan.' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)?.body.status;
      expect((await getOwnProfile(tokenOf(creator))).body).toMatchObject({ licence: { status: winner } });
      expect((await eventsWhere('licenceId', licenceId)).map((event) => event.type)).toEqual([winner === 'approved' ? 'licence.approved' : 'licence.rejected']);
    }
  });

  it('keeps the queue total in a counter that matches the pending licences', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    // Other test files submit and decide meanwhile: compare the counter with the index until both were read between two changes.
    await waitUntil(
      async () => {
        const [counter, index] = await Promise.all([
          table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: counterKey(pendingLicencesCounterName) })),
          table().send(new QueryCommand({ TableName: stack().dynamodb.tableName, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': PENDING_LICENCES }, Select: 'COUNT' })),
        ]);
        return { counter: counter.Item?.count as unknown, pendingInIndex: index.Count };
      },
      ({ counter, pendingInIndex }) => counter === pendingInIndex,
      { reason: 'the pending licences counter to equal the count of pending licences in GSI1', timeoutMs: 10_000, intervalMs: 20 },
    );
    const listed = await api('/admin/licences', { token: admin });
    expect(listed.body.totalEntries).toBeGreaterThanOrEqual(1);
    await decide(admin, creator.id, licenceId, { decision: 'approve' });
  });

  it('replaces a pending licence with a new submission, and ignores the same licence sent twice', async () => {
    const { creator, licenceId: first } = await creatorWithPendingLicence();
    const token = tokenOf(creator);
    const current = (await getOwnProfile(token)).body.licence as { file: string; issuedOn: string; expiresOn: string };
    const repeat = await putSection(token, 'licence', { issuedOn: current.issuedOn, expiresOn: current.expiresOn, file: current.file });
    expect(repeat.body).toMatchObject({ licence: { id: first } });

    const file = await uploaded(token, 'licence');
    const second = await putSection(token, 'licence', licenceBody(file));
    const secondId = (second.body.licence as { id: string }).id;
    expect(secondId).not.toBe(first);
    const ids = (await wholeQueue(admin)).entries.map((entry) => entry.id);
    expect(ids).toContain(secondId);
    expect(ids).not.toContain(first);
    expect((await decide(admin, creator.id, first, { decision: 'approve' })).status).toBe(404);
    expect((await decide(admin, creator.id, secondId, { decision: 'approve' })).status).toBe(200);
  });

  it('keeps an approved licence counting while a renewal waits; flags one expiring within 30 days', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence({ expiresOn: dayFromToday(20) });
    await decide(admin, creator.id, licenceId, { decision: 'approve' });
    const token = tokenOf(creator);
    expect((await getOwnProfile(token)).body).toMatchObject({ licenceState: 'expiring', licence: { state: 'expiring' } });

    const file = await uploaded(token, 'licence');
    const renewal = await putSection(token, 'licence', licenceBody(file));
    expect(renewal.body).toMatchObject({ licenceState: 'expiring', licence: { status: 'pending' }, approvedLicence: { id: licenceId, state: 'expiring' } });
  });

  it('removes a deleted creator\'s pending licence from the queue', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    expect((await api('/user?softDelete=false', { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    expect((await wholeQueue(admin)).entries.map((entry) => entry.id)).not.toContain(licenceId);
    expect((await decide(admin, creator.id, licenceId, { decision: 'approve' })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const { creator, licenceId } = await creatorWithPendingLicence();
    const company = await newMember('company');
    for (const token of [tokenOf(creator), tokenOf(company)]) {
      expect((await api('/admin/licences', { token })).status).toBe(403);
      expect((await decide(token, creator.id, licenceId, { decision: 'approve' })).status).toBe(403);
    }
    expect((await api('/admin/licences')).status).toBe(401);
    expect((await getOwnProfile(tokenOf(creator))).body).toMatchObject({ licence: { status: 'pending' } });
  });

  it.each([
    ['a malformed creator id', () => `/admin/licences/nope/${UNKNOWN_ID}`, 400, 'INVALID_CREATOR_ID', 'Invalid creator ID'],
    ['a malformed licence id', () => `/admin/licences/${UNKNOWN_ID}/nope`, 400, 'INVALID_LICENCE_ID', 'Invalid licence ID'],
    ['an unknown licence', () => `/admin/licences/${UNKNOWN_ID}/${UNKNOWN_ID}`, 404, 'NOT_FOUND', 'Not found.'],
  ])('answers %s', async (_label, path, status, code, message) => {
    const answer = await api(path(), { method: 'PUT', token: admin, body: JSON.stringify({ decision: 'approve' }) });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message });
  });

  it.each([['?status=approved'], ['?page=0'], ['?page=two'], ['?page=1.5']])('refuses the queue query %s with 400', async (query) => {
    const { status, body } = await api(`/admin/licences${query}`, { token: admin });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
  });

  it("has seeded a second creator whose licence waits in the queue (unless a browser test decided it since)", async () => {
    const email = stack().seeded.filter((account) => account.role === 'creator')[1]?.email ?? '';
    const user = await api(`/user?email=${encodeURIComponent(email)}`, { token: admin });
    const { body } = await api(`/company/creator/${user.body.id as string}`, { token: admin });
    expect(body).toMatchObject({ profileCompleted: true, licence: { status: expect.stringMatching(/^(pending|approved|rejected)$/) } });
    const licence = body.licence as { id: string; status: string };
    if (licence.status === 'pending') expect((await wholeQueue(admin)).entries.map((entry) => entry.id)).toContain(licence.id);
  });
});
