import type { Site } from './site';

export type HostMatch =
  | { kind: 'site'; site: Site; host: string }
  | { kind: 'index'; host: string }
  | { kind: 'unknown'; host: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The host name of a Host header, lowercased, without port, trailing dot or `www.`; undefined when malformed.
 * @example normaliseHost('WWW.Colosseum-Rome-Tickets.com:443') === 'colosseum-rome-tickets.com'
 */
export function normaliseHost(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return undefined;
    host = host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/.test(host))
    return undefined;
  return host;
}

/**
 * Which microsite a request is for: its production domain, `<alias>.<localSuffix>`, or
 * `<domain>.<localSuffix>`. Bare loopback hosts get the index of demo microsites. A `null` suffix turns
 * the demo hosts off.
 * @example matchHost('colosseum.localhost:4321', sites).kind === 'site'
 */
export function matchHost(
  header: string | null | undefined,
  sites: readonly Site[],
  localSuffix: string | null = 'localhost',
): HostMatch {
  const host = normaliseHost(header);
  if (!host) return { kind: 'unknown', host: header ?? '' };
  // Demo hosts off (null): only the sites' own domains answer; no index, no `<alias>.<suffix>`.
  if (localSuffix !== null && (LOOPBACK.has(host) || host === localSuffix)) return { kind: 'index', host };
  const suffix = localSuffix === null ? undefined : `.${localSuffix}`;
  const local = suffix !== undefined && host.endsWith(suffix) ? host.slice(0, -suffix.length) : undefined;
  const site =
    sites.find((candidate) => candidate.domain === host) ??
    (local === undefined
      ? undefined
      : sites.find((candidate) => candidate.alias === local || candidate.domain === local));
  return site ? { kind: 'site', site, host } : { kind: 'unknown', host };
}
