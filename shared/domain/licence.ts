import { daysBetween } from './calendar';

/**
 * A creator's licence (spec §3: issued date, expiration date, file; approved by an admin) and the state the
 * product derives from it. Dates are calendar dates (`YYYY-MM-DD`); the licence is valid through its expiration day.
 */

export const LICENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_DECISIONS = ['approve', 'reject'] as const;
export type LicenceDecision = (typeof LICENCE_DECISIONS)[number];

/** An approved licence expiring within this many days is flagged, so the creator renews it before it lapses. */
export const LICENCE_EXPIRING_DAYS = 30;

export interface LicenceInput {
  issuedOn: string;
  expiresOn: string;
  /** The uploaded file's URL without query (spec §7). */
  file: string;
}

export interface Licence extends LicenceInput {
  id: string;
  status: LicenceStatus;
  submittedAt: string;
  decidedAt?: string;
  /** The admin's reason, given with a rejection. */
  reason?: string;
}

/** Licences per page of the admins' review queue (the spec gives no size for it; its other lists page by 10). */
export const LICENCE_QUEUE_PAGE_SIZE = 10;

export type LicenceState = 'missing' | 'pending' | 'rejected' | 'valid' | 'expiring' | 'expired';

/** The state of one licence on `today`. */
export function licenceState(licence: Pick<Licence, 'status' | 'expiresOn'> | undefined, today: string): LicenceState {
  if (!licence) return 'missing';
  switch (licence.status) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'approved': {
      const daysLeft = daysBetween(today, licence.expiresOn);
      if (daysLeft < 0) return 'expired';
      return daysLeft <= LICENCE_EXPIRING_DAYS ? 'expiring' : 'valid';
    }
  }
}

/**
 * The state that counts for a creator (and for the apply rule): an approved licence that has not expired keeps
 * counting while a newer submission waits for review or was rejected; otherwise the latest submission's state.
 */
export function creatorLicenceState(licences: { latest?: Licence; approved?: Licence }, today: string): LicenceState {
  const approved = licences.approved && licenceState(licences.approved, today);
  if (approved === 'valid' || approved === 'expiring') return approved;
  return licenceState(licences.latest, today);
}

/**
 * Where a creator stands for applying to campaigns: their licence `counts` (approved, more than 30 days left); a newer
 * licence is `waiting-for-review` by an admin (they are told so, and need do nothing); or a new one is `required`
 * (none, rejected, expiring or expired). A licence waiting for review does not let a creator apply: companies hire
 * licensed creators only (docs/decisions/campaigns.md, Hardening (issue 8): bugs a new user hit).
 */
export type LicenceStanding = 'counts' | 'waiting-for-review' | 'required';

export function licenceStanding(licences: { latest?: Licence; approved?: Licence }, today: string): LicenceStanding {
  if (creatorLicenceState(licences, today) === 'valid') return 'counts';
  return licences.latest?.status === 'pending' ? 'waiting-for-review' : 'required';
}

/** The status a decision gives a pending licence. */
export function statusAfter(decision: LicenceDecision): Exclude<LicenceStatus, 'pending'> {
  return decision === 'approve' ? 'approved' : 'rejected';
}

/**
 * Sending the same licence again while it waits or after it was approved changes nothing (a form saved twice must
 * not put an approved licence back into the review queue). After a rejection, sending it again asks for a new review.
 */
export function isRepeatSubmission(latest: Licence | undefined, input: LicenceInput): boolean {
  return (
    latest !== undefined &&
    latest.status !== 'rejected' &&
    latest.issuedOn === input.issuedOn &&
    latest.expiresOn === input.expiresOn &&
    latest.file === input.file
  );
}
