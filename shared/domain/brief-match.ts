import { ageOn } from './calendar';
import type { CategoryId } from './categories';
import { PREFERRED_AGES, type CampaignBrief, type Gender, type PreferredAge } from './campaign';

/**
 * How a creator matches a brief (issue 27): the age range the brief prefers, its gender and its interests, each met or
 * not, so a company can judge a candidate at a glance. A creator's age range is derived from the birthdate, which
 * stays private; a creator who has not said their gender matches it neither way (`undefined`).
 */

/** The brief's age range a birthdate falls in today; undefined under the youngest range (no creator is). */
export function ageRangeOf(birthdate: string | undefined, today: string): PreferredAge | undefined {
  if (!birthdate) return undefined;
  const age = ageOn(birthdate, today);
  if (age >= 45) return '45+';
  return PREFERRED_AGES.find((range) => {
    const [from, to] = range.split('-').map(Number);
    return from !== undefined && to !== undefined && age >= from && age <= to;
  });
}

export interface BriefMatch {
  /** Undefined when the creator's age range is not known. */
  age?: boolean;
  /** Undefined when the creator has not said their gender. */
  gender?: boolean;
  /** At least one of the creator's categories is among the brief's interests. */
  interests: boolean;
}

export interface CreatorFacts {
  ageRange?: PreferredAge;
  gender?: Gender;
  categories: readonly CategoryId[];
}

export function briefMatch(brief: Pick<CampaignBrief, 'preferredAge' | 'gender' | 'creatorInterests'>, creator: CreatorFacts): BriefMatch {
  return {
    ...(creator.ageRange ? { age: creator.ageRange === brief.preferredAge } : {}),
    ...(creator.gender ? { gender: creator.gender === brief.gender } : {}),
    interests: creator.categories.some((category) => brief.creatorInterests.includes(category)),
  };
}
