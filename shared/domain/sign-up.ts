import type { SignUpRole } from './constants';
import type { User } from './user';
import { normalizeEmail } from '../validation/email';

/** The fields of `POST /{role}` once validated. */
export interface ProfileInput {
  fullName: string;
  email: string;
  country: string;
  agreedToTermsAt?: string;
}

/** What the identity provider knows of the person signing up. */
export interface SignUpIdentity {
  /** The Cognito `sub`: the profile's id. */
  sub: string;
  /** `custom:role`, chosen at sign-up; absent when the client did not send it. */
  role?: string;
}

export type NewProfileResult = { user: User } | { refused: 'ROLE_MISMATCH' };

/**
 * The profile record a sign-up creates. The role comes from the route, and must agree with the role the
 * person chose when signing up with the identity provider, so the unauthenticated call cannot pick another one.
 */
export function newProfile(input: ProfileInput, role: SignUpRole, identity: SignUpIdentity, now: string): NewProfileResult {
  if (identity.role !== undefined && identity.role !== role) return { refused: 'ROLE_MISMATCH' };
  return {
    user: {
      id: identity.sub,
      role,
      email: normalizeEmail(input.email),
      fullName: input.fullName,
      country: input.country,
      profileCompleted: false,
      activeCampaignsCount: 0,
      status: 'Active',
      createdAt: now,
      ...(input.agreedToTermsAt ? { agreedToTermsAt: new Date(input.agreedToTermsAt).toISOString() } : {}),
    },
  };
}
