import type { ApplicationStatus } from './campaign';

/**
 * How an application's status moves (spec §4), every change checked in one place. The company decides on a candidate:
 * a pending application is accepted (the creator starts: `in-progress`) or rejected. Then the work (issue 12): the
 * creator submits a whole set of results (`under-review`); the company approves it (`approved`, the creator's work
 * ends) or sends it back (`needs-revision`, the creator sees Recreate and submits a new version, `under-review` again).
 * `needs-review` is how the company reads `under-review` (`statusSeenBy`), and `completed` is the campaign's, once
 * every accepted creator's results are approved (`allApproved`); neither is a stored step of an application.
 */

export const APPLICATION_EVENTS = ['accept', 'reject', 'submit', 'approve', 'request-revision'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** The status `event` leads to from `status`, or undefined when the event does not apply to an application in it. */
export function transition(status: ApplicationStatus, event: ApplicationEvent): ApplicationStatus | undefined {
  switch (status) {
    case 'pending':
      return event === 'accept' ? 'in-progress' : event === 'reject' ? 'rejected' : undefined;
    // A decided candidate stays decided: accepting twice would count a place twice, rejecting a working creator would drop their work.
    case 'in-progress':
    case 'needs-revision':
      return event === 'submit' ? 'under-review' : undefined;
    case 'under-review':
      return event === 'approve' ? 'approved' : event === 'request-revision' ? 'needs-revision' : undefined;
    // Approved work is final; a rejected candidate never worked; the other two are labels, never stored.
    case 'approved':
    case 'rejected':
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

/** Whether a campaign's work is done: at least one accepted creator, and every accepted creator's results approved. */
export function allApproved(acceptedStatuses: readonly ApplicationStatus[]): boolean {
  return acceptedStatuses.length > 0 && acceptedStatuses.every((status) => status === 'approved');
}

/** A new status or event that is not handled above fails to compile here. */
function unreachable(value: never): never {
  throw new Error(`Unhandled value ${String(value)}`);
}
