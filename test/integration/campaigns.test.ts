import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, campaignKey, creatorApplicationsIndexKey, userKey } from '../../lambdas/data/keys';
import { publishCampaign } from '../../lambdas/data/campaigns';
import { openSetChange } from '../../lambdas/data/open-campaigns';
import { transactWrite } from '../../lambdas/data/transactions';
import type { CampaignList, CampaignView } from '../../shared/domain/campaign';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { newMember, table } from '../support/accounts';
import { adminToken, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/** Campaigns on the local stack: creation priced by the server, who may see one, the exchange, a company's list, dashboards. */

const tokenOf = (member: Member) => member.token ?? '';

function brief(overrides: Record<string, unknown> = {}) {
  return {
    campaignTitle: 'Coffee beans review',
    description: 'Show our single-origin beans from bag to cup.',
    contentType: 'product-review',
    aspectRatio: '9:16',
    videoDuration: 30,
    numberOfContentCreators: 2,
    picturesNeeded: true,
    preferredAge: '25-34',
    gender: 'female',
    creatorInterests: ['food-cooking'],
    creatorShouldShow: ['house'],
    location: 'kitchen',
    ...overrides,
  };
}

async function create(company: Member, overrides: Record<string, unknown> = {}): Promise<{ id: string; amount: number }> {
  const { status, body } = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief(overrides)) });
  if (status !== 201) throw new Error(`POST /campaigns answered ${status}: ${JSON.stringify(body)}`);
  return body as { id: string; amount: number };
}

/** What the payment webhook does to a paid campaign, run here directly: the same transaction items. */
async function publish(campaign: { id: string; amount: number }, publishedAt = new Date().toISOString()): Promise<void> {
  await transactWrite(publishCampaign(campaign.id, publishedAt, campaign.amount, { checkoutId: 'test_unpaid_checkout', transactionId: randomUUID() }));
}

async function setCounts(campaignId: string, counts: Record<string, number>): Promise<void> {
  const names = Object.keys(counts);
  await table().send(
    new UpdateCommand({
      TableName: stack().dynamodb.tableName,
      Key: campaignKey(campaignId),
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, counts[name]])),
    }),
  );
}

async function putApplication(campaignId: string, creatorId: string, status: string, creatorEarningHalalas: number, appliedAt = new Date().toISOString()) {
  await table().send(
    new PutCommand({
      TableName: stack().dynamodb.tableName,
      Item: {
        ...applicationKey(campaignId, creatorId),
        ...creatorApplicationsIndexKey(creatorId, appliedAt, campaignId),
        campaignId,
        creatorId,
        status,
        appliedAt,
        creatorEarning: creatorEarningHalalas,
        oneOnOneChannelId: `channel-${campaignId.slice(0, 8)}`,
      },
    }),
  );
}

const list = async (path: string, token: string) => {
  const answer = await api(path, { token });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as CampaignList;
};

