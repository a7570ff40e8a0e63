import type { Rng } from '../prng.ts';
import { createReviewWriter, type ReviewMemory } from '../text/reviewWriter.ts';
import { addDays } from './inventoryRows.ts';
import type { ProductSpec } from './productSpec.ts';
import { climateOf, seasonalDaysBack } from './seasonality.ts';
import { CITIES } from '../reference/geo.ts';
import { MEDIA_SIZES, mediaPath } from '../../contract/mediaPaths.ts';

function rating(rng: Rng, quality: number): number {
  const roll = rng.next() - quality * 0.12;
  if (roll < 0.6) return 5;
  if (roll < 0.84) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.95) return 2;
  return 1;
}

/**
 * `count` reviews of a product written over the two years before `today`, more in the busy months of
 * the city's climate (reviews follow visits, see `seasonality.ts`), in several languages, some with
 * photos. Every rating comes with its text; the product's rating is derived from these rows after
 * they are stored (`db/ratings.ts`).
 */
export function reviewRows(
  spec: ProductSpec,
  count: number,
  firstId: number,
  rng: Rng,
  today: string,
  memory?: ReviewMemory,
) {
  const rows = [];
  const climate = climateOf(CITIES.find((city) => city.code === spec.cityCode)?.lat ?? 45);
  const writer = createReviewWriter(spec, memory);
  for (let i = 0; i < count; i++) {
    const stars = rating(rng, spec.quality);
    const { text, language, authorName, authorCountry, photos } = writer.write(stars, rng);
    const id = firstId + i;
    rows.push({
      id,
      tgid: spec.tgid,
      rating: stars,
      text,
      language,
      author_name: authorName,
      author_country: authorCountry,
      created_on: addDays(today, -seasonalDaysBack(rng.next(), today, climate)),
      media: Array.from({ length: photos }, (_, n) => ({
        type: 'IMAGE',
        url: mediaPath({ kind: 'review', reviewId: id, index: n }),
        metadata: { ...MEDIA_SIZES.review, altText: `Photo by a traveller, ${spec.names['en'] ?? ''}` },
      })),
      has_media: photos > 0,
      helpful_count: Math.floor(rng.next() ** 4 * 60),
      collection_id: spec.collectionId,
      city_code: spec.cityCode,
      category_id: spec.categoryId,
      sub_category_id: spec.subCategoryId,
    });
  }
  return rows;
}
