import { r } from './geometry';
import { globe, landmark, mountains, sky, skyline, waves, type Motif } from './motifsPlaces';
import { food, shield, snapshot, stage } from './motifsThings';
import { paletteFor } from './palettes';
import { artRandom } from './random';
import { escapeXml, layoutTitle } from './textLayout';

export const THEMES = {
  skyline,
  landmark,
  globe,
  mountains,
  waves,
  sky,
  stage,
  food,
  shield,
  snapshot,
} as const satisfies Record<string, Motif>;

export type Theme = keyof typeof THEMES;

/** What a picture shows: the entity's name, the motif of its kind, and the keys of its colours and layout. */
export interface ArtSubject {
  /** The name written on the picture; empty for none. */
  title: string;
  /** A smaller second line (the city), optional. */
  subtitle?: string | undefined;
  theme: Theme;
  /** Picks the palette (e.g. city, category and id). */
  paletteKey: string;
  /** Picks gradient angle and motif layout (e.g. the image's own path). */
  layoutKey: string;
  /** Scales the caption: a phone-sized picture (a mobile banner) reads better with larger type. */
  captionScale?: number | undefined;
  /** Where the caption sits; `top` leaves the bottom free for copy laid over the picture (banners). */
  captionAt?: 'top' | 'bottom' | undefined;
}

export interface ArtSize {
  width: number;
  height: number;
}

const FONT = 'DejaVu Sans, sans-serif';

/**
 * The artwork of a subject as SVG: drawn in the intrinsic coordinate space (`viewBox`) and sized
 * `renderWidth` pixels wide, so every rendition shows the same picture. Pure and deterministic.
 * @example artworkSvg({ title: 'Wicked', theme: 'stage', paletteKey: 'LONDON|7|10002', layoutKey: '/media/tour-groups/10002/0.webp' }, { width: 1200, height: 800 }, 480)
 *   // '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 1200 800">…Wicked…</svg>'
 */
export function artworkSvg(subject: ArtSubject, size: ArtSize, renderWidth: number): string {
  const { width: w, height: h } = size;
  const palette = paletteFor(subject.paletteKey);
  const rng = artRandom(subject.layoutKey);
  const angle = rng.int(0, 7) * 45;
  const renderHeight = Math.round((renderWidth * h) / w);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    // Darkening behind the caption: towards the bottom (scrim) or towards the top (scrimTop).
    '<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>',
    '<linearGradient id="scrimTop" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    THEMES[subject.theme](rng, w, h, palette.accent),
    caption(subject, size, palette.accent),
    '</svg>',
  ].join('');
}

/**
 * The name (and subtitle) at the bottom-left (or top-left) over a darkening scrim, as large as fits
 * in three lines.
 */
function caption(subject: ArtSubject, { width: w, height: h }: ArtSize, accent: string): string {
  const margin = Math.min(w, h) * 0.07;
  const scale = subject.captionScale ?? 1;
  const title = layoutTitle(subject.title, {
    width: w - 2 * margin,
    maxLines: 3,
    maxSize: Math.min(h * 0.12, w * 0.1) * scale,
    minSize: Math.min(h * 0.045, w * 0.035) * scale,
  });
  const subSize = r(Math.max(h * 0.035 * scale, Math.min(h * 0.05 * scale, title.size * 0.5)));
  // One line; a city name never needs more, anything longer is cut with an ellipsis.
  const subtitle =
    layoutTitle(subject.subtitle ?? '', {
      width: w - 2 * margin,
      maxLines: 1,
      maxSize: subSize,
      minSize: subSize,
    }).lines[0] ?? '';
  if (title.lines.length === 0 && subtitle === '') return '';
  const lineHeight = title.size * 1.15;
  const titleHeight = title.lines.length * lineHeight;
  const blockHeight = titleHeight + (subtitle ? subSize * 1.5 : 0);
  const top = subject.captionAt === 'top';
  const blockTop = top ? margin : h - margin - blockHeight;
  const parts = [
    top
      ? `<rect width="${w}" height="${r(Math.min(h, blockTop + blockHeight + title.size * 1.2))}" fill="url(#scrimTop)"/>`
      : `<rect y="${r(Math.max(0, blockTop - title.size * 1.2))}" width="${w}" height="${r(h - Math.max(0, blockTop - title.size * 1.2))}" fill="url(#scrim)"/>`,
  ];
  title.lines.forEach((line, index) => {
    const y = blockTop + title.size * 0.95 + index * lineHeight;
    parts.push(
      `<text x="${r(margin)}" y="${r(y)}" font-family="${FONT}" font-weight="700" font-size="${title.size}" fill="#fff">${escapeXml(line)}</text>`,
    );
  });
  if (subtitle) {
    const y = blockTop + titleHeight + subSize * 1.2;
    parts.push(
      `<text x="${r(margin)}" y="${r(y)}" font-family="${FONT}" font-size="${subSize}" fill="${accent}">${escapeXml(subtitle)}</text>`,
    );
  }
  return parts.join('');
}
