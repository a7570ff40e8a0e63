// Host names without the public suffix list: safe for scripts in the browser (parentDomain.ts is not).

export interface HostParts {
  /** Lowercased host name without port or trailing dot. */
  hostname: string;
  /** ':8080' or ''. */
  port: string;
  /** An IP address or a bare `localhost`: no domain cookies, no subdomains of its own. */
  isLocal: boolean;
  /** `localhost` or a `*.localhost` development host: served over http. */
  isDevelopment: boolean;
}

/** @example hostParts('Site.Localhost:4321') → { hostname: 'site.localhost', port: ':4321', isLocal: false, isDevelopment: true } */
export function hostParts(host: string): HostParts {
  const trimmed = host.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(trimmed);
  const hostname = (match?.[1] ?? trimmed).replace(/\.$/, '');
  const port = match?.[2] ?? '';
  const isIp = hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
  const isDevelopment = hostname === 'localhost' || hostname.endsWith('.localhost') || isIp;
  return { hostname, port, isLocal: isIp || hostname === 'localhost', isDevelopment };
}
