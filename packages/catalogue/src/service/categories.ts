import { sql } from 'kysely';
import type { CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

export interface CategoryOptions {
  city: string | undefined;
  language: string;
  /** `filter-category-active-product-count` (default 1): drop categories without products. */
  activeOnly: boolean;
  includeUnavailable: boolean;
  includeHidden: boolean;
}

/**
 * `/api/v2/category/`: categories with their sub-categories and product counts (in `city` when
 * given). Hidden categories need `include-hidden=true`; unavailable products count only with
 * `include-unavailable=true`.
 */
export async function listCategories(ctx: CatalogueContext, options: CategoryOptions) {
  const counts = await ctx.db
    .selectFrom('tour_group')
    .select(['primary_sub_category_id as id', sql<number>`count(*)::int`.as('count')])
    .where('hidden', '=', false)
    .$if(!options.includeUnavailable, (q) => q.where('final_price', 'is not', null))
    .$if(options.city !== undefined, (q) => q.where('city_code', '=', options.city ?? ''))
    .groupBy('primary_sub_category_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.id, row.count]));
  // The categories and sub-categories themselves are reference data, in the context in menu order.
  const subCategories = [...ctx.taxonomy.subCategories].map(([id, sub]) => ({ id, ...sub }));
  const answer = [];
  for (const [id, category] of ctx.taxonomy.categories) {
    if (category.hidden && !options.includeHidden) continue;
    const subs = subCategories
      .filter((sub) => sub.categoryId === id && (options.includeHidden || !sub.hidden))
      .map((sub) => ({
        id: sub.id,
        name: localise(sub.names, options.language),
        productCount: countOf.get(sub.id) ?? 0,
      }))
      .filter((sub) => !options.activeOnly || sub.productCount > 0);
    const productCount = subs.reduce((sum, sub) => sum + sub.productCount, 0);
    if (options.activeOnly && productCount === 0) continue;
    answer.push({
      id,
      name: localise(category.names, options.language),
      productCount,
      subCategories: subs,
    });
  }
  return { city: options.city ?? null, categories: answer };
}
