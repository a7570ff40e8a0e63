import { withCspSources, withCspSourcesHeader } from './cspSources';

/** Where the Prismic toolbar's script comes from (src/components/preview/PreviewBar.astro). */
export const PRISMIC_TOOLBAR_SCRIPT_ORIGIN = 'https://static.cdn.prismic.io';
/** A Prismic repository name as the toolbar takes it (`toolbarRepository()` checks the same). */
const REPOSITORY_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i;

/**
 * The sources the Prismic toolbar needs, per directive: its script from Prismic's CDN; its frame and
 * its calls to the repository's host and Prismic's other hosts (Prismic documents `*.prismic.io`).
 * @example toolbarSources('my-repo')['frame-src'] → ['https://my-repo.prismic.io', 'https://*.prismic.io']
 */
export function toolbarSources(repository: string): Record<string, readonly string[]> {
  const prismic = [`https://${repository.toLowerCase()}.prismic.io`, 'https://*.prismic.io'];
  return {
    'script-src': [PRISMIC_TOOLBAR_SCRIPT_ORIGIN],
    // An element-only script directive, if any, overrides script-src for <script src>: widen it too.
    'script-src-elem': [PRISMIC_TOOLBAR_SCRIPT_ORIGIN],
    'frame-src': prismic,
    'connect-src': prismic,
  };
}

/**
 * A Content-Security-Policy widened for the Prismic toolbar of `repository`: each directive the toolbar
 * needs gets its sources (once; 'none' is replaced). A missing script-src, frame-src or connect-src is
 * added as default-src's sources plus the toolbar's; a missing script-src-elem stays missing (script-src
 * applies). An invalid repository name leaves the policy as it was.
 * @example withToolbarCsp("default-src 'self'; script-src 'self' 'sha256-x'", 'my-repo') → "default-src 'self'; script-src 'self' 'sha256-x' https://static.cdn.prismic.io; frame-src 'self' https://my-repo.prismic.io https://*.prismic.io; connect-src 'self' https://my-repo.prismic.io https://*.prismic.io"
 */
export function withToolbarCsp(policy: string, repository: string): string {
  return REPOSITORY_NAME.test(repository) ? withCspSources(policy, toolbarSources(repository)) : policy;
}

/**
 * A preview answer's CSP with the toolbar's hosts, when the answer is HTML with a CSP; any other answer
 * unchanged. Only the middleware's preview branch calls it, so public pages never allow a third party.
 */
export function withToolbarCspHeader(response: Response, repository: string): Response {
  return REPOSITORY_NAME.test(repository)
    ? withCspSourcesHeader(response, toolbarSources(repository))
    : response;
}
