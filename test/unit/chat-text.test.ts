import { randomUUID } from 'node:crypto';
import { CHAT_PREVIEW_LENGTH } from '../../shared/domain/chat';
import { sendMessageSchema } from '../../shared/validation/chat';
import { validate } from '../../shared/validation/validate';
import { decodeCursor, encodeCursor, messagePreview } from '../../lambdas/domain/chat-text';

describe('the channel list preview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('  Hello\n\nthere  ')).toBe('Hello there');
    expect(messagePreview('')).toBe('');
  });

  it('cuts a long one to the preview length with an ellipsis, never inside an emoji', () => {
    const preview = messagePreview('😀'.repeat(CHAT_PREVIEW_LENGTH + 5));
    expect(Array.from(preview)).toHaveLength(CHAT_PREVIEW_LENGTH);
    expect(preview.endsWith('😀…')).toBe(true);
    expect(Array.from(messagePreview('x'.repeat(CHAT_PREVIEW_LENGTH)))).toHaveLength(CHAT_PREVIEW_LENGTH);
  });
});

describe('cursors', () => {
  const position = { at: '2026-01-02T03:04:05.678Z', id: randomUUID() };

  it('give back the position they were made of', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64url', 'a b'],
    ['empty', ''],
    ['no separator', Buffer.from('2026-01-02T03:04:05.678Z').toString('base64url')],
    ['a bad instant', Buffer.from(`yesterday|${randomUUID()}`).toString('base64url')],
    ['a bad id', Buffer.from('2026-01-02T03:04:05.678Z|42').toString('base64url')],
    ['extra parts', Buffer.from(`2026-01-02T03:04:05.678Z|${randomUUID()}|x`).toString('base64url')],
  ])('refuse %s', (_case, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});

describe('a message\'s text', () => {
  const parse = (text: string) => validate(sendMessageSchema, { clientId: randomUUID(), text });

  it('loses the text-direction controls a keyboard slips in, and keeps the marks Arabic uses', () => {
    expect(parse('\u2067مرحبا\u2069 \u202Bhi\u202C')).toMatchObject({ value: { text: 'مرحبا hi' } });
    expect(parse('\u200Fمرحبا')).toMatchObject({ value: { text: '\u200Fمرحبا' } });
  });

  it('still refuses other control characters, and a message with neither text nor files', () => {
    expect(parse('bell\u0007')).toHaveProperty('errors');
    expect(parse(' \u2067\u2069 ')).toHaveProperty('errors');
  });
});
