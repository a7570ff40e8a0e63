import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  firstDayOfWeek,
  isGridKey,
  isIsoMonth,
  monthWeeks,
  moveDate,
  weekdayOf,
} from './calendarMonth';
import { addDays } from '../dates/isoDate';
import { fullDate, monthTitle, slotTime, weekdayNames } from './calendarText';
import { dateLocale } from '../../i18n/dateLocale';
import { calendarBookingUrl } from './calendarBookingUrl';
import {
  bookingClosedOn,
  decodeDays,
  encodeDays,
  openingMonth,
  parseCalendarDays,
  parseSlots,
} from './calendarAnswers';

describe('calendar months', () => {
  it('adds days and months across year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(isIsoMonth('2026-12')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
  });
  it('lays a month out in weeks from the locale first day', () => {
    const monday = monthWeeks('2026-11', 1);
    expect(monday).toHaveLength(6);
    expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    const sunday = monthWeeks('2026-11', 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const saturday = monthWeeks('2026-11', 6);
    expect(saturday[0]).toEqual([
      null,
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
  });
  it('reads the first day of the week from Intl', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('not a tag!')).toBe(1);
  });
});

describe('moveDate (WAI-ARIA date grid keys)', () => {
  const options = { firstDay: 1, rtl: false, shift: false, min: '2026-11-23', max: '2027-02-21' };
  it('moves by day, week, week edge and month', () => {
    expect(moveDate('2026-12-05', 'ArrowRight', options)).toBe('2026-12-06');
    expect(moveDate('2026-12-05', 'ArrowLeft', options)).toBe('2026-12-04');
    expect(moveDate('2026-12-05', 'ArrowDown', options)).toBe('2026-12-12');
    expect(moveDate('2026-12-05', 'ArrowUp', options)).toBe('2026-11-28');
    expect(moveDate('2026-12-05', 'Home', options)).toBe('2026-11-30');
    expect(moveDate('2026-12-05', 'End', options)).toBe('2026-12-06');
    expect(moveDate('2026-12-31', 'PageDown', options)).toBe('2027-01-31');
    expect(moveDate('2027-01-31', 'PageDown', { ...options, max: '2027-12-31' })).toBe('2027-02-28');
  });
  it('swaps left and right in right-to-left pages', () => {
    expect(moveDate('2026-12-05', 'ArrowLeft', { ...options, rtl: true })).toBe('2026-12-06');
    expect(moveDate('2026-12-05', 'ArrowRight', { ...options, rtl: true })).toBe('2026-12-04');
  });
  it('stays within the bookable range', () => {
    expect(moveDate('2026-11-24', 'ArrowUp', options)).toBe('2026-11-23');
    expect(moveDate('2027-02-20', 'PageDown', { ...options, shift: true })).toBe('2027-02-21');
    expect(moveDate('nope', 'ArrowUp', options)).toBe('2026-11-23');
    expect(isGridKey('PageUp')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
  });
});

describe('calendar text', () => {
  it('writes dates and months in the page language', () => {
    expect(fullDate('2026-12-05', 'en')).toBe('Saturday, December 5, 2026');
    expect(fullDate('2026-12-05', 'de')).toBe('Samstag, 5. Dezember 2026');
    expect(fullDate('2026-02-30', 'en')).toBe('');
    expect(monthTitle('2026-12', 'de')).toBe('Dezember 2026');
    expect(monthTitle('2027-01', 'en')).toBe('January 2027');
    expect(weekdayNames(1, 'en')[0]).toEqual({ long: 'Monday', short: 'M' });
    expect(weekdayNames(0, 'en')[6]).toEqual({ long: 'Saturday', short: 'S' });
  });
  it("follows the site's country: day-month order in London, Western digits in Arabic", () => {
    expect(fullDate('2026-12-05', 'en', 'GB')).toBe('Saturday, 5 December 2026');
    expect(fullDate('2026-12-05', 'en', 'US')).toBe('Saturday, December 5, 2026');
    expect(fullDate('2026-12-05', 'ar', 'GB')).toBe('السبت، 5 ديسمبر 2026');
    expect(monthTitle('2026-12', 'ar', 'GB')).toBe('ديسمبر 2026');
    expect(weekdayNames(1, 'de', 'AT')[0]).toEqual({ long: 'Montag', short: 'M' });
    // The week starts where the site's country starts it.
    expect(firstDayOfWeek(dateLocale('en', 'GB'))).toBe(1);
    expect(firstDayOfWeek(dateLocale('en', 'US'))).toBe(0);
  });
  it('uses the 12-hour clock in English only', () => {
    expect(slotTime('19:30', 'en')).toBe('7:30 PM');
    expect(slotTime('09:05:00', 'en')).toBe('9:05 AM');
    expect(slotTime('19:30:00', 'fr')).toBe('19:30');
    expect(slotTime('19:30', 'de')).toBe('19:30');
    expect(slotTime('25:00', 'en')).toBe('');
    expect(slotTime('7pm', 'en')).toBe('');
    expect(slotTime(undefined, 'en')).toBe('');
  });
});

describe('calendarBookingUrl', () => {
  const base = 'https://book.example.com/book/42/select/?currencyCode=USD';
  it('carries the date, time, variant and currency', () => {
    expect(
      calendarBookingUrl(base, { date: '2026-12-05', time: '19:30', variantId: 7, currency: 'EUR' }),
    ).toBe(
      'https://book.example.com/book/42/select/?currencyCode=EUR&date=2026-12-05&time=19%3A30&variantId=7',
    );
    expect(calendarBookingUrl(base, { date: '2026-12-05', time: '19:30:00' })).toBe(
      'https://book.example.com/book/42/select/?currencyCode=USD&date=2026-12-05&time=19%3A30',
    );
  });
  it('carries the number of guests the visitor asked for', () => {
    expect(calendarBookingUrl(base, { date: '2026-12-05', pax: 4 })).toBe(
      'https://book.example.com/book/42/select/?currencyCode=USD&date=2026-12-05&pax=4',
    );
  });
  it('leaves out invalid parts and keeps a malformed base', () => {
    expect(
      calendarBookingUrl(base, { date: '2026-02-30', time: 'soon', variantId: -1, currency: 'euro', pax: 0 }),
    ).toBe(base);
    expect(calendarBookingUrl(base, { pax: 2.5 })).toBe(base);
    expect(calendarBookingUrl(base, { pax: 501 })).toBe(base);
    expect(calendarBookingUrl('not a url', { date: '2026-12-05' })).toBe('not a url');
  });
});

describe('calendar answers', () => {
  it('reads the days of a calendar answer, skipping malformed ones', () => {
    expect(
      parseCalendarDays({
        dates: {
          '2026-12-05': { availability: 'SOLD_OUT', price: 129, remaining: 0 },
          '2026-12-06': { availability: 'LIMITED', price: 141.9 },
          '2026-12-07': { availability: 'MAYBE', price: 1 },
          '2026-02-30': { availability: 'AVAILABLE', price: 1 },
          '2026-12-08': { availability: 'AVAILABLE', price: -3 },
          '2026-12-09': 'AVAILABLE',
        },
      }),
    ).toEqual({
      '2026-12-05': { availability: 'SOLD_OUT', price: 129 },
      '2026-12-06': { availability: 'LIMITED', price: 141.9 },
      '2026-12-08': { availability: 'AVAILABLE', price: undefined },
    });
    expect(parseCalendarDays(null)).toEqual({});
    expect(parseCalendarDays({ dates: [] })).toEqual({});
  });
  it('reads the slots of one date, sorted by time', () => {
    const answer = {
      availabilities: {
        '42': {
          inventories: [
            {
              id: 'b',
              variantId: 2,
              startDate: '2026-12-05',
              startTime: '19:30',
              endTime: '22:00',
              remaining: 3,
              availability: 'LIMITED',
              listingPrice: { finalPrice: 99 },
            },
            {
              id: 'a',
              variantId: 1,
              startDate: '2026-12-05',
              startTime: '14:30',
              endTime: 'late',
              remaining: 40,
              availability: 'AVAILABLE',
              listingPrice: { finalPrice: 79 },
            },
            { id: 'c', variantId: 1, startDate: '2026-12-06', startTime: '14:30' },
            { id: 'd', startDate: '2026-12-05', startTime: '2pm' },
          ],
        },
      },
    };
    expect(parseSlots(answer, 42, '2026-12-05')).toEqual([
      {
        id: 'a',
        variantId: 1,
        startTime: '14:30',
        endTime: undefined,
        remaining: 40,
        limited: false,
        price: 79,
      },
      { id: 'b', variantId: 2, startTime: '19:30', endTime: '22:00', remaining: 3, limited: true, price: 99 },
    ]);
    expect(parseSlots(answer, 43, '2026-12-05')).toEqual([]);
    expect(parseSlots('oops', 42, '2026-12-05')).toEqual([]);
  });
  it('opens on the month of the first date with places', () => {
    const days = {
      '2026-11-30': { availability: 'SOLD_OUT' as const, price: 1 },
      '2026-12-01': { availability: 'AVAILABLE' as const, price: 1 },
    };
    expect(openingMonth(days, '2026-11-23')).toBe('2026-12');
    expect(openingMonth({}, '2026-11-23')).toBe('2026-11');
    expect(openingMonth(days, '2027-01-01')).toBe('2027-01');
  });
});

describe('encodeDays / decodeDays', () => {
  it('round-trips the days compactly', () => {
    const days = parseCalendarDays({
      dates: {
        '2026-12-06': { availability: 'LIMITED', price: 141.9 },
        '2026-12-05': { availability: 'SOLD_OUT', price: 129 },
        '2026-12-07': { availability: 'AVAILABLE' },
      },
    });
    expect(encodeDays(days)).toBe('2026-12-05:S:129;2026-12-06:L:141.9;2026-12-07:A:');
    expect(decodeDays(encodeDays(days))).toEqual(days);
  });
  it('skips malformed entries', () => {
    expect(decodeDays('2026-12-05:X:1;2026-02-30:A:1;junk;2026-12-06:A:-4;2026-12-07:L:abc')).toEqual({
      '2026-12-06': { availability: 'AVAILABLE', price: undefined },
      '2026-12-07': { availability: 'LIMITED', price: undefined },
    });
    expect(decodeDays(undefined)).toEqual({});
  });
});

describe('days whose time slots have all passed (issue 21 §2)', () => {
  const answer = {
    dates: {
      '2026-11-26': { availability: 'SOLD_OUT', price: 24, remaining: 0, bookingClosed: true },
      '2026-11-27': { availability: 'AVAILABLE', price: 24, remaining: 40 },
    },
  };
  it('are not offered and are told apart from sold-out days', () => {
    expect(parseCalendarDays(answer)).toEqual({ '2026-11-27': { availability: 'AVAILABLE', price: 24 } });
    expect(bookingClosedOn(answer, '2026-11-26')).toBe(true);
    expect(bookingClosedOn(answer, '2026-11-27')).toBe(false);
    expect(bookingClosedOn(undefined, '2026-11-26')).toBe(false);
    expect(bookingClosedOn({ dates: { '2026-11-26': { bookingClosed: 'yes' } } }, '2026-11-26')).toBe(false);
  });
});
