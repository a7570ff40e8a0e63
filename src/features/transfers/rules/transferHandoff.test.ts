import { describe, expect, it } from 'vitest';
import { movedDeparture, transferBookingUrl } from './transferHandoff';

const BASE = 'http://book.rome-transfers.localhost:4321/book/10601/select/pax/?currencyCode=EUR';

describe('movedDeparture (issue 21 §2: transfers keep the request)', () => {
  it('names the asked time and the later departure it became', () => {
    expect(movedDeparture('14:30', '15:00')).toEqual({ asked: '14:30', time: '15:00' });
    expect(movedDeparture('23:50', '23:55:00')).toEqual({ asked: '23:50', time: '23:55' });
  });
  it('says nothing when the departure is the asked time or no time was asked', () => {
    expect(movedDeparture('15:00', '15:00')).toBeUndefined();
    expect(movedDeparture('15:00', '15:00:00')).toBeUndefined();
    expect(movedDeparture(undefined, '09:00')).toBeUndefined();
    expect(movedDeparture('14:30', null)).toBeUndefined();
    expect(movedDeparture('soon', '15:00')).toBeUndefined();
  });
});

describe('transferBookingUrl', () => {
  it('carries the outward leg as before', () => {
    expect(
      transferBookingUrl(BASE, { date: '2026-12-01', time: '15:00', variantId: 106010, currency: 'EUR' }),
    ).toBe(`${BASE}&date=2026-12-01&time=15%3A00&variantId=106010`);
  });
  it('carries the return leg the total includes: its date, time and own product', () => {
    const url = new URL(
      transferBookingUrl(BASE, {
        date: '2026-12-01',
        time: '15:00',
        variantId: 106010,
        currency: 'EUR',
        returnDate: '2026-12-05',
        returnTime: '10:00',
        returnTgid: 10602,
        pax: 3,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currencyCode: 'EUR',
      date: '2026-12-01',
      time: '15:00',
      variantId: '106010',
      pax: '3',
      returnDate: '2026-12-05',
      returnTime: '10:00',
      returnTgid: '10602',
    });
  });
  it('leaves out a malformed return part, and a return without a valid date', () => {
    const url = new URL(
      transferBookingUrl(BASE, {
        date: '2026-12-01',
        time: '09:00',
        variantId: 106010,
        currency: 'EUR',
        returnDate: '2026-12-05',
        returnTime: null,
        returnTgid: -1,
      }),
    );
    expect(url.searchParams.get('returnDate')).toBe('2026-12-05');
    expect(url.searchParams.has('returnTime')).toBe(false);
    expect(url.searchParams.has('returnTgid')).toBe(false);
    const noDate = transferBookingUrl(BASE, {
      date: '2026-12-01',
      time: '09:00',
      variantId: undefined,
      currency: 'EUR',
      returnDate: '05/12/2026',
      returnTime: '10:00',
    });
    expect(noDate).toBe(`${BASE}&date=2026-12-01&time=09%3A00`);
  });
});
