// Second-level public suffixes of the markets we sell in: example.co.uk's parent is example.co.uk, not co.uk.
const TWO_LEVEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'com.au',
  'net.au',
  'co.nz',
  'co.jp',
  'co.kr',
  'com.sg',
  'com.my',
  'co.in',
  'co.za',
  'com.br',
  'com.mx',
  'com.tr',
  'com.hk',
  'com.tw',
  'com.cn',
  'co.id',
  'co.th',
  'com.ar',
]);

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

/**
 * The registrable ("parent") domain of a host (spec 000 §9): the booking subdomain and the currency cookie
 * live on it. www.example.com → example.com; shop.example.co.uk → example.co.uk; `localhost` counts as a
 * top-level domain, so site.localhost stays site.localhost; IPs and bare localhost stay as they are.
 * @example parentDomain('www.example.com:443') === 'example.com'
 */
export function parentDomain(host: string): string {
  const { hostname, isLocal } = hostParts(host);
  if (isLocal) return hostname;
  const labels = hostname.split('.').filter(Boolean);
  const keep = TWO_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-keep).join('.');
}
