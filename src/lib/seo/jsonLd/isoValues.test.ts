import { describe, expect, it } from 'vitest';
import { durationSeconds, isoDate, isoDuration } from './isoValues';

describe('durationSeconds', () => {
  it('reads days, hours, minutes and seconds', () => {
    expect(durationSeconds('PT1M30S')).toBe(90);
    expect(durationSeconds('PT2H')).toBe(7200);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds('pt45s')).toBe(45);
    expect(durationSeconds('PT1.5S')).toBe(1.5);
  });
  it('refuses malformed, empty and zero durations', () => {
    expect(durationSeconds('90 s')).toBeUndefined();
    expect(durationSeconds('P')).toBeUndefined();
    expect(durationSeconds('PT')).toBeUndefined();
    expect(durationSeconds('PT0S')).toBeUndefined();
    expect(durationSeconds('')).toBeUndefined();
    expect(durationSeconds(null)).toBeUndefined();
    expect(durationSeconds(undefined)).toBeUndefined();
  });
});

describe('isoDuration', () => {
  it('writes seconds as PT hours, minutes, seconds without zero parts', () => {
    expect(isoDuration(150)).toBe('PT2M30S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(59.6)).toBe('PT1M');
    expect(isoDuration('75')).toBe('PT1M15S');
  });
  it('normalises ISO text', () => {
    expect(isoDuration('pt1h')).toBe('PT1H');
    expect(isoDuration('PT90M')).toBe('PT1H30M');
    expect(isoDuration('P1D')).toBe('PT24H');
  });
  it('gives undefined for missing, malformed or non-positive values', () => {
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(-5)).toBeUndefined();
    expect(isoDuration(0.2)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
    expect(isoDuration('two minutes')).toBeUndefined();
    expect(isoDuration(undefined)).toBeUndefined();
    expect(isoDuration(null)).toBeUndefined();
  });
});

describe('isoDate', () => {
  it('keeps dates and zoned date-times, trimmed, with a colon in the offset', () => {
    expect(isoDate(' 2024-05-13 ')).toBe('2024-05-13');
    expect(isoDate('2026-04-02T19:30:00Z')).toBe('2026-04-02T19:30:00Z');
    expect(isoDate('2026-04-02T19:30:00+0100')).toBe('2026-04-02T19:30:00+01:00');
    expect(isoDate('2026-04-02T19:30+01:00')).toBe('2026-04-02T19:30+01:00');
  });
  it('refuses impossible days, other formats and date-times without a zone', () => {
    expect(isoDate('2024-02-30')).toBeUndefined();
    expect(isoDate('2024-13-01')).toBeUndefined();
    expect(isoDate('13/05/2024')).toBeUndefined();
    expect(isoDate('2026-04-02T19:30:00')).toBeUndefined();
    expect(isoDate('')).toBeUndefined();
    expect(isoDate(undefined)).toBeUndefined();
  });
});
