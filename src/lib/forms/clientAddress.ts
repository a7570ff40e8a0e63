import { isIP } from 'node:net';
import { appConfig } from '../config';

/** The one bucket of a request whose address nobody can tell (no socket address, a prerender). */
export const UNKNOWN_CLIENT = 'unknown';

export interface ProxyTrust {
  /** TRUSTED_PROXY: a proxy in front of the server appends the client's address to X-Forwarded-For. */
  trustedProxy: boolean;
  /** TRUSTED_PROXY_HOPS: how many trusted proxies append an entry (1 for nginx alone). */
  hops: number;
}

/**
 * One address, normalised: an IPv4 or IPv6 address, an IPv4 with a port, a bracketed IPv6 with or
 * without a port; IPv4-mapped IPv6 (`::ffff:a.b.c.d`, as Node reports IPv4 sockets on a dual stack) is
 * the IPv4 address. Anything else is undefined.
 * @example normaliseAddress('[2001:DB8::1]:443') === '2001:db8::1'
 * @example normaliseAddress('::ffff:203.0.113.9') === '203.0.113.9'
 */
export function normaliseAddress(entry: string | undefined): string | undefined {
  let address = (entry ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? '';
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.indexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1] ?? '';
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The client's address, the one fact every rate limit is keyed on. Without a trusted proxy it is the
 * socket's address (X-Forwarded-For is the visitor's own words, ignored). Behind `hops` trusted proxies
 * that each append the address they saw (nginx's `$proxy_add_x_forwarded_for`), it is the `hops`-th entry
 * from the right: entries further left were written by the visitor and are never trusted. With fewer
 * entries than hops (the request skipped an outer proxy) every entry was written by a trusted proxy, so
 * the leftmost counts. A malformed entry at that place, or no header at all, falls back to the socket
 * address (the proxy's: one shared bucket, strict but safe); no address at all is {@link UNKNOWN_CLIENT}.
 * @example clientAddressFrom('127.0.0.1', '203.0.113.9, 198.51.100.4', { trustedProxy: true, hops: 1 }) === '198.51.100.4'
 * @example clientAddressFrom('127.0.0.1', '203.0.113.9, 198.51.100.4', { trustedProxy: false, hops: 0 }) === '127.0.0.1'
 */
export function clientAddressFrom(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: ProxyTrust,
): string {
  const socket = normaliseAddress(socketAddress) ?? UNKNOWN_CLIENT;
  if (!trust.trustedProxy || !forwardedFor) return socket;
  const entries = forwardedFor.split(',');
  if (entries.length > 100) return socket;
  const index = Math.max(0, entries.length - Math.max(1, trust.hops));
  return normaliseAddress(entries[index]) ?? socket;
}

let trust: ProxyTrust | undefined;
const proxyTrust = (): ProxyTrust => {
  if (!trust) {
    const config = appConfig();
    trust = { trustedProxy: config.trustedProxy, hops: config.trustedProxyHops };
  }
  return trust;
};

/**
 * The client address of an Astro request (page or endpoint): {@link clientAddressFrom} with the
 * socket address the adapter reports and the configured proxy trust (TRUSTED_PROXY, TRUSTED_PROXY_HOPS).
 * The single source of the address for every rate limit.
 */
export function clientAddressOf(context: { clientAddress: string; request: Request }): string {
  let socket: string | undefined;
  try {
    socket = context.clientAddress;
  } catch {
    socket = undefined; // Astro throws where it cannot tell (prerendering)
  }
  return clientAddressFrom(socket, context.request.headers.get('x-forwarded-for'), proxyTrust());
}
