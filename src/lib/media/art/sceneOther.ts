import { buildings, clouds, sky, sunOrMoon, tree, water, type Canvas } from './backdrop.ts';
import { darken, lighten } from './colour.ts';
import { circle, d, ellipse, fill, path, polygon, rect, roundRect, stroke } from './geometry.ts';
import { LANDMARKS } from './landmarks.ts';
import { tint, type Light } from './palettes.ts';
import { crowd } from './people.ts';
import { drawLandmark, fit, lawn, paving, type Place, type Scene } from './scene.ts';
import { acacia } from './sceneStage.ts';

// ——— Theme parks ———

const RIDE = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8338ec', '#3a86ff'] as const;

function ferrisWheel(cx: number, ground: number, radius: number, light: Light): string {
  const cy = ground - radius * 1.15;
  let spokes = '';
  let cars = '';
  for (let i = 0; i < 6; i++) {
    const t = (i / 6) * Math.PI * 2 + 0.2;
    spokes += d`M${cx} ${cy}L${cx + Math.cos(t) * radius} ${cy + Math.sin(t) * radius}`;
    cars += roundRect(
      cx + Math.cos(t) * radius - radius * 0.09,
      cy + Math.sin(t) * radius,
      radius * 0.18,
      radius * 0.15,
      radius * 0.04,
      fill(tint(light, RIDE[i % RIDE.length] ?? '#e63946')),
    );
  }
  const steel = tint(light, '#dfe3e8');
  return [
    path(spokes, stroke(steel, radius * 0.03)),
    circle(cx, cy, radius, stroke(steel, radius * 0.04)),
    path(
      d`M${cx} ${cy}L${cx - radius * 0.5} ${ground}M${cx} ${cy}L${cx + radius * 0.5} ${ground}`,
      stroke(steel, radius * 0.04),
    ),
    cars,
  ].join('');
}

function coaster(cv: Canvas, ground: number): string {
  const { w, h, light } = cv;
  const track = tint(light, '#e63946');
  // Supports stand under the points the track passes through.
  const points = [
    [0.15, 0.35],
    [0.3, 0.45],
    [0.45, 0.5],
  ] as const;
  const supports = points.map(([x, y]) => d`M${w * x} ${h * y}V${ground}`).join('');
  return [
    path(supports, stroke(tint(light, '#9aa3ad'), w * 0.008)),
    path(
      d`M0 ${h * 0.6}Q${w * 0.05} ${h * 0.3} ${w * 0.15} ${h * 0.35}T${w * 0.3} ${h * 0.45}T${w * 0.45} ${h * 0.5}T${w * 0.6} ${h * 0.65}`,
      stroke(track, h * 0.016),
    ),
  ].join('');
}

function carousel(x: number, ground: number, size: number, light: Light): string {
  const s = size;
  let stripes = '';
  for (let i = 0; i < 6; i += 2)
    stripes += polygon(
      [
        [x, ground - s * 1.1],
        [x - s * 0.6 + i * s * 0.2, ground - s * 0.7],
        [x - s * 0.4 + i * s * 0.2, ground - s * 0.7],
      ],
      '',
    );
  return [
    polygon(
      [
        [x, ground - s * 1.1],
        [x - s * 0.6, ground - s * 0.7],
        [x + s * 0.6, ground - s * 0.7],
      ],
      fill(tint(light, '#f6f1e6')),
    ),
    `<g ${fill(tint(light, '#e63946'))}>${stripes}</g>`,
    rect(x - s * 0.55, ground - s * 0.7, s * 1.1, s * 0.08, fill(tint(light, '#e9c46a'))),
    path(
      d`M${x - s * 0.4} ${ground - s * 0.62}V${ground}M${x} ${ground - s * 0.62}V${ground}M${x + s * 0.4} ${ground - s * 0.62}V${ground}`,
      stroke(tint(light, '#c9a24a'), s * 0.03),
    ),
    rect(x - s * 0.6, ground - s * 0.1, s * 1.2, s * 0.1, fill(tint(light, '#8338ec'))),
  ].join('');
}

