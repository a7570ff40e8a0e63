import type { AstroUserConfig } from 'astro';
import { IFRAME_HOSTS } from '../rules/shortcodes/safeUrl';

type CspConfig = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>;
/** A directive as `security.csp.directives` accepts it (the type is not exported by Astro). */
export type CspDirective = NonNullable<CspConfig['directives']>[number];

/**
 * The CSP directives besides script-src and style-src, which Astro's `security.csp` writes itself with
 * the hashes of every script and style it renders (astro.config.mjs). Everything loads from the
 * microsite's own host; pdf.js (cruise menus) runs its worker from our bundle and draws fonts and
 * images through blob: URLs; the iframe shortcode's allow-listed players are the only frames.
 */
export const CSP_DIRECTIVES: readonly CspDirective[] = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  `frame-src ${[...IFRAME_HOSTS].map((host) => `https://${host}`).join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The policy for an HTML answer Astro did not render (a plain HTML Response from an endpoint): no inline
 * script or style at all.
 */
export const FALLBACK_CSP = [...CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'"].join('; ');

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()';

/** Two years with subdomains: the booking subdomain is https too. Sent only over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers an answer gets (besides the CSP that Astro computes per page): `nosniff` on
 * every answer (JSON included), and on HTML the framing, referrer and feature policies, HSTS over https,
 * and the fallback CSP when the answer has none.
 * @example securityHeaders({ contentType: 'application/json', https: false, hasCsp: false }) → { 'x-content-type-options': 'nosniff' }
 */
export function securityHeaders(input: {
  contentType: string | null;
  https: boolean;
  hasCsp: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (input.https) headers['strict-transport-security'] = HSTS;
  if (!/^text\/html\b/i.test(input.contentType ?? '')) return headers;
  return {
    ...headers,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    ...(input.hasCsp ? {} : { 'content-security-policy': FALLBACK_CSP }),
  };
}

/** Sets the security headers on an answer; a response with immutable headers is copied first. */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  const headers = securityHeaders({
    contentType: response.headers.get('content-type'),
    https,
    hasCsp: response.headers.has('content-security-policy'),
  });
  let target = response;
  try {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  } catch {
    target = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  }
  return target;
}
