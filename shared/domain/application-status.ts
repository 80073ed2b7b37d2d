import type { ApplicationStatus } from './campaign';

/**
 * How an application's status moves (spec §4). This issue has the company's decision on a candidate: a pending
 * application is accepted (the creator starts: `in-progress`) or rejected. The results issue adds the events of the
 * work itself here, so every change of an application's status is checked in one place.
 */

export const APPLICATION_EVENTS = ['accept', 'reject'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** The status `event` leads to from `status`, or undefined when the event does not apply to an application in it. */
export function transition(status: ApplicationStatus, event: ApplicationEvent): ApplicationStatus | undefined {
  switch (status) {
    case 'pending':
      return decisionOutcome(event);
    // A decided candidate stays decided: accepting twice would count a place twice, rejecting a working creator would drop their work.
    case 'in-progress':
    case 'rejected':
    case 'under-review':
    case 'needs-revision':
    case 'needs-review':
    case 'approved':
    case 'completed':
      return undefined;
    default:
      return unreachable(status);
  }
}

function decisionOutcome(event: ApplicationEvent): ApplicationStatus {
  switch (event) {
    case 'accept':
      return 'in-progress';
    case 'reject':
      return 'rejected';
    default:
      return unreachable(event);
  }
}

/** A new status or event that is not handled above fails to compile here. */
function unreachable(value: never): never {
  throw new Error(`Unhandled value ${String(value)}`);
}