describe('campaigns', () => {
  let company: Member;
  let otherCompany: Member;
  let creator: Member;
  let admin: string;

  beforeAll(async () => {
    // The test publishes campaigns with the webhook's own transaction items, which read the table from the configuration.
    useLambdaEnvironment();
    [company, otherCompany, creator, admin] = await Promise.all([newMember('company'), newMember('company'), newMember('creator'), adminToken()]);
  });

  describe('creation', () => {
    it('prices the campaign on the server, ignoring the amount sent, and stores it unpaid outside the exchange', async () => {
      const { status, body } = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief({ amount: 1 })) });
      expect(status).toBe(201);
      const price = campaignPrice({ videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: 2, picturesNeeded: true });
      expect(body).toEqual({ id: expect.any(String), amount: price.total, price });
      expect(price.total).toBe(2 * (43_125 + 11_500));

      const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: campaignKey(body.id as string) }));
      expect(Item).toMatchObject({
        status: 'unpaid',
        amount: price.total,
        creatorEarning: creatorEarning(price),
        companyId: company.id,
        companyName: 'Test Person',
        acceptedCount: 0,
        applicantsCount: 0,
        rejectedCount: 0,
        searchText: 'coffee beans review test person show our single-origin beans from bag to cup.',
        GSI1PK: `COMPANY#${company.id}`,
      });
      expect(Item).not.toHaveProperty('GSI3PK');

      const view = await api(`/campaigns/${body.id as string}`, { token: tokenOf(company) });
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ id: body.id, status: 'unpaid', amount: price.total, campaignTitle: 'Coffee beans review', picturesNeeded: true });
      for (const internal of ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'searchText', 'rejectedCount']) expect(view.body).not.toHaveProperty(internal);
    });

    it('refuses invalid forms field by field, and writes nothing', async () => {
      const tooMany = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief({ numberOfContentCreators: 11 })) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose between 1 and 10 creators', fields: { numberOfContentCreators: 'creatorsOutOfRange' } });

      const interests = ['food-cooking', 'home-diy', 'tech-gadgets', 'art-design'];
      const fourInterests = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief({ creatorInterests: interests })) });
      expect(fourInterests.body).toMatchObject({ fields: { creatorInterests: 'interestsTooMany' } });

      const { campaignTitle: _title, ...untitled } = brief();
      const missing = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(untitled) });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ fields: { campaignTitle: 'required' } });

      const odd = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief({ location: 'moon', extra: true })) });
      expect(odd.body).toMatchObject({ fields: { location: 'valueInvalid', extra: 'unknownField' } });

      expect((await list('/campaigns/company', tokenOf(otherCompany))).totalEntries).toBe(0);
    });

    it('is for companies only', async () => {
      const { status } = await api('/campaigns', { method: 'POST', token: tokenOf(creator), body: JSON.stringify(brief()) });
      expect(status).toBe(403);
    });
  });

  describe('one campaign', () => {
    it('is shown to its company and admins, refused to another company, hidden from creators while unpaid', async () => {
      const campaign = await create(company);
      await table().send(
        new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: campaignKey(campaign.id), UpdateExpression: 'SET lastPaymentStatus = :failed', ExpressionAttributeValues: { ':failed': 'failed' } }),
      );
      expect((await api(`/campaigns/${campaign.id}`, { token: tokenOf(company) })).body).toMatchObject({ lastPaymentStatus: 'failed' });
      expect((await api(`/campaigns/${campaign.id}`, { token: admin })).body).toMatchObject({ id: campaign.id, lastPaymentStatus: 'failed' });

      const other = await api(`/campaigns/${campaign.id}`, { token: tokenOf(otherCompany) });
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await api(`/campaigns/${campaign.id}`, { token: tokenOf(creator) })).status).toBe(404);
    });

    it('answers 400 INVALID_CAMPAIGN_ID to a malformed id and 404 to an unknown one', async () => {
      const malformed = await api('/campaigns/not-a-uuid', { token: tokenOf(company) });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 'INVALID_CAMPAIGN_ID', message: 'Invalid campaign ID' });
      expect((await api(`/campaigns/${randomUUID()}`, { token: tokenOf(creator) })).status).toBe(404);
    });

    it('shows an open campaign to creators, without the payment state; after it fills, only to creators who applied', async () => {
      const campaign = await create(company);
      await publish(campaign);
      const open = await api(`/campaigns/${campaign.id}`, { token: tokenOf(creator) });
      expect(open.status).toBe(200);
      expect(open.body).toMatchObject({ id: campaign.id, status: 'open', publishedAt: expect.any(String) });
      expect(open.body).not.toHaveProperty('myApplication');
      expect(open.body).not.toHaveProperty('lastPaymentStatus');

      const applicant = await newMember('creator');
      await putApplication(campaign.id, applicant.id, 'in-progress', 1_000, '2026-05-01T10:00:00.000Z');
      // Filled: what the last accept does to the campaign, with the open set's change in the same transaction.
      await transactWrite([
        {
          Update: {
            TableName: stack().dynamodb.tableName,
            Key: campaignKey(campaign.id),
            UpdateExpression: 'SET #status = :full REMOVE GSI3PK, GSI3SK',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':full': 'in-progress' },
          },
        },
        openSetChange(-1),
      ]);
      const mine = await api(`/campaigns/${campaign.id}`, { token: tokenOf(applicant) });
      expect(mine.status).toBe(200);
      expect((mine.body as unknown as CampaignView).myApplication).toEqual({ status: 'in-progress', appliedAt: '2026-05-01T10:00:00.000Z', oneOnOneChannelId: `channel-${campaign.id.slice(0, 8)}` });
      expect((await api(`/campaigns/${campaign.id}`, { token: tokenOf(creator) })).status).toBe(404);
    });
  });

  describe('the exchange', () => {
    const marker = `zx${randomUUID().slice(0, 8)}`;
    const published: { id: string; title: string; amount: number }[] = [];

    beforeAll(async () => {
      const variants = [
        { creatorInterests: ['food-cooking'], contentType: 'product-review', location: 'kitchen', numberOfContentCreators: 1 },
        { creatorInterests: ['tech-gadgets', 'food-cooking'], contentType: 'product-showcase', location: 'office-mall', numberOfContentCreators: 2 },
        { creatorInterests: ['health-fitness'], contentType: 'service', location: 'outdoor', numberOfContentCreators: 3 },
      ];
      // 12 campaigns, published a second apart in order: the first is the oldest.
      for (let i = 0; i < 12; i++) {
        const variant = variants[i % 3] ?? variants[0];
        const title = `${marker} campaign ${i} ${i % 3 === 0 ? 'espresso' : 'gadget'}`;
        const created = await create(company, { ...variant, campaignTitle: title });
        await publish(created, new Date(Date.UTC(2026, 5, 1, 12, 0, i)).toISOString());
        published.push({ ...created, title });
      }
      await create(company, { campaignTitle: `${marker} never paid` });
      // On a loaded machine (CI runs the browser tests beside these) a refresh of the exchange's copy can outlast the
      // request's patience, which is then answered from the older copy: the tests start once the copy holds all 12.
      await waitUntil(
        () => list(`/campaigns?keyword=${marker}`, tokenOf(creator)),
        (answer) => answer.totalEntries === 12,
        { reason: `the exchange's copy to hold the 12 campaigns marked ${marker}`, timeoutMs: 15_000, intervalMs: 200 },
      );
    });

    // How soon a publication shows (about a second: the copy's version check, then its reload) is the bench's figure
    // (scripts/bench/campaigns.ts, "first request after a change"); here, that it shows without anything else happening.
    it('shows a published campaign at a later check, newest first, with totals and pages', async () => {
      const late = await create(otherCompany, { campaignTitle: `${marker} late arrival`, creatorInterests: ['travel-adventure'], contentType: 'product-showcase', location: 'bathroom' });
      // A request just before the publication: the copy was checked a moment ago, so the change waits for the next check.
      expect((await list(`/campaigns?keyword=${marker}`, tokenOf(creator))).totalEntries).toBe(12);
      await publish(late, '2026-07-01T00:00:00.000Z');
      const first = await waitUntil(
        () => list(`/campaigns?keyword=${marker}`, tokenOf(creator)),
        (answer) => answer.totalEntries === 13,
        { reason: `the exchange to count the campaign published just now (13 marked ${marker})`, timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(first).toMatchObject({ page: 1, totalPages: 2 });
      expect(first.campaigns).toHaveLength(10);
      expect(first.campaigns[0]?.campaignTitle).toBe(`${marker} late arrival`);
      expect(first.campaigns.slice(1).map((row) => row.campaignTitle)).toEqual(published.slice(3).reverse().map((row) => row.title));
      for (const internal of ['searchText', 'description', 'GSI3PK', 'PK']) expect(first.campaigns[0]).not.toHaveProperty(internal);

      const second = await list(`/campaigns?keyword=${marker}&page=2`, tokenOf(creator));
      expect(second).toMatchObject({ page: 2, totalEntries: 13, totalPages: 2 });
      expect(second.campaigns.map((row) => row.campaignTitle)).toEqual(published.slice(0, 3).reverse().map((row) => row.title));
    });

    it('filters by category (any of the list), content type, location and keyword words', async () => {
      const titles = async (query: string) => (await list(`/campaigns?keyword=${marker}${query}`, tokenOf(creator))).campaigns.map((row) => row.campaignTitle).sort();
      const expected = (pick: (i: number) => boolean) => published.filter((_, i) => pick(i)).map((row) => row.title).sort();

      const food = await list(`/campaigns?keyword=${marker}&category=food-cooking`, tokenOf(creator));
      expect(food.totalEntries).toBe(8);
      expect(await titles('&category=health-fitness,tech-gadgets&page=1')).toEqual(expected((i) => i % 3 !== 0));
      expect(await titles('&contentType=service')).toEqual(expected((i) => i % 3 === 2));
      expect(await titles('&location=kitchen,outdoor')).toEqual(expected((i) => i % 3 !== 1));
      expect(await titles('&category=food-cooking&contentType=product-showcase')).toEqual(expected((i) => i % 3 === 1));
      expect(await titles('%20ESPRESSO')).toEqual(expected((i) => i % 3 === 0));
      expect(await titles('%20espresso%20gadget')).toEqual([]);
    });

    it('sorts by amount and by date, either way', async () => {
      const amounts = (await list(`/campaigns?keyword=${marker}&sortBy=amount&sortOrder=asc`, tokenOf(creator))).campaigns.map((row) => row.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      expect(amounts[0]).toBe(Math.min(...published.map((row) => row.amount)));
      const oldest = await list(`/campaigns?keyword=${marker}&sortOrder=ASC`, tokenOf(creator));
      expect(oldest.campaigns[0]?.campaignTitle).toBe(published[0]?.title);
    });

    it('refuses bad queries with the field, and is for creators', async () => {
      const bad = await api('/campaigns?category=nonsense&colour=red&page=0', { token: tokenOf(creator) });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { page: 'pageInvalid', 'category[0]': 'valueInvalid', colour: 'unknownField' } });
      expect((await api('/campaigns', { token: tokenOf(company) })).status).toBe(403);
    });
  });

  describe("a company's own campaigns and dashboard", () => {
    it('lists only its own, filtered by status, content type and keyword, sorted and paged', async () => {
      const owner = await newMember('company');
      const made = [];
      for (let i = 0; i < 12; i++) {
        made.push(await create(owner, { campaignTitle: `Own ${String(i).padStart(2, '0')} ${i % 2 ? 'latte' : 'mocha'}`, contentType: i % 3 === 0 ? 'service' : 'product-review', numberOfContentCreators: (i % 4) + 1 }));
      }
      for (const campaign of made.slice(0, 5)) await publish(campaign);
      await create(company, { campaignTitle: 'Own 99 someone else' });

      const all = await list('/campaigns/company', tokenOf(owner));
      expect(all).toMatchObject({ totalEntries: 12, totalPages: 2, page: 1 });
      expect(all.campaigns.map((row) => row.createdAt)).toEqual([...all.campaigns.map((row) => row.createdAt)].sort().reverse());
      expect((await list('/campaigns/company?page=2', tokenOf(owner))).campaigns).toHaveLength(2);

      const open = await list('/campaigns/company?status=open', tokenOf(owner));
      expect(open.totalEntries).toBe(5);
      expect((await list('/campaigns/company?status=unpaid&contentType=service', tokenOf(owner))).totalEntries).toBe(2);
      expect((await list('/campaigns/company?keyword=LATTE', tokenOf(owner))).totalEntries).toBe(6);
      const byTitle = await list('/campaigns/company?sortBy=campaignTitle&sortOrder=ASC', tokenOf(owner));
      expect(byTitle.campaigns[0]?.campaignTitle).toBe('Own 00 mocha');
      const byAmount = (await list('/campaigns/company?sortBy=amount&sortOrder=DESC', tokenOf(owner))).campaigns.map((row) => row.amount);
      expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
      expect(all.campaigns[0]).not.toHaveProperty('searchText');
    });

    it("adds up the company's dashboard from its campaigns", async () => {
      const owner = await newMember('company');
      await create(owner, { numberOfContentCreators: 4 });
      const first = await create(owner, { numberOfContentCreators: 5 });
      const second = await create(owner, { numberOfContentCreators: 2 });
      await publish(first);
      await publish(second);
      await setCounts(first.id, { acceptedCount: 2, applicantsCount: 6, rejectedCount: 1 });
      await setCounts(second.id, { applicantsCount: 1 });

      const { status, body } = await api('/dashboard', { token: tokenOf(owner) });
      expect(status).toBe(200);
      expect(body).toEqual({
        role: 'company',
        campaignsByStatus: { unpaid: 1, open: 2, 'in-progress': 0, completed: 0 },
        totalSpend: first.amount + second.amount,
        openPlaces: 3 + 2,
        pendingApplicants: 3 + 1,
      });
      expect((await api('/dashboard', { token: admin })).status).toBe(403);
    });

    it("adds up a creator's dashboard from their applications and profile", async () => {
      const worker = await newMember('creator');
      await table().send(
        new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: userKey(worker.id), UpdateExpression: 'SET activeCampaignsCount = :one', ExpressionAttributeValues: { ':one': 1 } }),
      );
      await putApplication(randomUUID(), worker.id, 'pending', 100);
      await putApplication(randomUUID(), worker.id, 'in-progress', 1_000);
      await putApplication(randomUUID(), worker.id, 'approved', 2_000);
      await putApplication(randomUUID(), worker.id, 'completed', 4_000);
      await putApplication(randomUUID(), worker.id, 'rejected', 8_000);
      const { status, body } = await api('/dashboard', { token: tokenOf(worker) });
      expect(status).toBe(200);
      // Earnings pending: the campaigns she works on; an approval's earning is owed by its payout (none written here:
      // the payouts' tests follow it from owed to paid).
      // Her onboarding (issue 27): a member who only signed up has every step before her.
      expect(body).toEqual({
        role: 'creator',
        activeCampaignsCount: 1,
        pendingApplications: 1,
        completedCampaigns: 2,
        earningsPending: 1_000,
        earningsPaid: 0,
        onboarding: { profile: false, gender: false, licence: false, bankAccount: false },
      });
    });
  });
});

