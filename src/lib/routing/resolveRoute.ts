import { isLanguageCode, type LanguageCode } from '../i18n/languages';
import type { Site } from '../sites/site';
import { matchHost } from '../sites/matchHost';
import { deriveUid, needsTrailingSlash, parsePagePath, segmentsOfUid } from '../rules/routing/pagePath';
import type { Route } from './route';
import { safeRedirect } from '../rules/safeRedirect';

export type Resolution = { redirect: string; status: 301 } | { route: Route; language: LanguageCode };

export interface RouteInput {
  url: URL;
  host: string | null;
  sites: readonly Site[];
  /** The demo hosts' suffix, or null when they are off (src/lib/config.ts `demoHostSuffix`). */
  localSuffix: string | null;
  /** Development mode accepts `/?mystique_uid=<uid>&lang=<code>` (spec 000 §2). */
  dev: boolean;
}

function devRoute(input: RouteInput): Resolution | undefined {
  const uid = input.url.searchParams.get('mystique_uid');
  if (!input.dev || input.url.pathname !== '/' || !uid) return undefined;
  const lang = input.url.searchParams.get('lang') ?? 'en';
  const language = isLanguageCode(lang) ? lang : 'en';
  const site = [...input.sites]
    .sort((a, b) => b.domain.length - a.domain.length)
    .find((candidate) => segmentsOfUid(uid, candidate.domain) !== undefined);
  if (!site) return { route: { kind: 'notFound', site: undefined }, language };
  const segments = segmentsOfUid(uid, site.domain) ?? [];
  return { route: { kind: 'page', site, language, segments, uid }, language };
}

/**
 * From host and path to what to render: a trailing-slash or canonical-path redirect (301, query kept),
 * the index of microsites on a bare local host, an unknown site, or a page with language and uid.
 * @example resolveRoute({ url: new URL('http://colosseum.localhost/ar/guided-tours/'), … }).route.uid === 'colosseum-rome-tickets.com.guided-tours'
 */
export function resolveRoute(input: RouteInput): Resolution {
  const { url } = input;
  if (needsTrailingSlash(url.pathname))
    return { redirect: safeRedirect(`${url.pathname}/${url.search}`), status: 301 };
  const dev = devRoute(input);
  if (dev) return dev;
  const match = matchHost(input.host, input.sites, input.localSuffix);
  const path = parsePagePath(url.pathname);
  const language = path?.language ?? 'en';
  if (match.kind === 'index') {
    return {
      route: url.pathname === '/' ? { kind: 'index' } : { kind: 'notFound', site: undefined },
      language,
    };
  }
  if (match.kind === 'unknown') return { route: { kind: 'unknownSite' }, language };
  if (!path) return { route: { kind: 'notFound', site: match.site }, language };
  if (path.canonicalPath !== url.pathname)
    return { redirect: safeRedirect(`${path.canonicalPath}${url.search}`), status: 301 };
  return {
    route: {
      kind: 'page',
      site: match.site,
      language: path.language,
      segments: path.segments,
      uid: deriveUid(match.site.domain, path.segments),
    },
    language,
  };
}
