import { findOffPlatformContacts } from '../../shared/domain/off-platform-contact';
import { highlightParts, initialsOf, safeHref, splitLinks, textDirection } from '../../web/src/lib/chat/message-text';

describe('links in a message', () => {
  it('links http(s) addresses and keeps the rest as text, line breaks included', () => {
    expect(splitLinks('See https://example.com/brief?x=1\nthanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/brief?x=1', href: 'https://example.com/brief?x=1' },
      { kind: 'text', text: '\nthanks' },
    ]);
  });

  it('leaves sentence punctuation out of the address, a bracket the address opened in', () => {
    expect(splitLinks('Look: http://a.sa/x.')).toEqual([{ kind: 'text', text: 'Look: ' }, { kind: 'link', text: 'http://a.sa/x', href: 'http://a.sa/x' }, { kind: 'text', text: '.' }]);
    expect(splitLinks('(see https://en.wikipedia.org/wiki/Foo_(bar))')[1]).toEqual({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' });
    expect(splitLinks('الرابط https://example.sa، شكرا')[1]).toMatchObject({ text: 'https://example.sa' });
  });

  it('links nothing but http(s): no javascript:, data: or bare domains, and never HTML', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'example.com', '<a href="https://x.sa">x</a> https://']) {
      expect(splitLinks(text).filter((part) => part.kind === 'link').map((part) => part.text)).not.toContain('<a');
    }
    expect(splitLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('https://x.sa/a b')).toBe('https://x.sa/a%20b');
  });
});

describe("a message's own direction", () => {
  it('follows its first letter', () => {
    expect(textDirection('Hello, the brief is ready')).toBe('ltr');
    expect(textDirection('مرحبا، الملخص جاهز')).toBe('rtl');
    expect(textDirection('123 مرحبا')).toBe('rtl');
    expect(textDirection('OK تمام')).toBe('ltr');
  });

  it('skips addresses and handles, and has none without letters', () => {
    expect(textDirection('https://example.com شكرا')).toBe('rtl');
    expect(textDirection('@brand شكرا')).toBe('rtl');
    expect(textDirection('١٢٣ 👍')).toBeUndefined();
  });
});

describe('the highlighted findings', () => {
  it('cuts the text around what the detector found', () => {
    const text = 'رقمي ٠٥٥١٢٣٤٥٦٧ شكرا';
    const parts = highlightParts(text, findOffPlatformContacts(text));
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind)).toEqual([{ text: '٠٥٥١٢٣٤٥٦٧', kind: 'phone' }]);
  });

  it('ignores overlapping or empty spans and orders them', () => {
    expect(highlightParts('abcdef', [{ kind: 'email', start: 3, end: 5 }, { kind: 'phone', start: 0, end: 2 }, { kind: 'phone', start: 1, end: 2 }])).toEqual([
      { text: 'ab', kind: 'phone' },
      { text: 'c' },
      { text: 'de', kind: 'email' },
      { text: 'f' },
    ]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('reem al-otaibi')).toBe('RA');
    expect(initialsOf('  نورة  ')).toBe('ن');
    expect(initialsOf('')).toBe('');
  });
});
