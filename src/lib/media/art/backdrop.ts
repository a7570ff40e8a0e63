import { darken, lighten, mix } from './colour.ts';
import { circle, d, ellipse, fill, path, rect, roundRect, stroke } from './geometry.ts';
import { isDark, tint, type Light } from './palettes.ts';
import type { ArtRandom } from './random.ts';

/** What a scene draws on: the picture's intrinsic size, its draws, its light and its gradients. */
export interface Canvas {
  w: number;
  h: number;
  rng: ArtRandom;
  light: Light;
  /** Gradient definitions, written once in `<defs>`. */
  defs: string[];
}

/** The sky from the top down to `horizon`, a vertical gradient (one per picture). */
export function sky(cv: Canvas, horizon = cv.h): string {
  if (!cv.defs.some((def) => def.includes('id="sky"')))
    cv.defs.push(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cv.light.top}"/><stop offset="1" stop-color="${cv.light.bottom}"/></linearGradient>`,
    );
  return rect(0, 0, cv.w, horizon, 'fill="url(#sky)"');
}

/** The sun, or at night a crescent moon with a few stars. */
export function sunOrMoon(cv: Canvas, x: number, y: number, radius: number): string {
  const { light } = cv;
  if (light.mood !== 'night') return circle(x, y, radius, fill(light.sun, light.mood === 'day' ? 0.9 : 1));
  return [
    stars(cv, 14, y + radius * 4),
    circle(x, y, radius * 0.7, fill(light.sun)),
    circle(x + radius * 0.3, y - radius * 0.16, radius * 0.62, fill(mix(light.top, light.bottom, 0.2))),
  ].join('');
}

/** Small stars scattered over the upper sky. */
export function stars(cv: Canvas, count: number, lowest: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += d`M${cv.rng.between(0.02, 0.98) * cv.w} ${cv.rng.between(0.02, 1) * lowest}h${cv.h * 0.005}v${cv.h * 0.005}h${-cv.h * 0.005}Z`;
  return path(out, fill('#fff7d6', 0.85));
}

/** A flat cloud: three bumps on a level base. */
export const cloud = (x: number, y: number, size: number, colour: string): string =>
  path(
    d`M${x - size * 2} ${y}A${size * 0.7} ${size * 0.7} 0 0 1 ${x - size * 0.9} ${y - size * 0.6}A${size} ${size} 0 0 1 ${x + size * 0.8} ${y - size * 0.5}A${size * 0.7} ${size * 0.7} 0 0 1 ${x + size * 2} ${y}Z`,
    fill(colour),
  );

/** A few clouds between two heights. */
export function clouds(cv: Canvas, count: number, top: number, bottom: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += cloud(
      cv.rng.between(0.05, 0.95) * cv.w,
      cv.rng.between(top, bottom),
      cv.rng.between(0.03, 0.055) * cv.h,
      cv.light.cloud,
    );
  return out;
}

/** Birds: small strokes in the sky. */
export function birds(cv: Canvas, count: number, top: number, bottom: number, colour: string): string {
  let out = '';
  const s = cv.h * 0.014;
  for (let i = 0; i < count; i++) {
    const x = cv.rng.between(0.1, 0.9) * cv.w;
    const y = cv.rng.between(top, bottom);
    out += d`M${x - s} ${y - s * 0.3}Q${x - s * 0.4} ${y - s * 0.7} ${x} ${y}Q${x + s * 0.4} ${y - s * 0.7} ${x + s} ${y - s * 0.3}`;
  }
  return path(out, stroke(colour, cv.h * 0.004, 'stroke-linecap="round"'));
}

/** Rolling hills along a baseline. */
export function hills(cv: Canvas, baseline: number, amplitude: number, colour: string, bumps = 3): string {
  const step = cv.w / bumps;
  let out = d`M0 ${cv.h}L0 ${baseline - cv.rng.between(0, amplitude)}`;
  for (let i = 0; i < bumps; i++) {
    const x = i * step;
    out += d`Q${x + step * cv.rng.between(0.3, 0.7)} ${baseline - amplitude * cv.rng.between(0.6, 1.4)} ${x + step} ${baseline - cv.rng.between(0, amplitude)}`;
  }
  return path(`${out}${d`L${cv.w} ${cv.h}Z`}`, fill(colour));
}

/** Water from `top` down, with a few glints. */
export function water(cv: Canvas, top: number, colour = cv.light.water, bottom = cv.h): string {
  let glints = '';
  const count = 9;
  for (let i = 0; i < count; i++) {
    const y = top + ((i + 0.5) / count) * (bottom - top) * cv.rng.between(0.8, 1);
    const x = cv.rng.between(0, 0.9) * cv.w;
    const length = cv.rng.between(0.04, 0.12) * cv.w * (0.5 + (y - top) / (bottom - top));
    glints += d`M${x} ${y}h${length}`;
  }
  return [
    rect(0, top, cv.w, bottom - top, fill(colour)),
    path(glints, stroke(lighten(colour, 0.35), cv.h * 0.005, 'stroke-linecap="round" stroke-opacity="0.7"')),
  ].join('');
}

export type TreeKind = 'round' | 'cypress' | 'pine';

