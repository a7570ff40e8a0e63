import type { CatalogueContext } from './context.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import type { VariantRow } from './variants.ts';

/**
 * A list page reads one text column per row, the precomputed `list_card` (see `db/listCards.ts`).
 * Taxonomy names come from `ctx.taxonomy`, so there are no joins.
 */
export function listSelect(ctx: CatalogueContext) {
  return ctx.db.selectFrom('tour_group as tg').select('tg.list_card');
}

/** The fields of a list card (numeric columns arrive as JSON numbers). */
export type ListCard = Omit<
  TourGroupRecord,
  'collection_names' | 'collection_slug' | 'category_names' | 'sub_category_names' | 'city_names'
> & { variants: VariantRow[] };

/** A card completed with the taxonomy names, in the shape `tourGroupAnswer` takes. */
export function withNames(ctx: CatalogueContext, card: ListCard): TourGroupRecord {
  const collection = ctx.taxonomy.collections.get(card.primary_collection_id);
  return {
    ...card,
    collection_names: collection?.names ?? {},
    collection_slug: collection?.slug ?? String(card.primary_collection_id),
    category_names: ctx.taxonomy.categories.get(card.primary_category_id)?.names ?? {},
    sub_category_names: ctx.taxonomy.subCategories.get(card.primary_sub_category_id)?.names ?? {},
    city_names: ctx.taxonomy.cities.get(card.city_code)?.names ?? {},
  };
}
