import { filter, type Client } from '@prismicio/client';
import { PAGE_DOCUMENT_TYPES } from '../../content/findPage';
import type { PageDocument } from './indexablePages';

/**
 * Every page document in every language, of the types the page route can show (redirects included, so
 * a redirect can be told from a page). Prismic cannot filter by uid prefix, so all sites come in one
 * listing: pages of 100, 500 ms apart (spec 000 §9), and the result is shared by every host.
 * @example await listPageDocuments(getContentClient())
 */
export function listPageDocuments(client: Client): Promise<PageDocument[]> {
  return client.dangerouslyGetAll({
    lang: '*',
    filters: [filter.any('document.type', [...PAGE_DOCUMENT_TYPES])],
  });
}
