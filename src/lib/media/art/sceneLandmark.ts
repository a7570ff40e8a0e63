import {
  birds,
  buildings,
  clouds,
  foliage,
  lamp,
  sky,
  smallBoat,
  sunOrMoon,
  tree,
  water,
  type Canvas,
} from './backdrop.ts';
import { darken, lighten, mix } from './colour.ts';
import { circle, d, fill, path, polygon, rect, stroke } from './geometry.ts';
import { LANDMARKS, type LandmarkId } from './landmarks.ts';
import { isDark, tint } from './palettes.ts';
import { crowd } from './people.ts';
import {
  asphalt,
  drawLandmark,
  fit,
  lawn,
  paving,
  reflection,
  stone,
  type LandmarkStyle,
  type Place,
  type Scene,
} from './scene.ts';

const treeFor = (place: Place) =>
  place.cityCode === 'ROME' || place.cityCode === 'NAPLES'
    ? 'pine'
    : place.cityCode === 'ATHENS'
      ? 'round'
      : 'round';

/** Distant buildings or hills behind the landmark, and a second landmark of the city far away. */
function distance(cv: Canvas, place: Place, ground: number, withSecond: boolean): string {
  const { w, h, light } = cv;
  const parts = [
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: ground,
      low: h * 0.04,
      high: h * 0.13,
      colour: light.far,
      windows: isDark(light),
    }),
  ];
  const second = place.second;
  if (withSecond && second && second !== place.landmark) {
    const lm = LANDMARKS[second];
    const s = fit(lm, w * 0.22, h * 0.24);
    const x = cv.rng.next() < 0.5 ? w * 0.14 : w * 0.86;
    parts.push(drawLandmark(second, x, ground, s, { ...light, ambient: light.far, amount: 0.55 }));
  }
  return parts.join('');
}

/** The landmark on its square or lawn, or across water, with trees, lamps and a few people. */
function hero(cv: Canvas, place: Place, style: LandmarkStyle): string {
  const { w, h, light, rng } = cv;
  const id = place.landmark;
  const lm = LANDMARKS[id];
  const portrait = h > w;
  const ground = h * (portrait ? 0.74 : 0.78);
  const s = fit(lm, w * 0.8, h * (portrait ? 0.5 : 0.58));
  const x = w * rng.between(0.42, 0.58);
  const sunX = x < w / 2 ? w * rng.between(0.68, 0.88) : w * rng.between(0.12, 0.32);
  const parts = [
    sky(cv, ground + 1),
    sunOrMoon(cv, sunX, h * rng.between(0.12, 0.22), h * 0.07),
    light.mood === 'night' ? '' : clouds(cv, 2, h * 0.1, h * 0.32),
    distance(cv, place, ground, true),
  ];
  if (lm.waterside) {
    parts.push(
      rect(0, ground - h * 0.008, w, h * 0.02, fill(stone(light))),
      water(cv, ground + h * 0.012),
      reflection(id, x, ground + h * 0.012, s, light, style),
      drawLandmark(id, x, ground, s, light, { style }),
    );
    if (rng.next() < 0.7) parts.push(smallBoat(w * rng.between(0.15, 0.85), h * 0.92, w * 0.12, light));
    return parts.join('');
  }
  const floor = rng.next() < 0.5 ? paving(light) : lawn(light);
  parts.push(
    drawLandmark(id, x, ground, s, light, { style }),
    rect(0, ground, w, h - ground, fill(floor)),
    rect(0, ground, w, h * 0.012, fill(darken(floor, 0.08))),
  );
  const kind = treeFor(place);
  for (const side of [0, 1])
    if (rng.next() < 0.75)
      parts.push(
        tree(
          kind,
          side === 0 ? w * rng.between(0.02, 0.12) : w * rng.between(0.88, 0.98),
          h * 0.9,
          h * rng.between(0.26, 0.36),
          light,
        ),
      );
  if (isDark(light))
    parts.push(lamp(w * 0.3, h * 0.95, h * 0.2, light), lamp(w * 0.72, h * 0.95, h * 0.2, light));
  parts.push(
    crowd(rng, light, {
      from: w * 0.25,
      to: w * 0.75,
      y: h * 0.93,
      height: h * 0.085,
      count: rng.int(3, 5),
      guide: place.guide,
    }),
  );
  return parts.join('');
}

