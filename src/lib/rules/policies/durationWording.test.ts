import { describe, expect, it } from 'vitest';
import { durationWording, roundedMinutes } from './durationWording';

const min = (minutes: number) => minutes * 60_000;

describe('roundedMinutes', () => {
  it('rounds to the nearest 5 minutes, at least 5', () => {
    expect(roundedMinutes(min(37))).toBe(35);
    expect(roundedMinutes(min(37.5))).toBe(40);
    expect(roundedMinutes(min(38))).toBe(40);
    expect(roundedMinutes(min(1))).toBe(5);
    expect(roundedMinutes(min(0.1))).toBe(5);
  });
  it('gives nothing for zero, negative or unusable values', () => {
    expect(roundedMinutes(0)).toBeUndefined();
    expect(roundedMinutes(-min(10))).toBeUndefined();
    expect(roundedMinutes(Number.NaN)).toBeUndefined();
    expect(roundedMinutes(null)).toBeUndefined();
  });
});

describe('durationWording', () => {
  it('shows 90 minutes or less in minutes', () => {
    expect(durationWording(min(90), min(90), 'en')).toBe('90 min');
    expect(durationWording(min(92), undefined, 'en')).toBe('90 min');
    expect(durationWording(min(45), null, 'en')).toBe('45 min');
  });
  it('shows more than 90 minutes in hours and minutes', () => {
    expect(durationWording(min(93), null, 'en')).toBe('1 hr 35 min');
    expect(durationWording(min(120), null, 'en')).toBe('2 hrs');
    expect(durationWording(min(150), null, 'en')).toBe('2 hr 30 min');
    expect(durationWording(null, min(60 * 24), 'en')).toBe('24 hrs');
  });
  it('shows a range when min and max differ, lowest first', () => {
    expect(durationWording(min(90), min(150), 'en')).toBe('90 min – 2 hr 30 min');
    expect(durationWording(min(180), min(60), 'en')).toBe('60 min – 3 hrs');
    expect(durationWording(min(61), min(59), 'en')).toBe('60 min');
  });
  it('gives nothing without a usable duration', () => {
    expect(durationWording(undefined, undefined, 'en')).toBeUndefined();
    expect(durationWording(0, -5, 'en')).toBeUndefined();
  });
});
