/** Palettes of the generated artwork: [background from, background to, accent]. */
const PALETTES = [
  ['#7f1d1d', '#b45309', '#fde68a'],
  ['#1e3a8a', '#0e7490', '#bae6fd'],
  ['#14532d', '#0f766e', '#bbf7d0'],
  ['#581c87', '#be185d', '#fbcfe8'],
  ['#111827', '#b45309', '#fcd34d'],
  ['#0c4a6e', '#4338ca', '#c7d2fe'],
  ['#7c2d12', '#be123c', '#fecdd3'],
  ['#134e4a', '#1d4ed8', '#a5f3fc'],
] as const;

/** FNV-1a: a small, stable hash so that the same entity always gets the same picture. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Words into lines of at most `max` characters (at most three lines, the last one ellipsed). */
export function wrapTitle(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${lines[2] ?? ''}…`];
}

export interface ArtworkInput {
  /** What the picture shows, written on it: a show, landmark, collection or city name. */
  title: string;
  /** A smaller line: the city, the venue, "Photo 2"… */
  subtitle?: string;
  /** Picks the palette and the motif: the entity's kind, id and index. */
  seed: string;
  width: number;
  height: number;
}

/**
 * Deterministic demo artwork as SVG: a gradient in one of eight palettes, skyline-like shapes and
 * rings placed by the seed, and the title. Same input, same picture; every text escaped.
 * @example artworkSvg({ title: 'Wicked', seed: 'tour-groups/10002/0', width: 1200, height: 800 }).startsWith('<svg')
 */
export function artworkSvg(input: ArtworkInput): string {
  const { width: w, height: h } = input;
  const seed = hash(input.seed);
  const [from, to, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const rand = (n: number) => ((((seed >>> (n % 24)) ^ hash(`${input.seed}:${n}`)) >>> 0) % 1000) / 1000;
  const shapes: string[] = [];
  // A skyline of blocks along the bottom third.
  let x = 0;
  for (let i = 0; x < w; i += 1) {
    const bw = w * (0.05 + rand(i) * 0.09);
    const bh = h * (0.12 + rand(i + 40) * 0.3);
    shapes.push(
      `<rect x="${x.toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="#000" opacity="${(0.18 + rand(i + 80) * 0.2).toFixed(2)}"/>`,
    );
    x += bw;
  }
  for (let i = 0; i < 3; i += 1) {
    const r = Math.min(w, h) * (0.08 + rand(i + 120) * 0.18);
    shapes.push(
      `<circle cx="${(w * rand(i + 160)).toFixed(0)}" cy="${(h * 0.35 * rand(i + 200)).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${accent}" stroke-width="${Math.max(2, w / 240).toFixed(0)}" opacity="0.45"/>`,
    );
  }
  const size = Math.round(Math.min(w / 14, h / 6.5));
  const lines = wrapTitle(input.title, Math.max(8, Math.floor((w / size) * 1.7)));
  const top = h * 0.42 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${(top + i * size * 1.15).toFixed(0)}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = input.subtitle
    ? `<text x="${w / 2}" y="${(top + lines.length * size * 1.15 + size * 0.2).toFixed(0)}" font-size="${Math.round(size * 0.5)}" fill="${accent}">${escapeXml(input.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}<g font-family="DejaVu Sans, sans-serif" fill="#fff" text-anchor="middle">${text}${subtitle}</g></svg>`;
}
