import { filter, type Client } from '@prismicio/client';
import type { LanguageCode } from '../i18n/languages';
import { buildPagePath, segmentsOfUid } from '../routing/pagePath';

export type TagField = 'tagged_collection' | 'tagged_category';

/** The microsite page types a tile may lead to for each tag: collection pages, category pages. */
const CONTENT_TYPE: Record<TagField, string[]> = {
  tagged_collection: ['collection'],
  tagged_category: ['category-tickets'],
};

/**
 * Paths of this site's pages tagged with some catalogue ids, in one content query: collection pages
 * for `tagged_collection`, category pages for `tagged_category` (sub-category pages excluded). A
 * failing lookup answers no links: tiles then show without one.
 * @example await taggedPagePaths(client, 'tagged_collection', [167], 'en-us', 'en', 'london-theatre-tickets.com') → Map { 167 → '/west-end-shows/' }
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
    for (const document of answer.results) {
      const data = document.data as Record<string, unknown>;
      const id = Number(data[field]);
      const contentType = String(data['tagged_content_type'] ?? '').toLowerCase();
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (!segments || !CONTENT_TYPE[field].includes(contentType) || paths.has(id)) continue;
      if (field === 'tagged_category' && data['tagged_sub_category']) continue;
      paths.set(id, buildPagePath(language, segments));
    }
  } catch (error) {
    console.error(new Error(`[pages] ${field} page lookup failed; tiles without links`, { cause: error }));
  }
  return paths;
}
