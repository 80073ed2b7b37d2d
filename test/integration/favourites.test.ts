import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { applicationToItem } from '../../lambdas/data/applications';
import { getCampaignForDecision } from '../../lambdas/data/campaigns';
import { favouriteCountKey } from '../../lambdas/data/keys';
import { MAX_FAVOURITES, type FavouriteIds, type FavouriteList } from '../../shared/domain/favourites';
import { ERROR_MESSAGES } from '../../shared/errors';
import { newMember, table } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import type { Member } from '../support/profiles';
import { adminToken } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * A company's favourite creators on the local stack (issue 28): star and unstar (each the same answer repeated), the
 * ids and the list with the last campaign worked on together, the limit, and every other role refused.
 */

const tokenOf = (member: Member) => member.token ?? '';
const star = (company: Member, creatorId: string) => api(`/favourites/${creatorId}`, { method: 'PUT', token: tokenOf(company) });
const unstar = (company: Member, creatorId: string) => api(`/favourites/${creatorId}`, { method: 'DELETE', token: tokenOf(company) });
const idsOf = async (company: Member) => ((await api('/favourites/ids', { token: tokenOf(company) })).body as unknown as FavouriteIds).creatorIds;
const listOf = async (company: Member, query = '') => {
  const answer = await api(`/favourites${query}`, { token: tokenOf(company) });
  expect(answer.status).toBe(200);
  return answer.body as unknown as FavouriteList;
};

beforeAll(() => {
  // The set-up writes an application and the count straight into the table.
  useLambdaEnvironment();
});

describe('favourite creators', () => {
  it('stars and unstars a creator, each the same answer when repeated, newest starred first', async () => {
    const [company, noura, reem] = await Promise.all([newMember('company'), newMember('creator'), newMember('creator')]);
    expect(await listOf(company)).toEqual({ creators: [], page: 1, totalEntries: 0, totalPages: 0 });

    expect((await star(company, noura.id)).status).toBe(204);
    expect((await star(company, noura.id)).status).toBe(204);
    expect((await star(company, reem.id)).status).toBe(204);
    expect((await idsOf(company)).sort()).toEqual([noura.id, reem.id].sort());
    const list = await listOf(company);
    expect(list).toMatchObject({ page: 1, totalEntries: 2, totalPages: 1 });
    expect(list.creators.map((creator) => creator.creatorId)).toEqual([reem.id, noura.id]);
    expect(list.creators[0]).toEqual({ creatorId: reem.id, fullName: expect.any(String), favouritedAt: expect.any(String) });

    expect((await unstar(company, noura.id)).status).toBe(204);
    expect((await unstar(company, noura.id)).status).toBe(204);
    expect(await idsOf(company)).toEqual([reem.id]);
    // Another company's stars are its own.
    const other = await newMember('company');
    expect(await idsOf(other)).toEqual([]);
  });

  it('shows the last campaign the creator was accepted on with this company', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const campaign = await openCampaign(company, 'Riyadh Roasters');
    const decision = await getCampaignForDecision(campaign.id, true);
    if (!decision) throw new Error('the campaign was not stored');
    const { rejectedCount: _rejected, groupChannelId: _channel, ...summary } = decision;
    const acceptedAt = new Date().toISOString();
    await table().send(
      new PutCommand({
        TableName: stack().dynamodb.tableName,
        Item: applicationToItem({
          campaignId: campaign.id,
          creatorId: creator.id,
          creatorName: 'Noura',
          status: 'in-progress',
          appliedAt: acceptedAt,
          decidedAt: acceptedAt,
          interestsMatched: true,
          creatorEarning: summary.creatorEarning,
          campaign: summary,
        }),
      }),
    );
    expect((await star(company, creator.id)).status).toBe(204);
    expect((await listOf(company)).creators[0]?.lastCampaign).toEqual({ campaignId: campaign.id, campaignTitle: campaign.title, acceptedAt });
  });

  it('refuses a star past the limit, and ids that are no creator’s', async () => {
    const [company, creator, anotherCompany] = await Promise.all([newMember('company'), newMember('creator'), newMember('company')]);
    await table().send(new PutCommand({ TableName: stack().dynamodb.tableName, Item: { ...favouriteCountKey(company.id), count: MAX_FAVOURITES } }));
    const refused = await star(company, creator.id);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ code: 'FAVOURITES_LIMIT', message: ERROR_MESSAGES.FAVOURITES_LIMIT }) });
    expect(await idsOf(company)).toEqual([]);

    const fresh = await newMember('company');
    expect((await star(fresh, anotherCompany.id)).status).toBe(404);
    expect((await star(fresh, randomUUID())).status).toBe(404);
    expect((await star(fresh, 'not-an-id')).body).toEqual(expect.objectContaining({ code: 'INVALID_CREATOR_ID' }));
    expect((await api('/favourites?page=0', { token: tokenOf(fresh) })).status).toBe(400);
    expect(await idsOf(fresh)).toEqual([]);
  });

  it('shows a creator deactivated after the star with no name, and refuses to star her then', async () => {
    const [company, creator, late] = await Promise.all([newMember('company'), newMember('creator'), newMember('company')]);
    expect((await star(company, creator.id)).status).toBe(204);
    const admin = await adminToken();
    expect((await api(`/admin/creators/${creator.id}/status`, { method: 'PUT', token: admin, body: JSON.stringify({ status: 'Inactive' }) })).status).toBe(200);
    expect((await listOf(company)).creators).toEqual([{ creatorId: creator.id, fullName: '', favouritedAt: expect.any(String) }]);
    expect((await star(late, creator.id)).status).toBe(404);
    // The star she had can still be removed.
    expect((await unstar(company, creator.id)).status).toBe(204);
    expect(await idsOf(company)).toEqual([]);
  });

  it('answers only companies', async () => {
    const [creator, target] = await Promise.all([newMember('creator'), newMember('creator')]);
    const admin = await adminToken();
    for (const token of [tokenOf(creator), admin]) {
      for (const [method, path] of [
        ['GET', '/favourites'],
        ['GET', '/favourites/ids'],
        ['PUT', `/favourites/${target.id}`],
        ['DELETE', `/favourites/${target.id}`],
      ] as const) {
        expect({ method, path, status: (await api(path, { method, token })).status }).toEqual({ method, path, status: 403 });
      }
    }
    expect((await api('/favourites')).status).toBe(401);
    expect((await api(`/favourites/${target.id}`, { method: 'PUT' })).status).toBe(401);
  });
});
