import { describe, expect, it } from 'vitest';
import {
  CLOCK_HEADER,
  clockInjectionEnabled,
  clockIsSet,
  injectedClockHeader,
  now,
  parseClock,
  withRequestClock,
} from './clock';

const header = (value: string | undefined) => (name: string) => (name === CLOCK_HEADER ? value : undefined);

describe('the server’s one clock (issue 21 §2)', () => {
  it('reads an instant with its offset, and nothing else', () => {
    expect(parseClock('2026-11-26T18:00:00+01:00')?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(parseClock('2026-11-26T17:00Z')?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(parseClock('2026-11-26T18:00:00')).toBeUndefined(); // no zone: ambiguous
    expect(parseClock('2026-11-26')).toBeUndefined();
    expect(parseClock('tomorrow at six')).toBeUndefined();
    expect(parseClock(`2026-11-26T18:00:00+01:00${' '.repeat(40)}`)).toBeUndefined();
    expect(parseClock(undefined)).toBeUndefined();
  });

  it('is honoured only when CLOCK_INJECTION=1', () => {
    expect(clockInjectionEnabled({ CLOCK_INJECTION: '1' })).toBe(true);
    expect(clockInjectionEnabled({ CLOCK_INJECTION: 'true' })).toBe(false);
    expect(clockInjectionEnabled({})).toBe(false);
    const set = header('2026-11-26T18:00:00+01:00');
    expect(withRequestClock(set, () => clockIsSet(), false)).toBe(false);
    expect(Math.abs(withRequestClock(set, () => now().getTime(), false) - Date.now())).toBeLessThan(5_000);
  });

  it('runs a request, and what it awaits, on the instant its header names', async () => {
    const set = header('2026-11-26T18:00:00+01:00');
    const seen = await withRequestClock(
      set,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return [now().toISOString(), clockIsSet(), injectedClockHeader()];
      },
      true,
    );
    expect(seen).toEqual(['2026-11-26T17:00:00.000Z', true, '2026-11-26T17:00:00.000Z']);
    // Outside the request, and for a malformed header, the system's clock.
    expect(clockIsSet()).toBe(false);
    expect(injectedClockHeader()).toBeUndefined();
    expect(withRequestClock(header('soon'), () => clockIsSet(), true)).toBe(false);
  });
});
