import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCatalogue, TEST_TARGETS } from '../testing/testCatalogue.ts';
import type { CatalogueContext } from './context.ts';
import { listByJson, type ListKind, type ListOptions } from './listBy.ts';
import { asciiJson, listItemText, SEPARATOR } from './listCard.ts';
import { LIST_IMAGES, listItemAnswer } from './listItemShape.ts';
import { tourGroupSelect, withTaxonomyNames } from './tourGroupQuery.ts';
import { variantsByTourGroup } from './variants.ts';

const base: ListOptions = {
  language: 'en',
  currency: 'EUR',
  fallback: true,
  useSeatmapPrices: false,
  limit: 40,
  offset: 0,
  city: undefined,
  subCategoryIds: [],
};

describe.each(TEST_TARGETS)('spliced list answers on %s', (target) => {
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue(target));
  }, 120_000);
  afterAll(() => close());

  /** The object-built answer: full tour-group rows and variants, shaped by `listItemAnswer`. */
  async function reference(ids: number[], options: ListOptions) {
    const rows = withTaxonomyNames(ctx, await tourGroupSelect(ctx).where('tg.id', 'in', ids).execute());
    const variants = await variantsByTourGroup(ctx, rows, options);
    const slugLanguages = [...new Set(['en', options.language])];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new Error(`no tour group ${id}`);
      return listItemAnswer(ctx, row, variants.get(id) ?? [], { ...options, slugLanguages });
    });
  }

  const cases: [ListKind, number, Partial<ListOptions>][] = [
    ['category', 1, {}],
    ['category', 7, { language: 'fr', currency: 'GBP', useSeatmapPrices: true }],
    ['category', 2, { language: 'it', currency: 'JPY', fallback: false }],
    ['category', 3, { language: 'ja', currency: 'USD', city: 'ROME' }],
    ['sub-category', 1015, { language: 'de', currency: 'INR', useSeatmapPrices: true }],
    ['collection', 176, { language: 'es', currency: 'KRW', includeUnavailable: true }],
    ['collection', 176, { language: 'it', currency: 'AED', fallback: false, offset: 3 }],
    ['collection', 167, { language: 'nl', currency: 'CHF', limit: 5, offset: 2 }],
  ];

  it.each(cases)('%s %i %o: the spliced page parses to the object-built items', async (kind, id, extra) => {
    const options = { ...base, ...extra };
    const text = await listByJson(ctx, kind, id, options);
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    const page = JSON.parse(text) as { items: { id: number }[]; currencyCode: string; limit: number };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page).toMatchObject({ currencyCode: options.currency, limit: options.limit });
    expect(page.items).toEqual(
      await reference(
        page.items.map((item) => item.id),
        options,
      ),
    );
  });

  it('keeps key order, so that the text equals the serialised reference up to escapes', async () => {
    const { rows } = await sql<{ card: string; tgid: number }>`select tgid, card from list_card
      where not hidden and available and category_id = 7 order by popularity desc, tgid limit 5`.execute(
      ctx.db,
    );
    const options = { ...base, language: 'fr', currency: 'USD', slugLanguages: ['en', 'fr'] };
    const expected = await reference(
      rows.map((row) => row.tgid),
      options,
    );
    rows.forEach((row, index) => {
      expect(listItemText(ctx, row.card, options)).toBe(asciiJson(expected[index]));
      expect(row.card.split(SEPARATOR)).toHaveLength(4);
    });
  });

  it('answers at most LIST_IMAGES product images and covers cashback and seat-map prices', async () => {
    const { rows } = await sql<{ card: string }>`select card from list_card`.execute(ctx.db);
    const options = { ...base, useSeatmapPrices: true, slugLanguages: ['en'] };
    const items = rows.map(
      (row) =>
        JSON.parse(listItemText(ctx, row.card, options)) as {
          media: { productImages: unknown[] };
          flowType: string;
          listingPrice: { cashbackType: string | null } | null;
        },
    );
    expect(Math.max(...items.map((item) => item.media.productImages.length))).toBe(LIST_IMAGES);
    expect(items.some((item) => item.listingPrice?.cashbackType === 'ABSOLUTE')).toBe(true);
    expect(items.some((item) => item.flowType === 'SEATMAP' && item.listingPrice)).toBe(true);
    expect(items.some((item) => item.listingPrice === null)).toBe(true);
  });

  it('escapes characters above U+00FF as JSON escapes of the same value', () => {
    const value = { name: 'Tour – “Rome” 東京 😀 café' };
    expect(asciiJson(value)).not.toMatch(/[\u0100-\uffff]/);
    expect(JSON.parse(asciiJson(value))).toEqual(value);
  });
});