describe('creating a campaign is idempotent per draft', () => {
  const post = (company: Member, body: Record<string, unknown>) => api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(body) });

  it('answers a repeat with the same key with the same campaign and writes nothing new, even when both arrive at once', async () => {
    const company = await newMember('company');
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([post(company, { ...brief(), idempotencyKey }), post(company, { ...brief(), idempotencyKey })]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body).toEqual(first.body);
    const later = await post(company, { ...brief(), idempotencyKey });
    expect(later).toEqual({ status: 200, body: first.body });
    // The key names the draft: an edited body under the same key still answers the draft's campaign.
    expect((await post(company, { ...brief({ campaignTitle: 'Edited' }), idempotencyKey })).body).toEqual(first.body);

    const own = await list('/campaigns/company', tokenOf(company));
    expect(own.totalEntries).toBe(1);
    expect(own.campaigns.map((campaign) => campaign.id)).toEqual([first.body.id]);
    expect(own.campaigns[0]?.campaignTitle).toBe('Coffee beans review');

    // Another draft (another key) is another campaign; the same key from another company is that company's own.
    expect((await post(company, { ...brief(), idempotencyKey: randomUUID() })).status).toBe(201);
    const other = await newMember('company');
    const others = await post(other, { ...brief(), idempotencyKey });
    expect(others.status).toBe(201);
    expect(others.body.id).not.toBe(first.body.id);
  });

  it('refuses a key that is not a UUID with 400 and writes nothing', async () => {
    const company = await newMember('company');
    expect(await post(company, { ...brief(), idempotencyKey: 'draft-1' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { idempotencyKey: 'valueInvalid' } } });
    expect((await list('/campaigns/company', tokenOf(company))).totalEntries).toBe(0);
  });
});

