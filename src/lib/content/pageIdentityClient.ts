import { Client, type PrismicDocument, type Query } from '@prismicio/client';
import { documentFromPrismic, filterToPrismic } from './prismicUid';

type GetParams = Parameters<Client['get']>[0];

const filtersToPrismic = (filters: string | string[]): string | string[] =>
  Array.isArray(filters) ? filters.map(filterToPrismic) : filterToPrismic(filters);

/**
 * The real @prismicio/client Client at the one boundary between page identities and Prismic UIDs
 * (src/lib/content/prismicUid.ts): the storefront asks with dotted identities and reads them back, the
 * content API (Prismic or the local repository) stores and matches Prismic UIDs. Every document query
 * is built by `buildQueryURL` (uid filters written as Prismic UIDs) and answered through `get` or
 * `getFirst` (`getByUID`, `getByID`, `getSingle`, `dangerouslyGetAll`, `resolvePreviewURL` go through
 * them): each answered document's uid, its alternates' and its document links' read as identities.
 * @example await new PageIdentityClient('repo', config).getByUID('microsite', 'vatican.com.tours') // asks uid vatican_com_tours
 */
export class PageIdentityClient extends Client {
  override async buildQueryURL(params: GetParams = {}): Promise<string> {
    const { filters, predicates, ...rest } = params;
    return super.buildQueryURL({
      ...rest,
      ...(filters === undefined ? {} : { filters: filtersToPrismic(filters) }),
      ...(predicates === undefined ? {} : { predicates: filtersToPrismic(predicates) }),
    });
  }

  override async get<TDocument extends PrismicDocument>(params?: GetParams): Promise<Query<TDocument>> {
    const answer = await super.get<TDocument>(params);
    return { ...answer, results: answer.results.map(documentFromPrismic) };
  }

  override async getFirst<TDocument extends PrismicDocument>(params?: GetParams): Promise<TDocument> {
    return documentFromPrismic(await super.getFirst<TDocument>(params));
  }
}
