import { describe, expect, it } from 'vitest';
import { dateLocale } from './dateLocale';
import { formatIsoDate } from '../rules/dates/formatIsoDate';

describe('dateLocale: the page’s language with the site’s country', () => {
  it('adds the site’s country as region', () => {
    expect(dateLocale('en', 'GB')).toBe('en-GB');
    expect(dateLocale('en', 'US')).toBe('en-US');
    expect(dateLocale('fr', 'GB')).toBe('fr-GB');
  });
  it('keeps the language’s own conventions without a usable country or with a region of its own', () => {
    expect(dateLocale('en', undefined)).toBe('en');
    expect(dateLocale('en', 'gb')).toBe('en');
    expect(dateLocale('tw', 'GB')).toBe('zh-Hant-TW');
  });
  it('writes Western digits in Arabic, as prices do', () => {
    expect(dateLocale('ar', 'GB')).toBe('ar-GB-u-nu-latn');
    expect(dateLocale('ar', undefined)).toBe('ar-u-nu-latn');
  });
});

describe('formatIsoDate in the visitor’s conventions', () => {
  it('writes day-month order on a London site in English, month-day on Broadway', () => {
    expect(formatIsoDate('2026-11-26', 'en', 'GB')).toBe('26 Nov 2026');
    expect(formatIsoDate('2026-11-26', 'en', 'US')).toBe('Nov 26, 2026');
    expect(formatIsoDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
  });
  it('names the month in Arabic instead of 2026/11/26', () => {
    expect(formatIsoDate('2026-11-26', 'ar', 'GB')).toBe('26 نوفمبر 2026');
    expect(formatIsoDate('2026-11-26', 'ar', 'GB')).not.toMatch(/\d+\/\d+\/\d+/);
  });
  it('keeps each language’s own order', () => {
    expect(formatIsoDate('2026-11-26', 'de', 'AT')).toBe('26.11.2026');
    expect(formatIsoDate('2026-11-26', 'it', 'IT')).toBe('26 nov 2026');
    expect(formatIsoDate('not a date', 'en', 'GB')).toBe('');
  });
});
