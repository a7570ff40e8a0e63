/** The kinds of demo media the project serves under /media/, with their intrinsic size. */
export const MEDIA_KINDS = {
  'tour-groups': { width: 1200, height: 800 },
  safety: { width: 800, height: 800 },
  collections: { width: 1600, height: 900 },
  'collection-cards': { width: 600, height: 400 },
  cities: { width: 1600, height: 900 },
  banners: { width: 1600, height: 1000 },
  'mobile-banners': { width: 800, height: 500 },
  reviews: { width: 900, height: 1200 },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

/** Widths served; any other asked width snaps to the nearest. */
export const MEDIA_WIDTHS = [160, 240, 320, 480, 640, 960, 1200, 1600] as const;

export interface MediaRequest {
  kind: MediaKind;
  /** The entity: a tgid, collection id, city code, review id. */
  id: string;
  /** Which picture of the entity (0-based), or 0. */
  index: number;
  width: number;
  height: number;
}

const PATTERNS: [
  RegExp,
  (match: RegExpExecArray, mobile: boolean) => Omit<MediaRequest, 'width' | 'height'>,
][] = [
  [
    /^\/media\/tour-groups\/(\d{1,9})\/(\d{1,2})\.webp$/,
    (m) => ({ kind: 'tour-groups', id: m[1] ?? '', index: Number(m[2]) }),
  ],
  [/^\/media\/safety\/(\d{1,9})\.webp$/, (m) => ({ kind: 'safety', id: m[1] ?? '', index: 0 })],
  [
    /^\/media\/collections\/(\d{1,9})\/(hero|card)\.webp$/,
    (m) => ({ kind: m[2] === 'card' ? 'collection-cards' : 'collections', id: m[1] ?? '', index: 0 }),
  ],
  [/^\/media\/cities\/([a-z0-9_-]{2,40})\.webp$/, (m) => ({ kind: 'cities', id: m[1] ?? '', index: 0 })],
  [
    /^\/media\/banners\/([a-z0-9_-]{2,40})\/(\d{1,2})\.webp$/,
    (m, mobile) => ({ kind: mobile ? 'mobile-banners' : 'banners', id: m[1] ?? '', index: Number(m[2]) }),
  ],
  [
    /^\/media\/reviews\/(\d{1,12})\/(\d{1,2})\.webp$/,
    (m) => ({ kind: 'reviews', id: m[1] ?? '', index: Number(m[2]) }),
  ],
];

/** The allowed width nearest to the asked one; the intrinsic width when none is asked. */
export function snapWidth(asked: string | null, intrinsic: number): number {
  const value = Number(asked);
  if (!asked || !Number.isFinite(value) || value <= 0) return intrinsic;
  let best: number = MEDIA_WIDTHS[0];
  for (const width of MEDIA_WIDTHS) if (Math.abs(width - value) < Math.abs(best - value)) best = width;
  return Math.min(best, Math.max(intrinsic, MEDIA_WIDTHS[0]));
}

/**
 * Parses a demo media URL: `/media/tour-groups/10002/0.webp?w=480`, `/media/collections/167/hero.webp`,
 * `/media/cities/rome.webp`, `/media/banners/rome/0.webp?mobile=1`, `/media/reviews/123/0.webp`,
 * `/media/safety/10002.webp`. Undefined for anything else (answered 404).
 * @example parseMediaUrl(new URL('http://x/media/tour-groups/7/1.webp?w=500')) → { kind: 'tour-groups', id: '7', index: 1, width: 480, height: 320 }
 */
export function parseMediaUrl(url: URL): MediaRequest | undefined {
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const parsed = read(match, url.searchParams.get('mobile') === '1');
    const size = MEDIA_KINDS[parsed.kind];
    const width = snapWidth(url.searchParams.get('w'), size.width);
    return { ...parsed, width, height: Math.round((width * size.height) / size.width) };
  }
  return undefined;
}
