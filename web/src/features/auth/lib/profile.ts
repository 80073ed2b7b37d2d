import { ROUTES } from '../../../../../shared/api/routes';
import type { SignUpRole } from '../../../../../shared/domain/constants';
import type { User } from '../../../../../shared/domain/user';
import { ApiError, apiRequest } from '../../../lib/api';
import { getSignedInRole } from '../../../lib/identity';
import { clearPendingProfile, loadPendingProfile, type PendingProfile } from './pending-profile';

/** What the sign-in screens do next once Cognito has let the user in. */
export type ProfileOutcome =
  | { kind: 'ready'; user: User }
  /** Signed up and confirmed, but the profile record was never created and this tab does not know the details. */
  | { kind: 'needsDetails'; role: SignUpRole; email: string }
  | { kind: 'deactivated' }
  | { kind: 'failed'; error?: unknown };

export type ProfileDetails = Omit<PendingProfile, 'email'>;

/**
 * `POST /{role}`, signed in: the profile record of the caller's own sign-up (the server answers precisely only its
 * owner). A record that exists already (a retry, another tab) is what was wanted, so that conflict counts as done.
 */
export async function createProfile(email: string, details: ProfileDetails): Promise<void> {
  const route = details.role === 'creator' ? ROUTES.createCreator : ROUTES.createCompany;
  try {
    await apiRequest(route, { body: { fullName: details.fullName, email, country: details.country, agreedToTermsAt: details.agreedToTermsAt }, auth: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409 && error.code === 'ACCOUNT_EXISTS')) throw error;
  }
  clearPendingProfile();
}

/**
 * After Cognito sign-in: load the user's record; create it first if the sign-up never got that far (the
 * details kept from this tab's sign-up form, else the caller asks for them); refuse an Inactive account.
 * Ends with the session's `refresh()`, so the app shell knows the user before the page navigates.
 */
export async function loadSignedInProfile({
  email,
  refresh,
  signOut,
}: {
  email: string;
  refresh: () => Promise<User | undefined>;
  signOut: () => Promise<void>;
}): Promise<ProfileOutcome> {
  try {
    await apiRequest(ROUTES.getUser, { query: { email } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.code === 'ACCOUNT_INACTIVE') {
      await signOut();
      return { kind: 'deactivated' };
    }
    if (!(error instanceof ApiError && error.status === 404)) return { kind: 'failed', error };
    const role = await getSignedInRole();
    if (role !== 'creator' && role !== 'company') return { kind: 'failed', error };
    const pending = loadPendingProfile(email);
    if (!pending || pending.role !== role) return { kind: 'needsDetails', role, email };
    try {
      await createProfile(email, pending);
    } catch (creationError) {
      return { kind: 'failed', error: creationError };
    }
  }
  const user = await refresh();
  return user ? { kind: 'ready', user } : { kind: 'failed' };
}
