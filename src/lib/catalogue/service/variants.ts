import type { CatalogueContext } from './context.ts';
import { localise } from './localise.ts';
import { listingPrice } from './money.ts';
import type { AnswerOptions, VariantAnswer } from './tourGroupShape.ts';

/** Variants of the given tour groups, grouped by tgid, priced in the requested currency. */
export async function variantsByTourGroup(
  ctx: CatalogueContext,
  tgids: readonly number[],
  options: Pick<AnswerOptions, 'language' | 'currency' | 'fallback'>,
): Promise<Map<number, VariantAnswer[]>> {
  const byTgid = new Map<number, VariantAnswer[]>();
  if (tgids.length === 0) return byTgid;
  const rows = await ctx.db
    .selectFrom('variant as v')
    .innerJoin('tour_group as tg', 'tg.id', 'v.tgid')
    .select([
      'v.id',
      'v.tgid',
      'v.names',
      'v.min_pax',
      'v.max_pax',
      'v.open_dated',
      'v.final_price',
      'v.original_price',
      'tg.currency_code',
      'tg.final_price as tg_price',
    ])
    .where('v.tgid', 'in', tgids)
    .orderBy('v.tgid')
    .orderBy('v.sort_order')
    .execute();
  for (const row of rows) {
    const list = byTgid.get(row.tgid) ?? [];
    list.push({
      id: row.id,
      name: localise(row.names, options.language, options.fallback),
      minPax: row.min_pax,
      maxPax: row.max_pax,
      openDated: row.open_dated,
      listingPrice:
        row.tg_price === null
          ? null
          : listingPrice(
              ctx,
              {
                final: Number(row.final_price),
                original: Number(row.original_price),
                from: row.currency_code,
                cashbackType: null,
                cashbackValue: null,
              },
              options.currency,
            ),
    });
    byTgid.set(row.tgid, list);
  }
  return byTgid;
}
