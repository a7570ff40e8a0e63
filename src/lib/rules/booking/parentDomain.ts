import { getDomain } from 'tldts';
import { hostParts } from './hostParts';

// Server only: the public suffix list is ~130 kB, never part of a browser bundle (see hostParts.ts).
export { hostParts, type HostParts } from './hostParts';

/**
 * The registrable domain of a host by the public suffix list (`tldts`, private suffixes such as
 * `github.io` included, so one customer's site never shares cookies with another's): undefined for
 * IPs, bare `localhost`, and a host that is itself a public suffix. `localhost` counts as a top-level
 * domain, so `book.site.localhost` → `site.localhost`.
 * @example registrableDomain('tickets.example.co.uk') === 'example.co.uk'
 * @example registrableDomain('foo.github.io') === 'foo.github.io'
 * @example registrableDomain('127.0.0.1:4321') === undefined
 */
export function registrableDomain(host: string): string | undefined {
  const { hostname, isLocal } = hostParts(host);
  if (isLocal) return undefined;
  return getDomain(hostname, { allowPrivateDomains: true }) ?? undefined;
}

/**
 * The registrable ("parent") domain of a host (spec 000 §9): the booking subdomain lives on it.
 * www.example.com → example.com; shop.example.co.uk → example.co.uk; site.localhost stays
 * site.localhost; IPs, bare localhost and public suffixes stay as they are.
 * @example parentDomain('www.example.com:443') === 'example.com'
 */
export function parentDomain(host: string): string {
  return registrableDomain(host) ?? hostParts(host).hostname;
}
