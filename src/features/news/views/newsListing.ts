import { filter, type Client, type PrismicDocument } from '@prismicio/client';
import { segmentsOfUid } from '../../../lib/rules/routing/pagePath';
import { newsRole, parseNewsArticle, type NewsArticle } from './newsDocument';
import { logger } from '../../../lib/log/logger';

const logs = logger('news');

/** Articles read per language at most (five pages of 100, spec 001 §7 pacing). */
export const MAX_NEWS_DOCUMENTS = 500;

/**
 * Every `news_page` document in a language, or undefined when the content service cannot answer
 * (logged; the page then says the news cannot be listed). Prismic cannot filter by uid prefix, so
 * the hub's articles are picked from this listing (`articlesOf`).
 * @example await listNewsDocuments(client, 'ar-ae') → [PrismicDocument, …]
 */
export async function listNewsDocuments(
  client: Client,
  locale: string,
): Promise<PrismicDocument[] | undefined> {
  try {
    return await client.dangerouslyGetAll({
      filters: [filter.at('document.type', 'news_page')],
      lang: locale,
      limit: MAX_NEWS_DOCUMENTS,
    });
  } catch (error) {
    logs.error({ err: error }, `listing news pages (${locale}) failed`);
    return undefined;
  }
}

/**
 * The articles of a hub: the site's `news_page` articles one path segment below the hub
 * (`domain.news.wicked-extends` under `domain.news`), read from their documents; the hub itself,
 * deeper pages, other sites' pages and undatable articles are left out.
 * @example articlesOf(documents, ['news'], 'london-theatre-tickets.com', 'LONDON').map((a) => a.uid)
 */
export function articlesOf(
  documents: readonly Pick<
    PrismicDocument,
    'uid' | 'data' | 'first_publication_date' | 'last_publication_date'
  >[],
  hubSegments: readonly string[],
  domain: string,
  cityCode: string | undefined,
  log?: (message: string) => void,
): NewsArticle[] {
  return documents.flatMap((document) => {
    const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
    const data = document.data as Record<string, unknown>;
    if (
      !document.uid ||
      !segments ||
      segments.length !== hubSegments.length + 1 ||
      hubSegments.some((segment, index) => segments[index] !== segment) ||
      newsRole(data) !== 'article'
    )
      return [];
    const article = parseNewsArticle({ ...document, uid: document.uid, data }, cityCode, log);
    return article ? [article] : [];
  });
}
