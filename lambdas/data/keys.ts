import type { Role } from '../../shared/domain/constants';
import { normalizeEmail } from '../../shared/validation/email';

/** The only module that knows key strings; docs/data-model.md lists what each key serves. */

export const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const userByEmailIndexKey = (email: string) => ({ GSI1PK: `EMAIL#${normalizeEmail(email)}`, GSI1SK: 'USER' });
export const usersByRoleIndexKey = (role: Role, createdAt: string, userId: string) => ({
  GSI2PK: `ROLE#${role}`,
  GSI2SK: `${createdAt}#${userId}`,
});
export const emailGuardKey = (email: string) => ({ PK: `UNIQUE#EMAIL#${normalizeEmail(email)}`, SK: 'UNIQUE' });
export const counterKey = (list: string) => ({ PK: 'COUNTER', SK: list });
export const roleCounterName = (role: Role) => `ROLE#${role}`;
/** An upload, addressed by its object key, which already holds the owner, the purpose and a fresh id. */
export const uploadItemKey = (objectKey: string) => ({ PK: `UPLOAD#${objectKey}`, SK: 'UPLOAD' });
export const contactKey = (id: string) => ({ PK: `CONTACT#${id}`, SK: 'CONTACT' });
/** One counter per action, subject (e.g. an IP address) and fixed window; it expires with TTL after its window. */
export const rateLimitKey = (action: string, subject: string, windowStart: string) => ({ PK: `RATE#${action}#${subject}`, SK: windowStart });

/** A creator's profile details and a company's, beside the user's PROFILE item (see docs/data-model.md, Profiles). */
export const creatorDetailsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'CREATOR' });
export const companyDetailsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'COMPANY' });
/** With an empty id, the partition and the sort-key prefix of all of a creator's licences. */
export const licenceKey = (creatorId: string, licenceId: string) => ({ PK: `USER#${creatorId}`, SK: `LICENCE#${licenceId}` });
/** The index partition of the licence review queue. */
export const PENDING_LICENCES = 'LICENCES#PENDING';
/** Sparse: only a licence waiting for review carries these keys, so the queue holds exactly the pending ones. */
export const pendingLicenceIndexKey = (submittedAt: string, licenceId: string) => ({ GSI1PK: PENDING_LICENCES, GSI1SK: `${submittedAt}#${licenceId}` });
/** The counter of the pending queue shares the index partition's name. */
export const pendingLicencesCounterName = PENDING_LICENCES;

export const INDEX = { byEmail: 'GSI1', byRole: 'GSI2', pendingLicences: 'GSI1' } as const;
