import { accountDeletionBlocker } from '../../shared/domain/account-deletion';
import { listCreatorPayouts } from '../data/payouts';
import { SIGN_UP_ROLES, type SignUpRole, type UserStatus } from '../../shared/domain/constants';
import { newProfile, type ProfileInput, type SignUpIdentity } from '../../shared/domain/sign-up';
import type { User } from '../../shared/domain/user';
import * as identity from '../adapters/identity';
import { createProfileSchema } from '../../shared/validation/rules';
import { validate } from '../../shared/validation/validate';
import { BadRequestError, ConflictError, NotFoundError } from '../core/errors';
import { listCompanyCampaignRecords } from '../data/campaigns';
import { logInfo } from '../core/log';
import { deleteCreatorLicences } from '../data/licences';
import { deleteAllBankAccounts } from '../data/bank-accounts';
import { deleteAllCards } from '../data/cards';
import { deleteProfileDetails } from '../data/profiles';
import { createUser, deleteUserRecords, getUserById, setUserStatus, updateUserProfile, type ProfileChanges } from '../data/users';
import { deleteUnpaidCampaignsOf } from './campaigns';

/**
 * Account use cases: the pure rules of shared/domain applied to the user records and the identity provider.
 * Where a use case writes to both, the order is chosen so that a failure half-way leaves the account refused
 * (never half-active) and a retry of the same call completes it.
 */

/**
 * `POST /{role}` (no auth, spec §7): the profile of a confirmed sign-up of the users pool, with the name and country
 * the sign-up carries (usually made already by the PostConfirmation trigger). Never overwrites one. Only the sign-up's
 * owner, signed in (`callerId`, from their access token), is answered what became of it: 201 and the profile, or why
 * not (409 ACCOUNT_EXISTS, ROLE_MISMATCH, SIGN_UP_DETAILS_MISMATCH). Anyone else gets `undefined` (202 accepted)
 * whatever the address: a profile is then made only for a confirmed, enabled sign-up whose details match, and the
 * answer says nothing of whether the address signed up, with which role, or has a profile.
 */
export async function requestProfile(role: SignUpRole, input: ProfileInput, callerId: string | undefined): Promise<User | undefined> {
  const signUp = await identity.getUserByEmail(input.email);
  if (signUp && callerId === signUp.sub) return createOwnProfile(role, input, signUp);
  if (!signUp || signUp.status !== CONFIRMED || !signUp.enabled) return undefined;
  const result = newProfile(input, role, signUp, new Date().toISOString());
  if ('refused' in result) return undefined;
  await createUser(result.user).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
  return undefined;
}

/** Cognito's status of a sign-up whose owner entered the code (or an administrator confirmed it). */
const CONFIRMED = 'CONFIRMED';

async function createOwnProfile(role: SignUpRole, input: ProfileInput, signUp: SignUpIdentity): Promise<User> {
  const result = newProfile(input, role, signUp, new Date().toISOString());
  if ('refused' in result) {
    // The spec's client repeats the call after the trigger made the profile: it learns that the account exists.
    if (result.refused === 'SIGN_UP_DETAILS_MISMATCH' && (await getUserById(signUp.sub))) throw new ConflictError('ACCOUNT_EXISTS');
    throw new ConflictError(result.refused);
  }
  await createUser(result.user);
  return result.user;
}

/**
 * The users pool's PostConfirmation trigger: the profile of a just-confirmed sign-up, made of the sign-up's own
 * attributes through the same rule and transaction as `POST /{role}`. Idempotent: an existing profile is left as it
 * is. A sign-up that carries no role, name or country (an older client), or values the sign-up form would refuse,
 * gets none here: its owner completes it signed in (docs/decisions/security.md, Hardening: profiles).
 */
