import { randomUUID } from 'node:crypto';
import type { ApplicantList } from '../../shared/domain/campaign';
import type { CampaignInvitations, CreatorInvitations } from '../../shared/domain/invitations';
import { ERROR_MESSAGES } from '../../shared/errors';
import { newMember, SIGN_UP_DETAILS } from '../support/accounts';
import { openCampaign, setCampaignStatus } from '../support/campaigns';
import { eventually, notificationsOf } from '../support/events';
import { adminToken, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { mailsTo } from '../../scripts/local/mailbox';

/**
 * Direct invitations on the local stack (issue 28): a company invites its favourite creators to its open campaign,
 * the creator is told and sees it at the top of her exchange, applies from it (first among the candidates) or declines
 * it; an invitation ends with its campaign's open places; every other role is refused.
 */

const tokenOf = (member: Member) => member.token ?? '';
const star = (company: Member, creatorId: string) => api(`/favourites/${creatorId}`, { method: 'PUT', token: tokenOf(company) });
const invite = (company: Member, campaignId: string, creatorId: string) => api(`/campaigns/${campaignId}/invitations/${creatorId}`, { method: 'PUT', token: tokenOf(company) });
const apply = (creator: Member, campaignId: string) => api(`/campaigns/apply/${campaignId}?applyAnyway=true`, { method: 'POST', token: tokenOf(creator) });
const decline = (creator: Member, campaignId: string) => api(`/invitations/${campaignId}/decline`, { method: 'POST', token: tokenOf(creator) });

async function invitationsOf(company: Member, campaignId: string): Promise<CampaignInvitations['invitations']> {
  return (await campaignInvitationsOf(company, campaignId)).invitations;
}

async function campaignInvitationsOf(company: Member, campaignId: string): Promise<CampaignInvitations> {
  const answer = await api(`/campaigns/${campaignId}/invitations`, { token: tokenOf(company) });
  expect(answer.status).toBe(200);
  return answer.body as unknown as CampaignInvitations;
}

async function openInvitationsOf(creator: Member): Promise<CreatorInvitations['invitations']> {
  const answer = await api('/invitations', { token: tokenOf(creator) });
  expect(answer.status).toBe(200);
  return (answer.body as unknown as CreatorInvitations).invitations;
}

let admin: string;

beforeAll(async () => {
  // The set-up writes campaigns and cards straight into the table.
  useLambdaEnvironment();
  admin = await adminToken();
});

describe('inviting favourite creators', () => {
  it('invites once, tells the creator, and her application from it comes first and can be accepted', async () => {
    const company = await newMember('company');
    const [invited, other] = await Promise.all([readyCreator(admin, 'Noura Invited', ['food-cooking'], true, 'ar'), readyCreator(admin, 'Lama Other', ['food-cooking'], true)]);
    const campaign = await openCampaign(company, 'Riyadh Roasters');
    expect((await star(company, invited.id)).status).toBe(204);

    expect((await invite(company, campaign.id, invited.id)).status).toBe(204);
    expect((await invite(company, campaign.id, invited.id)).status).toBe(204);
    expect(await invitationsOf(company, campaign.id)).toEqual([{ creatorId: invited.id, status: 'pending', invitedAt: expect.any(String) }]);
    const open = await openInvitationsOf(invited);
    expect(open).toEqual([{ campaign: expect.objectContaining({ id: campaign.id, campaignTitle: campaign.title, status: 'open' }), invitedAt: expect.any(String) }]);

    // One notice and one mail in her language, however often the company pressed.
    const notices = await eventually(
      () => notificationsOf(invited.id),
      (items) => items.some((item) => item.type === 'invitation.sent'),
    );
    expect(notices.filter((item) => item.type === 'invitation.sent')).toEqual([expect.objectContaining({ campaignId: campaign.id, campaignTitle: campaign.title })]);
    const mails = await eventually(
      async () => mailsTo(stack().mailDir, invited.email).filter((mail) => mail.subject.includes('تدعوك')),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);

    // She applies from the invitation; another creator applies after her: she still comes first (newest first).
    expect((await apply(invited, campaign.id)).status).toBe(201);
    expect((await apply(other, campaign.id)).status).toBe(201);
    expect(await campaignInvitationsOf(company, campaign.id)).toEqual({
      invitations: [expect.objectContaining({ creatorId: invited.id, status: 'applied' })],
      applicantIds: expect.arrayContaining([invited.id, other.id]),
    });
    expect(await openInvitationsOf(invited)).toEqual([]);
    const applicants = (await api(`/campaigns/${campaign.id}/applied-creators?sortBy=appliedAt&sortOrder=DESC`, { token: tokenOf(company) })).body as unknown as ApplicantList;
    expect(applicants.creators.map(({ creatorId, invited: flag }) => ({ creatorId, invited: flag }))).toEqual([
      { creatorId: invited.id, invited: true },
      { creatorId: other.id, invited: undefined },
    ]);
    expect((await api(`/campaigns/${campaign.id}/accept/${invited.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
  });

  it('refuses what may not be invited: no favourite, applied already, a campaign not open, another company’s', async () => {
    const [company, stranger] = await Promise.all([newMember('company'), newMember('company')]);
    const [favourite, notStarred, applicant] = await Promise.all([
      newMember('creator'),
      newMember('creator'),
      readyCreator(admin, 'Reem Applied', ['food-cooking'], true),
    ]);
    const campaign = await openCampaign(company, 'Riyadh Roasters');
    for (const creator of [favourite, applicant]) expect((await star(company, creator.id)).status).toBe(204);
    expect((await apply(applicant, campaign.id)).status).toBe(201);

    const refusal = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
      const { status, body } = await answer;
      return { status, code: body.code, message: body.message };
    };
    expect(await refusal(invite(company, campaign.id, notStarred.id))).toEqual({ status: 409, code: 'NOT_A_FAVOURITE', message: ERROR_MESSAGES.NOT_A_FAVOURITE });
    expect(await refusal(invite(company, campaign.id, applicant.id))).toEqual({ status: 409, code: 'CREATOR_ALREADY_APPLIED', message: ERROR_MESSAGES.CREATOR_ALREADY_APPLIED });
    expect((await invite(stranger, campaign.id, favourite.id)).status).toBe(403);
    expect((await invite(company, randomUUID(), favourite.id)).status).toBe(404);
    expect((await invite(company, campaign.id, 'not-an-id')).body).toEqual(expect.objectContaining({ code: 'INVALID_CREATOR_ID' }));
    expect((await api(`/campaigns/${campaign.id}/invitations`, { token: tokenOf(stranger) })).status).toBe(403);

    await setCampaignStatus(campaign.id, 'in-progress');
    expect(await refusal(invite(company, campaign.id, favourite.id))).toEqual({ status: 409, code: 'CAMPAIGN_FULL', message: ERROR_MESSAGES.CAMPAIGN_FULL });
    await setCampaignStatus(campaign.id, 'completed');
    expect((await refusal(invite(company, campaign.id, favourite.id))).code).toBe('CAMPAIGN_NOT_OPEN');
    // Nothing was written by the refusals; the applicant shows as one.
    expect(await campaignInvitationsOf(company, campaign.id)).toEqual({ invitations: [], applicantIds: [applicant.id] });
  });

  it('lets the creator decline once, and drops an invitation whose campaign is no longer open', async () => {
    const company = await newMember('company');
    const creator = await newMember('creator');
    const [first, second] = await Promise.all([openCampaign(company, 'Riyadh Roasters'), openCampaign(company, 'Riyadh Roasters')]);
    expect((await star(company, creator.id)).status).toBe(204);
    for (const campaign of [first, second]) expect((await invite(company, campaign.id, creator.id)).status).toBe(204);
    // The latest first.
    expect((await openInvitationsOf(creator)).map((invitation) => invitation.campaign.id)).toEqual([second.id, first.id]);

    expect((await decline(creator, first.id)).status).toBe(204);
    expect((await decline(creator, first.id)).body).toEqual(expect.objectContaining({ code: 'INVITATION_ALREADY_ANSWERED' }));
    expect((await decline(creator, randomUUID())).body).toEqual(expect.objectContaining({ code: 'INVITATION_NOT_FOUND' }));
    expect(await invitationsOf(company, first.id)).toEqual([expect.objectContaining({ creatorId: creator.id, status: 'declined', invitedAt: expect.any(String) })]);
    expect((await openInvitationsOf(creator)).map((invitation) => invitation.campaign.id)).toEqual([second.id]);
    // The company is told once, in the app only (as of a new applicant), with who declined which campaign.
    const told = await eventually(
      () => notificationsOf(company.id),
      (items) => items.some((item) => item.type === 'invitation.declined'),
    );
    expect(told.filter((item) => item.type === 'invitation.declined')).toEqual([expect.objectContaining({ campaignId: first.id, campaignTitle: first.title, creatorName: SIGN_UP_DETAILS.fullName })]);

    // Filled: the invitation ends with the campaign's free places.
    await setCampaignStatus(second.id, 'in-progress');
    expect(await openInvitationsOf(creator)).toEqual([]);
  });

  it('answers each route only to its role', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const campaign = await openCampaign(company, 'Riyadh Roasters');
    const companyRoutes = [
      ['GET', `/campaigns/${campaign.id}/invitations`],
      ['PUT', `/campaigns/${campaign.id}/invitations/${creator.id}`],
    ] as const;
    const creatorRoutes = [
      ['GET', '/invitations'],
      ['POST', `/invitations/${campaign.id}/decline`],
    ] as const;
    const refused = async (token: string | undefined, routes: readonly (readonly [string, string])[], status: number) => {
      for (const [method, path] of routes) expect({ method, path, status: (await api(path, { method, ...(token ? { token } : {}) })).status }).toEqual({ method, path, status });
    };
    await refused(tokenOf(creator), companyRoutes, 403);
    await refused(admin, companyRoutes, 403);
    await refused(tokenOf(company), creatorRoutes, 403);
    await refused(admin, creatorRoutes, 403);
    await refused(undefined, [...companyRoutes, ...creatorRoutes], 401);
  });
});
