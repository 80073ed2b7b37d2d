import { applyVerdict, mayTakeAnotherCampaign, pendingApplicationWait, type ApplicationWait, type CampaignApplyFacts, type CreatorApplyFacts } from '../../shared/domain/apply-rules';
import { CAMPAIGN_STATUSES, type ApplicationStatus } from '../../shared/domain/campaign';
import type { LicenceStanding } from '../../shared/domain/licence';

const READY: CreatorApplyFacts = {
  profileCompleted: true,
  licence: 'counts',
  hasPaymentCard: true,
  activeCampaignsCount: 0,
  alreadyApplied: false,
  categories: ['food-cooking', 'beauty-fashion'],
};
const OPEN: CampaignApplyFacts = { status: 'open', creatorInterests: ['food-cooking'] };

describe('apply rules', () => {
  it('lets a ready creator apply to an open campaign that wants their interests', () => {
    expect(applyVerdict(READY, OPEN, false)).toBe('ok');
  });

  it.each(CAMPAIGN_STATUSES.filter((status) => status !== 'open').map((status) => [status, status === 'in-progress' ? 'CAMPAIGN_FULL' : 'CAMPAIGN_NOT_OPEN']))(
    'refuses a campaign that is %s: %s',
    (status, code) => {
      expect(applyVerdict(READY, { ...OPEN, status: status as CampaignApplyFacts['status'] }, true)).toBe(code);
    },
  );

  it('refuses an incomplete profile', () => {
    expect(applyVerdict({ ...READY, profileCompleted: false }, OPEN, true)).toBe('PROFILE_INCOMPLETE');
  });

  it.each<[LicenceStanding, string]>([
    ['required', 'LICENCE_REQUIRED'],
    ['waiting-for-review', 'LICENCE_PENDING_REVIEW'],
    ['counts', 'ok'],
  ])('a licence that stands as %s: %s', (licence, verdict) => {
    expect(applyVerdict({ ...READY, licence }, OPEN, false)).toBe(verdict);
  });

  it('needs a payment card', () => {
    expect(applyVerdict({ ...READY, hasPaymentCard: false }, OPEN, true)).toBe('PAYMENT_CARD_REQUIRED');
  });

  it.each([
    [0, 'ok'],
    [4, 'ok'],
    [5, 'ACTIVE_CAMPAIGNS_LIMIT'],
    [6, 'ACTIVE_CAMPAIGNS_LIMIT'],
  ])('with %i active campaigns: %s', (activeCampaignsCount, verdict) => {
    expect(applyVerdict({ ...READY, activeCampaignsCount }, OPEN, false)).toBe(verdict);
    expect(mayTakeAnotherCampaign(activeCampaignsCount)).toBe(verdict === 'ok');
  });

  it('refuses a second application', () => {
    expect(applyVerdict({ ...READY, alreadyApplied: true }, OPEN, true)).toBe('ALREADY_APPLIED');
  });

  it('asks to confirm mismatched interests, and applies once confirmed', () => {
    const elsewhere = { ...OPEN, creatorInterests: ['tech-gadgets', 'gaming-sports'] };
    expect(applyVerdict(READY, elsewhere, false)).toBe('confirm-mismatch');
    expect(applyVerdict(READY, elsewhere, true)).toBe('ok');
    expect(applyVerdict({ ...READY, categories: [] }, elsewhere, false)).toBe('confirm-mismatch');
  });

  it('answers the first refusal in the spec order', () => {
    const everythingWrong: CreatorApplyFacts = {
      profileCompleted: false,
      licence: 'required',
      hasPaymentCard: false,
      activeCampaignsCount: 5,
      alreadyApplied: true,
      categories: [],
    };
    const steps: [Partial<CreatorApplyFacts>, string][] = [
      [{}, 'PROFILE_INCOMPLETE'],
      [{ profileCompleted: true }, 'LICENCE_REQUIRED'],
      [{ licence: 'counts' }, 'PAYMENT_CARD_REQUIRED'],
      [{ hasPaymentCard: true }, 'ACTIVE_CAMPAIGNS_LIMIT'],
      [{ activeCampaignsCount: 4 }, 'ALREADY_APPLIED'],
      [{ alreadyApplied: false }, 'confirm-mismatch'],
    ];
    let facts = everythingWrong;
    expect(applyVerdict(facts, { ...OPEN, status: 'completed' }, false)).toBe('CAMPAIGN_NOT_OPEN');
    for (const [fix, verdict] of steps) {
      facts = { ...facts, ...fix };
      expect(applyVerdict(facts, OPEN, false)).toBe(verdict);
    }
  });
});

describe('pendingApplicationWait', () => {
  it.each<[ApplicationStatus, number, ApplicationWait | undefined]>([
    ['pending', 0, undefined],
    ['pending', 4, undefined],
    ['pending', 5, 'active-campaigns-limit'],
    ['pending', 6, 'active-campaigns-limit'],
    ['in-progress', 5, undefined],
    ['rejected', 5, undefined],
  ])('a %s application of a creator working on %i campaigns waits for %s', (status, active, wait) => {
    expect(pendingApplicationWait(status, active)).toBe(wait);
  });
});
