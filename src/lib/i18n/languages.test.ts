import { describe, expect, it } from 'vitest';
import { LANGUAGES, fromPrismicLocale, getLanguage, isLanguageCode, toPrismicLocale } from './languages';

describe('languages', () => {
  it('lists the 20 languages of spec 001 §9 in order', () => {
    expect(LANGUAGES.map((l) => l.code).join(',')).toBe(
      'en,es,it,fr,pt,de,nl,ja,tw,cn,ko,id,pl,ar,ru,da,no,ro,sv,tr',
    );
  });
  it('maps the locale examples of the spec', () => {
    expect(toPrismicLocale('cn')).toBe('zh-cn');
    expect(toPrismicLocale('tw')).toBe('zh-tw');
    expect(toPrismicLocale('ar')).toBe('ar-ae');
    expect(toPrismicLocale('no')).toBe('no-nb');
    expect(toPrismicLocale('da')).toBe('da-da');
    expect(toPrismicLocale('en')).toBe('en-us');
    expect(toPrismicLocale('xx')).toBe('en-us');
  });
  it('maps locales back to codes', () => {
    expect(fromPrismicLocale('ZH-CN')).toBe('cn');
    expect(fromPrismicLocale('en-gb')).toBeUndefined();
  });
  it('is right-to-left for Arabic only and 12-hour for English only', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(LANGUAGES.filter((l) => l.hour12).map((l) => l.code)).toEqual(['en']);
    expect(getLanguage('ar').bcp47).toBe('ar');
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('EN')).toBe(false);
  });
});
