import type { RatingRecord } from '../../lambdas/data/ratings';
import { dealView } from '../../lambdas/domain/ratings';
import { isRevealed, ratingDeadline, ratingSummary } from '../../shared/domain/ratings';

const NOW = new Date('2026-11-29T12:00:00.000Z');

function rating(side: RatingRecord['side'], changes: Partial<RatingRecord> = {}): RatingRecord {
  return {
    campaignId: 'c1',
    campaignTitle: 'Pour-over',
    creatorId: 'creator-1',
    companyId: 'company-1',
    side,
    authorName: side === 'company' ? 'Riyadh Roasters' : 'Noura',
    overall: 4,
    criteria: side === 'company' ? { quality: 4, communication: 5, timeliness: 3 } : { briefClarity: 5, feedbackFairness: 4, paymentSpeed: 4 },
    text: 'Call me on 0551234567',
    ratedAt: '2026-11-20T10:00:00.000Z',
    deadline: '2026-12-15T10:00:00.000Z',
    revealed: false,
    ...changes,
  };
}

describe('the reveal rule', () => {
  it('shows a rating once both sides rated, or from the end of the 30 days', () => {
    expect(ratingDeadline('2026-11-15T10:00:00.000Z')).toBe('2026-12-15T10:00:00.000Z');
    expect(isRevealed({ revealed: false, deadline: '2026-12-15T10:00:00.000Z' }, NOW)).toBe(false);
    expect(isRevealed({ revealed: true, deadline: '2026-12-15T10:00:00.000Z' }, NOW)).toBe(true);
    expect(isRevealed({ revealed: false, deadline: '2026-11-29T12:00:00.000Z' }, NOW)).toBe(true);
  });

  it('gives a side its own rating at once and the other’s only when revealed and not hidden', () => {
    const alone = dealView('creator', 'Riyadh Roasters', '2026-12-15T10:00:00.000Z', { company: rating('company') }, NOW);
    expect(alone).toMatchObject({ side: 'creator', canRate: true, otherRated: true });
    expect(alone.other).toBeUndefined();

    const both = dealView('creator', 'Riyadh Roasters', '2026-12-15T10:00:00.000Z', { company: rating('company', { revealed: true }), creator: rating('creator', { revealed: true }) }, NOW);
    expect(both).toMatchObject({ canRate: false, own: { overall: 4 }, other: { overall: 4 } });
    // Contact details are masked in what the other side reads, as in the chat.
    expect(both.other?.text).not.toContain('0551234567');

    const hidden = dealView('company', 'Noura', '2026-12-15T10:00:00.000Z', { company: rating('company', { revealed: true, hidden: { at: 'x', by: 'admin', reason: 'Contact details' } }), creator: rating('creator', { revealed: true, hidden: { at: 'x', by: 'admin', reason: 'r' } }) }, NOW);
    expect(hidden.own).toMatchObject({ hiddenReason: 'Contact details' });
    expect(hidden.other).toBeUndefined();
  });

  it('closes rating when the window ends', () => {
    expect(dealView('company', 'Noura', '2026-11-29T11:59:59.999Z', {}, NOW).canRate).toBe(false);
  });
});

describe('rating averages', () => {
  it('average each score to one decimal, a criterion over the ratings that scored it', () => {
    expect(ratingSummary([])).toEqual({ count: 0, overall: 0, criteria: {} });
    expect(ratingSummary([{ overall: 5, criteria: { quality: 5 } }, { overall: 4, criteria: { quality: 4, timeliness: 2 } }, { overall: 4, criteria: {} }])).toEqual({
      count: 3,
      overall: 4.3,
      criteria: { quality: 4.5, timeliness: 2 },
    });
  });
});
