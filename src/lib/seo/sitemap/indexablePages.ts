import { defaultAlternate, pageAlternates } from '../../content/alternates';
import { PAGE_DOCUMENT_TYPES } from '../../content/findPage';
import { parsePrismicTimestamp } from '../../content/prismicTimestamp';
import { fromPrismicLocale, LANGUAGE_CODES, type LanguageCode } from '../../i18n/languages';
import { canonicalFor, isNoindex } from '../../views/loadPage';
import { segmentsOfUid } from '../../rules/routing/pagePath';
import { normaliseHost } from '../../sites/matchHost';
import type { SitemapPage } from './pagesSitemap';

/** The fields of a content document the sitemap reads (a PrismicDocument has them all). */
export interface PageDocument {
  type: string;
  uid: string | null;
  lang: string;
  tags: readonly string[];
  last_publication_date?: string | null | undefined;
  data: Record<string, unknown>;
  alternate_languages: readonly { lang: string; uid?: string | null | undefined }[];
}

export interface IndexablePage extends SitemapPage {
  document: PageDocument;
  language: LanguageCode;
}

const typeRank = (type: string): number => (PAGE_DOCUMENT_TYPES as readonly string[]).indexOf(type);

/** W3C date-time of a Prismic timestamp, without milliseconds; undefined when unreadable. */
export function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = parsePrismicTimestamp(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}

/**
 * Whether a `canonical_link` sends search engines to another page. The same path on this host or on
 * the site's production domain is the page itself (editors write production URLs).
 * @example canonicalElsewhere({ canonical_link: 'https://other.com/' }, 'https://x.com/', 'x.com') === true
 */
export function canonicalElsewhere(data: Record<string, unknown>, ownUrl: string, domain: string): boolean {
  const canonical = canonicalFor(data, ownUrl);
  if (canonical === ownUrl) return false;
  try {
    const target = new URL(canonical);
    const own = new URL(ownUrl);
    const sameHost = target.host === own.host || normaliseHost(target.host) === domain;
    const path = target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`;
    return !(sameHost && path === own.pathname && target.search === '');
  } catch {
    return true;
  }
}

/**
 * The pages of a site a search engine should index, one per uid and language: the document the page
 * route would show (the first type of PAGE_DOCUMENT_TYPES wins), unless it is a redirect, noindex or
 * canonical to another page. Each has its URL on `origin`, lastmod, and hreflang alternates limited to
 * indexable translations, plus x-default. Uids under a longer domain of another site are that site's.
 * @example indexablePages(documents, 'colosseum-rome-tickets.com', 'https://colosseum-rome-tickets.com')[0].loc === 'https://colosseum-rome-tickets.com/'
 */
export function indexablePages(
  documents: readonly PageDocument[],
  domain: string,
  origin: string,
  otherDomains: readonly string[] = [],
): IndexablePage[] {
  const longer = otherDomains.filter(
    (other) => other.length > domain.length && other.startsWith(`${domain}.`),
  );
  const shown = new Map<string, PageDocument>();
  for (const document of documents) {
    const language = fromPrismicLocale(document.lang);
    const { uid } = document;
    if (!uid || !language || typeRank(document.type) < 0 || !segmentsOfUid(uid, domain)) continue;
    if (longer.some((other) => segmentsOfUid(uid, other))) continue;
    const key = `${uid}|${language}`;
    const current = shown.get(key);
    if (!current || typeRank(document.type) < typeRank(current.type)) shown.set(key, document);
  }
  const candidates = [...shown.values()].flatMap((document) => {
    if (document.type === 'redirect' || isNoindex(document.data)) return [];
    const alternates = pageAlternates(document, domain, origin);
    const own = alternates.find((alternate) => alternate.current);
    if (!own || canonicalElsewhere(document.data, own.href, domain)) return [];
    return [{ document, own, alternates }];
  });
  const indexable = new Set(candidates.map((candidate) => candidate.own.href));
  return candidates
    .map(({ document, own, alternates }): IndexablePage => {
      const kept = alternates.filter((alternate) => indexable.has(alternate.href));
      const xDefault = defaultAlternate(kept);
      return {
        document,
        language: own.code,
        loc: own.href,
        lastmod: lastmodOf(document.last_publication_date),
        alternates: [
          ...kept.map(({ hreflang, href }) => ({ hreflang, href })),
          ...(xDefault ? [{ hreflang: 'x-default', href: xDefault.href }] : []),
        ],
      };
    })
    .sort(
      (a, b) =>
        (a.document.uid ?? '').localeCompare(b.document.uid ?? '') ||
        LANGUAGE_CODES.indexOf(a.language) - LANGUAGE_CODES.indexOf(b.language),
    );
}
