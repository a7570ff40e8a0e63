import type { AstroUserConfig } from 'astro';
import { IFRAME_HOSTS } from '../rules/shortcodes/safeUrl';

type CspConfig = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>;
/** A directive as `security.csp.directives` accepts it (the type is not exported by Astro). */
export type CspDirective = NonNullable<CspConfig['directives']>[number];

/** Where browsers send CSP violation reports (`src/pages/api/csp-report.ts`). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group the CSP's `report-to` names; `Reporting-Endpoints` maps it to the path. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * The CSP directives besides script-src and style-src, which Astro's `security.csp` writes itself with
 * the hashes of every script and style it renders (astro.config.mjs). Everything loads from the
 * microsite's own host, images and media also from the hosts configured at start (CSP_IMAGE_HOSTS,
 * CSP_MEDIA_HOSTS: added by the edge middleware, `cspSources.ts`); pdf.js (cruise menus) runs its worker from our bundle and draws fonts and
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
  // Violations reach our own endpoint: report-uri for browsers without the Reporting API (Firefox),
  // report-to for those with it (Chromium ignores report-uri when report-to is present).
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${CSP_REPORT_GROUP}`,
];

/**
 * The policy for an HTML answer Astro did not render (a plain HTML Response from an endpoint): no inline
 * script or style at all.
 */
export const FALLBACK_CSP = [...CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'"].join('; ');

/**
 * Powerful features off. Only features Chromium knows: an unknown one (`bluetooth`, `interest-cohort`)
 * makes it log a warning on every page.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/** The `Reporting-Endpoints` header of HTML answers: the CSP's report group on our own path. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Answers other sites may not embed or read (`Cross-Origin-Resource-Policy: same-origin`): JSON (the
 * catalogue API) and media (pictures, videos, menus), so that no other origin loads them into its
 * process (Spectre-class leaks) or hot-links them.
 */
const SAME_ORIGIN_RESOURCE =
  /^(?:application\/(?:[\w.-]+\+)?json|image\/|video\/|audio\/|application\/pdf)\b/i;

/** Two years with subdomains: the booking subdomain is https too. Sent only over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers an answer gets (besides the CSP that Astro computes per page): `nosniff` on
 * every answer, HSTS over https, CORP `same-origin` on JSON and media, and on HTML the framing,
 * referrer, feature and opener policies, the CSP's reporting endpoint, and the fallback CSP when the
 * answer has none.
 * @example securityHeaders({ contentType: 'application/json', https: false, hasCsp: false }) → { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' }
 */
export function securityHeaders(input: {
  contentType: string | null;
  https: boolean;
  hasCsp: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (input.https) headers['strict-transport-security'] = HSTS;
  if (SAME_ORIGIN_RESOURCE.test(input.contentType ?? ''))
    headers['cross-origin-resource-policy'] = 'same-origin';
  if (!/^text\/html\b/i.test(input.contentType ?? '')) return headers;
  return {
    ...headers,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'reporting-endpoints': REPORTING_ENDPOINTS,
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
