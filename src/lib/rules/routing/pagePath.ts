import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../i18n/languages';

/** What a request path says: the language, the uid segments below the site, and whether it is canonical. */
export interface PagePath {
  language: LanguageCode;
  /** Path segments after the language prefix, e.g. ['shows', 'wicked']. */
  segments: string[];
  /** The canonical path for the same page, always with a trailing slash. */
  canonicalPath: string;
}

/** A uid segment: lowercase letters, digits, hyphens and underscores (dots would be ambiguous in a uid). */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Whether a segment can name part of a page path as written (lowercase, no dots, slashes or escapes).
 * @example isPageSegment('louvre-museum') === true; isPageSegment('Louvre') === false
 */
export const isPageSegment = (segment: string): boolean => SEGMENT.test(segment);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Parses a request path: an optional language prefix (every language but English), then uid segments.
 * Returns undefined when the path cannot name a page (bad escapes, dots, unsafe characters).
 * @example parsePagePath('/fr/shows/wicked/') → { language: 'fr', segments: ['shows', 'wicked'], canonicalPath: '/fr/shows/wicked/' }
 */
export function parsePagePath(pathname: string): PagePath | undefined {
  const raw = pathname.split('/').filter((part) => part !== '');
  const segments: string[] = [];
  for (const part of raw) {
    const decoded = decodeSegment(part)?.toLowerCase();
    if (decoded === undefined || !SEGMENT.test(decoded)) return undefined;
    segments.push(decoded);
  }
  let language: LanguageCode = DEFAULT_LANGUAGE;
  const first = segments[0];
  if (first !== undefined && first.length === 2 && isLanguageCode(first)) {
    language = first;
    segments.shift();
  }
  return { language, segments, canonicalPath: buildPagePath(language, segments) };
}

/**
 * The path of a page: language prefix except for English, segments, trailing slash.
 * @example buildPagePath('ar', ['guided-tours']) === '/ar/guided-tours/'
 */
export function buildPagePath(language: LanguageCode, segments: readonly string[]): string {
  const parts = language === DEFAULT_LANGUAGE ? [...segments] : [language, ...segments];
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/**
 * The Prismic uid of a page: the site's domain, then the path segments, joined with dots
 * (spec 000 §2: prefix stripped, dots replace slashes).
 * @example deriveUid('colosseum-rome-tickets.com', ['guided-tours']) === 'colosseum-rome-tickets.com.guided-tours'
 */
export function deriveUid(domain: string, segments: readonly string[]): string {
  return [domain, ...segments].join('.');
}

/**
 * The path segments of a uid on a site, or undefined when the uid belongs to another site.
 * @example segmentsOfUid('colosseum-rome-tickets.com.guided-tours', 'colosseum-rome-tickets.com') → ['guided-tours']
 */
export function segmentsOfUid(uid: string, domain: string): string[] | undefined {
  if (uid === domain) return [];
  if (!uid.startsWith(`${domain}.`)) return undefined;
  return uid.slice(domain.length + 1).split('.');
}

/** Whether a path needs the trailing-slash redirect (files with an extension are left alone). */
export function needsTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith('/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Where a page path redirects to (301, the query kept by the caller): the same path with its trailing
 * slash, or its canonical form (English without a prefix); undefined when it is canonical already.
 * One rule for the router (`resolveRoute`) and the server's request step, which answers it before the
 * page cache with the visitor's own query.
 * @example canonicalPageRedirect('/ar') === '/ar/'
 * @example canonicalPageRedirect('/en/') === '/'
 * @example canonicalPageRedirect('/ar/') === undefined
 */
export function canonicalPageRedirect(pathname: string): string | undefined {
  if (needsTrailingSlash(pathname)) return `${pathname}/`;
  const path = parsePagePath(pathname);
  return path && path.canonicalPath !== pathname ? path.canonicalPath : undefined;
}
