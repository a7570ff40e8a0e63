/**
 * The shortcodes of spec 000 §2 and the attributes each accepts, with their kinds:
 * int (whole number ≥ 0), number, boolean, text (plain text, no angle brackets), id (an anchor id),
 * date (any accepted date, kept as YYYY-MM-DD), link (safe link), iframe/map/spotify (allow-listed embeds).
 */
const text = { text: 'text' } as const;
const icon = { text: 'text', title: 'text' } as const;
// Icons whose text can come from a product instead of the editor (its dates, start times, duration).
const productIcon = { ...icon, tgid: 'int' } as const;

export const SHORTCODE_SPEC = {
  price: { tgid: 'int', variant: 'int' },
  'min-price': { tgid: 'int', collection: 'int' },
  'best-discount': { tgid: 'int', collection: 'int' },
  'next-available': { tgid: 'int', variant: 'int' },
  booster: text,
  'inv-price': { tgid: 'int', variant: 'int' },
  cta: { url: 'link', text: 'text', tgid: 'int', newtab: 'boolean' },
  'rating-cta': { url: 'link', tgid: 'int', text: 'text' },
  popup: { title: 'text', text: 'text' },
  iframe: { src: 'iframe', width: 'int', height: 'int', title: 'text' },
  cross: text,
  check: text,
  date: { date: 'date', text: 'text' },
  'spotify-player': { src: 'spotify', height: 'int' },
  notes: { title: 'text' },
  train: icon,
  bus: icon,
  car: icon,
  plane: icon,
  ship: icon,
  snow: icon,
  location: icon,
  address: icon,
  ticket: icon,
  drizzle: icon,
  rain: icon,
  weather: icon,
  season: icon,
  sun: icon,
  map: { src: 'map', lat: 'number', lng: 'number', zoom: 'int', title: 'text' },
  calendar: productIcon,
  distance: icon,
  timings: productIcon,
  duration: productIcon,
  'price-block': { tgid: 'int', title: 'text' },
  experience: { tgid: 'int' },
  jumplink: { target: 'id', text: 'text' },
  collection: { id: 'int' },
} as const;

export type ShortcodeName = keyof typeof SHORTCODE_SPEC;
export type AttributeKind =
  'int' | 'number' | 'boolean' | 'text' | 'id' | 'date' | 'link' | 'iframe' | 'map' | 'spotify';

type ValueOf<K> = K extends 'int' | 'number' ? number : K extends 'boolean' ? boolean : string;
export type ShortcodeAttributes<N extends ShortcodeName> = {
  [A in keyof (typeof SHORTCODE_SPEC)[N]]?: ValueOf<(typeof SHORTCODE_SPEC)[N][A]>;
};

/**
 * Attributes without which a shortcode cannot render: it then stays as text. A map needs a source or
 * coordinates, a cta a link or a product to book (checked in the parser).
 */
export const REQUIRED_ATTRIBUTES: Partial<Record<ShortcodeName, readonly string[]>> = {
  iframe: ['src'],
  'spotify-player': ['src'],
  experience: ['tgid'],
  collection: ['id'],
  jumplink: ['target'],
};

/** @example isShortcodeName('price-block') === true; isShortcodeName('gallery') === false */
export function isShortcodeName(value: string): value is ShortcodeName {
  return Object.hasOwn(SHORTCODE_SPEC, value);
}
