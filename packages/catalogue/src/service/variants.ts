import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CatalogueDatabase, TourGroupTable } from '../db/schema.ts';
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
    .select(['variant.tgid', ...VARIANT_COLUMNS])
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

/** The variant columns an answer needs (qualified: a product's query has the same names in scope). */
const VARIANT_COLUMNS = [
  'variant.id',
  'variant.names',
  'variant.min_pax',
  'variant.max_pax',
  'variant.open_dated',
  'variant.final_price',
  'variant.original_price',
] as const;

/**
 * A product's variant rows in sort order, as a JSON column of a query over `tour_group as tg`: the
 * product and its variants in one statement (on PGlite every statement costs about 0.3 ms).
 */
export function variantRowsOf(eb: ExpressionBuilder<CatalogueDatabase & { tg: TourGroupTable }, 'tg'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('variant')
      .select(VARIANT_COLUMNS)
      .whereRef('variant.tgid', '=', 'tg.id')
      .orderBy('variant.sort_order'),
  );
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
