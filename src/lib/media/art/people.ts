import { circle, d, ellipse, fill, path, polygon, rect, roundRect } from './geometry.ts';
import { tint, type Light } from './palettes.ts';
import type { ArtRandom } from './random.ts';

/** Clothes: muted, so that people never outshine the place. */
const CLOTHES = ['#2f3e56', '#9c3d3d', '#3f6f6a', '#c58b2b', '#5a4a6e', '#34495e', '#8c5a3c'] as const;

export interface PersonOptions {
  /** An arm up (waving, or a guide's flag). */
  arm?: 'none' | 'wave' | 'flag';
  flag?: string;
  /** A backpack or a suitcase. */
  bag?: 'none' | 'backpack' | 'suitcase';
}

/** A person standing with their feet at (x, y), `height` tall, in one flat colour. */
export function person(
  x: number,
  y: number,
  height: number,
  colour: string,
  options: PersonOptions = {},
): string {
  const u = height;
  const parts = [
    circle(x, y - u * 0.9, u * 0.1, fill(colour)),
    roundRect(x - u * 0.13, y - u * 0.77, u * 0.26, u * 0.42, u * 0.09, fill(colour)),
    path(
      d`M${x - u * 0.11} ${y - u * 0.4}L${x - u * 0.09} ${y}L${x - u * 0.01} ${y}L${x} ${y - u * 0.3}L${x + u * 0.01} ${y}L${x + u * 0.09} ${y}L${x + u * 0.11} ${y - u * 0.4}Z`,
      fill(colour),
    ),
  ];
  if (options.bag === 'backpack')
    parts.push(roundRect(x - u * 0.2, y - u * 0.72, u * 0.1, u * 0.26, u * 0.04, fill(colour)));
  if (options.bag === 'suitcase')
    parts.push(roundRect(x + u * 0.16, y - u * 0.3, u * 0.2, u * 0.3, u * 0.03, fill(colour, 0.85)));
  if (options.arm === 'wave' || options.arm === 'flag')
    parts.push(
      path(
        d`M${x + u * 0.08} ${y - u * 0.72}L${x + u * 0.22} ${y - u * 1.02}`,
        `fill="none" stroke="${colour}" stroke-width="${Math.round(u * 0.07 * 10) / 10}" stroke-linecap="round"`,
      ),
    );
  if (options.arm === 'flag')
    parts.push(
      rect(x + u * 0.21, y - u * 1.3, u * 0.02, u * 0.3, fill(colour)),
      polygon(
        [
          [x + u * 0.23, y - u * 1.3],
          [x + u * 0.45, y - u * 1.22],
          [x + u * 0.23, y - u * 1.14],
        ],
        fill(options.flag ?? '#e63946'),
      ),
    );
  return parts.join('');
}

/** A line of people from x0 to x1 (a queue, a group), tinted by the light. */
export function crowd(
  rng: ArtRandom,
  light: Light,
  {
    from,
    to,
    y,
    height,
    count,
    guide = false,
    bags = false,
  }: { from: number; to: number; y: number; height: number; count: number; guide?: boolean; bags?: boolean },
): string {
  const parts: string[] = [];
  const step = (to - from) / Math.max(1, count - 1);
  for (let i = 0; i < count; i++) {
    const size = height * rng.between(0.82, 1.05);
    const colour = tint(light, rng.pick(CLOTHES), 0.05);
    const x = from + i * step + rng.between(-0.2, 0.2) * step;
    parts.push(
      person(x, y + rng.between(-0.02, 0.02) * height, size, colour, {
        arm: guide && i === 0 ? 'flag' : rng.next() < 0.12 ? 'wave' : 'none',
        bag: bags ? (rng.next() < 0.5 ? 'suitcase' : 'backpack') : rng.next() < 0.3 ? 'backpack' : 'none',
      }),
    );
  }
  return parts.join('');
}

/** The heads and shoulders of a seated audience, seen from behind, along the bottom edge. */
export function audience(rng: ArtRandom, w: number, y: number, size: number, colour: string): string {
  let out = '';
  for (let x = -size * 0.3; x < w + size; x += size * rng.between(0.9, 1.15)) {
    const top = y + rng.between(-0.12, 0.12) * size;
    out +=
      ellipse(x, top + size * 0.85, size * 0.5, size * 0.45, '') +
      circle(x, top + size * 0.2, size * 0.26, '');
  }
  return `<g ${fill(colour)}>${out}</g>`;
}