/** A theme park: the big wheel, a roller coaster, a carousel. */
export const parkScene: Scene = {
  shots: [
    { view: 'rides', mood: 'day' },
    { view: 'wheel', mood: 'dusk' },
    { view: 'crowd', mood: 'day' },
    { view: 'night', mood: 'night' },
  ],
  snapshots: ['wheel', 'night'],
  draw(cv, _place, view) {
    const { w, h, light, rng } = cv;
    const ground = h * 0.8;
    const parts = [
      sky(cv, ground + 1),
      sunOrMoon(cv, w * 0.12, h * 0.14, h * 0.06),
      light.mood === 'day' ? clouds(cv, 2, h * 0.06, h * 0.24) : '',
    ];
    if (view === 'wheel') parts.push(ferrisWheel(w * 0.5, ground, h * 0.42, light));
    else
      parts.push(
        ferrisWheel(w * 0.75, ground, h * 0.3, light),
        coaster(cv, ground),
        carousel(w * 0.3, ground, h * 0.3, light),
      );
    parts.push(rect(0, ground, w, h - ground, fill(paving(light))));
    if (view === 'crowd' || view === 'wheel')
      parts.push(
        crowd(rng, light, { from: w * 0.12, to: w * 0.88, y: h * 0.98, height: h * 0.26, count: 4 }),
      );
    else
      parts.push(
        tree('round', w * 0.06, ground + h * 0.05, h * 0.24, light),
        tree('round', w * 0.95, ground + h * 0.05, h * 0.2, light),
      );
    return parts.join('');
  },
};

// ——— Zoos and aquariums ———

function giraffe(x: number, ground: number, size: number, light: Light): string {
  const s = size;
  const coat = tint(light, '#e0a84f');
  const patch = tint(light, '#9c5a2a');
  return [
    path(
      d`M${x - s * 0.25} ${ground}V${ground - s * 0.35}M${x - s * 0.1} ${ground}V${ground - s * 0.35}M${x + s * 0.12} ${ground}V${ground - s * 0.35}M${x + s * 0.25} ${ground}V${ground - s * 0.35}`,
      stroke(coat, s * 0.05),
    ),
    ellipse(x, ground - s * 0.42, s * 0.3, s * 0.12, fill(coat)),
    path(
      d`M${x + s * 0.18} ${ground - s * 0.48}L${x + s * 0.3} ${ground - s * 0.95}L${x + s * 0.38} ${ground - s * 0.93}L${x + s * 0.32} ${ground - s * 0.45}Z`,
      fill(coat),
    ),
    ellipse(x + s * 0.38, ground - s * 0.96, s * 0.09, s * 0.045, fill(coat)),
    circle(x - s * 0.1, ground - s * 0.43, s * 0.04, fill(patch)),
    circle(x + s * 0.06, ground - s * 0.4, s * 0.035, fill(patch)),
    circle(x + s * 0.3, ground - s * 0.7, s * 0.025, fill(patch)),
  ].join('');
}

function elephant(x: number, ground: number, size: number, light: Light): string {
  const s = size;
  const hide = tint(light, '#8d8a94');
  return [
    ellipse(x, ground - s * 0.45, s * 0.4, s * 0.28, fill(hide)),
    path(
      d`M${x - s * 0.28} ${ground}V${ground - s * 0.3}M${x - s * 0.12} ${ground}V${ground - s * 0.3}M${x + s * 0.14} ${ground}V${ground - s * 0.3}M${x + s * 0.28} ${ground}V${ground - s * 0.3}`,
      stroke(hide, s * 0.12),
    ),
    circle(x + s * 0.42, ground - s * 0.55, s * 0.18, fill(hide)),
    path(
      d`M${x + s * 0.55} ${ground - s * 0.5}Q${x + s * 0.64} ${ground - s * 0.25} ${x + s * 0.58} ${ground - s * 0.12}`,
      stroke(hide, s * 0.07, 'stroke-linecap="round"'),
    ),
    ellipse(x + s * 0.32, ground - s * 0.56, s * 0.12, s * 0.16, fill(darken(hide, 0.12))),
  ].join('');
}

function fish(x: number, y: number, size: number, colour: string, facing: 1 | -1): string {
  const s = size * facing;
  return path(
    d`M${x - s * 0.5} ${y}Q${x} ${y - size * 0.35} ${x + s * 0.5} ${y}Q${x} ${y + size * 0.35} ${x - s * 0.5} ${y}ZM${x - s * 0.45} ${y}L${x - s * 0.8} ${y - size * 0.25}L${x - s * 0.8} ${y + size * 0.25}Z`,
    fill(colour),
  );
}

