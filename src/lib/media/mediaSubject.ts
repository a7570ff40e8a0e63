import type { MediaFacts, MediaRef } from '@storefront/catalogue';
import { mediaPath } from '@storefront/catalogue/contract';
import type { ArtSubject } from './art/artwork';
import { categoryTheme } from './categoryTheme.ts';

/** Collections of everything in a city show the city rather than their first product. */
const CITY_WIDE = /^things to do\b/i;

/**
 * What the picture of a media reference shows, from the catalogue's facts about it (`mediaFacts`). The
 * names only choose the scene (nothing is written on a picture); a gallery's numbers and a review's
 * photos each get their own composition.
 * @example mediaSubject({ kind: 'tourGroup', tgid: 10002, index: 0 }, { title: 'Wicked', cityCode: 'LONDON', cityName: 'London', categoryId: 7, subCategoryId: 1005 })
 *   → { title: 'Wicked', subtitle: 'London', theme: 'stage', cityCode: 'LONDON', paletteKey: 'LONDON|7|10002', layoutKey: '/media/tour-groups/10002/0.webp', frame: 0 }
 */
export function mediaSubject(ref: MediaRef, facts: MediaFacts): ArtSubject {
  const layoutKey = mediaPath(ref);
  const theme = () => categoryTheme(facts.categoryId ?? null, facts.subCategoryId ?? null);
  switch (ref.kind) {
    case 'tourGroup':
    case 'safety':
      return {
        title: facts.title,
        subtitle: facts.cityName,
        theme: ref.kind === 'safety' ? 'shield' : theme(),
        cityCode: facts.cityCode ?? undefined,
        paletteKey: `${facts.cityCode}|${facts.categoryId}|${ref.tgid}`,
        layoutKey,
        frame: ref.kind === 'tourGroup' ? ref.index : 0,
      };
    case 'collectionHero':
    case 'collectionCard':
      return {
        title: facts.title,
        subtitle: facts.cityName,
        theme: CITY_WIDE.test(facts.title) ? 'skyline' : theme(),
        cityCode: facts.cityCode ?? undefined,
        paletteKey: `${facts.cityCode}|collection|${ref.collectionId}`,
        // The card is the hero's picture, framed for its size.
        layoutKey: layoutKey.replace(/card\.webp$/, 'hero.webp'),
        frame: 0,
      };
    case 'city':
      return {
        title: facts.title,
        theme: 'skyline',
        cityCode: ref.cityCode,
        paletteKey: `${ref.cityCode}|city`,
        layoutKey,
        frame: 0,
      };
    case 'banner':
    case 'bannerMobile':
      return {
        title: facts.title,
        theme: ref.cityCode === null ? 'world' : 'skyline',
        cityCode: ref.cityCode ?? undefined,
        paletteKey: `${ref.cityCode ?? 'global'}|banner|${ref.index}`,
        // The phone artwork is the same picture as the desktop one; each banner a different view
        // of the city than its city picture (frame 0).
        layoutKey: layoutKey.replace('-mobile', ''),
        frame: ref.index + 1,
      };
    case 'review':
      // A visitor's snapshot of the product's place, in the product's colours.
      return {
        title: facts.title,
        subtitle: facts.cityName,
        theme: theme(),
        cityCode: facts.cityCode ?? undefined,
        paletteKey: `${facts.cityCode}|${facts.categoryId}|${facts.tgid}`,
        layoutKey,
        snapshot: true,
      };
  }
}
