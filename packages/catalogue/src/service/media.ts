import type { CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

interface Media {
  type: string;
  url: string;
  metadata: { height: number; width: number; altText: string };
}

/**
 * `/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=1,2`: the product and safety
 * images of each experience (tour group), in the order asked; unknown ids are left out. The alt
 * text carries the product name in `language` (English fallback).
 */
export async function experienceMedias(ctx: CatalogueContext, ids: readonly number[], language: string) {
  const rows = await ctx.db
    .selectFrom('tour_group')
    .select(['id', 'media', 'i18n'])
    .where('id', 'in', ids)
    .where('hidden', '=', false)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    resourceType: 'MB_EXPERIENCE',
    resourceEntityMedias: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const media = row.media as { productImages: Media[]; safetyImages: Media[] };
      const name = localise(row.i18n as Record<string, { name?: string }>, language)?.name;
      const medias = [...media.productImages, ...media.safetyImages].map((m, index) => ({
        ...m,
        metadata: {
          ...m.metadata,
          altText: name && index < media.productImages.length ? `${name} – ${index + 1}` : m.metadata.altText,
        },
      }));
      return [{ resourceEntityId: id, medias }];
    }),
  };
}
