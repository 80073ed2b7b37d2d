import { mailStopsOf } from '../../lambdas/domain/mail-feedback';
import { sesFeedback, simulatorFeedback } from '../../scripts/local/ses-feedback';

const NOW = new Date('2026-11-29T09:30:00.000Z');

describe("SES's word on mail it could not deliver", () => {
  it('stops an address that bounced for good, and one whose owner complained, from when it happened', () => {
    expect(mailStopsOf(sesFeedback('bounce', 'Sara@Example.SA', 'no-reply@ugc.local', NOW))).toEqual([{ email: 'sara@example.sa', block: { reason: 'bounce', since: NOW.toISOString() } }]);
    expect(mailStopsOf(sesFeedback('complaint', 'omar@example.sa', 'no-reply@ugc.local', NOW))).toEqual([{ email: 'omar@example.sa', block: { reason: 'complaint', since: NOW.toISOString() } }]);
  });

  it('reads identity notifications (notificationType) as event publishing (eventType)', () => {
    const message = JSON.stringify({ notificationType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'a@b.sa' }, { emailAddress: 'c@d.sa' }], timestamp: NOW.toISOString() } });
    expect(mailStopsOf(message).map(({ email }) => email)).toEqual(['a@b.sa', 'c@d.sa']);
  });

  it.each([
    ['a transient bounce (a full mailbox), which SES retries', { eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@b.sa' }] } }],
    ['an undetermined bounce', { eventType: 'Bounce', bounce: { bounceType: 'Undetermined', bouncedRecipients: [{ emailAddress: 'a@b.sa' }] } }],
    ['a delivery', { eventType: 'Delivery', delivery: { recipients: ['a@b.sa'] } }],
    ['a recipient without an address', { eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 42 }, {}] } }],
    ['a message that is not JSON', 'not json'],
    ['JSON that is not an object', 'null'],
  ])('stops nothing for %s', (_what, message) => {
    expect(mailStopsOf(typeof message === 'string' ? message : JSON.stringify(message))).toEqual([]);
  });
});

describe("the local mailbox as SES's mailbox simulator", () => {
  it.each([
    ['bounce@simulator.amazonses.com', 'bounce'],
    ['bounce+tests-1@simulator.amazonses.com', 'bounce'],
    ['Complaint+x@Simulator.AmazonSES.com', 'complaint'],
  ] as const)('answers mail to %s with a %s', (to, reason) => {
    const feedback = simulatorFeedback({ to }, 'no-reply@ugc.local', NOW);
    expect(mailStopsOf(feedback ?? '')).toEqual([{ email: to.toLowerCase(), block: { reason, since: NOW.toISOString() } }]);
  });

  it.each(['success@simulator.amazonses.com', 'bounce@example.sa', 'bounce@simulator.amazonses.com.evil.sa'])('delivers %s as any mail', (to) => {
    expect(simulatorFeedback({ to }, 'no-reply@ugc.local', NOW)).toBeUndefined();
  });
});
