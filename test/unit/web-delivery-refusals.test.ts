import type { ResultRefusal } from '../../shared/domain/results';
import { formatFileSize } from '../../web/src/lib/file-size';
import { refusalText } from '../../web/src/features/campaigns/delivery/refusals';
import type { Locale } from '../../web/src/i18n/locale';
import { MESSAGES } from '../support/messages';

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

function sentence(refusal: ResultRefusal, locale: Locale, kind: 'video' | 'picture' = 'video'): string {
  const { id, values } = refusalText(refusal, kind, locale);
  // Simple arguments only (the formatter is ESM, which these tests cannot load): enough for these sentences.
  return MESSAGES[locale][id].replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? `{${name}}`);
}

describe('the reasons the brief check refused a file', () => {
  it('are full sentences in English', () => {
    expect(sentence({ code: 'aspectRatio', actual: '16:9', expected: '9:16' }, 'en')).toBe('This video is 16:9; the brief asks for 9:16');
    expect(sentence({ code: 'duration', actualSeconds: 28, expectedSeconds: 30 }, 'en')).toBe('28 s; the brief asks for 30 s ± 1 s');
    expect(sentence({ code: 'resolution', shortSide: 720, minimum: 1080 }, 'en')).toBe('The short side is 720 px; at least 1080 px is needed');
    expect(sentence({ code: 'noAudio' }, 'en')).toBe('The video has no sound track');
    expect(sentence({ code: 'resolution', shortSide: 800, minimum: 1080 }, 'en', 'picture')).toBe('The short side is 800 px; at least 1080 px is needed');
    expect(sentence({ code: 'fileTooLarge' }, 'en')).toBe('File is too large. The maximum size is 40 MB');
  });

  it('are full sentences in Arabic, with Latin digits', () => {
    expect(sentence({ code: 'aspectRatio', actual: '16:9', expected: '9:16' }, 'ar')).toBe('هذا الفيديو بنسبة 16:9؛ يطلب الموجز 9:16');
    expect(sentence({ code: 'duration', actualSeconds: 28.4, expectedSeconds: 30 }, 'ar')).toBe('مدة الفيديو 28.4 ث؛ يطلب الموجز 30 ث ± 1 ث');
    expect(sentence({ code: 'resolution', shortSide: 720, minimum: 1080 }, 'ar')).toBe('الضلع الأقصر 720 بكسل؛ المطلوب 1080 بكسل على الأقل');
    expect(sentence({ code: 'noAudio' }, 'ar')).toBe('لا يحتوي الفيديو على مسار صوتي');
  });

  it('has a sentence for every code, in both languages', () => {
    const refusals: ResultRefusal[] = [
      { code: 'aspectRatio', actual: '4:3', expected: '1:1' },
      { code: 'duration', actualSeconds: 61.5, expectedSeconds: 60 },
      { code: 'resolution', shortSide: 1079, minimum: 1080 },
      { code: 'noAudio' },
      { code: 'noVideo' },
      { code: 'unreadable' },
      { code: 'fileTypeInvalid' },
      { code: 'fileTooLarge' },
      { code: 'fileEmpty' },
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const kind of ['video', 'picture'] as const) {
        for (const refusal of refusals) {
          const { id } = refusalText(refusal, kind, locale);
          expect([refusal.code, id in MESSAGES[locale]]).toEqual([refusal.code, true]);
          expect(sentence(refusal, locale, kind)).not.toMatch(ARABIC_DIGITS);
        }
      }
    }
  });
});

describe('a file size', () => {
  it('reads in kB or MB with one decimal at most, Latin digits in Arabic', () => {
    expect(formatFileSize(512 * 1024, 'en')).toBe('512 kB');
    expect(formatFileSize(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
    expect(formatFileSize(40 * 1024 * 1024, 'ar')).toContain('40');
    expect(formatFileSize(12.34 * 1024 * 1024, 'ar')).not.toMatch(ARABIC_DIGITS);
    // One unit style in Arabic: words for both (the short forms mixed "م.ب" with "كيلوبايت").
    expect(formatFileSize(12.34 * 1024 * 1024, 'ar')).toContain('ميغابايت');
    expect(formatFileSize(195.3 * 1024, 'ar')).toContain('كيلوبايت');
  });
});
