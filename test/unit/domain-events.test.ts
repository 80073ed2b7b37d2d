import { DOMAIN_EVENT_TYPES, EVENT_AUDIENCE, recipientOf, recipientsOf, type AnyDomainEvent } from '../../shared/domain/events';

/** The catalogue of domain events (shared/domain/events.ts): every event has an audience, and is told to the right user. */

const campaign = { campaignId: 'c-1', campaignTitle: 'Iftar recipes', companyId: 'company-1' };
const at = '2026-11-25T10:00:00.000Z';

describe('domain events', () => {
  it('lists at least the events issue 11 names', () => {
    expect(DOMAIN_EVENT_TYPES).toEqual(
      expect.arrayContaining(['campaign.published', 'payment.failed', 'application.created', 'application.accepted', 'application.rejected', 'licence.approved', 'licence.rejected']),
    );
  });

  it.each<[AnyDomainEvent, string]>([
    [{ id: 'e1', type: 'application.created', occurredAt: at, payload: { ...campaign, creatorId: 'creator-1', creatorName: 'Lama' } }, 'company-1'],
    [{ id: 'e2', type: 'application.accepted', occurredAt: at, payload: { ...campaign, companyName: 'Riyadh Roasters', creatorId: 'creator-1' } }, 'creator-1'],
    [{ id: 'e3', type: 'application.rejected', occurredAt: at, payload: { ...campaign, companyName: 'Riyadh Roasters', creatorId: 'creator-2' } }, 'creator-2'],
    [{ id: 'e4', type: 'campaign.published', occurredAt: at, payload: campaign }, 'company-1'],
    [{ id: 'e5', type: 'payment.failed', occurredAt: at, payload: campaign }, 'company-1'],
    [{ id: 'e8', type: 'payment.refunded', occurredAt: at, payload: { ...campaign, amount: 115_000, reason: 'campaign-not-unpaid' } }, 'company-1'],
    [{ id: 'e6', type: 'licence.approved', occurredAt: at, payload: { creatorId: 'creator-3', licenceId: 'l-1', expiresOn: '2028-01-01' } }, 'creator-3'],
    [{ id: 'e7', type: 'licence.rejected', occurredAt: at, payload: { creatorId: 'creator-4', licenceId: 'l-2', reason: 'Expired' } }, 'creator-4'],
    [{ id: 'e9', type: 'notification.read', occurredAt: at, payload: { userId: 'company-9', notificationId: 'n-1' } }, 'company-9'],
    [{ id: 'e10', type: 'account.deleted', occurredAt: at, payload: { userId: 'creator-10' } }, 'creator-10'],
  ])('tells %o to %s', (event, recipient) => {
    expect(recipientOf(event)).toBe(recipient);
  });

  it('gives every event type its audience', () => {
    for (const type of DOMAIN_EVENT_TYPES) expect(['company', 'creator', 'self', 'members']).toContain(EVENT_AUDIENCE[type]);
  });

  it("tells a chat message to the channel's other members, in its sender's lane (a sender's messages in order)", () => {
    const sent: AnyDomainEvent = {
      id: 'e11',
      type: 'message.sent',
      occurredAt: at,
      payload: { ...campaign, channelId: 'ch-1', messageId: 'm-1', createdAt: at, senderId: 'company-1', senderName: 'Riyadh Roasters', preview: 'Hi', recipientIds: ['creator-1', 'creator-2'] },
    };
    expect(recipientOf(sent)).toBe('company-1');
    expect(recipientsOf(sent)).toEqual(['creator-1', 'creator-2']);
    const read: AnyDomainEvent = { id: 'e12', type: 'channel.read', occurredAt: at, payload: { channelId: 'ch-1', userId: 'creator-1', lastReadAt: at } };
    expect(recipientsOf(read)).toEqual(['creator-1']);
  });
});
