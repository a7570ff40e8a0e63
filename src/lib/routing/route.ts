import type { LanguageCode } from '../i18n/languages';
import type { Site } from '../sites/site';

/** What the middleware decided a request is for; the catch-all page renders it. */
export type Route =
  | { kind: 'index' }
  | { kind: 'unknownSite' }
  | { kind: 'notFound'; site: Site | undefined }
  | { kind: 'page'; site: Site; language: LanguageCode; segments: string[]; uid: string };

/**
 * The country of the site a route is on (the region of its dates, i18n/dateLocale); undefined
 * off a site or for a site without one.
 * @example routeRegion({ kind: 'page', site: londonTheatre, … }) === 'GB'; routeRegion({ kind: 'index' }) === undefined
 */
export function routeRegion(route: Route | undefined): string | undefined {
  return route && 'site' in route ? route.site?.countryCode : undefined;
}