describe('DELETE /campaigns/{id}', () => {
  it('deletes an unpaid campaign of the caller\'s own; others get 403 or 404; a paid one is refused with 409', async () => {
    const company = await newMember('company');
    const other = await newMember('company');
    const creator = await newMember('creator');
    const unpaid = await create(company);
    const paid = await create(company);
    await publish(paid);
    const remove = (member: Member, id: string) => api(`/campaigns/${id}`, { method: 'DELETE', token: tokenOf(member) });

    expect(await remove(other, unpaid.id)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await remove(creator, unpaid.id)).status).toBe(403);
    expect(await remove(company, 'not-a-campaign')).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN_ID' } });
    expect((await remove(company, randomUUID())).status).toBe(404);
    expect(await remove(company, paid.id)).toMatchObject({ status: 409, body: { code: 'CAMPAIGN_ALREADY_PAID' } });
    expect((await api(`/campaigns/${paid.id}`, { token: tokenOf(company) })).body.status).toBe('open');

    expect(await remove(company, unpaid.id)).toEqual({ status: 204, body: {} });
    expect((await api(`/campaigns/${unpaid.id}`, { token: tokenOf(company) })).status).toBe(404);
    expect((await list('/campaigns/company', tokenOf(company))).campaigns.map((campaign) => campaign.id)).toEqual([paid.id]);
    expect((await remove(company, unpaid.id)).status).toBe(404);
  });
});

