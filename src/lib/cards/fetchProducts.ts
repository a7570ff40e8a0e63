import { answerParams, type PageContext } from '../request/pageContext';
import type { ListItem } from './buildCards';

export type ListKind = 'collection' | 'category' | 'sub-category';

/** Where a list of products comes from: a catalogue list-by call. */
export interface ProductSource {
  kind: ListKind;
  id: number;
  /** City code; category and sub-category lists are per city. */
  city?: string | undefined;
  subCategoryIds?: readonly number[];
  /** Products asked of the catalogue (100 for collection and category pulls, spec 000 §9). */
  limit?: number;
}

/** A fetched list: the items, or `failed` when the catalogue could not answer (spec 000 §8). */
export type ProductList = { state: 'ok'; items: ListItem[] } | { state: 'failed'; items: [] };

/**
 * The products of a source in the page's language and the visitor's currency. A failing, slow or
 * malformed answer degrades to `failed`; the page decides what to show instead.
 * @example await fetchProducts({ kind: 'collection', id: 167 }, context) → { state: 'ok', items: [...] }
 */
export async function fetchProducts(source: ProductSource, context: PageContext): Promise<ProductList> {
  const answer = await context.catalogue.listBy(
    source.kind,
    source.id,
    {
      ...answerParams(context),
      limit: source.limit ?? 100,
      city: source.city || undefined,
      'filter-by-subcategory-ids':
        source.subCategoryIds && source.subCategoryIds.length > 0 ? source.subCategoryIds : undefined,
    },
    context.request,
  );
  if (!answer || !Array.isArray(answer.items)) return { state: 'failed', items: [] };
  return { state: 'ok', items: answer.items };
}

/** Every product id of some lists, for the one show-page lookup of a page. */
export const tgidsOf = (lists: readonly ProductList[]): number[] =>
  lists.flatMap((list) => list.items.map((item) => item.id));
