import { codePointOrder, NAME_SEARCH_ENTRIES, nameSearchTexts, normalizeSearchText } from '../../shared/domain/search-text';

describe('normalizeSearchText: what a name is searched by', () => {
  it.each([
    ['Noura Al-Qahtani', 'noura al qahtani'],
    ['  SARA   smith ', 'sara smith'],
    ['José Ñúñez-Öberg', 'jose nunez oberg'],
    ["O'Brien", 'obrien'],
    ['O’Brien', 'obrien'],
    ['İlkay', 'ilkay'],
    ['Dr. Ali (Jr.)', 'dr ali jr'],
  ])('Latin: %j reads as %j', (name, expected) => {
    expect(normalizeSearchText(name)).toBe(expected);
  });

  it.each([
    ['أحمد', 'احمد', 'hamza above alef'],
    ['إبراهيم', 'ابراهيم', 'hamza below alef'],
    ['آمنة', 'امنه', 'alef with madda, teh marbuta'],
    ['ٱلرحمن', 'الرحمن', 'alef wasla'],
    ['مُحَمَّد', 'محمد', 'harakat and shadda'],
    ['فاطمـــة', 'فاطمه', 'tatweel'],
    ['مصطفى', 'مصطفي', 'alef maqsura'],
    ['مصطفی', 'مصطفي', 'Persian yeh'],
    ['ﻻمع', 'لامع', 'presentation-form ligature'],
    ['عبد\u200cالله', 'عبدالله', 'zero-width non-joiner'],
    ['نورة ٢٠٢٤', 'نوره 2024', 'Arabic-Indic digits'],
    ['نورة ۲۰۲۴', 'نوره 2024', 'extended Arabic-Indic digits'],
  ])('Arabic: %j reads as %j (%s)', (name, expected) => {
    expect(normalizeSearchText(name)).toBe(expected);
  });

  it('spellings of one Arabic name meet: with or without hamza, diacritics, tatweel, teh marbuta', () => {
    const spellings = ['أَحْمَد الفاطمة', 'احمد الفاطمه', 'إحمـد الفاطمة', 'آحمد ٱلفاطمة'];
    expect(new Set(spellings.map(normalizeSearchText))).toEqual(new Set(['احمد الفاطمه']));
  });

  it('leaves nothing to search by for punctuation or marks only', () => {
    expect(normalizeSearchText(' -- .. ')).toBe('');
    expect(normalizeSearchText('\u064E\u0640')).toBe('');
  });
});

describe('nameSearchTexts: the entries a name is found by', () => {
  it('is the whole name, then what follows each later word start', () => {
    expect(nameSearchTexts('Noura Al-Qahtani')).toEqual(['noura al qahtani', 'al qahtani', 'qahtani']);
    expect(nameSearchTexts('Sara')).toEqual(['sara']);
  });

  it('finds an Arabic word without its article too, as people search family names', () => {
    expect(nameSearchTexts('نورة القحطاني')).toEqual(['نوره القحطاني', 'القحطاني', 'قحطاني']);
    expect(nameSearchTexts('الرياض للتمور')).toEqual(['الرياض للتمور', 'رياض للتمور', 'للتمور']);
    // A two-letter word is not an article and its rest.
    expect(nameSearchTexts('ال علي')).toEqual(['ال علي', 'علي']);
  });

  it(`keeps at most ${NAME_SEARCH_ENTRIES} entries, the whole name first`, () => {
    const texts = nameSearchTexts('a b c d e f g h i j k');
    expect(texts).toHaveLength(NAME_SEARCH_ENTRIES);
    expect(texts[0]).toBe('a b c d e f g h i j k');
    expect(texts.at(-1)).toBe('h i j k');
  });

  it('has none for a name with no letter or digit', () => {
    expect(nameSearchTexts('---')).toEqual([]);
  });
});

describe('codePointOrder: the order DynamoDB sorts string keys in (UTF-8 bytes)', () => {
  it('orders by code point, where UTF-16 code units would not', () => {
    // U+1F600 is a surrogate pair in UTF-16 (0xD83D…), which sorts before U+FFFF there; in UTF-8 it comes after.
    expect(codePointOrder('\u{1F600}', '\uFFFF')).toBe(1);
    expect('\u{1F600}' < '\uFFFF').toBe(true);
  });

  it('puts a prefix first and equal strings together', () => {
    expect(codePointOrder('ali', 'ali ahmed')).toBe(-1);
    expect(codePointOrder('ali ahmed#2', 'ali#1')).toBe(-1);
    expect(codePointOrder('same', 'same')).toBe(0);
    expect(['b', 'ب', 'a', 'ا'].sort(codePointOrder)).toEqual(['a', 'b', 'ا', 'ب']);
  });
});
