/**
 * The URL scheme of the project's own media (`/media/…`): one builder and one parser, shared by the
 * catalogue seed (which writes the URLs) and the media endpoint (which answers them), so the two can
 * never disagree. Imports carry `.ts` because the seed also runs under plain Node (scripts/db-seed.ts).
 *
 * | path                                     | kind           | intrinsic size |
 * | ---------------------------------------- | -------------- | -------------- |
 * | /media/tour-groups/{tgid}/{n}.webp       | tourGroup      | 1200×800 (3:2) |
 * | /media/safety/{tgid}.webp                | safety         | 800×800 (1:1)  |
 * | /media/collections/{id}/hero.webp        | collectionHero | 1600×900 (16:9)|
 * | /media/collections/{id}/card.webp        | collectionCard | 600×400 (3:2)  |
 * | /media/cities/{city-slug}.webp           | city           | 1600×900 (16:9)|
 * | /media/banners/{city-slug/global}/{n}.webp        | banner       | 1600×1000 (16:10) |
 * | /media/banners/{city-slug/global}/{n}-mobile.webp | bannerMobile | 800×500 (16:10)   |
 * | /media/reviews/{reviewId}/{n}.webp       | review         | 900×1200 (3:4) |
 *
 * A city slug is the city code in lower case with hyphens (NEW_YORK → new-york).
 */
export const MEDIA_SIZES = {
  tourGroup: { width: 1200, height: 800 },
  safety: { width: 800, height: 800 },
  collectionHero: { width: 1600, height: 900 },
  collectionCard: { width: 600, height: 400 },
  city: { width: 1600, height: 900 },
  banner: { width: 1600, height: 1000 },
  bannerMobile: { width: 800, height: 500 },
  review: { width: 900, height: 1200 },
} as const satisfies Record<string, { width: number; height: number }>;

export type MediaRef =
  | { kind: 'tourGroup'; tgid: number; index: number }
  | { kind: 'safety'; tgid: number }
  | { kind: 'collectionHero' | 'collectionCard'; collectionId: number }
  | { kind: 'city'; cityCode: string }
  | { kind: 'banner' | 'bannerMobile'; cityCode: string | null; index: number }
  | { kind: 'review'; reviewId: number; index: number };

export const MEDIA_PREFIX = '/media/';

/** NEW_YORK → new-york. */
export const citySlug = (cityCode: string): string => cityCode.toLowerCase().replace(/_/g, '-');

/**
 * The root-relative URL of a media reference.
 * @example mediaPath({ kind: 'tourGroup', tgid: 10002, index: 0 }) === '/media/tour-groups/10002/0.webp'
 * @example mediaPath({ kind: 'bannerMobile', cityCode: null, index: 2 }) === '/media/banners/global/2-mobile.webp'
 */
export function mediaPath(ref: MediaRef): string {
  switch (ref.kind) {
    case 'tourGroup':
      return `${MEDIA_PREFIX}tour-groups/${ref.tgid}/${ref.index}.webp`;
    case 'safety':
      return `${MEDIA_PREFIX}safety/${ref.tgid}.webp`;
    case 'collectionHero':
    case 'collectionCard':
      return `${MEDIA_PREFIX}collections/${ref.collectionId}/${ref.kind === 'collectionHero' ? 'hero' : 'card'}.webp`;
    case 'city':
      return `${MEDIA_PREFIX}cities/${citySlug(ref.cityCode)}.webp`;
    case 'banner':
    case 'bannerMobile': {
      const city = ref.cityCode === null ? 'global' : citySlug(ref.cityCode);
      return `${MEDIA_PREFIX}banners/${city}/${ref.index}${ref.kind === 'bannerMobile' ? '-mobile' : ''}.webp`;
    }
    case 'review':
      return `${MEDIA_PREFIX}reviews/${ref.reviewId}/${ref.index}.webp`;
  }
}

// Whole numbers without leading zeros, so that each image has exactly one URL.
const ID = '(0|[1-9]\\d{0,8})';
const SLUG = '([a-z]+(?:-[a-z]+)*)';
const PATTERNS: [RegExp, (m: string[]) => MediaRef][] = [
  [
    new RegExp(`^tour-groups/${ID}/${ID}\\.webp$`),
    (m) => ({ kind: 'tourGroup', tgid: num(m[1]), index: num(m[2]) }),
  ],
  [new RegExp(`^safety/${ID}\\.webp$`), (m) => ({ kind: 'safety', tgid: num(m[1]) })],
  [
    new RegExp(`^collections/${ID}/(hero|card)\\.webp$`),
    (m) => ({ kind: m[2] === 'hero' ? 'collectionHero' : 'collectionCard', collectionId: num(m[1]) }),
  ],
  [new RegExp(`^cities/${SLUG}\\.webp$`), (m) => ({ kind: 'city', cityCode: cityCode(m[1]) })],
  [
    new RegExp(`^banners/${SLUG}/${ID}(-mobile)?\\.webp$`),
    (m) => ({
      kind: m[3] ? 'bannerMobile' : 'banner',
      cityCode: m[1] === 'global' ? null : cityCode(m[1]),
      index: num(m[2]),
    }),
  ],
  [
    new RegExp(`^reviews/${ID}/${ID}\\.webp$`),
    (m) => ({ kind: 'review', reviewId: num(m[1]), index: num(m[2]) }),
  ],
];

const num = (text: string | undefined): number => Number(text);
const cityCode = (slug: string | undefined): string => (slug ?? '').toUpperCase().replace(/-/g, '_');

/**
 * The media reference of a URL path, or undefined when the path is not one the scheme writes.
 * @example parseMediaPath('/media/cities/new-york.webp') → { kind: 'city', cityCode: 'NEW_YORK' }
 * @example parseMediaPath('/media/tour-groups/010/0.webp') → undefined
 */
export function parseMediaPath(pathname: string): MediaRef | undefined {
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  const rest = pathname.slice(MEDIA_PREFIX.length);
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(rest);
    if (match) return build([...match]);
  }
  return undefined;
}
