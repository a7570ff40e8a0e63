import { describe, expect, it } from 'vitest';
import { SLOT_CUTOFF_MINUTES, slotIsOpen, wallClock } from './slotCutoff';

describe('time slots left today (issue 21 §2)', () => {
  it('reads the wall clock of the product’s time zone', () => {
    expect(wallClock(new Date('2026-11-26T17:00:00Z'), 'Europe/Rome')).toBe('2026-11-26T18:00');
    expect(wallClock(new Date('2026-11-26T17:00:00Z'), 'America/New_York')).toBe('2026-11-26T12:00');
    expect(wallClock(new Date('2026-11-26T17:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-27T02:00');
    expect(wallClock(new Date('2026-11-26T23:59:00Z'), 'UTC')).toBe('2026-11-26T23:59');
    expect(wallClock(new Date('2026-11-26T17:00:00Z'), 'Not/AZone')).toBe('2026-11-26T17:00');
  });

  it('at 18:00 in Rome offers none of the Colosseum’s 9:00, 13:30 and 15:00 slots', () => {
    const sixPm = new Date('2026-11-26T17:00:00Z');
    for (const time of ['09:00', '13:30', '15:00'])
      expect(slotIsOpen('2026-11-26', time, sixPm, 'Europe/Rome')).toBe(false);
    expect(slotIsOpen('2026-11-27', '09:00', sixPm, 'Europe/Rome')).toBe(true);
  });

  it('keeps the cut-off: a slot starting within 30 minutes is closed, one after it open', () => {
    expect(SLOT_CUTOFF_MINUTES).toBe(30);
    const rome = new Date('2026-11-26T12:00:00Z'); // 13:00 in Rome
    expect(slotIsOpen('2026-11-26', '13:30', rome, 'Europe/Rome')).toBe(false);
    expect(slotIsOpen('2026-11-26', '13:31', rome, 'Europe/Rome')).toBe(true);
    expect(slotIsOpen('2026-11-26', '13:30:00', rome, 'Europe/Rome', 0)).toBe(true);
  });

  it('judges each product by its own time zone at the same instant', () => {
    const instant = new Date('2026-11-26T17:00:00Z'); // 18:00 Rome, 12:00 New York, 02:00 next day Tokyo
    expect(slotIsOpen('2026-11-26', '14:00', instant, 'America/New_York')).toBe(true);
    expect(slotIsOpen('2026-11-26', '14:00', instant, 'Europe/Rome')).toBe(false);
    expect(slotIsOpen('2026-11-27', '09:00', instant, 'Asia/Tokyo')).toBe(true);
    expect(slotIsOpen('2026-11-26', '23:00', instant, 'Asia/Tokyo')).toBe(false);
  });

  it('follows the clocks across a change of daylight saving time', () => {
    // Rome moves to summer time on 29 March 2026 at 02:00 (→ 03:00): 08:00 UTC is 10:00 local.
    const spring = new Date('2026-03-29T08:00:00Z');
    expect(wallClock(spring, 'Europe/Rome')).toBe('2026-03-29T10:00');
    expect(slotIsOpen('2026-03-29', '10:30', spring, 'Europe/Rome')).toBe(false);
    expect(slotIsOpen('2026-03-29', '10:31', spring, 'Europe/Rome')).toBe(true);
    // New York returns to standard time on 1 November 2026: 15:00 UTC is 10:00 local (not 11:00).
    const autumn = new Date('2026-11-01T15:00:00Z');
    expect(wallClock(autumn, 'America/New_York')).toBe('2026-11-01T10:00');
    expect(slotIsOpen('2026-11-01', '10:45', autumn, 'America/New_York')).toBe(true);
    // London on 25 October 2026 (BST ends): 23:45 UTC on the 24th is 00:45 local on the 25th.
    expect(wallClock(new Date('2026-10-24T23:45:00Z'), 'Europe/London')).toBe('2026-10-25T00:45');
  });

  it('a cut-off that crosses midnight closes the first slots of tomorrow', () => {
    const late = new Date('2026-11-26T22:50:00Z'); // 23:50 in Rome
    expect(slotIsOpen('2026-11-27', '00:15', late, 'Europe/Rome')).toBe(false);
    expect(slotIsOpen('2026-11-27', '00:30', late, 'Europe/Rome')).toBe(true);
  });
});
