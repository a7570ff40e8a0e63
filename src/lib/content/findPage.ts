import { NotFoundError, type Client, type PrismicDocument } from '@prismicio/client';

/** Document types a page uid can belong to, in the order they win when several share a uid. */
export const PAGE_DOCUMENT_TYPES = [
  'microsite',
  'showpage',
  'venue_page',
  'news_page',
  'content_page',
  'reviews_page',
  'redirect',
] as const;

/** The content service could not be asked (down, refused, malformed answer): not the visitor's fault. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

/**
 * The page document with this uid in this locale, or undefined when there is none. Prismic can only
 * match a uid within one custom type, so each page type is asked, in parallel.
 * @example await findPage(client, 'colosseum-rome-tickets.com', 'ar-ae')
 */
export async function findPage(
  client: Client,
  uid: string,
  locale: string,
): Promise<PrismicDocument | undefined> {
  const answers = await Promise.allSettled(
    PAGE_DOCUMENT_TYPES.map((type) => client.getByUID(type, uid, { lang: locale })),
  );
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
