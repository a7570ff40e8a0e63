import { filter, type Client } from '@prismicio/client';
import { pageDocumentTypesFor } from '../../content/findPage';
import { richTextToPlain } from '../../content/richText';
import type { LanguageCode } from '../../i18n/languages';
import { buildPagePath, segmentsOfUid } from '../../rules/routing/pagePath';
import { searchWords } from '../../rules/search/searchQuery';
import type { Site } from '../../sites/site';

/** A content page a search found. */
export interface PageHit {
  title: string;
  href: string;
  description: string;
}

/** Pages one search shows at most. */
export const PAGE_HITS_MAX = 10;
/** Documents asked of the content service per search (every site's pages come in one listing). */
const PAGE_SIZE = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The site's content pages in the page's language whose text has every word of the search (Prismic's
 * `fulltext` on the whole document), pages whose title has the first word first, at most ten. Redirects
 * are not pages. Quotes and backslashes are dropped from the words (they would end the predicate's
 * string). Throws when the content service fails (the caller degrades this part).
 * @example await searchContentPages(client, 'opening hours', { locale: 'en-us', language: 'en', site: colosseum }) → [{ title: 'Colosseum opening hours', href: '/opening-hours/', … }]
 */
export async function searchContentPages(
  client: Client,
  query: string,
  where: { locale: string; language: LanguageCode; site: Site },
): Promise<PageHit[]> {
  const words = searchWords(query.replace(/["\\]/g, ' ').replace(/\s+/g, ' ').trim());
  if (words.length === 0) return [];
  const types = pageDocumentTypesFor(where.site).filter((type) => type !== 'redirect');
  const answer = await client.get({
    filters: [filter.any('document.type', [...types]), filter.fulltext('document', words.join(' '))],
    lang: where.locale,
    pageSize: PAGE_SIZE,
  });
  const first = words[0]?.toLocaleLowerCase(where.language) ?? '';
  const hits: (PageHit & { rank: number })[] = [];
  for (const document of answer.results) {
    const segments = document.uid ? segmentsOfUid(document.uid, where.site.domain) : undefined;
    if (!segments) continue;
    const data = document.data as Record<string, unknown>;
    const title = richTextToPlain(data['title']) || text(data['meta_title']) || text(data['name']);
    if (!title) continue;
    hits.push({
      title,
      href: buildPagePath(where.language, segments),
      description: text(data['meta_description']),
      rank: title.toLocaleLowerCase(where.language).includes(first) ? 0 : 1,
    });
  }
  hits.sort((a, b) => a.rank - b.rank);
  return hits.slice(0, PAGE_HITS_MAX).map(({ rank: _rank, ...hit }) => hit);
}