export async function createProfileFromSignUp(signUp: SignUpIdentity): Promise<User | undefined> {
  const role = SIGN_UP_ROLES.find((candidate) => candidate === signUp.role);
  const checked = validate(createProfileSchema, { fullName: signUp.fullName, email: signUp.email, country: signUp.country });
  if (!role || 'errors' in checked) {
    logInfo('sign-up confirmed without usable profile details', { sub: signUp.sub, role: signUp.role, ...('errors' in checked ? { fields: checked.errors } : {}) });
    return undefined;
  }
  const result = newProfile(checked.value, role, signUp, new Date().toISOString());
  if ('refused' in result) return undefined;
  try {
    await createUser(result.user);
    return result.user;
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}

/**
 * `PUT /user`: changes the caller's own name or country; a request that changes nothing is refused. A new name is
 * also the user's name entries in the admins' users search, in its role's partition: the role is read first.
 */
export async function updateOwnProfile(userId: string, changes: ProfileChanges): Promise<User> {
  if (Object.values(changes).every((value) => value === undefined)) throw new BadRequestError('NOTHING_TO_UPDATE');
  if (changes.fullName === undefined) return updateUserProfile({ id: userId }, changes);
  const user = await getUserById(userId, true);
  if (!user) throw new NotFoundError();
  return updateUserProfile(user, changes);
}

/**
 * Deletes the caller's records, then their Cognito user. Records first: the transaction is the step that can be
 * refused (work in progress, or a change meanwhile), and nothing is lost if it is. If the Cognito call then fails,
 * the person keeps a sign-in without a profile, which every member route refuses, and repeating `DELETE /user`
 * (allowed without a profile) finishes the job.
 * A company's unpaid campaigns go before its profile, each on condition that it is still unpaid: one paid meanwhile
 * refuses the deletion like an open one, with the profile untouched.
 */
export async function deleteOwnAccount(userId: string): Promise<void> {
  const user = await getUserById(userId);
  if (user) {
    const campaignStatuses = user.role === 'company' ? (await listCompanyCampaignRecords(userId)).map((campaign) => campaign.status) : [];
    // A payout owed from now on comes from an approval, which also lowers `activeCampaignsCount`: the deletion's
    // condition on that count refuses it then.
    const owedPayouts = user.role === 'creator' ? (await listCreatorPayouts(userId)).filter((payout) => payout.status === 'pending').length : 0;
    const blocker = accountDeletionBlocker(user, campaignStatuses, owedPayouts);
    if (blocker) throw new ConflictError(blocker);
    if (user.role === 'company') await deleteUnpaidCampaignsOf(userId);
    await deleteUserRecords(user);
  } else {
    // A retry after a half-done deletion: what the first attempt left of a company's unpaid campaigns goes too.
    await deleteUnpaidCampaignsOf(userId);
  }
  // Profile details and licences go next, also when a retry finds the profile gone: a deleted creator's pending
  // licence must leave the admins' queue (and its count).
  await deleteCreatorLicences(userId);
  await Promise.all([deleteProfileDetails(userId), deleteAllCards(userId), deleteAllBankAccounts(userId)]);
  await identity.deleteUser(userId);
}

/**
 * Admin: sets a creator's or company's status, in the profile (which the API checks on every request) and in
 * Cognito (which refuses or allows the next sign-in). Deactivating writes the profile first; activating writes it
 * last. Either way a failure between the two leaves the person refused by the API, and repeating the call
 * completes the change. The profile's write stores the event that tells the user (a mail; a deactivated user's open
 * tabs are signed out), so a repeated call tells no one twice.
 */
export async function setAccountStatus(adminId: string, role: SignUpRole, userId: string, status: UserStatus): Promise<User> {
  const current = await getUserById(userId);
  if (!current || current.role !== role) throw new NotFoundError();
  if (status === 'Inactive') {
    const updated = await setUserStatus(userId, role, status, adminId);
    await identity.disableUser(userId);
    return updated;
  }
  await identity.enableUser(userId);
  return setUserStatus(userId, role, status, adminId);
}
