import type { CatalogueContext } from '../catalogue/service/context';
import type { ArtSubject } from './art/artwork';
import { categoryTheme } from './categoryTheme';
import { mediaPath, type MediaRef } from './mediaPaths';

type Names = Record<string, { name?: string } | undefined>;
type Media = { productImages?: unknown[]; safetyImages?: unknown[] };

const count = (items: unknown) => (Array.isArray(items) ? items.length : 0);

/**
 * What the picture of a media reference shows, read from the catalogue (English names, so the URL
 * carries no language); undefined when the catalogue has no such image (the endpoint answers 404).
 * @example await mediaSubject(ctx, { kind: 'tourGroup', tgid: 10002, index: 0 })
 *   → { title: 'Wicked', subtitle: 'London', theme: 'stage', paletteKey: 'LONDON|7|10002', layoutKey: '/media/tour-groups/10002/0.webp' }
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
        .select(['city_code', 'primary_category_id', 'i18n', 'media'])
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
        theme: ref.kind === 'safety' ? 'shield' : categoryTheme(row.primary_category_id),
        paletteKey: `${row.city_code}|${row.primary_category_id}|${ref.tgid}`,
        layoutKey,
      };
    }
    case 'collectionHero':
    case 'collectionCard': {
      const row = await ctx.db
        .selectFrom('collection as c')
        .select(['c.city_code', 'c.names'])
        .select((eb) =>
          eb
            .selectFrom('collection_tour_group as ctg')
            .innerJoin('tour_group as tg', 'tg.id', 'ctg.tgid')
            .whereRef('ctg.collection_id', '=', 'c.id')
            .orderBy('ctg.rank')
            .limit(1)
            .select('tg.primary_category_id')
            .as('category_id'),
        )
        .where('c.id', '=', ref.collectionId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.names['en'] ?? '',
        subtitle: cityName(row.city_code),
        theme: categoryTheme(row.category_id),
        paletteKey: `${row.city_code}|collection|${ref.collectionId}`,
        layoutKey,
      };
    }
    case 'city': {
      const name = cityName(ref.cityCode);
      if (name === undefined) return undefined;
      return { title: name, theme: 'skyline', paletteKey: `${ref.cityCode}|city`, layoutKey };
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
        theme: ref.cityCode === null ? 'globe' : 'skyline',
        paletteKey: `${ref.cityCode ?? 'global'}|banner|${ref.index}`,
        // The phone artwork is the same picture as the desktop one, with relatively larger type; the
        // name sits at the top, clear of the title and text a page lays over a banner's lower part.
        layoutKey: layoutKey.replace('-mobile', ''),
        captionAt: 'top',
        captionScale: ref.kind === 'bannerMobile' ? 0.9 : 0.6,
      };
    }
    case 'review': {
      const row = await ctx.db
        .selectFrom('review as r')
        .innerJoin('tour_group as tg', 'tg.id', 'r.tgid')
        .select(['r.media', 'tg.i18n', 'tg.city_code', 'r.tgid'])
        .where('r.id', '=', ref.reviewId)
        .executeTakeFirst();
      if (!row || ref.index >= count(row.media)) return undefined;
      return {
        title: (row.i18n as Names)['en']?.name ?? '',
        subtitle: cityName(row.city_code),
        theme: 'snapshot',
        paletteKey: `${row.city_code}|review|${ref.reviewId}`,
        layoutKey,
      };
    }
  }
}
