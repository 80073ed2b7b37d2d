import { allApproved, APPLICATION_EVENTS, statusSeenBy, transition, type ApplicationEvent } from '../../shared/domain/application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../shared/domain/campaign';

const NONE = { accept: undefined, reject: undefined, submit: undefined, approve: undefined, 'request-revision': undefined, cancel: undefined } as const;

/**
 * Every status × event pair: only a pending application can be decided; a working creator (or one asked to revise)
 * submits; results under review are approved or sent back; a delivery not yet approved can be cancelled (an admin's
 * refund); approved work, a rejected candidate, a cancelled delivery and the two labels move nowhere.
 */
const EXPECTED: Record<ApplicationStatus, Record<ApplicationEvent, ApplicationStatus | undefined>> = {
  pending: { ...NONE, accept: 'in-progress', reject: 'rejected' },
  'in-progress': { ...NONE, submit: 'under-review', cancel: 'cancelled' },
  rejected: NONE,
  'under-review': { ...NONE, approve: 'approved', 'request-revision': 'needs-revision', cancel: 'cancelled' },
  'needs-revision': { ...NONE, submit: 'under-review', cancel: 'cancelled' },
  'needs-review': NONE,
  approved: NONE,
  completed: NONE,
  cancelled: NONE,
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

describe('what each side reads, and when a campaign is done', () => {
  it('shows results under review as "needs review" to the company and the admin, as they are to the creator', () => {
    expect(statusSeenBy('under-review', 'creator')).toBe('under-review');
    expect(statusSeenBy('under-review', 'company')).toBe('needs-review');
    expect(statusSeenBy('under-review', 'admin')).toBe('needs-review');
    for (const status of APPLICATION_STATUSES.filter((candidate) => candidate !== 'under-review')) expect(statusSeenBy(status, 'company')).toBe(status);
  });

  it.each([
    [[], false],
    [['approved'], true],
    [['approved', 'approved', 'approved'], true],
    [['approved', 'under-review'], false],
    [['approved', 'needs-revision'], false],
    [['in-progress'], false],
    [['approved', 'cancelled'], true],
    [['cancelled', 'under-review'], false],
    [['cancelled'], false],
  ] as const)('%j approved: %s', (statuses, done) => {
    expect(allApproved(statuses)).toBe(done);
  });
});
