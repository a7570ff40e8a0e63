import type { TourGroup } from '../../rules/catalogueTypes';
import { similarProducts, SIMILAR_PRODUCTS } from '../../rules/card/similarProducts';
import { buildCards, type CardView } from '../../cards/buildCards';
import { fetchProducts } from '../../cards/fetchProducts';
import { showPageUids } from '../../cards/showPageLookup';
import type { PageContext } from '../../request/pageContext';

/** The similar experiences of a page: cards, or `failed` when the catalogue could not answer. */
export type SimilarView = { state: 'ok'; cards: CardView[] } | { state: 'failed'; cards: [] };

/**
 * Products like this one (issue 21 §4): the others of its sub-category (else category) in its city,
 * from the catalogue's list-by call, as the site's product cards (linking to the site's show pages).
 * A failing list degrades this part only; no category → no part (undefined).
 * @example await loadSimilar(group, context) → { state: 'ok', cards: [… up to 4 cards] }
 */
export async function loadSimilar(
  group: Pick<TourGroup, 'id' | 'primaryCategory' | 'primarySubCategory' | 'city'>,
  context: PageContext,
): Promise<SimilarView | undefined> {
  const subCategory = group.primarySubCategory?.id;
  const category = group.primaryCategory?.id;
  const source = subCategory
    ? { kind: 'sub-category' as const, id: subCategory }
    : category
      ? { kind: 'category' as const, id: category }
      : undefined;
  if (!source) return undefined;
  const list = await fetchProducts(
    { ...source, city: group.city?.code ?? context.site.cityCode, limit: SIMILAR_PRODUCTS * 3 },
    context,
  );
  if (list.state === 'failed') return { state: 'failed', cards: [] };
  const items = similarProducts(list.items, group.id);
  const showPages = await showPageUids(
    context.content,
    items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  return { state: 'ok', cards: buildCards(items, showPages, context) };
}
