import { parseCategories } from './catalogueCategories';
import { buildCards, type CardView } from '../cards/buildCards';
import { fetchProducts } from '../cards/fetchProducts';
import { showPageUids } from '../cards/showPageLookup';
import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import type { PageContext } from '../request/pageContext';
import type { SectionState } from './slices/sliceViews';

/** Products of a category or sub-category pull (spec 000 §9). */
export const CATEGORY_LIST_LIMIT = 100;
export const SUB_CATEGORY_PARAM = 'subcategory';

export interface CategoryFilter {
  id: number | undefined;
  name: string;
  /** Path and query of the filtered list (a plain link: works without JavaScript). */
  href: string;
  active: boolean;
}

export interface CategoryPageView {
  kind: 'category';
  base: PageBase;
  level: 'category' | 'subCategory';
  name: string;
  state: SectionState;
  cards: CardView[];
  filters: CategoryFilter[];
}

const asId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A category or sub-category page (spec 000 §2): the catalogue's list-by call for the tagged city,
 * narrowed on a category page by a sub-category chosen with `?subcategory=<id>` (only ids the
 * category has count; anything else shows the whole category).
 * @example await loadCategoryPage(page, 'category', new URLSearchParams('subcategory=1015'), context)
 */
export async function loadCategoryPage(
  page: PageDocument,
  level: 'category' | 'subCategory',
  query: URLSearchParams,
  pathname: string,
  context: PageContext,
): Promise<CategoryPageView> {
  const city =
    String(page.data['tagged_city'] ?? '')
      .trim()
      .toUpperCase() || context.site.cityCode;
  const categoryId = asId(page.data['tagged_category']);
  const subCategoryId = asId(page.data['tagged_sub_category']);
  const [base, categoriesAnswer] = await Promise.all([
    loadPageBase(page, context),
    context.catalogue.getCategories({ city, language: context.language }, context.request),
  ]);
  const category = parseCategories(categoriesAnswer)?.find((candidate) => candidate.id === categoryId);
  const chosen = level === 'category' ? asId(query.get(SUB_CATEGORY_PARAM)) : undefined;
  const filter = category?.subCategories.some((sub) => sub.id === chosen) ? chosen : undefined;
  const list = await fetchProducts(
    level === 'category'
      ? {
          kind: 'category',
          id: categoryId ?? 0,
          city,
          subCategoryIds: filter ? [filter] : [],
          limit: CATEGORY_LIST_LIMIT,
        }
      : { kind: 'sub-category', id: subCategoryId ?? 0, city, limit: CATEGORY_LIST_LIMIT },
    context,
  );
  const showPages = await showPageUids(
    context.content,
    list.items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  const cards = buildCards(list.items, showPages, context);
  const subName = category?.subCategories.find((sub) => sub.id === subCategoryId)?.name;
  const filters: CategoryFilter[] =
    level === 'category' && category && category.subCategories.length > 1
      ? [
          {
            id: undefined,
            name: context.t('store.filter.all'),
            href: pathname,
            active: filter === undefined,
          },
          ...category.subCategories.map((sub) => ({
            id: sub.id,
            name: sub.name,
            href: `${pathname}?${SUB_CATEGORY_PARAM}=${sub.id}`,
            active: sub.id === filter,
          })),
        ]
      : [];
  return {
    kind: 'category',
    base,
    level,
    name: (level === 'subCategory' ? subName : category?.name) ?? base.title,
    state: list.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok',
    cards,
    filters,
  };
}
