import { NotFoundError, type CatalogueContext } from './context.ts';
import { listBy } from './listBy.ts';
import { localise } from './localise.ts';
import type { AnswerOptions } from './tourGroupShape.ts';

interface Qna {
  question: string | Record<string, string>;
  answer: string | Record<string, string>;
}

const text = (value: string | Record<string, string>, language: string) =>
  typeof value === 'string' ? value : localise(value, language);

/** `/api/v2/collections/{id}/qna/sections/`: the collection's questions and answers, as one FAQ section. */
export async function qnaSections(ctx: CatalogueContext, id: number, language: string) {
  const row = await ctx.db
    .selectFrom('collection')
    .select(['id', 'names', 'qna'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`collection ${id}`);
  const qnas = (row.qna as Qna[]).map((q) => ({
    question: text(q.question, language),
    answer: text(q.answer, language),
  }));
  return {
    collectionId: id,
    sections: qnas.length
      ? [{ heading: `FAQs: ${localise(row.names, language) ?? ''}`, type: 'GENERAL', qnas }]
      : [],
  };
}

/**
 * `/api/v2/collections/{id}/product-cards/`: the derived product cards of a collection (spec 000
 * §3): available, price, scratchPrice (original price when discounted), currency and symbol,
 * title, images, ctaBooster (first descriptor), tgid and highlights. Unavailable products are
 * kept with `available: false` and no price.
 */
export async function productCards(
  ctx: CatalogueContext,
  id: number,
  options: Omit<AnswerOptions, 'useSeatmapPrices'> & { limit: number; offset: number },
) {
  const list = await listBy(ctx, 'collection', id, {
    ...options,
    useSeatmapPrices: false,
    city: undefined,
    subCategoryIds: [],
    includeUnavailable: true,
  });
  const symbol = ctx.rates.get(options.currency)?.localSymbol ?? options.currency;
  return {
    collectionId: id,
    total: list.total,
    limit: list.limit,
    offset: list.offset,
    productCards: list.items.map((tg) => {
      const price = tg.listingPrice;
      return {
        tgid: tg.id,
        title: tg.name,
        productTitle: tg.name,
        available: price !== null,
        price: price?.finalPrice ?? null,
        scratchPrice: price && price.originalPrice > price.finalPrice ? price.originalPrice : null,
        bestDiscount: price?.bestDiscount ?? 0,
        currency: options.currency,
        currencySymbol: symbol,
        images: tg.media.productImages,
        ctaBooster: tg.descriptors[0] ?? null,
        highlights: tg.highlights,
        averageRating: tg.averageRating,
        ratingCount: tg.ratingCount,
        flowType: tg.flowType,
        urlSlugs: tg.urlSlugs,
      };
    }),
  };
}
