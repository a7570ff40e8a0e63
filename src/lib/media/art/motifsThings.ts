import { circle, polygon, r, rect } from './geometry';
import { fill, type Motif } from './motifsPlaces';

/** Curtains at the sides, spotlight beams from the top and a scatter of stars. */
export const stage: Motif = (rng, w, h, accent) => {
  const parts: string[] = [];
  for (let beam = 0; beam < 3; beam++) {
    const x = rng.between(0.2, 0.8) * w;
    const spread = rng.between(0.08, 0.16) * w;
    parts.push(
      polygon(
        [
          [x, 0],
          [x - spread, h],
          [x + spread, h],
        ],
        fill(accent, 0.12),
      ),
    );
  }
  for (let star = 0; star < 14; star++)
    parts.push(
      circle(
        rng.between(0.1, 0.9) * w,
        rng.between(0.05, 0.55) * h,
        rng.between(0.003, 0.008) * h,
        fill(accent, 0.7),
      ),
    );
  const curtain = rng.between(0.1, 0.16) * w;
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 0 : w - curtain;
    for (let fold = 0; fold < 4; fold++)
      parts.push(
        rect(
          x0 + (fold * curtain) / 4,
          0,
          curtain / 4 - w * 0.004,
          h,
          fill(accent, 0.14 + (fold % 2) * 0.08),
        ),
      );
  }
  parts.push(rect(0, 0, w, h * 0.06, fill(accent, 0.3)));
  return parts.join('');
};

/** Plates and bowls seen from above. */
export const food: Motif = (rng, w, h, accent) => {
  const parts: string[] = [];
  for (let plate = 0; plate < 6; plate++) {
    const x = rng.between(0.05, 0.95) * w;
    const y = rng.between(0.1, 0.7) * h;
    const radius = rng.between(0.07, 0.15) * h;
    parts.push(circle(x, y, radius, fill(accent, 0.16)), circle(x, y, radius * 0.68, fill(accent, 0.14)));
    if (rng.next() < 0.5)
      parts.push(circle(x + radius * 0.2, y - radius * 0.15, radius * 0.22, fill(accent, 0.3)));
  }
  return parts.join('');
};

/** A shield with a tick: the safety-measures picture. */
export const shield: Motif = (rng, w, h, accent) => {
  const cx = rng.between(0.45, 0.55) * w;
  const top = h * 0.12;
  const half = h * 0.2;
  const bottom = top + h * 0.5;
  const d = `M${r(cx)} ${r(top)} L${r(cx + half)} ${r(top + h * 0.07)} L${r(cx + half)} ${r(top + h * 0.25)} Q${r(cx + half)} ${r(bottom - h * 0.08)} ${r(cx)} ${r(bottom)} Q${r(cx - half)} ${r(bottom - h * 0.08)} ${r(cx - half)} ${r(top + h * 0.25)} L${r(cx - half)} ${r(top + h * 0.07)} Z`;
  const tick = `M${r(cx - half * 0.45)} ${r(top + h * 0.26)} L${r(cx - half * 0.1)} ${r(top + h * 0.34)} L${r(cx + half * 0.5)} ${r(top + h * 0.16)}`;
  return `<path d="${d}" ${fill(accent, 0.3)}/><path d="${tick}" fill="none" stroke="${accent}" stroke-opacity="0.85" stroke-width="${r(h * 0.03)}" stroke-linecap="round" stroke-linejoin="round"/>`;
};

/** Instant-camera prints scattered on a table: a traveller's photo. */
export const snapshot: Motif = (rng, w, h, accent) => {
  const parts: string[] = [];
  for (let print = 0; print < 3; print++) {
    const x = rng.between(0.15, 0.6) * w;
    const y = rng.between(0.08, 0.35) * h;
    const size = rng.between(0.3, 0.42) * w;
    const angle = rng.between(-14, 14);
    const inner = size * 0.86;
    parts.push(
      `<g transform="rotate(${r(angle)} ${r(x + size / 2)} ${r(y + size / 2)})">`,
      rect(x, y, size, size * 1.18, fill(accent, 0.3)),
      rect(x + size * 0.07, y + size * 0.07, inner, inner, fill(accent, 0.22)),
      polygon(
        [
          [x + size * 0.07, y + size * 0.93],
          [x + size * 0.4, y + size * 0.45],
          [x + size * 0.93, y + size * 0.93],
        ],
        fill(accent, 0.35),
      ),
      '</g>',
    );
  }
  return parts.join('');
};
