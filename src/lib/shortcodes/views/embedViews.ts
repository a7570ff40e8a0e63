import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { safeMapUrl } from '../../rules/shortcodes/safeUrl';
import { numberAttribute, textAttribute } from './attributes';
import { NONE, type WidgetEnv, type WidgetView } from './widgetTypes';

/** Default heights (px) of the embeds when the editor gives none. */
export const EMBED_HEIGHT = { iframe: 315, map: 400, spotify: 352 } as const;
const MAX_HEIGHT = 1200;

const heightOf = (node: ShortcodeNode, kind: keyof typeof EMBED_HEIGHT): number => {
  const height = numberAttribute(node, 'height');
  return height !== undefined && height >= 80 && height <= MAX_HEIGHT ? height : EMBED_HEIGHT[kind];
};

const embed = (
  kind: keyof typeof EMBED_HEIGHT,
  src: string,
  title: string,
  node: ShortcodeNode,
): WidgetView => {
  const width = numberAttribute(node, 'width');
  return {
    kind: 'embed',
    embed: kind,
    src,
    title,
    host: new URL(src).host,
    width: width !== undefined && width >= 80 ? width : undefined,
    height: heightOf(node, kind),
  };
};

/** `[iframe src width height title]`: an allow-listed player (the parser has checked `src`). */
export function iframeView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  const src = textAttribute(node, 'src');
  return src
    ? embed('iframe', src, textAttribute(node, 'title') ?? env.t('widgets.embed.title'), node)
    : NONE;
}

/** `[spotify-player src height]`: the Spotify embed player. */
export function spotifyView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  const src = textAttribute(node, 'src');
  return src ? embed('spotify', src, env.t('widgets.spotify.title'), node) : NONE;
}

const inRange = (value: number | undefined, limit: number): value is number =>
  value !== undefined && Math.abs(value) <= limit;

/**
 * The Google Maps embed URL of a place given by coordinates (zoom 1–21, default 15), checked by the
 * same allow-list as an editor's map URL; undefined for coordinates off the globe.
 * @example coordinatesMapUrl(41.8902, 12.4922, 16) === 'https://maps.google.com/maps?q=41.8902%2C12.4922&z=16&output=embed'
 */
export function coordinatesMapUrl(
  lat: number | undefined,
  lng: number | undefined,
  zoom?: number,
): string | undefined {
  if (!inRange(lat, 90) || !inRange(lng, 180)) return undefined;
  const z = zoom !== undefined && zoom >= 1 && zoom <= 21 ? zoom : 15;
  const query = new URLSearchParams({ q: `${lat},${lng}`, z: String(z), output: 'embed' });
  return safeMapUrl(`https://maps.google.com/maps?${query.toString()}`);
}

/** `[map src | lat lng zoom title]`: an allow-listed map embed, from its URL or its coordinates. */
export function mapView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  const src =
    textAttribute(node, 'src') ??
    coordinatesMapUrl(
      numberAttribute(node, 'lat'),
      numberAttribute(node, 'lng'),
      numberAttribute(node, 'zoom'),
    );
  return src ? embed('map', src, textAttribute(node, 'title') ?? env.t('widgets.map.title'), node) : NONE;
}
