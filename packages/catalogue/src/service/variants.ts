import type { CatalogueContext } from './context.ts';
import { localise } from './localise.ts';
import { listingPrice } from './money.ts';
import type { AnswerOptions, VariantAnswer } from './tourGroupShape.ts';

/** The tour groups whose variants are wanted, with what prices them: currency and availability. */
export interface VariantOwner {
  id: number;
  currency_code: string;
  final_price: string | number | null;
}

/**
 * Variants of the given tour groups, grouped by tgid, priced in the requested currency; a tour
 * group without a price (unavailable) has unpriced variants. Takes ids (looked up) or owner rows.
 */
export async function variantsByTourGroup(
  ctx: CatalogueContext,
  tourGroups: readonly number[] | readonly VariantOwner[],
  options: Pick<AnswerOptions, 'language' | 'currency' | 'fallback'>,
): Promise<Map<number, VariantAnswer[]>> {
  const byTgid = new Map<number, VariantAnswer[]>();
  if (tourGroups.length === 0) return byTgid;
  const owners = tourGroups.some((t) => typeof t === 'number')
    ? await ctx.db
        .selectFrom('tour_group')
        .select(['id', 'currency_code', 'final_price'])
        .where('id', 'in', tourGroups as readonly number[])
        .execute()
    : (tourGroups as readonly VariantOwner[]);
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  const rows = await ctx.db
    .selectFrom('variant')
    .select(['id', 'tgid', 'names', 'min_pax', 'max_pax', 'open_dated', 'final_price', 'original_price'])
    .where('tgid', 'in', [...ownerOf.keys()])
    .orderBy('tgid')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) {
    const list = byTgid.get(row.tgid) ?? [];
    list.push(variantAnswer(ctx, row, ownerOf.get(row.tgid), options));
    byTgid.set(row.tgid, list);
  }
  return byTgid;
}

export interface VariantRow {
  id: number;
  names: Record<string, string>;
  min_pax: number;
  max_pax: number;
  open_dated: boolean;
  final_price: string | number;
  original_price: string | number;
}

/** A variant as the API answers it, priced in `options.currency` when its tour group is priced. */
export function variantAnswer(
  ctx: CatalogueContext,
  row: VariantRow,
  owner: VariantOwner | undefined,
  options: Pick<AnswerOptions, 'language' | 'currency' | 'fallback'>,
): VariantAnswer {
  return {
    id: row.id,
    name: localise(row.names, options.language, options.fallback),
    minPax: row.min_pax,
    maxPax: row.max_pax,
    openDated: row.open_dated,
    listingPrice:
      !owner || owner.final_price === null
        ? null
        : listingPrice(
            ctx,
            {
              final: Number(row.final_price),
              original: Number(row.original_price),
              from: owner.currency_code,
              cashbackType: null,
              cashbackValue: null,
            },
            options.currency,
          ),
  };
}