/** A close-up on one detail: the landmark much larger, cut by the frame. */
function detail(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const lm = LANDMARKS[place.landmark];
  const s = fit(lm, w * (h > w ? 1.4 : 0.8), h * 0.58) * rng.between(2.2, 2.8);
  const [fx, fy] = lm.focus;
  const x = w * rng.between(0.42, 0.6) - fx * s;
  const y = h * rng.between(0.42, 0.5) - fy * s;
  return [
    sky(cv),
    sunOrMoon(cv, w * 0.85, h * 0.16, h * 0.06),
    clouds(cv, 2, h * 0.08, h * 0.3),
    rect(0, y, w, Math.max(0, h - y), fill(paving(light))),
    drawLandmark(place.landmark, x, y, s, light),
    birds(cv, 3, h * 0.08, h * 0.25, darken(light.top, 0.45)),
  ].join('');
}

/** Visitors queueing at the entrance, the landmark behind them. */
function queue(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const id = place.landmark;
  const lm = LANDMARKS[id];
  const ground = h * 0.68;
  const s = fit(lm, w * 0.62, h * 0.44);
  const x = w * 0.62;
  const brass = tint(light, '#b08d57');
  let rope = '';
  let posts = '';
  for (let i = 0; i < 5; i++) {
    const px = w * (0.08 + i * 0.14);
    posts += d`M${px} ${h * 0.99}v${-h * 0.12}`;
    if (i < 4) rope += d`M${px} ${h * 0.88}Q${px + w * 0.07} ${h * 0.92} ${px + w * 0.14} ${h * 0.88}`;
  }
  return [
    sky(cv, ground + 1),
    sunOrMoon(cv, w * 0.14, h * 0.16, h * 0.06),
    clouds(cv, 2, h * 0.08, h * 0.28),
    distance(cv, place, ground, false),
    drawLandmark(id, x, ground, s, light),
    rect(0, ground, w, h - ground, fill(paving(light))),
    polygon(
      [
        [w * 0.02, h],
        [w * 0.3, ground],
        [w * 0.42, ground],
        [w * 0.5, h],
      ],
      fill(lighten(paving(light), 0.12)),
    ),
    crowd(rng, light, {
      from: w * 0.1,
      to: w * 0.66,
      y: h * 0.97,
      height: h * 0.27,
      count: rng.int(5, 7),
      guide: place.guide,
    }),
    path(posts, stroke(brass, h * 0.012)),
    path(rope, stroke(tint(light, '#9c2f2f'), h * 0.008)),
  ].join('');
}

/** Looking up at the landmark: larger, the horizon tilted, a branch in a corner. */
function below(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const lm = LANDMARKS[place.landmark];
  const s = fit(lm, w * (h > w ? 1.8 : 0.95), h * 0.9) * 1.2;
  const angle = rng.pick([-5, -4, 4, 5] as const);
  return [
    sky(cv),
    sunOrMoon(cv, angle < 0 ? w * 0.82 : w * 0.18, h * 0.14, h * 0.06),
    clouds(cv, 3, h * 0.06, h * 0.4),
    drawLandmark(place.landmark, w * rng.between(0.45, 0.55), h * 1.06, s, light, { angle }),
    foliage(cv, angle < 0 ? 'left' : 'right'),
    birds(cv, 4, h * 0.06, h * 0.3, darken(light.top, 0.5)),
  ].join('');
}

/** The landmark dark against a low sun. */
function sunset(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const id = place.landmark;
  const lm = LANDMARKS[id];
  const ground = h * 0.8;
  const s = fit(lm, w * 0.7, h * 0.55);
  const x = w * rng.between(0.4, 0.6);
  const dark = tint(light, '#3b2a33', 0.25);
  const parts = [
    sky(cv, ground + 1),
    circle(
      x + lm.width * s * rng.pick([-0.3, 0.3] as const),
      ground - lm.height * s * 0.45,
      h * 0.15,
      fill(light.sun),
    ),
    clouds(cv, 2, h * 0.12, h * 0.3),
    hills(cv, ground, h * 0.05, light.far),
  ];
  if (lm.waterside)
    parts.push(
      drawLandmark(id, x, ground, s, light, { style: 'silhouette' }),
      water(cv, ground, tint(light, light.water, 0.1)),
    );
  else
    parts.push(
      drawLandmark(id, x, ground, s, light, { style: 'silhouette' }),
      rect(0, ground, w, h - ground, fill(dark)),
      tree(treeFor(place), w * 0.08, h * 0.96, h * 0.3, { ...light, green: dark, amount: 0 }),
    );
  parts.push(birds(cv, 5, h * 0.1, h * 0.35, darken(light.top, 0.55)));
  return parts.join('');
}

