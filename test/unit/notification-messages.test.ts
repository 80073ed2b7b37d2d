import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { NOTIFICATION_TYPES, QUOTED_COMMENT_LENGTH, quotedComment } from '../../shared/domain/notifications';
import { NOTIFICATION_VALUE_NAMES } from '../../web/src/features/notifications/notification-values';
import { formattingTag, type Locale } from '../../web/src/i18n/locale';
import { CATALOGUE_FILES } from '../support/messages';

/**
 * Every notification renders (issue 26): each type has its title and message in both languages, and its message names
 * only values NotificationMessage gives (a value it is not given makes react-intl show the raw key: the revision
 * notice did, its `{comment}` unfilled). Formatted with a value for each name, no placeholder is left.
 */
const LOCALES: Locale[] = ['en', 'ar'];
const catalogue = (locale: Locale) => CATALOGUE_FILES.notifications[locale] as Record<string, string>;

/** Every argument a message names, in its plural and select branches too. */
function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const own = 'value' in element && typeof element.value === 'string' ? [element.value] : [];
    const branches = 'options' in element ? Object.values(element.options).flatMap((option) => argumentNames(option.value)) : [];
    const children = element.type === TYPE.tag ? argumentNames(element.children) : [];
    return [...own, ...branches, ...children];
  });
}

/** A value for each name, as an event carries it (text where the component gives an element). */
const SAMPLE_VALUES: Record<(typeof NOTIFICATION_VALUE_NAMES)[number], string | number> = {
  campaignTitle: 'Cardamom coffee launch',
  companyName: 'Riyadh Roasters',
  creatorName: 'Sara',
  amount: '1,150.00 SAR',
  reason: 'the campaign had already been paid',
  expiresOn: '30 June 2027',
  bankName: 'Al Rajhi Bank',
  ibanLast4: '7519',
  daysLeft: 3,
  dueAt: '12 December',
  decision: 'refund',
  comment: 'Please show the cup at 0:07',
  senderName: 'Riyadh Roasters',
  unreadCount: 2,
  carrier: 'SMSA Express',
  trackingNumber: '290412857731',
  problem: 'The box arrived crushed.',
  product: 'ship',
  windowStarted: 'yes',
};

describe.each(LOCALES)('notifications in %s', (locale) => {
  it.each(NOTIFICATION_TYPES)('%s has its title and message, naming only values it is given, all filled', (type) => {
    const messages = catalogue(locale);
    const id = `notifications.${type}.message`;
    expect(messages[`notifications.${type}.title`]).toEqual(expect.any(String));
    expect(messages[id]).toEqual(expect.any(String));
    const named = argumentNames(parse(messages[id] ?? ''));
    expect(named.filter((name) => !(NOTIFICATION_VALUE_NAMES as readonly string[]).includes(name))).toEqual([]);

    const errors: unknown[] = [];
    const intl = createIntl({ locale: formattingTag(locale), messages, onError: (error) => errors.push(error) });
    const text = intl.formatMessage({ id }, SAMPLE_VALUES);
    expect(errors).toEqual([]);
    expect(text).not.toContain('{');
    expect(text).not.toContain('notifications.');
  });
});

describe('the revision comment a notice quotes', () => {
  it('is the whole comment when short, else its first 200 characters and an ellipsis (Arabic counted by character)', () => {
    expect(quotedComment('  Show the cup  ')).toBe('Show the cup');
    const long = 'أ'.repeat(QUOTED_COMMENT_LENGTH + 50);
    expect(Array.from(quotedComment(long))).toHaveLength(QUOTED_COMMENT_LENGTH + 1);
    expect(quotedComment(long).endsWith('…')).toBe(true);
  });
});

describe("the product's receipt told to the company", () => {
  const format = (locale: Locale, windowStarted: 'yes' | 'no') =>
    createIntl({ locale: formattingTag(locale), messages: catalogue(locale) }).formatMessage({ id: 'notifications.product.received.message' }, { ...SAMPLE_VALUES, windowStarted });

  it.each(LOCALES)('in %s names the due day when the receipt started her window, and nothing of a window when her set was in already', (locale) => {
    expect(format(locale, 'yes')).toContain(String(SAMPLE_VALUES.dueAt));
    expect(format(locale, 'yes')).toContain('15');
    expect(format(locale, 'no')).not.toContain(String(SAMPLE_VALUES.dueAt));
    expect(format(locale, 'no')).not.toContain('15');
  });
});
