import { describe, expect, it } from 'vitest';
import { crowdLevelLabel, isSeasonLevel, isWeekdayCrowdLevel, seasonLabel } from './crowdLevels';
import { formatDate } from './formatDate';
import { INVALID_DATE, parseDate } from './parseDate';

describe('parseDate', () => {
  it('reads YYYY/MM/DD with slashes, dashes or dots', () => {
    expect(parseDate('2026/03/05')).toBe('2026-03-05');
    expect(parseDate('2026-3-5')).toBe('2026-03-05');
    expect(parseDate('2026.12.31')).toBe('2026-12-31');
  });
  it('reads MM/DD/YYYY first when both readings are possible', () => {
    expect(parseDate('03/05/2026')).toBe('2026-03-05');
    expect(parseDate('12-01-2026')).toBe('2026-12-01');
    expect(parseDate('5.6.2026')).toBe('2026-05-06');
  });
  it('reads DD/MM/YYYY when only that reading is valid', () => {
    expect(parseDate('13.05.2026')).toBe('2026-05-13');
    expect(parseDate('31/12/2026')).toBe('2026-12-31');
    expect(parseDate('29-02-2024')).toBe('2024-02-29');
  });
  it('rejects impossible dates and mixed separators', () => {
    expect(parseDate('2026-02-30')).toBe(INVALID_DATE);
    expect(parseDate('13/13/2026')).toBe('Invalid Date');
    expect(parseDate('02/30/2026')).toBe('Invalid Date');
    expect(parseDate('03/05-2026')).toBe('Invalid Date');
    expect(parseDate('03/05/26')).toBe('Invalid Date');
  });
  it('falls back to generic parsing for other text with a 4-digit year', () => {
    expect(parseDate('2026-03-05T10:30:00')).toBe('2026-03-05');
    expect(parseDate('  2026/03/05  ')).toBe('2026-03-05');
    expect(parseDate('March 5, 2026')).toBe('2026-03-05');
  });
  it('gives Invalid Date for anything else', () => {
    expect(parseDate('soon')).toBe('Invalid Date');
    expect(parseDate('1')).toBe('Invalid Date');
    expect(parseDate('2026 or so')).toBe('Invalid Date');
    expect(parseDate('')).toBe('Invalid Date');
    expect(parseDate(null)).toBe('Invalid Date');
    expect(parseDate(undefined)).toBe('Invalid Date');
  });
});

describe('formatDate', () => {
  it('writes accepted dates for the visitor and words the fallback', () => {
    expect(formatDate('13.05.2026', 'en')).toBe('May 13, 2026');
    expect(formatDate('2026/05/13', 'de')).toBe('13.05.2026');
    expect(formatDate('soon', 'en')).toBe('Invalid Date');
  });
});

describe('crowd levels', () => {
  it('labels the week-day levels', () => {
    expect(crowdLevelLabel('PLEASANT', 'en')).toBe('Pleasant');
    expect(crowdLevelLabel('CROWDED', 'en')).toBe('Crowded');
    expect(crowdLevelLabel('VERY_CROWDED', 'en')).toBe('Very crowded');
    expect(crowdLevelLabel('CLOSED', 'en')).toBe('Closed');
    expect(crowdLevelLabel('BUSY', 'en')).toBeUndefined();
    expect(crowdLevelLabel(undefined, 'en')).toBeUndefined();
  });
  it('labels the seasons', () => {
    expect(seasonLabel('LOW_SEASON', 'en')).toBe('Low season');
    expect(seasonLabel('MID_SEASON', 'en')).toBe('Mid season');
    expect(seasonLabel('PEAK_SEASON', 'en')).toBe('Peak season');
    expect(seasonLabel('PLEASANT', 'en')).toBeUndefined();
    expect(seasonLabel(null, 'en')).toBeUndefined();
  });
  it('recognises levels', () => {
    expect(isWeekdayCrowdLevel('VERY_CROWDED')).toBe(true);
    expect(isWeekdayCrowdLevel('toString')).toBe(false);
    expect(isWeekdayCrowdLevel(3)).toBe(false);
    expect(isSeasonLevel('PEAK_SEASON')).toBe(true);
    expect(isSeasonLevel('hasOwnProperty')).toBe(false);
    expect(isSeasonLevel(undefined)).toBe(false);
  });
});
