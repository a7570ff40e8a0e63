import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue, TEST_TARGETS } from '../testing/testCatalogue.ts';
import type { CatalogueContext } from './context.ts';
import { listBy, type ListOptions } from './listBy.ts';
import { LIST_IMAGES } from './listItemShape.ts';
import { getTourGroup } from './tourGroups.ts';

const options: ListOptions = {
  language: 'fr',
  currency: 'EUR',
  fallback: true,
  useSeatmapPrices: false,
  limit: 500,
  offset: 0,
  city: undefined,
  subCategoryIds: [],
};

describe.each(TEST_TARGETS)('listBy on %s', (target) => {
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue(target));
  }, 120_000);
  afterAll(() => close());

  const exact = async (where: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from tour_group
        where not hidden and final_price is not null and ${sql.raw(where)}`.execute(ctx.db)
    ).rows[0]?.n;

  it('answers the stored counts of categories, overall and per city, equal to exact counts', async () => {
    const all = await listBy(ctx, 'category', 1, options);
    expect(all.total).toBe(await exact('primary_category_id = 1'));
    expect(all.items).toHaveLength(Math.min(500, all.total));
    const rome = await listBy(ctx, 'category', 1, { ...options, city: 'ROME' });
    expect(rome.total).toBe(await exact(`primary_category_id = 1 and city_code = 'ROME'`));
    expect(rome.items.every((item) => item.city.code === 'ROME')).toBe(true);
  });

  it('counts filtered lists exactly, keeps popularity order and answers two slug languages', async () => {
    const filtered = await listBy(ctx, 'category', 2, { ...options, subCategoryIds: [1012], limit: 3 });
    expect(filtered.total).toBe(await exact('primary_category_id = 2 and primary_sub_category_id = 1012'));
    expect(filtered.items).toHaveLength(3);
    const collection = await listBy(ctx, 'collection', 24, { ...options, limit: 2, offset: 1 });
    expect(collection.items.map((item) => item.id)).toEqual([10102, 10103]);
    expect(collection.total).toBe(12);
    expect(Object.keys(collection.items[0]?.urlSlugs ?? {})).toEqual(['EN', 'FR']);
    expect(collection.items[0]?.variants[0]?.listingPrice?.currencyCode).toBe('EUR');
  });

  it('answers from the list card what the product page answers from the tour group', async () => {
    const list = await listBy(ctx, 'collection', 176, { ...options, language: 'it', currency: 'GBP' });
    expect(list.items.length).toBeGreaterThan(3);
    for (const item of list.items.slice(0, 5)) {
      const detail = await getTourGroup(ctx, item.id, {
        ...options,
        language: 'it',
        currency: 'GBP',
        includeUnavailable: false,
        variantIds: [],
      });
      const { media, urlSlugs, primaryCollection, primaryCategory, primarySubCategory, ...rest } = item;
      expect(detail).toMatchObject(rest);
      expect(media.productImages).toEqual(detail.media.productImages.slice(0, LIST_IMAGES));
      expect(urlSlugs).toEqual({ EN: detail.urlSlugs['EN'], IT: detail.urlSlugs['IT'] });
      expect(primaryCollection.displayName).toBe(detail.primaryCollection.displayName);
      expect(primaryCategory.id).toBe(detail.primaryCategory.id);
      expect(primarySubCategory.urlSlugs['IT']).toBe(detail.primarySubCategory.urlSlugs['IT']);
      expect(item).not.toHaveProperty('inclusionsRichText');
    }
  });
});
