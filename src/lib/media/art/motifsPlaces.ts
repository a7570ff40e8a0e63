import { circle, polygon, r, rect } from './geometry';
import type { ArtRandom } from './random';

/** Draws a motif in the accent colour over a w×h picture. */
export type Motif = (rng: ArtRandom, w: number, h: number, accent: string) => string;

export const fill = (accent: string, opacity: number): string =>
  `fill="${accent}" fill-opacity="${Math.round(opacity * 100) / 100}"`;

/** A sun (or moon) somewhere in the upper part. */
export const sun: Motif = (rng, w, h, accent) =>
  circle(
    rng.between(0.15, 0.85) * w,
    rng.between(0.12, 0.32) * h,
    rng.between(0.07, 0.13) * h,
    fill(accent, 0.45),
  );

/** Buildings along the bottom, some with a spire. */
export const skyline: Motif = (rng, w, h, accent) => {
  const parts = [sun(rng, w, h, accent)];
  for (let x = -0.02 * w; x < w;) {
    const width = rng.between(0.05, 0.11) * w;
    const top = h - rng.between(0.18, 0.55) * h;
    parts.push(rect(x, top, width * 0.92, h - top, fill(accent, rng.between(0.14, 0.28))));
    if (rng.next() < 0.25)
      parts.push(
        polygon(
          [
            [x + width * 0.46, top - 0.08 * h],
            [x + width * 0.2, top],
            [x + width * 0.72, top],
          ],
          fill(accent, 0.22),
        ),
      );
    x += width;
  }
  return parts.join('');
};

/** A domed and columned monument on a plinth, with rings behind it. */
export const landmark: Motif = (rng, w, h, accent) => {
  const cx = rng.between(0.35, 0.65) * w;
  const span = rng.between(0.32, 0.5) * w;
  const base = h * 0.78;
  const top = base - h * rng.between(0.22, 0.3);
  const parts = [1, 2, 3].map((ring) =>
    circle(
      cx,
      top,
      ring * 0.14 * h,
      `fill="none" stroke="${accent}" stroke-opacity="0.18" stroke-width="${r(h * 0.012)}"`,
    ),
  );
  parts.push(rect(cx - span / 2, base, span, h * 0.05, fill(accent, 0.3)));
  const columns = rng.int(5, 9);
  for (let i = 0; i < columns; i++) {
    const x = cx - span * 0.42 + (i * span * 0.84) / (columns - 1);
    parts.push(rect(x - span * 0.025, top, span * 0.05, base - top, fill(accent, 0.26)));
  }
  parts.push(rect(cx - span * 0.48, top - h * 0.04, span * 0.96, h * 0.04, fill(accent, 0.3)));
  const roof = top - h * 0.04;
  parts.push(
    rng.next() < 0.5
      ? `<path d="M${r(cx - span * 0.3)} ${r(roof)} A${r(span * 0.3)} ${r(span * 0.3)} 0 0 1 ${r(cx + span * 0.3)} ${r(roof)} Z" ${fill(accent, 0.3)}/>`
      : polygon(
          [
            [cx - span * 0.5, roof],
            [cx, roof - h * 0.12],
            [cx + span * 0.5, roof],
          ],
          fill(accent, 0.3),
        ),
  );
  return parts.join('');
};

/** A globe of meridians and parallels. */
export const globe: Motif = (rng, w, h, accent) => {
  const cx = rng.between(0.55, 0.75) * w;
  const cy = h * 0.42;
  const radius = h * 0.3;
  const stroke = `fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="${r(h * 0.008)}"`;
  const parts = [circle(cx, cy, radius, stroke)];
  for (const k of [0.35, 0.7])
    parts.push(`<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(radius * k)}" ry="${r(radius)}" ${stroke}/>`);
  for (const k of [-0.5, 0, 0.5]) {
    const half = Math.sqrt(1 - k * k) * radius;
    parts.push(
      `<line x1="${r(cx - half)}" y1="${r(cy + k * radius)}" x2="${r(cx + half)}" y2="${r(cy + k * radius)}" ${stroke}/>`,
    );
  }
  return parts.join('');
};

/** Layered ridges. */
export const mountains: Motif = (rng, w, h, accent) => {
  const parts = [sun(rng, w, h, accent)];
  for (let layer = 0; layer < 3; layer++) {
    const baseline = h * (0.55 + layer * 0.12);
    const points: [number, number][] = [[0, h]];
    for (let x = 0; x <= w; x += w / rng.int(3, 6)) points.push([x, baseline - rng.between(0.05, 0.3) * h]);
    points.push([w, baseline - rng.between(0.05, 0.2) * h], [w, h]);
    parts.push(polygon(points, fill(accent, 0.16 + layer * 0.08)));
  }
  return parts.join('');
};

/** Rolling waves. */
export const waves: Motif = (rng, w, h, accent) => {
  const parts = [sun(rng, w, h, accent)];
  for (let band = 0; band < 4; band++) {
    const y = h * (0.55 + band * 0.1);
    const amplitude = h * rng.between(0.02, 0.05);
    const length = w / rng.int(2, 4);
    let d = `M0 ${r(y)}`;
    for (let x = 0; x < w; x += length)
      d += ` Q${r(x + length / 4)} ${r(y - amplitude)} ${r(x + length / 2)} ${r(y)} T${r(x + length)} ${r(y)}`;
    parts.push(`<path d="${d} L${r(w)} ${r(h)} L0 ${r(h)} Z" ${fill(accent, 0.14 + band * 0.06)}/>`);
  }
  return parts.join('');
};

/** Clouds and a few birds. */
export const sky: Motif = (rng, w, h, accent) => {
  const parts = [sun(rng, w, h, accent)];
  for (let cloud = 0; cloud < 4; cloud++) {
    const x = rng.between(0.05, 0.9) * w;
    const y = rng.between(0.15, 0.6) * h;
    const size = rng.between(0.05, 0.09) * h;
    for (const [dx, dy, k] of [
      [-1.2, 0.3, 0.8],
      [0, 0, 1.2],
      [1.3, 0.25, 0.9],
    ] as const)
      parts.push(circle(x + dx * size, y + dy * size, k * size, fill(accent, 0.22)));
  }
  for (let bird = 0; bird < 3; bird++) {
    const x = rng.between(0.2, 0.8) * w;
    const y = rng.between(0.1, 0.35) * h;
    const s = h * 0.02;
    parts.push(
      `<path d="M${r(x - s)} ${r(y)} Q${r(x - s / 2)} ${r(y - s)} ${r(x)} ${r(y)} Q${r(x + s / 2)} ${r(y - s)} ${r(x + s)} ${r(y)}" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="${r(h * 0.006)}"/>`,
    );
  }
  return parts.join('');
};
