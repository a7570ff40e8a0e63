import { NotFoundError, type CatalogueContext } from './context.ts';
import type { AnswerOptions } from './tourGroupShape.ts';
import { variantsByTourGroup } from './variants.ts';

/**
 * `/api/v7/tour-groups/variants?tour-group-ids=`: the variants of each tour group (name, pax
 * limits, open-dated flag, listing price in `currency`), in the order asked; 404 names unknown ids.
 */
export async function tourGroupVariants(
  ctx: CatalogueContext,
  tgids: readonly number[],
  options: Pick<AnswerOptions, 'language' | 'currency' | 'fallback'>,
) {
  const found = await ctx.db.selectFrom('tour_group').select('id').where('id', 'in', tgids).execute();
  const known = new Set(found.map((row) => row.id));
  const missing = tgids.filter((id) => !known.has(id));
  if (missing.length) throw new NotFoundError(`tour group ${missing.join(', ')}`);
  const variants = await variantsByTourGroup(ctx, tgids, options);
  return {
    currencyCode: options.currency,
    tourGroups: [...new Set(tgids)].map((id) => ({ tourGroupId: id, variants: variants.get(id) ?? [] })),
  };
}
