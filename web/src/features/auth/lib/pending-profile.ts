import type { SignUpRole } from '../../../../../shared/domain/constants';

/**
 * What the sign-up form sent (name, country, when the terms were agreed), kept in case the profile is still missing
 * after confirmation (the PostConfirmation trigger makes it from the sign-up's attributes; this tab then repeats them
 * to `POST /{role}`, which answers 409 ACCOUNT_EXISTS when it is there). In sessionStorage, like the tokens: it never
 * outlives the tab. Never the password.
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
