import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a request id comes in on and goes back out on (and on to the catalogue). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest id taken from a client or proxy (a UUID is 36; a W3C trace parent 55). */
export const MAX_REQUEST_ID_LENGTH = 128;

/** Letters, digits and `-._:`: safe in a header, a log line and a URL. */
const SANE = /^[A-Za-z0-9._:-]+$/;

/**
 * A request id a client or proxy sent, when it is a sane token (1 to 128 characters of letters, digits
 * and `-._:`), else undefined (the server makes one).
 * @example parseRequestId('4bf92f35-77b3') === '4bf92f35-77b3'
 * @example parseRequestId('a b') === undefined; parseRequestId('x'.repeat(129)) === undefined
 */
export function parseRequestId(value: string | readonly string[] | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  return text && text.length <= MAX_REQUEST_ID_LENGTH && SANE.test(text) ? text : undefined;
}

/**
 * The id of a request: the one it came with when sane, else a new UUID.
 * @example requestIdOf(undefined, () => 'new') === 'new'; requestIdOf('abc', () => 'new') === 'abc'
 */
export const requestIdOf = (
  value: string | readonly string[] | undefined,
  newId: () => string = randomUUID,
): string => parseRequestId(value) ?? newId();

const scope = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it awaits) as the request `id`: its log lines and upstream calls carry it. */
export const withRequestId = <T>(id: string, work: () => T): T => scope.run(id, work);

/** The id of the request being answered, undefined outside one (start, timers of their own). */
export const currentRequestId = (): string | undefined => scope.getStore();
