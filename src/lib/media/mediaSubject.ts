import type { CatalogueContext } from '../catalogue/service/context';
import type { ArtSubject } from './art/artwork';
import { categoryTheme } from './categoryTheme';
import { mediaPath, type MediaRef } from './mediaPaths';

type Names = Record<string, { name?: string } | undefined>;
type Media = { productImages?: unknown[]; safetyImages?: unknown[] };

const count = (items: unknown) => (Array.isArray(items) ? items.length : 0);

/** Collections of everything in a city show the city rather than their first product. */
const CITY_WIDE = /^things to do\b/i;

/**
 * What the picture of a media reference shows, read from the catalogue (English names, so the URL
 * carries no language); undefined when the catalogue has no such image (the endpoint answers 404).
 * The names only choose the scene (nothing is written on a picture); a gallery's numbers and a
 * review's photos each get their own composition.
 * @example await mediaSubject(ctx, { kind: 'tourGroup', tgid: 10002, index: 0 })
 *   → { title: 'Wicked', subtitle: 'London', theme: 'stage', cityCode: 'LONDON', paletteKey: 'LONDON|7|10002', layoutKey: '/media/tour-groups/10002/0.webp', frame: 0 }
 */
export async function mediaSubject(ctx: CatalogueContext, ref: MediaRef): Promise<ArtSubject | undefined> {
  const layoutKey = mediaPath(ref);
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
        subtitle: cityName(row.city_code),
        theme:
          ref.kind === 'safety'
            ? 'shield'
            : categoryTheme(row.primary_category_id, row.primary_sub_category_id),
        cityCode: row.city_code,
        paletteKey: `${row.city_code}|${row.primary_category_id}|${ref.tgid}`,
        layoutKey,
        frame: ref.kind === 'tourGroup' ? ref.index : 0,
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
      const title = row.names['en'] ?? '';
      return {
        title,
        subtitle: cityName(row.city_code),
        theme: CITY_WIDE.test(title) ? 'skyline' : categoryTheme(row.category_id, row.sub_category_id),
        cityCode: row.city_code,
        paletteKey: `${row.city_code}|collection|${ref.collectionId}`,
        // The card is the hero's picture, framed for its size.
        layoutKey: layoutKey.replace(/card\.webp$/, 'hero.webp'),
        frame: 0,
      };
    }
    case 'city': {
      const name = cityName(ref.cityCode);
      if (name === undefined) return undefined;
      return {
        title: name,
        theme: 'skyline',
        cityCode: ref.cityCode,
        paletteKey: `${ref.cityCode}|city`,
        layoutKey,
        frame: 0,
      };
    }
    case 'banner':
    case 'bannerMobile': {
      let query = ctx.db.selectFrom('banner').select('id').where('sort_order', '=', ref.index);
      query =
        ref.cityCode === null
          ? query.where('city_code', 'is', null)
          : query.where('city_code', '=', ref.cityCode);
      if (!(await query.executeTakeFirst())) return undefined;
      return {
        title: cityName(ref.cityCode) ?? '',
        theme: ref.cityCode === null ? 'world' : 'skyline',
        cityCode: ref.cityCode ?? undefined,
        paletteKey: `${ref.cityCode ?? 'global'}|banner|${ref.index}`,
        // The phone artwork is the same picture as the desktop one; each banner a different view
        // of the city than its city picture (frame 0).
        layoutKey: layoutKey.replace('-mobile', ''),
        frame: ref.index + 1,
      };
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
      // A visitor's snapshot of the product's place, in the product's colours.
      return {
        title: (row.i18n as Names)['en']?.name ?? '',
        subtitle: cityName(row.city_code),
        theme: categoryTheme(row.primary_category_id, row.primary_sub_category_id),
        cityCode: row.city_code,
        paletteKey: `${row.city_code}|${row.primary_category_id}|${row.tgid}`,
        layoutKey,
        snapshot: true,
      };
    }
  }
}
