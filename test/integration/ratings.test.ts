import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ratingKey, ratingsAboutIndexKey } from '../../lambdas/data/keys';
import type { FavouriteList } from '../../shared/domain/favourites';
import type { DealRatingsView, ReviewList } from '../../shared/domain/ratings';
import { ERROR_MESSAGES } from '../../shared/errors';
import { newMember, table } from '../support/accounts';
import { approvedDeal, openCampaign } from '../support/campaigns';
import { eventually, notificationsOf } from '../support/events';
import { adminToken, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * Ratings and reviews on the local stack (issue 28): each side of an approved deal rates the other once within 30
 * days; nothing shows before both have rated or the 30 days end; the reviews and averages on the profiles; an admin
 * hides a review and its author is told; every route as every role.
 */

const tokenOf = (member: Member) => member.token ?? '';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const COMPANY_RATING = { overall: 5, criteria: { quality: 5, communication: 4, timeliness: 3 }, text: 'Lovely work. Call me on +966 55 123 4567.' };
const CREATOR_RATING = { overall: 3, criteria: { briefClarity: 3, feedbackFairness: 4, paymentSpeed: 2 } };

const rate = (member: Member, campaignId: string, creatorId: string, body: unknown) =>
  api(`/campaigns/${campaignId}/ratings/${creatorId}`, { method: 'POST', token: tokenOf(member), body: JSON.stringify(body) });

async function dealOf(member: Member, campaignId: string, creatorId: string): Promise<DealRatingsView> {
  const answer = await api(`/campaigns/${campaignId}/ratings/${creatorId}`, { token: tokenOf(member) });
  expect(answer.status).toBe(200);
  return answer.body as unknown as DealRatingsView;
}

async function reviewsOf(token: string, path: string): Promise<ReviewList> {
  const answer = await api(path, { token });
  expect(answer.status).toBe(200);
  return answer.body as unknown as ReviewList;
}

let admin: string;

beforeAll(async () => {
  // The deals are written straight into the table.
  useLambdaEnvironment();
  admin = await adminToken();
});

describe('rating a deal', () => {
  it('keeps each rating from the other side until both have rated, then shows both with their averages', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const deal = await approvedDeal(company, creator, daysAgo(2));

    const first = await rate(company, deal.id, creator.id, COMPANY_RATING);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ side: 'company', canRate: false, otherRated: false, own: { overall: 5 } });
    // The creator knows she was rated, not how; nobody else sees anything yet.
    const hers = await dealOf(creator, deal.id, creator.id);
    expect(hers).toMatchObject({ side: 'creator', canRate: true, otherRated: true });
    expect(hers.other).toBeUndefined();
    expect((await reviewsOf(tokenOf(company), `/company/creator/${creator.id}/reviews`)).summary).toEqual({ count: 0, overall: 0, criteria: {} });
    const notices = await eventually(
      () => notificationsOf(creator.id),
      (items) => items.some((item) => item.type === 'creator.rated'),
    );
    expect(notices.find((item) => item.type === 'creator.rated')).toMatchObject({ campaignId: deal.id, dueAt: expect.any(String) });

    expect((await rate(creator, deal.id, creator.id, CREATOR_RATING)).status).toBe(201);
    const revealed = await dealOf(company, deal.id, creator.id);
    // Contact details in a review are masked, as in the chat.
    expect(revealed.other).toMatchObject({ overall: 3, criteria: CREATOR_RATING.criteria });
    expect((await dealOf(creator, deal.id, creator.id)).other?.text).not.toContain('123 4567');

    const aboutHer = await reviewsOf(admin, `/company/creator/${creator.id}/reviews`);
    expect(aboutHer.summary).toEqual({ count: 1, overall: 5, criteria: { quality: 5, communication: 4, timeliness: 3 } });
    expect(aboutHer.reviews).toEqual([expect.objectContaining({ campaignId: deal.id, campaignTitle: deal.title, side: 'company', authorName: 'Riyadh Roasters', overall: 5 })]);
    const aboutIt = await reviewsOf(tokenOf(creator), `/creator/company/${company.id}/reviews`);
    expect(aboutIt.summary).toMatchObject({ count: 1, overall: 3 });

    // The average shows on her card among the company's favourites.
    expect((await api(`/favourites/${creator.id}`, { method: 'PUT', token: tokenOf(company) })).status).toBe(204);
    const favourites = (await api('/favourites', { token: tokenOf(company) })).body as unknown as FavouriteList;
    expect(favourites.creators[0]?.rating).toMatchObject({ count: 1, overall: 5 });
  });

  it('shows a rating alone once the 30 days have ended', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const campaignId = randomUUID();
    const ratedAt = daysAgo(31);
    await table().send(
      new PutCommand({
        TableName: stack().dynamodb.tableName,
        Item: {
          ...ratingKey(campaignId, creator.id, 'company'),
          ...ratingsAboutIndexKey(creator.id, ratedAt, campaignId, 'company'),
          campaignId,
          campaignTitle: 'Old campaign',
          creatorId: creator.id,
          companyId: company.id,
          side: 'company',
          authorName: 'Riyadh Roasters',
          overall: 2,
          criteria: { quality: 2, communication: 2, timeliness: 2 },
          ratedAt,
          deadline: daysAgo(1),
          revealed: false,
        },
      }),
    );
    expect((await reviewsOf(tokenOf(company), `/company/creator/${creator.id}/reviews`)).summary).toMatchObject({ count: 1, overall: 2 });
  });

  it('refuses what may not be rated, and rules broken in the body', async () => {
    const [company, creator, stranger, otherCreator] = await Promise.all([newMember('company'), newMember('creator'), newMember('company'), newMember('creator')]);
    const deal = await approvedDeal(company, creator, daysAgo(1));
    const refusal = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
      const { status, body } = await answer;
      return { status, code: body.code };
    };
    expect(await refusal(rate(stranger, deal.id, creator.id, COMPANY_RATING))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(rate(otherCreator, deal.id, creator.id, CREATOR_RATING))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(rate(company, deal.id, otherCreator.id, COMPANY_RATING))).toEqual({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    // The side's own criteria, 1 to 5, nothing else.
    expect((await rate(company, deal.id, creator.id, CREATOR_RATING)).status).toBe(400);
    expect((await rate(company, deal.id, creator.id, { ...COMPANY_RATING, overall: 6 })).status).toBe(400);
    expect((await rate(company, deal.id, creator.id, { ...COMPANY_RATING, text: 'x'.repeat(1001) })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: 'longTextTooLong' } });
    expect((await rate(company, deal.id, creator.id, COMPANY_RATING)).status).toBe(201);
    expect(await refusal(rate(company, deal.id, creator.id, COMPANY_RATING))).toEqual({ status: 409, code: 'ALREADY_RATED' });

    const late = await approvedDeal(company, creator, daysAgo(31));
    expect(await refusal(rate(company, late.id, creator.id, COMPANY_RATING))).toEqual({ status: 409, code: 'RATING_CLOSED' });
    expect((await dealOf(creator, late.id, creator.id)).canRate).toBe(false);
    const working = await openCampaign(company, 'Riyadh Roasters');
    const notApproved = await rate(company, working.id, creator.id, COMPANY_RATING);
    expect(notApproved.status).toBe(404);
  });

  it('lets an admin hide a review, recorded, with its author told why', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const deal = await approvedDeal(company, creator, daysAgo(3));
    expect((await rate(company, deal.id, creator.id, COMPANY_RATING)).status).toBe(201);
    expect((await rate(creator, deal.id, creator.id, CREATOR_RATING)).status).toBe(201);
    const hide = (token: string) =>
      api(`/admin/reviews/${deal.id}/${creator.id}/company/hide`, { method: 'POST', token, body: JSON.stringify({ reason: 'It shares a phone number.' }) });

    expect((await hide(tokenOf(company))).status).toBe(403);
    expect((await hide(admin)).status).toBe(204);
    expect((await hide(admin)).body).toMatchObject({ code: 'REVIEW_ALREADY_HIDDEN', message: ERROR_MESSAGES.REVIEW_ALREADY_HIDDEN });
    expect((await api(`/admin/reviews/${deal.id}/${creator.id}/creator-ish/hide`, { method: 'POST', token: admin, body: JSON.stringify({ reason: 'x' }) })).body).toMatchObject({ code: 'INVALID_RATING_SIDE' });
    expect((await api(`/admin/reviews/${randomUUID()}/${creator.id}/company/hide`, { method: 'POST', token: admin, body: JSON.stringify({ reason: 'x' }) })).status).toBe(404);

    expect((await reviewsOf(admin, `/company/creator/${creator.id}/reviews`)).summary.count).toBe(0);
    expect((await dealOf(company, deal.id, creator.id)).own).toMatchObject({ hiddenReason: 'It shares a phone number.' });
    expect((await dealOf(creator, deal.id, creator.id)).other).toBeUndefined();
    const told = await eventually(
      () => notificationsOf(company.id),
      (items) => items.some((item) => item.type === 'review.hidden'),
    );
    expect(told.find((item) => item.type === 'review.hidden')).toMatchObject({ campaignId: deal.id, reason: 'It shares a phone number.' });
  });

  it('answers each route only to its roles', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const deal = await approvedDeal(company, creator, daysAgo(1));
    const cases: [string, string, string, number][] = [
      [admin, 'GET', `/campaigns/${deal.id}/ratings/${creator.id}`, 403],
      [admin, 'POST', `/campaigns/${deal.id}/ratings/${creator.id}`, 403],
      [tokenOf(creator), 'GET', `/company/creator/${creator.id}/reviews`, 403],
      [tokenOf(company), 'GET', `/creator/company/${company.id}/reviews`, 403],
      [tokenOf(creator), 'POST', `/admin/reviews/${deal.id}/${creator.id}/company/hide`, 403],
      [tokenOf(company), 'GET', `/company/creator/${company.id}/reviews`, 404],
    ];
    for (const [token, method, path, status] of cases) {
      expect({ method, path, status: (await api(path, { method, token, ...(method === 'POST' ? { body: '{}' } : {}) })).status }).toEqual({ method, path, status });
    }
    for (const path of [`/campaigns/${deal.id}/ratings/${creator.id}`, `/company/creator/${creator.id}/reviews`, `/creator/company/${company.id}/reviews`]) {
      expect((await api(path)).status).toBe(401);
    }
  });
});