/** A zoo (giraffes, an elephant under acacias) or an aquarium (a tank of fish). */
export const zooScene: Scene = {
  shots: [
    { view: 'savanna', mood: 'day' },
    { view: 'close', mood: 'golden' },
    { view: 'visitors', mood: 'day' },
  ],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    if (/aquarium|sea life|ocean/i.test(place.title)) {
      const deep = '#0b4f6c';
      const parts = [rect(0, 0, w, h, fill(deep)), rect(0, 0, w, h * 0.12, fill(lighten(deep, 0.25)))];
      const colours = ['#f4a261', '#e9c46a', '#ef476f', '#8ecae6', '#ffd166'] as const;
      for (let i = 0; i < (view === 'close' ? 3 : 9); i++)
        parts.push(
          fish(
            w * rng.between(0.1, 0.9),
            h * rng.between(0.2, 0.7),
            h * (view === 'close' ? 0.22 : rng.between(0.05, 0.1)),
            rng.pick(colours),
            rng.next() < 0.5 ? 1 : -1,
          ),
        );
      parts.push(
        path(
          d`M${w * 0.05} ${h}Q${w * 0.08} ${h * 0.7} ${w * 0.12} ${h}ZM${w * 0.8} ${h}Q${w * 0.85} ${h * 0.6} ${w * 0.9} ${h}Z`,
          fill('#2a9d8f'),
        ),
        rect(0, h * 0.9, w, h * 0.1, fill('#d9c79e')),
      );
      if (view !== 'close')
        parts.push(
          crowd(
            rng,
            { ...light, ambient: '#031b26', amount: 0.7 },
            { from: w * 0.2, to: w * 0.7, y: h * 1.02, height: h * 0.4, count: 3 },
          ),
        );
      return parts.join('');
    }
    const ground = h * 0.72;
    const leaf = tint(light, '#5d7a2f');
    const parts = [
      sky(cv, ground + 1),
      sunOrMoon(cv, w * 0.8, h * 0.16, h * 0.07),
      rect(0, ground, w, h - ground, fill(tint(light, '#c9b26a'))),
      acacia(w * 0.15, ground + h * 0.02, h * 0.5, leaf),
      acacia(w * 0.8, ground + h * 0.02, h * 0.4, leaf),
    ];
    if (view === 'close') parts.push(giraffe(w * 0.45, h * 1.05, h * 1.0, light));
    else parts.push(giraffe(w * 0.3, h * 0.86, h * 0.6, light), elephant(w * 0.66, h * 0.9, h * 0.36, light));
    if (view === 'visitors')
      parts.push(
        rect(0, h * 0.86, w, h * 0.03, fill(tint(light, '#6b4f3a'))),
        crowd(rng, light, { from: w * 0.1, to: w * 0.9, y: h * 1.03, height: h * 0.3, count: 5 }),
      );
    return parts.join('');
  },
};

// ——— Travel services ———

/** A map seen from above: blocks, a river, a park, pins. */
function cityMap(cv: Canvas, place: Place): string {
  const { w, h, rng } = cv;
  const parts = [rect(0, 0, w, h, fill('#eef0e8'))];
  let blocks = '';
  for (let x = 0; x < w; x += w * 0.12)
    for (let y = 0; y < h; y += h * 0.16)
      if (rng.next() < 0.85)
        blocks += d`M${x + w * 0.01} ${y + h * 0.015}h${w * 0.1}v${h * 0.13}h${-w * 0.1}Z`;
  parts.push(path(blocks, fill('#dfe2d6')));
  parts.push(
    path(
      d`M${-w * 0.05} ${h * 0.7}Q${w * 0.3} ${h * 0.4} ${w * 0.55} ${h * 0.6}T${w * 1.05} ${h * 0.45}`,
      stroke('#9cc9e3', h * 0.07),
    ),
  );
  parts.push(ellipse(w * 0.25, h * 0.25, w * 0.1, h * 0.1, fill('#b8d8a0')));
  const pin = place.product.pick(['#e63946', '#2a9d8f', '#8338ec'] as const);
  for (let i = 0; i < 4; i++) {
    const x = w * rng.between(0.15, 0.85);
    const y = h * rng.between(0.2, 0.8);
    const s = h * 0.06;
    parts.push(
      path(
        d`M${x} ${y}Q${x - s * 0.9} ${y - s} ${x - s * 0.6} ${y - s * 1.5}A${s * 0.7} ${s * 0.7} 0 1 1 ${x + s * 0.6} ${y - s * 1.5}Q${x + s * 0.9} ${y - s} ${x} ${y}Z`,
        fill(pin),
      ),
      circle(x, y - s * 1.6, s * 0.25, fill('#ffffff')),
    );
  }
  return parts.join('');
}

