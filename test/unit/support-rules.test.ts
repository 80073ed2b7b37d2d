import { clientAddress } from '../../lambdas/core/client-address';
import { fixedWindow, supportMail } from '../../shared/domain/contact';
import { contactMessageSchema } from '../../shared/validation/rules';
import { validate } from '../../shared/validation/validate';

describe('POST /support body (contactMessageSchema, spec §5 contact form)', () => {
  const valid = { name: 'Sara Ali', email: 'sara@example.com', phone: '+966 50 123 4567', message: 'Hello, how do payouts work?' };

  it('accepts a message, with or without a phone number, trimmed', () => {
    expect(validate(contactMessageSchema, { ...valid, name: '  Sara Ali ' })).toEqual({ value: valid });
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validate(contactMessageSchema, withoutPhone)).toEqual({ value: withoutPhone });
    expect(validate(contactMessageSchema, { ...withoutPhone, phone: '' })).toEqual({ value: { ...withoutPhone, phone: '' } });
  });

  it.each([
    ['no name', { name: '' }, { name: 'required' }],
    ['a 51-character name', { name: 'a'.repeat(51) }, { name: 'nameTooLong' }],
    ['no e-mail', { email: undefined }, { email: 'required' }],
    ['a malformed e-mail', { email: 'sara@' }, { email: 'emailInvalid' }],
    ['letters for a phone number', { phone: 'call me' }, { phone: 'phoneInvalid' }],
    ['a phone number too short', { phone: '12345' }, { phone: 'phoneInvalid' }],
    ['a phone number too long', { phone: '1234567890123456' }, { phone: 'phoneInvalid' }],
    ['no message', { message: '   ' }, { message: 'required' }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, { message: 'messageTooLong' }],
    ['a field the form does not have', { subject: 'Hi' }, { subject: 'unknownField' }],
    ['an object for a name', { name: { first: 'Sara' } }, { name: 'valueInvalid' }],
  ])('refuses %s', (_label, change, fields) => {
    expect(validate(contactMessageSchema, { ...valid, ...change })).toEqual({ errors: fields });
  });
});

describe('the address a visitor is counted by', () => {
  it.each([
    ['the viewer CloudFront names, without the port', { 'cloudfront-viewer-address': '198.51.100.10:46532' }, '198.51.100.10'],
    ['an IPv6 viewer, by its /64', { 'cloudfront-viewer-address': '2001:db8:85a3:0:8a2e:370:7334:1:46532' }, '2001:db8:85a3:0::/64'],
    ['a compressed IPv6 viewer', { 'cloudfront-viewer-address': '2001:db8::1:443' }, '2001:db8:0:0::/64'],
    ['an IPv4-mapped viewer', { 'cloudfront-viewer-address': '::ffff:127.0.0.1:51000' }, '127.0.0.1'],
    ['never X-Forwarded-For, which the visitor writes', { 'x-forwarded-for': '1.2.3.4', 'cloudfront-viewer-address': '198.51.100.10:1' }, '198.51.100.10'],
    ['no viewer address: one shared allowance, not a forged one', { 'x-forwarded-for': '1.2.3.4' }, 'unknown'],
    ['a malformed viewer address', { 'cloudfront-viewer-address': 'nonsense' }, 'unknown'],
  ])('%s', (_label, headers, expected) => {
    expect(clientAddress(headers)).toBe(expected);
  });
});

describe('rate-limit windows', () => {
  it('puts every moment of an hour in the same window, and the next hour in the next', () => {
    const hour = Date.UTC(2026, 10, 22, 10);
    expect(fixedWindow(hour, 3600)).toEqual({ start: '2026-11-22T10:00:00.000Z', expiresAt: hour / 1000 + 7200 });
    expect(fixedWindow(hour + 3599_999, 3600).start).toBe('2026-11-22T10:00:00.000Z');
    expect(fixedWindow(hour + 3600_000, 3600).start).toBe('2026-11-22T11:00:00.000Z');
  });
});

describe('the mail support receives', () => {
  it('names the visitor on one line and quotes the message as it came', () => {
    const mail = supportMail({
      id: 'c1',
      name: 'Eve\r\nBcc: all@example.com',
      email: 'eve@example.com',
      message: 'Line 1\nLine 2',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(mail.subject).toBe('Contact message from Eve Bcc: all@example.com');
    expect(mail.text).toBe(
      ['Name: Eve Bcc: all@example.com', 'E-mail: eve@example.com', 'Phone: -', 'Received: 2026-11-22T10:00:00.000Z', 'Reference: c1', '', 'Line 1\nLine 2'].join('\n'),
    );
  });
});
