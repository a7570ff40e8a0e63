import { filter, type Client, type PrismicDocument } from '@prismicio/client';
import { fromPrismicLocale, type LanguageCode } from '../i18n/languages';
import { buildPagePath, segmentsOfUid } from '../rules/routing/pagePath';
import { siteOrigin } from '../sites/siteOrigin';
import type { Site } from '../sites/site';
import { logger } from '../log/logger';

const log = logger('pages');

export interface ElsewhereInput {
  sites: readonly Site[];
  language: LanguageCode;
  /** The visitor's scheme://host[:port] (other sites are linked on the same scheme, port and suffix). */
  origin: string;
  localSuffix: string;
  /** Whether a microsite document is shown as a city page (the page-kind registry decides). */
  isCityPage: (document: PrismicDocument, site: Site) => boolean;
}

interface Candidate {
  key: string;
  href: string;
  /** Lower is better: a microsite's city guide (0) before the global site's city page (1); then the page's language. */
  rank: number;
}

const siteOf = (uid: string, sites: readonly Site[]) =>
  sites.find((site) => uid === site.domain || uid.startsWith(`${site.domain}.`));

function candidate(document: PrismicDocument, key: string, kindRank: number, input: ElsewhereInput) {
  const site = document.uid ? siteOf(document.uid, input.sites) : undefined;
  const language = fromPrismicLocale(document.lang);
  const segments = site && document.uid ? segmentsOfUid(document.uid, site.domain) : undefined;
  if (!site || !segments || !language) return undefined;
  if (language !== input.language && language !== 'en') return undefined;
  return {
    key,
    href: `${siteOrigin(site, input)}${buildPagePath(language, segments)}`,
    rank: kindRank * 2 + (language === input.language ? 0 : 1),
  } satisfies Candidate;
}

/**
 * The city pages of other sites for some city codes (issue 21 §4: nearby-city tiles are links): a
 * microsite's city guide (a page the registry shows as a city page), else the global site's city page
 * (`global_city`), in the page's language when that page has it, else in English; linked on the
 * visitor's scheme and port locally, at the site's domain in production. Two content queries in
 * parallel; a failing lookup answers no links (the tiles show without one).
 * @example await cityPagesElsewhere(client, ['LONDON'], input) → Map { 'LONDON' → 'http://global.localhost:4321/united-kingdom/london/' }
 */
export async function cityPagesElsewhere(
  client: Client,
  codes: readonly string[],
  input: ElsewhereInput,
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  const wanted = [...new Set(codes.map((code) => code.toUpperCase()))];
  if (wanted.length === 0) return paths;
  try {
    const [guides, globals] = await Promise.all([
      client.get({
        filters: [filter.at('document.type', 'microsite'), filter.any('my.microsite.tagged_city', wanted)],
        lang: '*',
        pageSize: 100,
      }),
      client.get({
        filters: [filter.at('document.type', 'global_city'), filter.any('my.global_city.city_code', wanted)],
        lang: '*',
        pageSize: 100,
      }),
    ]);
    const candidates: Candidate[] = [];
    for (const document of guides.results) {
      const site = document.uid ? siteOf(document.uid, input.sites) : undefined;
      if (!site || site.global || !input.isCityPage(document, site)) continue;
      const found = candidate(document, String(document.data['tagged_city']).toUpperCase(), 0, input);
      if (found) candidates.push(found);
    }
    for (const document of globals.results) {
      const found = candidate(document, String(document.data['city_code']).toUpperCase(), 1, input);
      if (found) candidates.push(found);
    }
    pick(candidates, paths);
  } catch (error) {
    log.error({ err: error }, 'city page lookup failed; nearby cities without links');
  }
  return paths;
}

/** The best candidate of each key: by rank, then in the order found. */
function pick(candidates: Candidate[], into: Map<string, string>): void {
  candidates.sort((a, b) => a.rank - b.rank);
  for (const { key, href } of candidates) if (!into.has(key)) into.set(key, href);
}

/**
 * The pages of other sites for some catalogue collections (issue 21 §4: top-attraction tiles are
 * links where this site has no page): another microsite's landing page tagged with the collection
 * (`london-theatre`'s home for the West End shows), else the global site's collection page
 * (`global_collection`), in the page's language when that page has it, else in English. A failing
 * lookup answers no links.
 * @example await collectionPagesElsewhere(client, [176], input) → Map { 176 → 'http://global.localhost:4321/italy/rome/colosseum/' }
 */
export async function collectionPagesElsewhere(
  client: Client,
  ids: readonly number[],
  input: ElsewhereInput,
): Promise<Map<number, string>> {
  const found = new Map<string, string>();
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) return new Map();
  try {
    const [landings, globals] = await Promise.all([
      client.get({
        filters: [
          filter.at('document.type', 'microsite'),
          filter.any('my.microsite.tagged_collection', wanted),
        ],
        lang: '*',
        pageSize: 100,
      }),
      client.get({
        filters: [
          filter.at('document.type', 'global_collection'),
          filter.any('my.global_collection.collection_id', wanted),
        ],
        lang: '*',
        pageSize: 100,
      }),
    ]);
    const candidates: Candidate[] = [];
    for (const document of landings.results) {
      if (document.data['tagged_page_type'] !== 'landing-page') continue;
      const landing = candidate(document, String(document.data['tagged_collection']), 0, input);
      if (landing) candidates.push(landing);
    }
    for (const document of globals.results) {
      const global = candidate(document, String(document.data['collection_id']), 1, input);
      if (global) candidates.push(global);
    }
    pick(candidates, found);
  } catch (error) {
    log.error({ err: error }, 'collection page lookup failed; tiles without links');
  }
  return new Map([...found].map(([id, href]) => [Number(id), href]));
}
