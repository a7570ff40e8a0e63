import { normaliseSameSitePath } from '../rules/safeRedirect';

export const DEFAULT_REDIRECT_STATUS = 302;
const ALLOWED_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface RedirectContext {
  /** The host the visitor used, e.g. `colosseum.localhost:4321`. */
  requestOrigin: string;
  /** Hosts the redirect may leave the site for: the site's own domain and configured partners. */
  allowedHosts: readonly string[];
}

export interface Redirect {
  location: string;
  status: number;
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const bare = host.toLowerCase().replace(/^www\./, '');
  return allowed.some((entry) => bare === entry || bare.endsWith(`.${entry}`));
}

/**
 * Where a `redirect` document sends the visitor: a same-site path, or an absolute http(s) URL on an
 * allowed host; status 302 unless the document names 301, 303, 307 or 308. Anything else (another
 * host, `javascript:`, `//evil.example`) is refused with undefined.
 * @example redirectTarget({ target: '/guided-tours/' }, ctx) → { location: '/guided-tours/', status: 302 }
 */
export function redirectTarget(
  data: Record<string, unknown>,
  context: RedirectContext,
): Redirect | undefined {
  const rawTarget = data['target'];
  const target =
    typeof rawTarget === 'string'
      ? rawTarget.trim()
      : rawTarget && typeof rawTarget === 'object' && typeof (rawTarget as { url?: unknown }).url === 'string'
        ? (rawTarget as { url: string }).url.trim()
        : '';
  if (target === '' || /[\s\\]/.test(target)) return undefined;
  const rawStatus = Number(data['status']);
  const status = ALLOWED_STATUSES.has(rawStatus) ? rawStatus : DEFAULT_REDIRECT_STATUS;
  if (target.startsWith('/')) {
    const location = normaliseSameSitePath(target);
    return location ? { location, status } : undefined;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const own = new URL(context.requestOrigin).host;
  if (url.host !== own && !hostAllowed(url.hostname, context.allowedHosts)) return undefined;
  return { location: url.toString(), status };
}
