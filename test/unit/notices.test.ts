import { uuidV7 } from '../../shared/domain/ids';
import { DOMAIN_EVENT_TYPES } from '../../shared/domain/events';
import { CHOOSABLE_NOTIFICATION_TYPES, DEFAULT_NOTICE_CHANNELS, isNotificationType, noticeChannels, notificationFacts, notificationPath, NOTIFICATION_TYPES, type NoticePreferences } from '../../shared/domain/notifications';
import { hasNoticeMail, noticeMail } from '../../lambdas/domain/notice-mail';

/** What a notice says and where it leads (shared/domain/notifications.ts, lambdas/domain/notice-mail.ts), and the ids that order them. */

describe('time-ordered ids (UUID v7)', () => {
  it('are valid version 7 UUIDs that sort by time as strings', () => {
    const random = new Uint8Array(10).fill(0xff);
    const earlier = uuidV7(Date.parse('2026-11-25T10:00:00.000Z'), random);
    const later = uuidV7(Date.parse('2026-11-25T10:00:00.001Z'), new Uint8Array(10));
    expect(earlier).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(later > earlier).toBe(true);
    expect(uuidV7(0, random)).toBe(uuidV7(0, random));
  });
});

describe('notices', () => {
  const facts = { campaignId: 'c-1', campaignTitle: 'Oud <launch>', companyName: 'Riyadh Roasters', amount: 115_050, reason: 'campaign-not-unpaid', expiresOn: '2028-01-01' };

  it('makes a notification of every event but the read marks, account deletions, admins\' exports and chat messages, in the app by default', () => {
    expect(NOTIFICATION_TYPES).toEqual(DOMAIN_EVENT_TYPES.filter((type) => !['notification.read', 'account.deleted', 'ledger.export.requested', 'library.archive.requested', 'message.sent', 'channel.read'].includes(type)));
    expect(isNotificationType('notification.read')).toBe(false);
    expect(isNotificationType('account.deleted')).toBe(false);
    expect(isNotificationType('message.sent')).toBe(false);
    // Mail only: the chat's unread reminder (the chat's own counts tell of the messages in the app), and a deactivation
    // (its user can no longer open the app).
    for (const type of NOTIFICATION_TYPES) expect(DEFAULT_NOTICE_CHANNELS[type].inApp).toBe(type !== 'chat.unread.reminder' && type !== 'account.deactivated');
  });

  it("tells what is done to the account whatever the preferences, in the user's language, with the way to support", () => {
    expect(CHOOSABLE_NOTIFICATION_TYPES).not.toContain('account.deactivated');
    expect(CHOOSABLE_NOTIFICATION_TYPES).not.toContain('account.reactivated');
    const off = { 'account.deactivated': { mail: false } } as NoticePreferences;
    expect(noticeChannels('account.deactivated', off)).toEqual({ inApp: false, mail: true });
    const arabic = noticeMail('account.deactivated', {}, 'Najd Dates Co.', 'ar', 'https://app.example');
    expect(arabic?.subject).toBe('تم إيقاف حسابك');
    expect(arabic?.text).toContain('https://app.example/account-deactivated');
    expect(arabic?.html).toContain('dir="rtl"');
    const english = noticeMail('account.reactivated', {}, 'Reem', 'en', 'https://app.example');
    expect(english?.subject).toBe('Your account is active again');
    expect(english?.text).toContain('https://app.example/signin');
  });

  it('lets a preference turn a channel off for one event only', () => {
    const preferences = { 'application.created': { inApp: false } };
    expect(noticeChannels('application.created', preferences)).toEqual({ inApp: false, mail: false });
    expect(noticeChannels('application.accepted', preferences)).toEqual({ inApp: true, mail: true });
  });

  it('keeps the placeholders of a payload and drops the ids of whom it concerns', () => {
    expect(notificationFacts({ campaignId: 'c-1', campaignTitle: 'T', companyId: 'x', creatorId: 'y', creatorName: 'Lama' })).toEqual({ campaignId: 'c-1', campaignTitle: 'T', creatorName: 'Lama' });
  });

  it.each([
    ['application.created', '/campaigns/c-1#candidates'],
    ['application.accepted', '/campaigns/c-1'],
    ['application.rejected', '/campaigns/applies?view=history'],
    ['payment.failed', '/campaigns/c-1'],
    ['payment.refunded', '/payment'],
    ['licence.approved', '/campaigns'],
    ['licence.rejected', '/creator/profile?tab=licence'],
  ] as const)('links %s to %s', (type, path) => {
    expect(notificationPath(type, facts)).toBe(path);
  });

  it('mails the key events in English and in Arabic, right to left, with the words of users escaped in HTML', () => {
    expect(NOTIFICATION_TYPES.filter(hasNoticeMail).sort()).toEqual(NOTIFICATION_TYPES.filter((type) => DEFAULT_NOTICE_CHANNELS[type].mail).sort());
    const english = noticeMail('payment.refunded', facts, 'Sara', 'en', 'https://app.example');
    expect(english?.subject).toBe('Your payment was refunded');
    expect(english?.text).toContain('1,150.50 SAR');
    expect(english?.text).toContain('https://app.example/payment');
    expect(english?.html).toContain('Oud &#60;launch&#62;');
    expect(english?.html).not.toContain('<launch>');
    const arabic = noticeMail('application.accepted', facts, 'سارة', 'ar', 'https://app.example');
    expect(arabic?.subject).toBe('تم قبولك في حملة');
    expect(arabic?.html).toContain('dir="rtl"');
    expect(arabic?.text).toContain('https://app.example/campaigns/c-1');
    // The payment's receipt (issue 27): what was paid, the VAT in it, where the invoice is.
    const receipt = noticeMail('campaign.published', { ...facts, amount: 115_000, vat: 15_000 }, 'Sara', 'ar', 'https://app.example');
    expect(receipt?.subject).toBe('إيصال دفعتك: نُشرت الحملة');
    expect(receipt?.text).toContain('1,150.00');
    expect(receipt?.text).toContain('150.00');
    expect(receipt?.text).toContain('https://app.example/payment');
    expect(noticeMail('application.created', facts, 'Sara', 'en', 'https://app.example')).toBeUndefined();
  });

  describe('the chat\'s unread reminder', () => {
    const reminder = { channelId: 'ch-1', campaignId: 'c-1', campaignTitle: 'Oud <launch>', userId: 'u-1', senderName: 'Noura & co', unreadCount: 1 };

    it('links to the chat with the channel open', () => {
      expect(notificationPath('chat.unread.reminder', notificationFacts(reminder))).toBe('/chat?channel=ch-1');
    });

    it('names the sender, the campaign and the count in English, escaped in HTML', () => {
      const one = noticeMail('chat.unread.reminder', notificationFacts(reminder), 'Sara', 'en', 'https://app.example');
      expect(one?.subject).toBe('Noura & co sent you a message');
      expect(one?.text).toContain('Noura & co wrote to you about the campaign "Oud <launch>"');
      expect(one?.text).toContain('Open the conversation: https://app.example/chat?channel=ch-1');
      expect(one?.html).toContain('Noura &#38; co');
      expect(one?.html).not.toContain('<launch>');
      const many = noticeMail('chat.unread.reminder', notificationFacts({ ...reminder, unreadCount: 4 }), 'Sara', 'en', 'https://app.example');
      expect(many?.subject).toBe('4 unread messages from Noura & co');
      expect(many?.text).toContain('You have 4 unread messages about the campaign "Oud <launch>", the latest from Noura & co.');
    });

    it.each([
      [1, 'رسالة جديدة من نورة'],
      [2, 'رسالتان غير مقروءتين من نورة'],
      [3, '3 رسائل غير مقروءة من نورة'],
      [10, '10 رسائل غير مقروءة من نورة'],
      [11, '11 رسالة غير مقروءة من نورة'],
    ])('says %i unread in Arabic with the noun in its number, right to left', (unreadCount, subject) => {
      const mail = noticeMail('chat.unread.reminder', notificationFacts({ ...reminder, senderName: 'نورة', unreadCount }), 'سارة', 'ar', 'https://app.example');
      expect(mail?.subject).toBe(subject);
      expect(mail?.html).toContain('dir="rtl"');
      expect(mail?.text).toContain('افتح المحادثة: https://app.example/chat?channel=ch-1');
    });
  });
});
