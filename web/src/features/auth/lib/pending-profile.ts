import type { SignUpRole } from '../../../../../shared/domain/constants';

/**
 * What the sign-up form asked for that Cognito does not keep (name, country, when the terms were agreed),
 * held until the profile record is created right after confirmation. In sessionStorage, like the tokens:
 * it never outlives the tab. Never the password.
 */
export interface PendingProfile {
  role: SignUpRole;
  email: string;
  fullName: string;
  country: string;
  agreedToTermsAt: string;
}

const KEY = 'auth.pendingProfile';

export function savePendingProfile(profile: PendingProfile): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(profile));
}

/** The kept sign-up details of this e-mail, if this tab signed it up. */
export function loadPendingProfile(email: string): PendingProfile | undefined {
  const text = window.sessionStorage.getItem(KEY);
  if (!text) return undefined;
  try {
    const profile = JSON.parse(text) as Partial<PendingProfile>;
    const complete = profile.role && profile.email && profile.fullName && profile.country && profile.agreedToTermsAt;
    return complete && sameEmail(profile.email ?? '', email) ? (profile as PendingProfile) : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingProfile(): void {
  window.sessionStorage.removeItem(KEY);
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