/** A tree standing at (x, y), `size` tall. */
export function tree(kind: TreeKind, x: number, y: number, size: number, light: Light): string {
  const leaf = tint(light, light.green);
  const trunk = tint(light, '#6b4f3a');
  if (kind === 'cypress')
    return path(
      d`M${x} ${y - size}Q${x + size * 0.16} ${y - size * 0.55} ${x + size * 0.09} ${y}L${x - size * 0.09} ${y}Q${x - size * 0.16} ${y - size * 0.55} ${x} ${y - size}Z`,
      fill(darken(leaf, 0.2)),
    );
  if (kind === 'pine') {
    const cx = x + size * 0.06;
    const top = y - size;
    return [
      path(
        d`M${x - size * 0.03} ${y}Q${x} ${y - size * 0.5} ${cx} ${y - size * 0.78}`,
        stroke(trunk, size * 0.05),
      ),
      path(
        d`M${cx - size * 0.42} ${top + size * 0.22}Q${cx - size * 0.4} ${top + size * 0.06} ${cx - size * 0.16} ${top + size * 0.06}Q${cx} ${top - size * 0.04} ${cx + size * 0.18} ${top + size * 0.05}Q${cx + size * 0.44} ${top + size * 0.06} ${cx + size * 0.44} ${top + size * 0.22}Z`,
        fill(darken(leaf, 0.08)),
      ),
    ].join('');
  }
  return [
    rect(x - size * 0.04, y - size * 0.45, size * 0.08, size * 0.45, fill(trunk)),
    circle(x, y - size * 0.62, size * 0.34, fill(leaf)),
    circle(x + size * 0.12, y - size * 0.54, size * 0.22, fill(darken(leaf, 0.12))),
  ].join('');
}

/** A street lamp, glowing when it is dark. */
export function lamp(x: number, y: number, size: number, light: Light): string {
  const iron = tint(light, '#3d4148', 0.2);
  return [
    isDark(light) ? circle(x, y - size, size * 0.22, fill(light.glow, 0.25)) : '',
    rect(x - size * 0.025, y - size, size * 0.05, size, fill(iron)),
    circle(x, y - size, size * 0.07, fill(isDark(light) ? light.glow : lighten(iron, 0.5))),
  ].join('');
}

export interface BuildingRow {
  from: number;
  to: number;
  base: number;
  /** Height range of the buildings. */
  low: number;
  high: number;
  colour: string;
  /** Lit windows at night. */
  windows?: boolean | undefined;
  /** Wider buildings (1 by default): a near row of houses reads better, and lighter, in fewer shapes. */
  scale?: number | undefined;
  /** Varied colours (a street of painted houses) rather than one tone. */
  colours?: readonly string[] | undefined;
}

/** A row of buildings, some with pitched roofs or small domes. */
export function buildings(cv: Canvas, row: BuildingRow): string {
  let body = '';
  let windows = '';
  const painted: string[] = [];
  // Building widths follow the picture's height in wide panoramas, so that they never turn into slabs.
  const span = Math.min(cv.w, cv.h * 1.8);
  for (let x = row.from; x < row.to;) {
    const width = cv.rng.between(0.045, 0.09) * span * (row.scale ?? 1);
    const top = row.base - cv.rng.between(row.low, row.high);
    const roof = cv.rng.next();
    let shape = d`M${x} ${row.base}L${x} ${top}`;
    if (roof < 0.2) shape += d`L${x + width / 2} ${top - width * 0.35}`;
    else if (roof < 0.3)
      shape += d`L${x + width * 0.3} ${top}L${x + width * 0.5} ${top - width * 0.6}L${x + width * 0.7} ${top}`;
    else if (roof < 0.38)
      shape += d`L${x + width * 0.2} ${top}A${width * 0.3} ${width * 0.3} 0 0 1 ${x + width * 0.8} ${top}`;
    shape += d`L${x + width} ${top}L${x + width} ${row.base}Z`;
    if (row.colours) painted.push(path(shape, fill(cv.rng.pick(row.colours as [string, ...string[]]))));
    else body += shape;
    if (row.windows)
      for (let i = 0; i < 2; i++)
        if (cv.rng.next() < 0.55)
          windows += d`M${x + width * cv.rng.between(0.15, 0.7)} ${top + (row.base - top) * cv.rng.between(0.1, 0.8)}h${width * 0.14}v${width * 0.16}h${-width * 0.14}Z`;
    x += width * cv.rng.between(0.9, 1.05);
  }
  return [
    body ? path(body, fill(row.colour)) : '',
    ...painted,
    windows ? path(windows, fill(cv.light.glow, 0.9)) : '',
  ].join('');
}

/** A leafy branch hanging into a corner: the picture taken from under a tree. */
export function foliage(cv: Canvas, corner: 'left' | 'right'): string {
  const leaf = darken(tint(cv.light, cv.light.green), 0.15);
  const x0 = corner === 'left' ? 0 : cv.w;
  const sign = corner === 'left' ? 1 : -1;
  let out = '';
  for (let i = 0; i < 6; i++)
    out += ellipse(
      x0 + sign * cv.rng.between(0, 0.22) * cv.w,
      cv.rng.between(-0.02, 0.16) * cv.h,
      cv.rng.between(0.06, 0.1) * cv.h,
      cv.rng.between(0.035, 0.06) * cv.h,
      '',
    );
  return `<g ${fill(leaf)}>${out}</g>`;
}

/** A boat on the water, seen from the side: `length` long, its waterline at y. */
export function smallBoat(x: number, y: number, length: number, light: Light): string {
  const hull = tint(light, '#f1f1ea');
  return [
    path(
      d`M${x - length / 2} ${y - length * 0.1}L${x + length / 2} ${y - length * 0.1}L${x + length * 0.42} ${y}L${x - length * 0.45} ${y}Z`,
      fill(hull),
    ),
    roundRect(
      x - length * 0.3,
      y - length * 0.22,
      length * 0.5,
      length * 0.12,
      length * 0.03,
      fill(tint(light, '#9cc6d8')),
    ),
  ].join('');
}
