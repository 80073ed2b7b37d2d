import { ageRangeOf, briefMatch } from '../../shared/domain/brief-match';
import type { CampaignBrief } from '../../shared/domain/campaign';

/** Issue 27: a candidate judged against the brief's age, gender and interests, the birthdate never shown. */

describe('ageRangeOf', () => {
  it.each([
    ['2008-11-29', '18-24'],
    ['2001-11-30', '18-24'],
    ['2001-11-29', '25-34'],
    ['1991-11-30', '25-34'],
    ['1991-11-29', '35-44'],
    ['1981-11-30', '35-44'],
    ['1981-11-29', '45+'],
    ['1950-01-01', '45+'],
  ] as const)('born %s is in %s on 2026-11-29', (birthdate, range) => {
    expect(ageRangeOf(birthdate, '2026-11-29')).toBe(range);
  });

  it('has no range for no birthdate, nor under 18', () => {
    expect(ageRangeOf(undefined, '2026-11-29')).toBeUndefined();
    expect(ageRangeOf('2010-01-01', '2026-11-29')).toBeUndefined();
  });
});

describe('briefMatch', () => {
  const brief: Pick<CampaignBrief, 'preferredAge' | 'gender' | 'creatorInterests'> = { preferredAge: '25-34', gender: 'female', creatorInterests: ['food-cooking', 'travel-adventure'] };

  it('marks each of age, gender and interests met or not', () => {
    expect(briefMatch(brief, { ageRange: '25-34', gender: 'female', categories: ['travel-adventure'] })).toEqual({ age: true, gender: true, interests: true });
    expect(briefMatch(brief, { ageRange: '45+', gender: 'male', categories: ['tech-gadgets'] })).toEqual({ age: false, gender: false, interests: false });
  });

  it('leaves what the creator has not said unknown, not unmet', () => {
    expect(briefMatch(brief, { categories: ['food-cooking'] })).toEqual({ interests: true });
  });
});
