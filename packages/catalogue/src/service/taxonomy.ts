import type { CatalogueDb } from '../db/open.ts';
import type { Localised } from '../db/schema.ts';

export interface Named {
  names: Localised;
  slug?: string;
}

/** A category or sub-category: its place in the menus and whether it is hidden. */
export interface Category extends Named {
  sortOrder: number;
  hidden: boolean;
}

export interface SubCategory extends Category {
  categoryId: number;
}

export interface City extends Named {
  /** IANA time zone: a product's "today" and its slots' cut-off are read in its city's. */
  timeZone: string;
  /** The local currency: a venue's prices default to it. */
  currencyCode: string;
}

/** Names (and cities' time zones) of the small reference tables, by id or code, so that queries need no joins. */
export interface Taxonomy {
  collections: Map<number, Named>;
  /** In menu order (sort order). */
  categories: Map<number, Category>;
  /** In menu order (sort order). */
  subCategories: Map<number, SubCategory>;
  cities: Map<string, City>;
}

export async function loadTaxonomy(db: CatalogueDb): Promise<Taxonomy> {
  const [collections, categories, subCategories, cities] = await Promise.all([
    db.selectFrom('collection').select(['id', 'names', 'url_slug']).execute(),
    db.selectFrom('category').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('sub_category').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('city').select(['code', 'names', 'time_zone', 'currency_code']).execute(),
  ]);
  return {
    collections: new Map(collections.map((c) => [c.id, { names: c.names, slug: c.url_slug }])),
    categories: new Map(
      categories.map((c) => [c.id, { names: c.names, sortOrder: c.sort_order, hidden: c.hidden }]),
    ),
    subCategories: new Map(
      subCategories.map((c) => [
        c.id,
        { names: c.names, sortOrder: c.sort_order, hidden: c.hidden, categoryId: c.category_id },
      ]),
    ),
    cities: new Map(
      cities.map((c) => [c.code, { names: c.names, timeZone: c.time_zone, currencyCode: c.currency_code }]),
    ),
  };
}