function hills(cv: Canvas, base: number, amplitude: number, colour: string): string {
  const { w, rng } = cv;
  return path(
    d`M0 ${base}Q${w * 0.25} ${base - amplitude * rng.between(0.5, 1.5)} ${w * 0.5} ${base - amplitude * 0.3}Q${w * 0.75} ${base - amplitude * rng.between(0.5, 1.5)} ${w} ${base}Z`,
    fill(colour),
  );
}

/** Across the water: a quay, trees along it, the landmark and its reflection. */
function across(cv: Canvas, place: Place, style: LandmarkStyle): string {
  const { w, h, light, rng } = cv;
  const id = place.landmark;
  const lm = LANDMARKS[id];
  const bank = h * 0.6;
  const s = fit(lm, w * 0.7, h * 0.44);
  const x = w * rng.between(0.4, 0.6);
  const parts = [
    sky(cv, bank + 1),
    sunOrMoon(cv, x < w / 2 ? w * 0.8 : w * 0.2, h * 0.15, h * 0.06),
    light.mood === 'night' ? '' : clouds(cv, 2, h * 0.08, h * 0.26),
    distance(cv, place, bank, true),
    drawLandmark(id, x, bank, s, light, { style }),
  ];
  if (!lm.waterside)
    for (let i = 0; i < 5; i++)
      parts.push(tree('round', w * (0.05 + i * 0.22) + rng.between(-20, 20), bank, h * 0.12, light));
  parts.push(
    rect(0, bank - h * 0.005, w, h * 0.035, fill(stone(light))),
    water(cv, bank + h * 0.03),
    reflection(id, x, bank + h * 0.03, s, light, style),
    smallBoat(w * rng.between(0.2, 0.8), h * 0.86, w * 0.16, light),
  );
  if (isDark(light)) {
    let lamps = '';
    for (let i = 0; i < 7; i++) lamps += circle(w * (0.07 + i * 0.145), bank - h * 0.01, h * 0.007, '');
    parts.push(`<g ${fill(light.glow)}>${lamps}</g>`);
  }
  return parts.join('');
}

/** From a park: a lawn and a path, big trees framing the landmark. */
function park(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const id = place.landmark;
  const lm = LANDMARKS[id];
  const ground = h * 0.66;
  const s = fit(lm, w * 0.56, h * 0.42);
  const x = w * rng.between(0.44, 0.56);
  const grass = lawn(light);
  return [
    sky(cv, ground + 1),
    sunOrMoon(cv, w * 0.5, h * 0.12, h * 0.05),
    clouds(cv, 2, h * 0.06, h * 0.22),
    distance(cv, place, ground, false),
    drawLandmark(id, x, ground, s, light),
    rect(0, ground, w, h - ground, fill(grass)),
    path(
      d`M${w * 0.3} ${h}Q${w * 0.45} ${h * 0.8} ${x} ${ground}Q${w * 0.6} ${h * 0.8} ${w * 0.62} ${h}Z`,
      fill(paving(light)),
    ),
    tree(treeFor(place), w * 0.08, h * 1.02, h * 0.95, light),
    tree(treeFor(place), w * 0.94, h * 1.02, h * 0.8, light),
    crowd(rng, light, {
      from: w * 0.42,
      to: w * 0.5,
      y: h * 0.9,
      height: h * 0.14,
      count: 2,
      guide: place.guide,
    }),
  ].join('');
}

