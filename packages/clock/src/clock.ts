import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's one clock (issue 21 §2): every "now" that decides what a visitor may book (time slots
 * left today, the catalogue's today, the group form's today) is read here. Tests set it per request
 * with the `x-storefront-clock` header, honoured only when CLOCK_INJECTION=1 (the end-to-end
 * tests' server), like CATALOGUE_FAULT_INJECTION; a request with a set clock is never cached.
 */
export const CLOCK_HEADER = 'x-storefront-clock';

const injected = new AsyncLocalStorage<number>();

/** Whether the clock header is honoured: CLOCK_INJECTION=1 (tests only). */
export const clockInjectionEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env['CLOCK_INJECTION'] === '1';

/** An instant with a time zone (`Z` or `±hh:mm`), at most 40 characters. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a clock header names, or undefined when it names none (missing, malformed, no zone).
 * @example parseClock('2026-11-26T18:00:00+01:00')?.toISOString() === '2026-11-26T17:00:00.000Z'
 * @example parseClock('tomorrow') === undefined
 */
export function parseClock(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string' || value.length > 40 || !INSTANT.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? new Date(at) : undefined;
}

/** Now: the request's injected instant when a test set one, else the system's. */
export function now(): Date {
  const at = injected.getStore();
  return new Date(at ?? Date.now());
}

/** Whether this request runs on an injected clock (its pages and catalogue answers are not kept). */
export const clockIsSet = (): boolean => injected.getStore() !== undefined;

/** The injected instant as the header spells it, for a call to another process; undefined when none. */
export const injectedClockHeader = (): string | undefined => {
  const at = injected.getStore();
  return at === undefined ? undefined : new Date(at).toISOString();
};

/**
 * Runs `work` on the clock a request's header names, when injection is enabled and the header names an
 * instant; otherwise on the system clock.
 * @example withRequestClock((name) => '2026-11-26T17:00:00Z', () => now().toISOString(), true) === '2026-11-26T17:00:00.000Z'
 */
export function withRequestClock<T>(
  header: (name: string) => string | null | undefined,
  work: () => T,
  enabled: boolean = clockInjectionEnabled(),
): T {
  const at = enabled ? parseClock(header(CLOCK_HEADER)) : undefined;
  return at === undefined ? work() : injected.run(at.getTime(), work);
}
