import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_CODES } from './languages';
import { formatLongDate, formatTime, localDate } from './dateFormat';

describe('dates in 20 languages', () => {
  it('writes long dates in each locale', () => {
    expect(formatLongDate('2026-11-21T12:00:00Z', 'en', 'UTC')).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'de', 'UTC')).toBe('21. November 2026');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'fr', 'UTC')).toBe('21 novembre 2026');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'ja', 'UTC')).toBe('2026年11月21日');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'no', 'UTC')).toBe('21. november 2026');
    expect(formatLongDate('not a date', 'en')).toBe('');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'en', 'UTC', 'GB')).toBe('21 November 2026');
    expect(formatLongDate('2026-11-21T12:00:00Z', 'en', 'UTC', 'US')).toBe('November 21, 2026');
  });
  it('has a dayjs locale for every language', () => {
    for (const code of LANGUAGE_CODES) {
      expect(localDate('2026-11-21', code).locale(), code).toBe(getLanguage(code).dayjs);
    }
    expect(formatLongDate('2026-11-21T12:00:00Z', 'ar', 'UTC')).toContain('نوفمبر');
  });
  it('uses the 12-hour clock for English only', () => {
    expect(formatTime('2026-11-21T19:30:00Z', 'en', 'UTC')).toBe('7:30 PM');
    expect(formatTime('2026-11-21T19:30:00Z', 'fr', 'UTC')).toBe('19:30');
    expect(formatTime('2026-11-21T19:30:00Z', 'ja', 'UTC')).toBe('19:30');
    expect(formatTime('2026-11-21T19:30:00Z', 'en', 'Europe/Rome')).toBe('8:30 PM');
    expect(formatTime('garbage', 'en')).toBe('');
  });
});
