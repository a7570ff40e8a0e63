import { NotFoundError, type Client, type PrismicDocument } from '@prismicio/client';
import { toPrismicUid } from './prismicUid';

/** Document types a page uid can belong to, in the order they win when several share a uid. */
export const PAGE_DOCUMENT_TYPES = [
  'microsite',
  'showpage',
  'venue_page',
  'news_page',
  'content_page',
  'reviews_page',
  'help_page',
  'redirect',
  'global_homepage',
  'global_country',
  'global_city',
  'global_collection',
  'global_experience',
] as const;

/** The document types of a global (B1) microsite's pages (src/features/global/README.md). */
export const GLOBAL_DOCUMENT_TYPES = [
  'global_homepage',
  'global_country',
  'global_city',
  'global_collection',
  'global_experience',
] as const;

/**
 * The types a page uid is looked up in on a site, one lookup each: a global (B1) site asks its five
 * global types, `help_page` (every site has a help and contact page) and `redirect`, any other site
 * every type but the global ones.
 * @example pageDocumentTypesFor({ global: true }) → ['global_homepage', …, 'global_experience', 'help_page', 'redirect']
 */
export function pageDocumentTypesFor(site: { global?: boolean | undefined } | undefined): readonly string[] {
  const global: readonly string[] = GLOBAL_DOCUMENT_TYPES;
  if (site?.global) return [...GLOBAL_DOCUMENT_TYPES, 'help_page', 'redirect'];
  return PAGE_DOCUMENT_TYPES.filter((type) => !global.includes(type));
}

/** The content service could not be asked (down, refused, malformed answer): not the visitor's fault. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

/**
 * The page document with this uid in this locale, or undefined when there is none. Prismic can only
 * match a uid within one custom type, so each page type is asked, in parallel (pass the site's
 * `pageDocumentTypesFor(site)` to bound the lookups). A uid with no Prismic UID (a path segment with an
 * underscore, src/lib/content/prismicUid.ts) names no page: undefined without asking.
 * @example await findPage(client, 'colosseum-rome-tickets.com', 'ar-ae')
 */
export async function findPage(
  client: Client,
  uid: string,
  locale: string,
  types: readonly string[] = PAGE_DOCUMENT_TYPES,
): Promise<PrismicDocument | undefined> {
  if (toPrismicUid(uid) === undefined) return undefined;
  const answers = await Promise.allSettled(types.map((type) => client.getByUID(type, uid, { lang: locale })));
  for (const answer of answers) {
    if (answer.status === 'fulfilled') return answer.value;
  }
  const failure = answers.find(
    (answer): answer is PromiseRejectedResult =>
      answer.status === 'rejected' && !(answer.reason instanceof NotFoundError),
  );
  if (failure)
    throw new ContentUnavailableError(`content lookup of '${uid}' (${locale}) failed`, {
      cause: failure.reason,
    });
  return undefined;
}
