import { describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../request/pageContext';
import { CALENDAR_DAYS, loadCalendar } from './loadCalendar';

const contextWith = (getCalendar: (...args: unknown[]) => Promise<unknown>) =>
  ({ catalogue: { getCalendar }, currency: 'EUR', request: { channel: 'web' } }) as unknown as PageContext;

describe('loadCalendar', () => {
  it('asks today and the next 90 days in the visitor’s currency', async () => {
    const getCalendar = vi.fn(async () => ({ tourGroupId: 10002, dates: [] }));
    expect(await loadCalendar(10002, '2026-11-27', contextWith(getCalendar))).toEqual({
      calendar: { tourGroupId: 10002, dates: [] },
      failed: false,
    });
    expect(CALENDAR_DAYS).toBe(90);
    expect(getCalendar).toHaveBeenCalledWith(
      10002,
      { currency: 'EUR', 'from-date': '2026-11-27', 'to-date': '2027-02-25' },
      { channel: 'web' },
    );
  });

  it('reports a failing catalogue instead of throwing, and an unknown product as no calendar', async () => {
    const failing = contextWith(async () => Promise.reject(new Error('catalogue /calendar failed')));
    expect(await loadCalendar(1, '2026-11-27', failing)).toEqual({ calendar: undefined, failed: true });
    expect(
      await loadCalendar(
        1,
        '2026-11-27',
        contextWith(async () => null),
      ),
    ).toEqual({
      calendar: undefined,
      failed: false,
    });
  });
});
