import type { ProductCardsSlice, Slice, TourListCategorySlice } from '../../content/slices/sliceSchemas';
import { arrangeProducts, cardLimit } from '../../cards/arrangeProducts';
import { buildCards, type CardView } from '../../cards/buildCards';
import { fetchProducts, tgidsOf, type ProductList, type ProductSource } from '../../cards/fetchProducts';
import { showPageUids } from '../../cards/showPageLookup';
import type { PageContext } from '../../request/pageContext';
import { pageLinks } from '../pageLinks';
import { bannerView } from './bannerView';
import type { SectionState, SliceView } from './sliceViews';

/** Products per row of a tour list. */
export const TOUR_LIST_ROW_LIMIT = 8;

/** The list a product_cards slice reads: its collection, else sub-category, else category (per city). */
export function productCardsSource(
  slice: ProductCardsSlice,
  siteCity: string | undefined,
): ProductSource | undefined {
  const p = slice.primary;
  const city = p.city?.cityCode ?? siteCity;
  const subCategoryIds = [
    ...(p.sub_category_filter ? [p.sub_category_filter] : []),
    ...p.additional_sub_category_ids,
  ];
  if (p.collection) return { kind: 'collection', id: p.collection, subCategoryIds };
  if (p.sub_category) return { kind: 'sub-category', id: p.sub_category, city, subCategoryIds };
  if (p.category) return { kind: 'category', id: p.category, city, subCategoryIds };
  return undefined;
}

function tourListSources(
  slice: TourListCategorySlice,
  siteCity: string | undefined,
): (ProductSource | undefined)[] {
  const city = slice.primary.city?.cityCode ?? siteCity;
  return slice.items.map((item): ProductSource | undefined => {
    if (item.collection) return { kind: 'collection', id: item.collection, limit: TOUR_LIST_ROW_LIMIT };
    if (item.sub_category)
      return { kind: 'sub-category', id: item.sub_category, city, limit: TOUR_LIST_ROW_LIMIT };
    if (item.category) return { kind: 'category', id: item.category, city, limit: TOUR_LIST_ROW_LIMIT };
    return undefined;
  });
}

const FAILED: ProductList = { state: 'failed', items: [] };
const fetchOrFail = (source: ProductSource | undefined, context: PageContext) =>
  source ? fetchProducts(source, context) : Promise.resolve(FAILED);

const stateOf = (list: ProductList, cards: readonly CardView[]): SectionState =>
  list.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok';

/**
 * The views of a slice zone: every product list fetched in parallel, then ONE show-page lookup for
 * all their products (spec 000 §7), then the cards. A failing list degrades only its own section.
 * @example await loadSlices(parseSlices(document.data.slices), context)
 */
export async function loadSlices(slices: readonly Slice[], context: PageContext): Promise<SliceView[]> {
  const siteCity = context.site.cityCode;
  const lists = await Promise.all(
    slices.map((slice) => {
      if (slice.slice_type === 'product_cards')
        return Promise.all([fetchOrFail(productCardsSource(slice, siteCity), context)]);
      if (slice.slice_type === 'tour_list_category' || slice.slice_type === 'tour_list_category_v1')
        return Promise.all(tourListSources(slice, siteCity).map((source) => fetchOrFail(source, context)));
      return Promise.resolve([]);
    }),
  );
  const showPages = await showPageUids(
    context.content,
    tgidsOf(lists.flat()),
    context.locale,
    context.site.domain,
  );
  return slices.map((slice, index): SliceView => {
    const sliceLists = lists[index] ?? [];
    switch (slice.slice_type) {
      case 'product_cards': {
        const p = slice.primary;
        const list = sliceLists[0] ?? FAILED;
        const arranged = arrangeProducts(
          list.items,
          {
            ranking: p.ranking,
            localeRanking: p.locale_ranking,
            exclusions: p.exclusions,
            localeExclusions: p.locale_exclusions,
            categoryId: p.category_filter,
            limit: cardLimit(p.limit, {
              categoryFilter: p.category_filter,
              subCategoryFilter: p.sub_category_filter,
            }),
          },
          context.language,
        );
        const cards = buildCards(arranged, showPages, context, {
          showScratchPrice: p.show_scratch_price,
          ctaUrlSuffix: p.cta_url_suffix,
        });
        return {
          kind: 'productCards',
          heading: p.heading,
          state: stateOf(list, cards),
          cards,
          visibleCount: p.sp_experience_limit ?? cards.length,
        };
      }
      case 'tour_list_category':
      case 'tour_list_category_v1':
        return {
          kind: 'tourList',
          heading: slice.primary.heading,
          rows: slice.items.map((item, row) => {
            const list = sliceLists[row] ?? FAILED;
            const cards = buildCards(list.items.slice(0, TOUR_LIST_ROW_LIMIT), showPages, context);
            return { heading: item.heading, state: stateOf(list, cards), cards };
          }),
        };
      case 'custom_banner':
      case 'banner':
        return bannerView(slice, pageLinks(context));
      case 'rich_text':
        return { kind: 'richText', content: slice.primary.content };
    }
  });
}