describe('PUT /campaigns/{id}', () => {
  const edit = (member: Member, id: string, body: Record<string, unknown>) => api(`/campaigns/${id}`, { method: 'PUT', token: tokenOf(member), body: JSON.stringify(body) });

  it("edits an unpaid campaign of the caller's own, priced again by the same rules; others get 403 or 404; a paid one 409; bad input 400", async () => {
    const company = await newMember('company');
    const other = await newMember('company');
    const creator = await newMember('creator');
    const unpaid = await create(company, { additionalNotes: 'Morning light, please.' });
    const paid = await create(company);
    await publish(paid);

    const changes = { campaignTitle: 'Cardamom coffee review', numberOfContentCreators: 3, picturesNeeded: false, videoDuration: 60, amount: 1 };
    const expected = campaignPrice({ ...brief(changes), aspectRatio: '9:16', videoDuration: 60 });
    const answer = await edit(company, unpaid.id, brief(changes));
    expect(answer).toEqual({ status: 200, body: { id: unpaid.id, amount: expected.total, price: expected } });
    expect(expected.total).not.toBe(unpaid.amount);
    const view = (await api(`/campaigns/${unpaid.id}`, { token: tokenOf(company) })).body as unknown as CampaignView;
    expect(view).toMatchObject({ status: 'unpaid', campaignTitle: 'Cardamom coffee review', numberOfContentCreators: 3, amount: expected.total, creatorEarning: creatorEarning(expected) });
    // The note was left out of the edit: it is gone, not kept from before.
    expect(view.additionalNotes).toBeUndefined();
    // The company's list searches the new title.
    expect((await list('/campaigns/company?keyword=cardamom', tokenOf(company))).campaigns.map((campaign) => campaign.id)).toEqual([unpaid.id]);

    expect(await edit(other, unpaid.id, brief())).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await edit(creator, unpaid.id, brief())).status).toBe(403);
    expect((await edit(company, randomUUID(), brief())).status).toBe(404);
    expect(await edit(company, 'not-a-campaign', brief())).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN_ID' } });
    expect(await edit(company, paid.id, brief({ campaignTitle: 'Too late' }))).toMatchObject({ status: 409, body: { code: 'CAMPAIGN_ALREADY_PAID' } });
    expect(await edit(company, unpaid.id, brief({ numberOfContentCreators: 0, idempotencyKey: randomUUID() }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { idempotencyKey: 'unknownField' } },
    });
    expect((await api(`/campaigns/${paid.id}`, { token: tokenOf(company) })).body.campaignTitle).toBe('Coffee beans review');
    expect((await api(`/campaigns/${unpaid.id}`, { token: tokenOf(company) })).body.numberOfContentCreators).toBe(3);
  });
});
