/** A Host header that passed validation: lowercased name, optional port, no userinfo, path or junk. */
export interface ValidHost {
  /** `name` or `name:port`, as links and cookies use it. */
  host: string;
  hostname: string;
  port: number | undefined;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/**
 * Parses a Host header strictly: a DNS name (labels of letters, digits and inner hyphens, at most 253
 * characters, one trailing dot dropped), an IPv4 address or a bracketed IPv6 address, and an optional
 * port from 1 to 65535. Userinfo (`user@host`), a path, spaces, an empty or out-of-range port or any
 * other character give undefined (the middleware answers 400).
 * @example parseHostHeader('Colosseum.localhost:4321')?.host === 'colosseum.localhost:4321'
 * @example parseHostHeader('evil@colosseum.localhost') === undefined
 */
export function parseHostHeader(header: string | null | undefined): ValidHost | undefined {
  if (!header || header.length > 300) return undefined;
  const match = HOST_PORT.exec(header.trim().toLowerCase());
  if (!match) return undefined;
  const name = (match[1] ?? '').replace(/\.$/, '');
  const portText = match[2];
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  if (!name.startsWith('[')) {
    if (name.length === 0 || name.length > 253) return undefined;
    if (!name.split('.').every((label) => LABEL.test(label))) return undefined;
  } else if (!isIpv6(name.slice(1, -1))) return undefined;
  return { host: port === undefined ? name : `${name}:${port}`, hostname: name, port };
}

function isIpv6(address: string): boolean {
  try {
    return new URL(`http://[${address}]/`).hostname !== '';
  } catch {
    return false;
  }
}

export interface RequestOrigin {
  /** The validated host, or undefined when the request had no Host header. */
  host: ValidHost | undefined;
  https: boolean;
  /** `scheme://host[:port]` for absolute links (canonical, hreflang, og:url). */
  origin: string;
}

/**
 * The scheme and host a visitor used, from validated headers only: the Host header and the connection's
 * scheme, or, when a trusted proxy is configured (TRUSTED_PROXY), its `X-Forwarded-Host` and
 * `X-Forwarded-Proto` (first value). A malformed host (either header) gives undefined: answer 400.
 * One rule for the edge middleware (a web Request) and the page cache (a Node request).
 * @example originFromHeaders((name) => ({ host: 'a.localhost:4321' })[name], false, false)?.origin === 'http://a.localhost:4321'
 */
export function originFromHeaders(
  header: (name: string) => string | null | undefined,
  connectionHttps: boolean,
  trustedProxy: boolean,
  fallbackOrigin?: string,
): RequestOrigin | undefined {
  const first = (name: string): string | null => header(name)?.split(',')[0]?.trim() || null;
  const forwardedHost = trustedProxy ? first('x-forwarded-host') : null;
  const rawHost = forwardedHost ?? header('host') ?? null;
  const host = rawHost === null ? undefined : parseHostHeader(rawHost);
  if (rawHost !== null && !host) return undefined;
  if (!host && fallbackOrigin === undefined) return undefined;
  const forwardedProto = trustedProxy ? first('x-forwarded-proto')?.toLowerCase() : undefined;
  const https = forwardedProto ? forwardedProto === 'https' : connectionHttps;
  const scheme = https ? 'https' : 'http';
  return { host, https, origin: host ? `${scheme}://${host.host}` : (fallbackOrigin ?? '') };
}

/**
 * {@link originFromHeaders} of a web Request; without a Host header, the request URL's origin.
 * @example requestOrigin(new Request('http://localhost/', { headers: { host: 'a.localhost:4321', 'x-forwarded-proto': 'https' } }), false)?.origin === 'http://a.localhost:4321'
 */
export function requestOrigin(request: Request, trustedProxy: boolean): RequestOrigin | undefined {
  const url = new URL(request.url);
  return originFromHeaders(
    (name) => request.headers.get(name),
    url.protocol === 'https:',
    trustedProxy,
    url.origin,
  );
}