/** Down a street whose end the landmark closes. */
function street(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const vx = w * rng.between(0.44, 0.56);
  const vy = h * 0.62;
  const lm = LANDMARKS[place.landmark];
  const s = fit(lm, w * 0.4, h * 0.46);
  const facades = ['#d9a66b', '#e3c9a0', '#c97b5a', '#e8d8b8', '#b98b73', '#f0d9a8'].map((c) =>
    tint(light, c),
  );
  const parts = [
    sky(cv, vy + 1),
    sunOrMoon(cv, vx + w * 0.05, h * 0.12, h * 0.05),
    drawLandmark(place.landmark, vx, vy, s, light),
  ];
  // The street and its pavements, converging on the landmark.
  parts.push(
    polygon(
      [
        [0, vy],
        [w, vy],
        [w, h],
        [0, h],
      ],
      fill(lighten(asphalt(light), 0.35)),
    ),
    polygon(
      [
        [w * 0.2, h],
        [vx - w * 0.015, vy],
        [vx + w * 0.015, vy],
        [w * 0.8, h],
      ],
      fill(asphalt(light)),
    ),
  );
  // Facades on both sides, each house a slice of the wall in perspective.
  for (const side of [-1, 1]) {
    const nearX = side < 0 ? 0 : w;
    const farX = vx + side * w * 0.06;
    let t0 = 0;
    for (const t1 of [0.42, 0.7, 0.86, 1]) {
      const x0 = nearX + (farX - nearX) * t0;
      const x1 = nearX + (farX - nearX) * t1;
      const top0 = h * (-0.05 + rng.between(0, 0.12)) * (1 - t0) + (vy - h * 0.2) * t0;
      const top1 = top0 + (vy - h * 0.2 - top0) * ((t1 - t0) / (1 - t0 || 1));
      const bottom = (t: number) => h * 0.86 + (vy - h * 0.86) * t;
      const colour = rng.pick(facades as [string, ...string[]]);
      parts.push(
        polygon(
          [
            [x0, top0],
            [x1, top1],
            [x1, bottom(t1)],
            [x0, bottom(t0)],
          ],
          fill(colour),
        ),
      );
      // Two rows of windows.
      for (const k of [0.3, 0.6]) {
        const ya0 = top0 + (bottom(t0) - top0) * k;
        const ya1 = top1 + (bottom(t1) - top1) * k;
        const height = (bottom(t0) - top0) * 0.12;
        parts.push(
          polygon(
            [
              [x0 + (x1 - x0) * 0.2, ya0 + (ya1 - ya0) * 0.2],
              [x0 + (x1 - x0) * 0.8, ya0 + (ya1 - ya0) * 0.8],
              [x0 + (x1 - x0) * 0.8, ya0 + (ya1 - ya0) * 0.8 + height * (1 - 0.5 * t1)],
              [x0 + (x1 - x0) * 0.2, ya0 + (ya1 - ya0) * 0.2 + height * (1 - 0.5 * t0)],
            ],
            fill(isDark(light) ? light.glow : darken(colour, 0.35), isDark(light) ? 0.85 : 1),
          ),
        );
      }
      t0 = t1;
    }
  }
  parts.push(
    lamp(w * 0.16, h * 0.92, h * 0.3, light),
    lamp(w * 0.84, h * 0.92, h * 0.3, light),
    crowd(rng, light, {
      from: w * 0.3,
      to: w * 0.42,
      y: h * 0.9,
      height: h * 0.16,
      count: 2,
      guide: place.guide,
    }),
    crowd(rng, light, { from: w * 0.62, to: w * 0.66, y: h * 0.8, height: h * 0.1, count: 1 }),
  );
  return parts.join('');
}

/** The same scene at night: floodlit, lamps on. */
function night(cv: Canvas, place: Place): string {
  return LANDMARKS[place.landmark].waterside || cv.rng.next() < 0.4
    ? across(cv, place, 'flood')
    : hero(cv, place, 'flood');
}

/** A landmark ticket or tour: the landmark itself, in eight different pictures. */
export const landmarkScene: Scene = {
  shots: [
    { view: 'hero', mood: 'day' },
    { view: 'detail', mood: 'day' },
    { view: 'queue', mood: 'morning' },
    { view: 'night', mood: 'night' },
    { view: 'below', mood: 'day' },
    { view: 'sunset', mood: 'golden' },
    { view: 'water', mood: 'day' },
    { view: 'street', mood: 'morning' },
  ],
  draw(cv, place, view) {
    switch (view) {
      case 'detail':
        return detail(cv, place);
      case 'queue':
        return queue(cv, place);
      case 'night':
        return night(cv, place);
      case 'below':
        return below(cv, place);
      case 'sunset':
        return sunset(cv, place);
      case 'water':
        return LANDMARKS[place.landmark].waterside ? across(cv, place, 'lit') : park(cv, place);
      case 'street':
        return street(cv, place);
      default:
        return hero(cv, place, 'lit');
    }
  },
};

/** A whole city: its landmark among rows of buildings, by day, at dusk across the river, at night. */
export const cityScene: Scene = {
  shots: [
    { view: 'panorama', mood: 'day' },
    { view: 'river', mood: 'dusk' },
    { view: 'night', mood: 'night' },
    { view: 'sunset', mood: 'golden' },
    { view: 'street', mood: 'morning' },
    { view: 'hero', mood: 'day' },
  ],
  draw(cv, place, view) {
    if (view === 'panorama' || view === 'river' || view === 'night') return panorama(cv, place, view);
    return landmarkScene.draw(cv, place, view);
  },
};