/** A phone held up, the city (or its map) on its screen. */
function phone(cv: Canvas, x: number, y: number, height: number, screen: string): string {
  const width = height * 0.5;
  return [
    roundRect(x - width / 2, y, width, height, width * 0.12, fill('#1f2328')),
    `<svg x="${Math.round(x - width * 0.44)}" y="${Math.round(y + height * 0.06)}" width="${Math.round(width * 0.88)}" height="${Math.round(height * 0.86)}" viewBox="0 0 ${cv.w} ${cv.h}" preserveAspectRatio="xMidYMid slice">${screen}</svg>`,
    path(
      d`M${x + width * 0.6} ${y - height * 0.04}a${height * 0.12} ${height * 0.12} 0 0 1 ${height * 0.12} ${height * 0.12}M${x + width * 0.6} ${y - height * 0.14}a${height * 0.22} ${height * 0.22} 0 0 1 ${height * 0.22} ${height * 0.22}`,
      stroke('#2a9d8f', height * 0.025, 'stroke-linecap="round"'),
    ),
  ].join('');
}

/** City cards and eSIMs: the city's map and landmark on a phone, a pass. */
export const servicesScene: Scene = {
  shots: [
    { view: 'phone', mood: 'day' },
    { view: 'map', mood: 'day' },
    { view: 'pass', mood: 'day' },
  ],
  draw(cv, place, view) {
    const { w, h, light } = cv;
    const lm = LANDMARKS[place.landmark];
    if (view === 'map') return cityMap(cv, place);
    if (view === 'pass') {
      const card = place.product.pick(['#1d3557', '#2a9d8f', '#9b2335'] as const);
      return [
        cityMap(cv, place),
        roundRect(w * 0.24, h * 0.2, w * 0.52, h * 0.6, h * 0.05, fill(card)),
        drawLandmark(place.landmark, w * 0.5, h * 0.66, fit(lm, w * 0.4, h * 0.36), {
          ...light,
          ambient: '#ffffff',
          amount: 0.5,
        }),
        rect(w * 0.24, h * 0.68, w * 0.52, h * 0.05, fill(lighten(card, 0.3))),
      ].join('');
    }
    const ground = h * 0.8;
    const scene = [
      sky(cv, ground + 1),
      drawLandmark(place.landmark, w * 0.5, ground, fit(lm, w * 0.7, h * 0.6), light),
      rect(0, ground, w, h, fill(lawn(light))),
    ].join('');
    return [
      cityMap(cv, place),
      rect(0, 0, w, h, fill('#ffffff', 0.35)),
      phone(cv, w * 0.5, h * 0.08, h * 0.84, scene),
    ].join('');
  },
};

// ——— Safety ———

/** The safety-measures picture: a calm view of the place behind a shield with a tick. */
export const shieldScene: Scene = {
  shots: [{ view: 'shield', mood: 'morning' }],
  draw(cv, place) {
    const { w, h, light } = cv;
    const ground = h * 0.78;
    const lm = LANDMARKS[place.landmark];
    const cx = w / 2;
    const top = h * 0.16;
    const half = h * 0.24;
    const bottom = top + h * 0.6;
    const green = '#2a9d8f';
    return [
      sky(cv, ground + 1),
      buildings(cv, {
        from: -0.02 * w,
        to: w,
        base: ground,
        low: h * 0.05,
        high: h * 0.14,
        colour: light.far,
      }),
      drawLandmark(place.landmark, w * 0.5, ground, fit(lm, w * 0.9, h * 0.55), {
        ...light,
        ambient: light.bottom,
        amount: 0.55,
      }),
      rect(0, ground, w, h, fill(lawn(light))),
      water(cv, h * 0.95),
      path(
        d`M${cx} ${top}L${cx + half} ${top + h * 0.08}V${top + h * 0.28}Q${cx + half} ${bottom - h * 0.1} ${cx} ${bottom}Q${cx - half} ${bottom - h * 0.1} ${cx - half} ${top + h * 0.28}V${top + h * 0.08}Z`,
        fill('#ffffff', 0.92),
      ),
      path(
        d`M${cx} ${top + h * 0.05}L${cx + half * 0.8} ${top + h * 0.11}V${top + h * 0.28}Q${cx + half * 0.8} ${bottom - h * 0.14} ${cx} ${bottom - h * 0.05}Q${cx - half * 0.8} ${bottom - h * 0.14} ${cx - half * 0.8} ${top + h * 0.28}V${top + h * 0.11}Z`,
        fill(green),
      ),
      path(
        d`M${cx - half * 0.4} ${top + h * 0.3}L${cx - half * 0.08} ${top + h * 0.38}L${cx + half * 0.45} ${top + h * 0.2}`,
        stroke('#ffffff', h * 0.04, 'stroke-linecap="round" stroke-linejoin="round"'),
      ),
    ].join('');
  },
};
