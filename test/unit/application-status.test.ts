import { APPLICATION_EVENTS, transition, type ApplicationEvent } from '../../shared/domain/application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../shared/domain/campaign';

/** Every status × event pair: only a pending application can be decided, and each decision has one outcome. */
const EXPECTED: Record<ApplicationStatus, Record<ApplicationEvent, ApplicationStatus | undefined>> = {
  pending: { accept: 'in-progress', reject: 'rejected' },
  'in-progress': { accept: undefined, reject: undefined },
  rejected: { accept: undefined, reject: undefined },
  'under-review': { accept: undefined, reject: undefined },
  'needs-revision': { accept: undefined, reject: undefined },
  'needs-review': { accept: undefined, reject: undefined },
  approved: { accept: undefined, reject: undefined },
  completed: { accept: undefined, reject: undefined },
};

const PAIRS = APPLICATION_STATUSES.flatMap((status) => APPLICATION_EVENTS.map((event) => [status, event] as const));

describe('application status transitions', () => {
  it('covers every status and event', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(PAIRS).toHaveLength(APPLICATION_STATUSES.length * APPLICATION_EVENTS.length);
  });

  it.each(PAIRS)('%s + %s', (status, event) => {
    expect(transition(status, event)).toBe(EXPECTED[status][event]);
  });
});
