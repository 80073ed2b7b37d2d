import type { SignUpRole } from './constants';
import { isLanguage, type Language } from './language';
import type { User } from './user';
import { normalizeEmail } from '../validation/email';

/** The fields of `POST /{role}` once validated. */
export interface ProfileInput {
  fullName: string;
  email: string;
  country: string;
  agreedToTermsAt?: string;
}

/**
 * The identity provider's attributes a sign-up carries its details in: the web's sign-up sends them, and the
 * profile is made of them (the PostConfirmation trigger, or `POST /{role}` when they agree).
 */
export const SIGN_UP_ATTRIBUTES = {
  role: 'custom:role',
  fullName: 'name',
  country: 'custom:country',
  agreedToTermsAt: 'custom:agreedToTermsAt',
  /** The app's language at sign-up: the language of the user's mail until they choose another in settings. */
  language: 'locale',
} as const;

/** What the identity provider knows of the person signing up. */
export interface SignUpIdentity {
  /** The Cognito `sub`: the profile's id. */
  sub: string;
  email?: string;
  /** `custom:role`, chosen at sign-up; absent when the client did not send it. */
  role?: string;
  /** `name`, `custom:country` and `custom:agreedToTermsAt`; absent for a sign-up made by an older client. */
  fullName?: string;
  country?: string;
  agreedToTermsAt?: string;
  /** `locale`: absent for a sign-up made by an older client. */
  language?: string;
}

/**
 * What `POST /{role}` answers anyone but the sign-up's own signed-in owner (202), whatever became of the request: it
 * tells nobody whether an address signed up, with which role, or whether it has a profile.
 */
export interface ProfileRequestAccepted {
  accepted: true;
}

export type NewProfileResult = { user: User } | { refused: 'ROLE_MISMATCH' | 'SIGN_UP_DETAILS_MISMATCH' };

/** A sign-up's identity from the attributes Cognito holds (AdminGetUser, or a trigger's `userAttributes`). */
export function signUpIdentityOf(attributes: Readonly<Record<string, string | undefined>>): SignUpIdentity | undefined {
  const sub = attributes.sub;
  if (!sub) return undefined;
  const optional = { email: attributes.email, ...Object.fromEntries(Object.entries(SIGN_UP_ATTRIBUTES).map(([field, name]) => [field, attributes[name]])) };
  return { sub, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) };
}

/**
 * The profile record a sign-up creates. The role comes from the route, and must agree with the role the
 * person chose when signing up with the identity provider, so the unauthenticated call cannot pick another one.
 * The name and country must be the ones the sign-up itself carries, which only its owner can set: whoever knows
 * the e-mail of a sign-up without a profile cannot make that profile with a name and country of their choosing.
 */
export function newProfile(input: ProfileInput, role: SignUpRole, identity: SignUpIdentity, now: string): NewProfileResult {
  if (identity.role !== undefined && identity.role !== role) return { refused: 'ROLE_MISMATCH' };
  if (identity.fullName?.trim() !== input.fullName || identity.country !== input.country) return { refused: 'SIGN_UP_DETAILS_MISMATCH' };
  // Cognito stores any string in a custom attribute: one that is not a time is not kept.
  const carriedTermsTime = identity.agreedToTermsAt && !Number.isNaN(Date.parse(identity.agreedToTermsAt)) ? identity.agreedToTermsAt : undefined;
  const agreedToTermsAt = carriedTermsTime ?? input.agreedToTermsAt;
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
      ...(agreedToTermsAt ? { agreedToTermsAt: new Date(agreedToTermsAt).toISOString() } : {}),
      ...(isLanguage(identity.language) ? { language: identity.language } : {}),
    },
  };
}

/** The identity provider's attributes of a sign-up: what the users pool keeps and the profile is later made of. */
export function signUpAttributes(details: { email: string; role: string; fullName: string; country: string; agreedToTermsAt: string; language: Language }): Record<string, string> {
  return {
    email: details.email.trim(),
    [SIGN_UP_ATTRIBUTES.role]: details.role,
    [SIGN_UP_ATTRIBUTES.fullName]: details.fullName.trim(),
    [SIGN_UP_ATTRIBUTES.country]: details.country,
    [SIGN_UP_ATTRIBUTES.agreedToTermsAt]: details.agreedToTermsAt,
    [SIGN_UP_ATTRIBUTES.language]: details.language,
  };
}
