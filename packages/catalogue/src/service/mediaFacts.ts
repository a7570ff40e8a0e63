import type { MediaRef } from '../contract/mediaPaths.ts';
import type { CatalogueContext } from './context.ts';

type Names = Record<string, { name?: string } | undefined>;
type Media = { productImages?: unknown[]; safetyImages?: unknown[] };

const count = (items: unknown) => (Array.isArray(items) ? items.length : 0);

/** What the catalogue knows about the subject of one of its pictures (English names: a URL has no language). */
export interface MediaFacts {
  /** The product's, collection's or city's name; a banner's city name, '' for the global banner. */
  title: string;
  cityCode: string | null;
  /** The city's English name, when the picture belongs to a city. */
  cityName?: string | undefined;
  /** The product's (or a collection's first product's) category and sub-category. */
  categoryId?: number | null | undefined;
  subCategoryId?: number | null | undefined;
  /** The product a review's photo shows. */
  tgid?: number | undefined;
}

/**
 * The facts behind one of the catalogue's media paths (`contract/mediaPaths.ts`), undefined when the
 * catalogue has no such image (its media endpoint answers 404): a product's nth gallery picture exists
 * while n is below its gallery's length, a review's while below its photo count, a banner while the city
 * has one at that place.
 * @example await mediaFacts(ctx, { kind: 'tourGroup', tgid: 10002, index: 0 })
 *   → { title: 'Wicked', cityCode: 'LONDON', cityName: 'London', categoryId: 7, subCategoryId: … }
 */
export async function mediaFacts(ctx: CatalogueContext, ref: MediaRef): Promise<MediaFacts | undefined> {
  const cityName = (code: string | null) =>
    code === null ? undefined : ctx.taxonomy.cities.get(code)?.names['en'];
  switch (ref.kind) {
    case 'tourGroup':
    case 'safety': {
      const row = await ctx.db
        .selectFrom('tour_group')
        .select(['city_code', 'primary_category_id', 'primary_sub_category_id', 'i18n', 'media'])
        .where('id', '=', ref.tgid)
        .executeTakeFirst();
      const media = row?.media as Media | undefined;
      if (!row) return undefined;
      if (
        ref.kind === 'tourGroup' ? ref.index >= count(media?.productImages) : count(media?.safetyImages) === 0
      )
        return undefined;
      return {
        title: (row.i18n as Names)['en']?.name ?? '',
        cityCode: row.city_code,
        cityName: cityName(row.city_code),
        categoryId: row.primary_category_id,
        subCategoryId: row.primary_sub_category_id,
      };
    }
    case 'collectionHero':
    case 'collectionCard': {
      const row = await ctx.db
        .selectFrom('collection as c')
        .select(['c.city_code', 'c.names'])
        .select((eb) => [
          eb
            .selectFrom('collection_tour_group as ctg')
            .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
            .whereRef('ctg.collection_id', '=', 'c.id')
            .orderBy('ctg.rank')
            .limit(1)
            .select('tg.primary_category_id')
            .as('category_id'),
          eb
            .selectFrom('collection_tour_group as ctg')
            .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
            .whereRef('ctg.collection_id', '=', 'c.id')
            .orderBy('ctg.rank')
            .limit(1)
            .select('tg.primary_sub_category_id')
            .as('sub_category_id'),
        ])
        .where('c.id', '=', ref.collectionId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.names['en'] ?? '',
        cityCode: row.city_code,
        cityName: cityName(row.city_code),
        categoryId: row.category_id,
        subCategoryId: row.sub_category_id,
      };
    }
    case 'city': {
      const name = cityName(ref.cityCode);
      return name === undefined ? undefined : { title: name, cityCode: ref.cityCode, cityName: name };
    }
    case 'banner':
    case 'bannerMobile': {
      let query = ctx.db.selectFrom('banner').select('id').where('sort_order', '=', ref.index);
      query =
        ref.cityCode === null
          ? query.where('city_code', 'is', null)
          : query.where('city_code', '=', ref.cityCode);
      if (!(await query.executeTakeFirst())) return undefined;
      const name = cityName(ref.cityCode);
      return { title: name ?? '', cityCode: ref.cityCode, cityName: name };
    }
    case 'review': {
      const row = await ctx.db
        .selectFrom('review as r')
        .innerJoin('tour_group as tg', 'tg.id', 'r.tgid')
        .select([
          'r.media',
          'tg.i18n',
          'tg.city_code',
          'tg.primary_category_id',
          'tg.primary_sub_category_id',
          'r.tgid',
        ])
        .where('r.id', '=', ref.reviewId)
        .executeTakeFirst();
      if (!row || ref.index >= count(row.media)) return undefined;
      return {
        title: (row.i18n as Names)['en']?.name ?? '',
        cityCode: row.city_code,
        cityName: cityName(row.city_code),
        categoryId: row.primary_category_id,
        subCategoryId: row.primary_sub_category_id,
        tgid: row.tgid,
      };
    }
  }
}
