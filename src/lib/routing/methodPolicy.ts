/**
 * Which HTTP methods each kind of path answers (issue 10 §4): anything else gets 405 with `Allow`,
 * never a page rendered for PATCH or a 500. OPTIONS answers 204 with the same `Allow`.
 */
const READ_ONLY = ['GET', 'HEAD'] as const;
const PAGE = ['GET', 'HEAD', 'POST'] as const;

/** Endpoints with one fixed set of methods, decided here rather than by their handler. */
const ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  '/api/csp-report': ['POST'],
};
/** Paths whose own handlers decide (the catalogue router, form and webhook endpoints, the consent form). */
const OWN_POLICY = /^\/(?:api\/|api$|consent\/?$)/;
const STATIC = /^\/(?:_astro\/|_image|media\/|robots\.txt$|sitemap[\w-]*\.xml$)/;

/** The methods `pathname` answers, or undefined when its own handler decides. */
export function allowedMethods(pathname: string): readonly string[] | undefined {
  const endpoint = ENDPOINTS[pathname.replace(/\/$/, '')];
  if (endpoint) return endpoint;
  if (OWN_POLICY.test(pathname)) return undefined;
  return STATIC.test(pathname) ? READ_ONLY : PAGE;
}

/** A 405 (or a 204 for OPTIONS) when `method` is not answered at `pathname`; undefined otherwise. */
export function refuseMethod(method: string, pathname: string): Response | undefined {
  const allowed = allowedMethods(pathname);
  if (!allowed || allowed.includes(method)) return undefined;
  const headers = { allow: allowed.join(', '), 'cache-control': 'no-store' };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers });
  return new Response('Method not allowed', {
    status: 405,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Methods Node's HTTP parser accepts but the WHATWG `Request` constructor refuses (it throws, which
 * the Node adapter turned into a 500 before any Astro code ran). Answered 405 by the server itself.
 */
export const FORBIDDEN_FETCH_METHODS: readonly string[] = ['CONNECT', 'TRACE', 'TRACK'];