/** The city's skyline: far and near rows of buildings, its landmarks among them, a river or a park. */
export function panorama(cv: Canvas, place: Place, view: string): string {
  const { w, h, light, rng } = cv;
  const horizon = h * 0.76;
  const main = LANDMARKS[place.landmark];
  const s = fit(main, w * 0.5, h * 0.58);
  const x = w * rng.between(0.32, 0.42);
  const style: LandmarkStyle = view === 'night' ? 'flood' : 'lit';
  const near = tint(light, '#8a8f9c', 0.1);
  const painted = ['#d8b48a', '#c98f6b', '#e2cfa8', '#a9b4c2', '#c7a58f'].map((c) => tint(light, c));
  const parts = [
    sky(cv, horizon + 1),
    sunOrMoon(cv, w * rng.between(0.6, 0.9), h * 0.16, h * 0.065),
    light.mood === 'night' ? '' : clouds(cv, 3, h * 0.06, h * 0.3),
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: horizon,
      low: h * 0.12,
      high: h * 0.26,
      colour: light.far,
      windows: isDark(light),
    }),
  ];
  if (place.second && place.second !== place.landmark) {
    const second = LANDMARKS[place.second];
    parts.push(
      drawLandmark(
        place.second,
        w * rng.between(0.72, 0.84),
        horizon,
        fit(second, w * 0.28, h * 0.36),
        light,
        { style },
      ),
    );
  }
  parts.push(
    drawLandmark(place.landmark, x, horizon, s, light, { style }),
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: horizon + h * 0.02,
      low: h * 0.03,
      high: h * 0.09,
      colour: near,
      colours: view === 'night' ? undefined : painted,
      windows: isDark(light),
      scale: 2,
    }),
  );
  if (view === 'panorama' && !main.waterside) {
    const grass = lawn(light);
    parts.push(
      rect(0, horizon + h * 0.02, w, h, fill(grass)),
      path(
        d`M${w * 0.2} ${h}Q${w * 0.5} ${h * 0.86} ${w * 0.62} ${horizon + h * 0.02}L${w * 0.68} ${horizon + h * 0.02}Q${w * 0.6} ${h * 0.88} ${w * 0.46} ${h}Z`,
        fill(paving(light)),
      ),
    );
    for (const [t, size] of [
      [0.05, 0.3],
      [0.16, 0.22],
      [0.86, 0.26],
      [0.95, 0.34],
    ] as const)
      parts.push(tree(treeFor(place), w * t, h * (0.9 + size * 0.2), h * size, light));
    return parts.join('');
  }
  const quay = horizon + h * 0.02;
  parts.push(rect(0, quay, w, h * 0.03, fill(stone(light))), water(cv, quay + h * 0.03));
  parts.push(smallBoat(w * rng.between(0.25, 0.75), h * 0.9, w * 0.14, light));
  return parts.join('');
}

/** Places far apart, small, on one horizon: the world picture (the global banners). */
export const worldScene: Scene = {
  shots: [
    { view: 'row', mood: 'day' },
    { view: 'row', mood: 'golden' },
    { view: 'row', mood: 'dusk' },
  ],
  draw(cv) {
    const { w, h, light, rng } = cv;
    const horizon = h * 0.74;
    const ids: LandmarkId[] = [
      'eiffel',
      'bigBen',
      'colosseum',
      'manhattan',
      'parthenon',
      'liberty',
      'stPeters',
    ];
    const start = rng.int(0, ids.length - 1);
    const chosen = [0, 1, 2, 3, 4].map((i) => ids[(start + i) % ids.length] as LandmarkId);
    const parts = [
      sky(cv, horizon + 1),
      sunOrMoon(cv, w * 0.8, h * 0.2, h * 0.08),
      clouds(cv, 3, h * 0.08, h * 0.3),
    ];
    chosen.forEach((id, i) => {
      const lm = LANDMARKS[id];
      parts.push(
        drawLandmark(id, w * (0.1 + i * 0.2), horizon, fit(lm, w * 0.18, h * 0.46), light, {
          style: light.mood === 'dusk' ? 'silhouette' : 'lit',
        }),
      );
    });
    parts.push(water(cv, horizon));
    // A plane and its dotted track.
    const px = w * rng.between(0.25, 0.45);
    const py = h * 0.2;
    parts.push(
      path(
        d`M${w * 0.02} ${h * 0.46}Q${px - w * 0.12} ${py + h * 0.02} ${px - w * 0.03} ${py}`,
        stroke(mix(light.cloud, light.top, 0.2), h * 0.006, 'stroke-dasharray="8 10"'),
      ),
      path(
        d`M${px - w * 0.03} ${py}l${w * 0.06} ${-h * 0.012}l${w * 0.015} ${-h * 0.004}l${-w * 0.01} ${h * 0.012}Z` +
          d`M${px + w * 0.008} ${py - h * 0.008}l${-w * 0.02} ${h * 0.04}l${w * 0.012} 0l${w * 0.022} ${-h * 0.038}Z`,
        fill(lighten(light.cloud, 0.2)),
      ),
    );
    return parts.join('');
  },
};
