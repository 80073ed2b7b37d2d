import type { LicenceState } from './licence';

/**
 * What stands between a creator and her first application or payout (issue 27), in the order she meets it: the
 * profile's required steps, her gender (asked once of creators who joined before it was asked), an approved licence,
 * and a bank account for payouts. The dashboard lists the steps left until none is.
 */
export const ONBOARDING_STEPS = ['profile', 'gender', 'licence', 'bankAccount'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type Onboarding = Record<OnboardingStep, boolean>;

export interface OnboardingFacts {
  profileCompleted: boolean;
  genderGiven: boolean;
  licenceState: LicenceState;
  hasBankAccount: boolean;
}

export function onboardingOf(facts: OnboardingFacts): Onboarding {
  return {
    profile: facts.profileCompleted,
    gender: facts.genderGiven,
    // A licence about to expire still lets her apply (licence.ts).
    licence: facts.licenceState === 'valid' || facts.licenceState === 'expiring',
    bankAccount: facts.hasBankAccount,
  };
}

export function isOnboarded(onboarding: Onboarding): boolean {
  return ONBOARDING_STEPS.every((step) => onboarding[step]);
}
