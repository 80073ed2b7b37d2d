import type { ApplicationStatus } from './campaign';

/**
 * How an application's status moves (spec §4), every change checked in one place. The company decides on a candidate:
 * a pending application is accepted (the creator starts: `in-progress`) or rejected. Then the work (issue 12): the
 * creator submits a whole set of results (`under-review`); the company approves it (`approved`, the creator's work
 * ends) or sends it back (`needs-revision`, the creator sees Recreate and submits a new version, `under-review` again).
 * `needs-review` is how the company reads `under-review` (`statusSeenBy`), and `completed` is the campaign's, once
 * every accepted creator's results are approved (`allApproved`); neither is a stored step of an application. An
 * admin deciding a compensation request by refund cancels a delivery not yet approved (`cancelled`, issue 13).
 */

export const APPLICATION_EVENTS = ['accept', 'reject', 'submit', 'approve', 'request-revision', 'cancel'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** The status `event` leads to from `status`, or undefined when the event does not apply to an application in it. */
export function transition(status: ApplicationStatus, event: ApplicationEvent): ApplicationStatus | undefined {
  switch (status) {
    case 'pending':
      return event === 'accept' ? 'in-progress' : event === 'reject' ? 'rejected' : undefined;
    // A decided candidate stays decided: accepting twice would count a place twice, rejecting a working creator would drop their work.
    case 'in-progress':
    case 'needs-revision':
      return event === 'submit' ? 'under-review' : event === 'cancel' ? 'cancelled' : undefined;
    case 'under-review':
      return event === 'approve' ? 'approved' : event === 'request-revision' ? 'needs-revision' : event === 'cancel' ? 'cancelled' : undefined;
    // Approved work is final; a rejected candidate never worked; a cancelled delivery was refunded; the other two are labels, never stored.
    case 'approved':
    case 'rejected':
    case 'cancelled':
    case 'needs-review':
    case 'completed':
      return undefined;
    default:
      return unreachable(status);
  }
}

/** The label a role reads for a stored status: the company is asked to review what the creator waits on. */
export function statusSeenBy(status: ApplicationStatus, role: 'creator' | 'company' | 'admin'): ApplicationStatus {
  return status === 'under-review' && role !== 'creator' ? 'needs-review' : status;
}

/**
 * Whether a campaign's work is done: at least one accepted creator approved, and every other accepted creator's
 * delivery cancelled (refunded) — nothing is still owed.
 */
export function allApproved(acceptedStatuses: readonly ApplicationStatus[]): boolean {
  return acceptedStatuses.some((status) => status === 'approved') && acceptedStatuses.every((status) => status === 'approved' || status === 'cancelled');
}

/** A new status or event that is not handled above fails to compile here. */
function unreachable(value: never): never {
  throw new Error(`Unhandled value ${String(value)}`);
}
