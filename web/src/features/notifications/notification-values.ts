/**
 * The values a notification's message may name. NotificationMessage gives each of them (its values are typed by this
 * list), and a unit test checks that every notification message, in both languages, names no other: a message naming
 * a value it is not given would show its raw key instead of its sentence.
 */
export const NOTIFICATION_VALUE_NAMES = [
  'campaignTitle',
  'companyName',
  'creatorName',
  'amount',
  'reason',
  'expiresOn',
  'bankName',
  'ibanLast4',
  'daysLeft',
  'dueAt',
  'decision',
  'comment',
  'senderName',
  'unreadCount',
  'carrier',
  'trackingNumber',
  'problem',
  'product',
  'windowStarted',
] as const;

export type NotificationValueName = (typeof NOTIFICATION_VALUE_NAMES)[number];
