import { filter, type Client } from '@prismicio/client';
import type { LanguageCode } from '../i18n/languages';
import { buildPagePath, segmentsOfUid } from '../rules/routing/pagePath';
import { logger } from '../log/logger';

const log = logger('pages');

export type TagField = 'tagged_collection' | 'tagged_category';

/** The microsite page types a tile may lead to for each tag: collection pages, category pages. */
const CONTENT_TYPE: Record<TagField, string[]> = {
  tagged_collection: ['collection'],
  tagged_category: ['category-tickets'],
};

/**
 * Paths of this site's pages tagged with some catalogue ids, in one content query: collection pages
 * for `tagged_collection`, category pages for `tagged_category` (sub-category pages excluded); where a
 * site has none, another landing page tagged with the id (the cruises page of category 18). A failing
 * lookup answers no links: tiles then show without one.
 * @example await taggedPagePaths(client, 'tagged_collection', [167], 'en-us', 'en', 'london-theatre-tickets.com') → Map { 167 → '/west-end-shows/' }
 * @example await taggedPagePaths(client, 'tagged_category', [18], 'en-us', 'en', 'paris-city-tickets.com') → Map { 18 → '/seine-river-cruises/' }
 */
export async function taggedPagePaths(
  client: Client,
  field: TagField,
  ids: readonly number[],
  locale: string,
  language: LanguageCode,
  domain: string,
): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  if (ids.length === 0) return paths;
  try {
    const answer = await client.get({
      filters: [filter.at('document.type', 'microsite'), filter.any(`my.microsite.${field}`, [...ids])],
      lang: locale,
      pageSize: 100,
    });
    const fallbacks = new Map<number, string>();
    for (const document of answer.results) {
      const data = document.data as Record<string, unknown>;
      const id = Number(data[field]);
      const contentType = String(data['tagged_content_type'] ?? '').toLowerCase();
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (!segments || (field === 'tagged_category' && data['tagged_sub_category'])) continue;
      const path = buildPagePath(language, segments);
      if (CONTENT_TYPE[field].includes(contentType)) {
        if (!paths.has(id)) paths.set(id, path);
      } else if (data['tagged_page_type'] === 'landing-page' && segments.length > 0 && !fallbacks.has(id))
        fallbacks.set(id, path); // the site's home is never a tile's fallback
    }
    for (const [id, path] of fallbacks) if (!paths.has(id)) paths.set(id, path);
  } catch (error) {
    log.error({ err: error }, `${field} page lookup failed; tiles without links`);
  }
  return paths;
}
