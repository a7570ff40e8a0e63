import { buildings, clouds, lamp, sky, sunOrMoon, tree, water, type Canvas } from './backdrop.ts';
import { darken, lighten, mix } from './colour.ts';
import {
  archPath,
  circle,
  d,
  dot,
  ellipse,
  fill,
  line,
  path,
  polygon,
  rect,
  roundRect,
  stroke,
} from './geometry.ts';
import { LANDMARKS, type LandmarkId } from './landmarks.ts';
import { isDark, tint, type Light } from './palettes.ts';
import { audience, crowd, person } from './people.ts';
import { asphalt, drawLandmark, fit, lawn, paving, stone, type Place, type Scene } from './scene.ts';
import { panorama } from './sceneLandmark.ts';

const glass = (light: Light) => (isDark(light) ? light.glow : tint(light, '#9fd0e6'));
const tyre = (light: Light) => tint(light, '#22252b');

function wheels(xs: readonly number[], y: number, radius: number, light: Light): string {
  return [
    `<g ${fill(tyre(light))}>${xs.map((x) => circle(x, y, radius, '')).join('')}</g>`,
    `<g ${fill(tint(light, '#b8bcc4'))}>${xs.map((x) => circle(x, y, radius * 0.45, '')).join('')}</g>`,
  ].join('');
}

/** The city's landmark standing on the far side of the picture, at `ground`, `height` tall at most. */
function backdropLandmark(
  cv: Canvas,
  id: LandmarkId,
  x: number,
  ground: number,
  width: number,
  height: number,
): string {
  return drawLandmark(id, x, ground, fit(LANDMARKS[id], width, height), cv.light, {
    style: isDark(cv.light) ? 'flood' : 'lit',
  });
}

// ——— Cruises ———

/** A river boat seen from the side, its bow to the right, `length` long. */
export function riverBoat(
  x: number,
  waterline: number,
  length: number,
  hull: string,
  light: Light,
  crowded = true,
): string {
  const L = length;
  const left = x - L / 2;
  const white = tint(light, '#f4f4ef');
  let mullions = '';
  for (let k = 1; k < 12; k++)
    mullions += d`M${left + L * 0.08 + k * L * 0.062} ${waterline - L * 0.16}v${L * 0.075}`;
  let heads = '';
  if (crowded)
    for (let k = 0; k < 9; k++) {
      const hx = left + L * (0.14 + k * 0.065);
      heads +=
        dot(hx, waterline - L * 0.205, L * 0.009) +
        d`M${hx - L * 0.014} ${waterline - L * 0.176}Q${hx} ${waterline - L * 0.2} ${hx + L * 0.014} ${waterline - L * 0.176}Z`;
    }
  return [
    path(
      d`M${left} ${waterline - L * 0.085}L${left + L * 0.94} ${waterline - L * 0.085}Q${left + L} ${waterline - L * 0.08} ${left + L * 0.96} ${waterline}L${left + L * 0.03} ${waterline}Z`,
      fill(tint(light, hull)),
    ),
    rect(left, waterline - L * 0.085, L * 0.94, L * 0.012, fill(white)),
    roundRect(left + L * 0.08, waterline - L * 0.17, L * 0.78, L * 0.09, L * 0.03, fill(glass(light))),
    path(mullions, stroke(white, L * 0.006)),
    rect(left + L * 0.08, waterline - L * 0.175, L * 0.74, L * 0.012, fill(white)),
    heads ? path(heads, fill(tint(light, '#3a3f4a', 0.1))) : '',
    path(d`M${left + L * 0.08} ${waterline - L * 0.215}H${left + L * 0.8}`, stroke(white, L * 0.005)),
    line(
      left + L * 0.05,
      waterline - L * 0.09,
      left + L * 0.05,
      waterline - L * 0.22,
      stroke(white, L * 0.006),
    ),
    polygon(
      [
        [left + L * 0.05, waterline - L * 0.22],
        [left + L * 0.1, waterline - L * 0.205],
        [left + L * 0.05, waterline - L * 0.19],
      ],
      fill(tint(light, '#d62828')),
    ),
  ].join('');
}

/** A stone bridge across the whole picture: its deck at `deck`, arches down to the water at `foot`. */
function stoneBridge(cv: Canvas, deck: number, foot: number, count: number): string {
  const { w, h, light } = cv;
  const colour = stone(light);
  let holes = '';
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.5)) / count;
    holes += archPath(x, foot, (w / count) * 0.72, deck + h * 0.03);
  }
  let lamps = '';
  if (isDark(light))
    for (let i = 0; i <= count; i++) lamps += circle((w * i) / count, deck - h * 0.025, h * 0.008, '');
  return [
    path(d`M0 ${deck}H${w}V${foot}H0Z` + holes, `${fill(colour)} fill-rule="evenodd"`),
    rect(0, deck - h * 0.012, w, h * 0.014, fill(lighten(colour, 0.15))),
    lamps ? `<g ${fill(light.glow)}>${lamps}</g>` : '',
  ].join('');
}

const hullOf = (place: Place) =>
  place.product.pick(['#1d3557', '#2b2d42', '#7a1f2b', '#0b4f6c', '#264653'] as const);

/** The river: far bank with the landmark, a bridge, the boat on the water. */
function river(cv: Canvas, place: Place, withBridge: boolean): string {
  const { w, h, light, rng } = cv;
  const bank = h * 0.52;
  const parts = [
    sky(cv, bank + 1),
    sunOrMoon(cv, w * rng.between(0.1, 0.3), h * 0.14, h * 0.06),
    light.mood === 'night' ? '' : clouds(cv, 2, h * 0.08, h * 0.26),
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: bank,
      low: h * 0.05,
      high: h * 0.12,
      colour: light.far,
      windows: isDark(light),
    }),
    backdropLandmark(cv, place.landmark, w * rng.between(0.55, 0.75), bank, w * 0.5, h * 0.42),
    rect(0, bank - h * 0.01, w, h * 0.03, fill(stone(light))),
    water(cv, bank + h * 0.02),
  ];
  if (withBridge) parts.push(stoneBridge(cv, bank + h * 0.04, bank + h * 0.14, rng.int(4, 6)));
  if (isDark(light)) {
    let glints = '';
    for (let i = 0; i < 10; i++)
      glints += d`M${w * rng.between(0.02, 0.98)} ${h * rng.between(0.7, 0.95)}h${w * 0.03}`;
    parts.push(path(glints, stroke(light.glow, h * 0.008, 'stroke-linecap="round" stroke-opacity="0.8"')));
  }
  parts.push(riverBoat(w * rng.between(0.35, 0.55), h * 0.84, w * 0.62, hullOf(place), light));
  return parts.join('');
}

/** Dinner on board: a laid table by a big window, the lit river outside. */
function dinner(cv: Canvas, place: Place): string {
  const { w, h } = cv;
  const cloth = '#f3efe6';
  const frame = '#3a2d2a';
  let mullions = '';
  for (let k = 1; k < 3; k++) mullions += d`M${(w * k) / 3} 0V${h * 0.62}`;
  let glasses = '';
  for (const x of [0.3, 0.62])
    glasses += d`M${w * x - w * 0.02} ${h * 0.66}Q${w * x} ${h * 0.74} ${w * x + w * 0.02} ${h * 0.66}ZM${w * x - w * 0.002} ${h * 0.72}V${h * 0.8}`;
  return [
    river(cv, place, true),
    path(
      d`M0 0H${w}V${h}H0Z` + d`M${w * 0.03} ${h * 0.04}H${w * 0.97}V${h * 0.6}H${w * 0.03}Z`,
      `${fill(frame)} fill-rule="evenodd"`,
    ),
    path(mullions, stroke(frame, w * 0.012)),
    rect(0, h * 0.78, w, h * 0.22, fill(cloth)),
    rect(0, h * 0.6, w, h * 0.2, fill(mix(frame, '#000000', 0.3))),
    ellipse(w * 0.22, h * 0.88, w * 0.12, h * 0.05, fill('#ffffff')),
    ellipse(w * 0.72, h * 0.88, w * 0.12, h * 0.05, fill('#ffffff')),
    ellipse(
      w * 0.22,
      h * 0.88,
      w * 0.06,
      h * 0.025,
      fill(place.product.pick(['#c46a3a', '#8fae5d', '#b8483d'] as const)),
    ),
    path(glasses, stroke('#e8eef2', w * 0.005)),
    rect(w * 0.47, h * 0.7, w * 0.016, h * 0.1, fill('#f4e9cf')),
    ellipse(w * 0.478, h * 0.68, w * 0.006, h * 0.018, fill('#ffcc55')),
    circle(w * 0.478, h * 0.68, h * 0.06, fill('#ffcc55', 0.18)),
  ].join('');
}

/** From the upper deck: fellow passengers, the railing, the river bank passing. */
function deck(cv: Canvas, place: Place): string {
  const { w, h, light, rng } = cv;
  const bank = h * 0.5;
  const white = tint(light, '#f4f4ef');
  let posts = '';
  for (let x = w * 0.02; x < w; x += w * 0.08) posts += d`M${x} ${h * 0.72}V${h}`;
  return [
    sky(cv, bank + 1),
    sunOrMoon(cv, w * 0.85, h * 0.14, h * 0.06),
    light.mood === 'night' ? '' : clouds(cv, 2, h * 0.08, h * 0.24),
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: bank,
      low: h * 0.06,
      high: h * 0.14,
      colour: light.far,
      windows: isDark(light),
    }),
    backdropLandmark(cv, place.landmark, w * rng.between(0.3, 0.5), bank, w * 0.5, h * 0.4),
    rect(0, bank - h * 0.01, w, h * 0.03, fill(stone(light))),
    water(cv, bank + h * 0.02),
    path(d`M0 ${h * 0.72}H${w}`, stroke(white, h * 0.014)),
    path(posts, stroke(white, h * 0.01)),
    audience(rng, w * 0.6, h * 0.8, h * 0.17, tint(light, '#33394a', 0.1)),
  ].join('');
}

/** A Seine, Thames or Hudson cruise: the boat, the bridges, the landmark from the water. */
export const boatScene: Scene = {
  shots: [
    { view: 'river', mood: 'day' },
    { view: 'bow', mood: 'day' },
    { view: 'bridge', mood: 'morning' },
    { view: 'deck', mood: 'day' },
    { view: 'night', mood: 'night' },
    { view: 'sunset', mood: 'golden' },
    { view: 'dinner', mood: 'night' },
    { view: 'quay', mood: 'morning' },
  ],
  snapshots: ['bow', 'bridge', 'sunset', 'dinner', 'quay'],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    switch (view) {
      case 'bow': {
        const bank = h * 0.45;
        return [
          sky(cv, bank + 1),
          clouds(cv, 2, h * 0.06, h * 0.2),
          buildings(cv, {
            from: -0.02 * w,
            to: w,
            base: bank,
            low: h * 0.04,
            high: h * 0.1,
            colour: light.far,
          }),
          backdropLandmark(cv, place.landmark, w * 0.2, bank, w * 0.3, h * 0.32),
          rect(0, bank - h * 0.01, w, h * 0.03, fill(stone(light))),
          water(cv, bank + h * 0.02),
          riverBoat(w * 0.62, h * 0.92, w * 1.25, hullOf(place), light),
        ].join('');
      }
      case 'bridge': {
        const inner = river(cv, place, false);
        return [
          inner,
          path(
            d`M0 0H${w}V${h}H0Z` +
              d`M${w * 0.08} ${h}V${h * 0.45}Q${w * 0.5} ${-h * 0.15} ${w * 0.92} ${h * 0.45}V${h}Z`,
            `${fill(darken(stone(light), 0.35))} fill-rule="evenodd"`,
          ),
          path(
            d`M${w * 0.08} ${h * 0.45}Q${w * 0.5} ${-h * 0.15} ${w * 0.92} ${h * 0.45}`,
            stroke(darken(stone(light), 0.2), h * 0.03),
          ),
        ].join('');
      }
      case 'deck':
        return deck(cv, place);
      case 'dinner':
        return dinner(cv, place);
      case 'quay': {
        const wall = h * 0.8;
        return [
          river(cv, place, false),
          rect(0, wall, w, h - wall, fill(stone(light))),
          path(d`M0 ${wall}H${w}`, stroke(darken(stone(light), 0.2), h * 0.012)),
          lamp(w * 0.12, wall, h * 0.5, light),
          tree('round', w * 0.9, wall, h * 0.55, light),
          crowd(rng, light, { from: w * 0.3, to: w * 0.42, y: h * 0.97, height: h * 0.15, count: 2 }),
        ].join('');
      }
      default:
        return river(cv, place, view !== 'sunset' || rng.next() < 0.5);
    }
  },
};

// ——— Hop-on hop-off buses ———

/** An open-top double-decker seen from the side, its front to the right, `length` long. */
export function doubleDecker(
  x: number,
  ground: number,
  length: number,
  colour: string,
  light: Light,
): string {
  const L = length;
  const body = tint(light, colour);
  const window = isDark(light) ? light.glow : tint(light, '#2b3a4a');
  let heads = '';
  for (let k = 0; k < 8; k++) heads += circle(x + L * (0.1 + k * 0.1), ground - L * 0.4, L * 0.022, '');
  let posts = '';
  for (let k = 0; k <= 10; k++) posts += d`M${x + L * (0.02 + k * 0.095)} ${ground - L * 0.37}v${-L * 0.07}`;
  return [
    `<g ${fill(tint(light, '#2f3440', 0.1))}>${heads}</g>`,
    roundRect(x, ground - L * 0.37, L, L * 0.32, L * 0.03, fill(body)),
    rect(x + L * 0.04, ground - L * 0.33, L * 0.84, L * 0.06, fill(window)),
    rect(x + L * 0.14, ground - L * 0.22, L * 0.74, L * 0.07, fill(window)),
    rect(x + L * 0.9, ground - L * 0.24, L * 0.09, L * 0.13, fill(window)),
    rect(x + L * 0.03, ground - L * 0.22, L * 0.07, L * 0.17, fill(darken(body, 0.3))),
    rect(x, ground - L * 0.125, L, L * 0.018, fill(tint(light, '#f6d365'))),
    path(
      posts + d`M${x + L * 0.02} ${ground - L * 0.44}H${x + L * 0.97}`,
      stroke(darken(body, 0.2), L * 0.008),
    ),
    wheels([x + L * 0.2, x + L * 0.8], ground - L * 0.045, L * 0.05, light),
    isDark(light) ? circle(x + L * 0.985, ground - L * 0.08, L * 0.012, fill(light.glow)) : '',
  ].join('');
}

const busColour = (place: Place) =>
  /tootbus/i.test(place.title)
    ? '#2a9d8f'
    : /big bus/i.test(place.title)
      ? '#9b2335'
      : place.cityCode === 'LONDON'
        ? '#d62828'
        : place.product.pick(['#d62828', '#e9a23b', '#1d70a2', '#d62828'] as const);

/** A street with the bus on it, the landmark at its end. */
function busStreet(cv: Canvas, place: Place, scale: number, busX: number): string {
  const { w, h, light, rng } = cv;
  const kerb = h * 0.72;
  const parts = [
    sky(cv, kerb + 1),
    sunOrMoon(cv, w * 0.15, h * 0.14, h * 0.06),
    light.mood === 'night' ? '' : clouds(cv, 2, h * 0.06, h * 0.26),
    buildings(cv, {
      from: -0.02 * w,
      to: w,
      base: kerb,
      low: h * 0.08,
      high: h * 0.2,
      colour: light.far,
      windows: isDark(light),
    }),
    backdropLandmark(cv, place.landmark, w * rng.between(0.6, 0.8), kerb, w * 0.45, h * 0.55),
    tree('round', w * 0.06, kerb, h * 0.3, light),
    rect(0, kerb, w, h * 0.05, fill(paving(light))),
    rect(0, kerb + h * 0.05, w, h, fill(asphalt(light))),
    path(
      d`M0 ${h * 0.93}H${w}`,
      stroke(tint(light, '#f2f2f2'), h * 0.01, `stroke-dasharray="${w * 0.06} ${w * 0.05}"`),
    ),
    doubleDecker(busX, h * 0.9, w * scale, busColour(place), light),
  ];
  if (isDark(light)) parts.push(lamp(w * 0.92, kerb + h * 0.04, h * 0.4, light));
  return parts.join('');
}

/** A hop-on hop-off bus tour: the red double-decker, its stops, the view from its top deck. */
export const busScene: Scene = {
  shots: [
    { view: 'street', mood: 'day' },
    { view: 'close', mood: 'day' },
    { view: 'stop', mood: 'morning' },
    { view: 'topdeck', mood: 'day' },
    { view: 'night', mood: 'night' },
    { view: 'bridge', mood: 'golden' },
  ],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    switch (view) {
      case 'close':
        return busStreet(cv, place, 1.25, -w * 0.2);
      case 'stop': {
        const street = busStreet(cv, place, 0.42, w * 0.04);
        const roof = tint(light, '#38404c');
        return [
          street,
          rect(w * 0.56, h * 0.36, w * 0.36, h * 0.03, fill(roof)),
          rect(w * 0.57, h * 0.39, w * 0.34, h * 0.36, fill(tint(light, '#cfe8f2'), 0.35)),
          path(
            d`M${w * 0.57} ${h * 0.36}V${h * 0.76}M${w * 0.91} ${h * 0.36}V${h * 0.76}`,
            stroke(roof, w * 0.008),
          ),
          crowd(rng, light, { from: w * 0.6, to: w * 0.88, y: h * 0.77, height: h * 0.22, count: 4 }),
        ].join('');
      }
      case 'topdeck': {
        const base = h * 0.62;
        const seat = darken(busColour(place), 0.25);
        let seats = '';
        for (const [x, y, s] of [
          [0.08, 0.8, 0.3],
          [0.62, 0.8, 0.3],
          [0.2, 0.7, 0.18],
          [0.56, 0.7, 0.18],
        ] as const)
          seats += roundRect(w * x, h * y, w * s, h * 0.3, w * 0.02, '');
        return [
          sky(cv, base + 1),
          clouds(cv, 3, h * 0.06, h * 0.28),
          buildings(cv, {
            from: -0.02 * w,
            to: w * 0.3,
            base,
            low: h * 0.15,
            high: h * 0.3,
            colour: tint(light, '#c9a58a'),
          }),
          buildings(cv, {
            from: w * 0.7,
            to: w,
            base,
            low: h * 0.15,
            high: h * 0.3,
            colour: tint(light, '#b9a58f'),
          }),
          backdropLandmark(cv, place.landmark, w * 0.5, base, w * 0.36, h * 0.5),
          rect(0, base, w, h - base, fill(asphalt(light))),
          path(d`M0 ${h * 0.64}H${w}`, stroke(darken(busColour(place), 0.1), h * 0.02)),
          `<g ${fill(tint(light, seat))}>${seats}</g>`,
          audience(rng, w, h * 0.74, h * 0.1, tint(light, '#2f3440', 0.1)),
        ].join('');
      }
      case 'bridge': {
        const deck = h * 0.66;
        return [
          sky(cv, h * 0.6),
          circle(w * 0.8, h * 0.3, h * 0.12, fill(light.sun)),
          backdropLandmark(cv, place.landmark, w * 0.3, h * 0.6, w * 0.5, h * 0.45),
          water(cv, h * 0.6),
          rect(0, deck, w, h * 0.05, fill(stone(light))),
          path(d`M0 ${deck - h * 0.05}H${w}`, stroke(darken(stone(light), 0.1), h * 0.01)),
          doubleDecker(w * 0.45, deck, w * 0.42, busColour(place), light),
          path(
            `${d`M0 ${deck + h * 0.05}H${w}V${h}H0Z`}${[0.15, 0.5, 0.85].map((x) => archPath(w * x, h, w * 0.26, deck + h * 0.1)).join('')}`,
            `${fill(darken(stone(light), 0.1))} fill-rule="evenodd"`,
          ),
        ].join('');
      }
      case 'night':
        return busStreet(cv, place, 0.62, w * 0.12);
      default:
        return busStreet(cv, place, 0.6, w * rng.between(0.05, 0.2));
    }
  },
};

// ——— Airport transfers ———

/** A car (a saloon) or a shuttle van seen from the side, facing right. */
export function vehicle(
  kind: 'car' | 'van',
  x: number,
  ground: number,
  length: number,
  colour: string,
  light: Light,
): string {
  const L = length;
  const body = tint(light, colour);
  const window = isDark(light) ? mix(light.glow, '#333333', 0.5) : tint(light, '#2f3e4e');
  if (kind === 'van')
    return [
      roundRect(x, ground - L * 0.42, L, L * 0.36, L * 0.05, fill(body)),
      path(
        d`M${x + L * 0.88} ${ground - L * 0.42}Q${x + L} ${ground - L * 0.4} ${x + L} ${ground - L * 0.22}L${x + L * 0.88} ${ground - L * 0.22}Z`,
        fill(window),
      ),
      rect(x + L * 0.06, ground - L * 0.36, L * 0.76, L * 0.11, fill(window)),
      rect(x, ground - L * 0.2, L, L * 0.03, fill(tint(light, '#2a9d8f'))),
      wheels([x + L * 0.18, x + L * 0.8], ground - L * 0.06, L * 0.065, light),
      isDark(light)
        ? path(
            d`M${x + L} ${ground - L * 0.14}L${x + L * 1.6} ${ground - L * 0.24}L${x + L * 1.6} ${ground}Z`,
            fill(light.glow, 0.25),
          )
        : '',
    ].join('');
  return [
    path(
      d`M${x} ${ground - L * 0.1}V${ground - L * 0.2}Q${x} ${ground - L * 0.24} ${x + L * 0.06} ${ground - L * 0.24}L${x + L * 0.24} ${ground - L * 0.25}L${x + L * 0.36} ${ground - L * 0.37}L${x + L * 0.66} ${ground - L * 0.37}L${x + L * 0.8} ${ground - L * 0.25}Q${x + L} ${ground - L * 0.22} ${x + L} ${ground - L * 0.14}V${ground - L * 0.08}Z`,
      fill(body),
    ),
    path(
      d`M${x + L * 0.28} ${ground - L * 0.25}L${x + L * 0.38} ${ground - L * 0.34}L${x + L * 0.5} ${ground - L * 0.34}L${x + L * 0.5} ${ground - L * 0.25}ZM${x + L * 0.53} ${ground - L * 0.25}L${x + L * 0.53} ${ground - L * 0.34}L${x + L * 0.64} ${ground - L * 0.34}L${x + L * 0.74} ${ground - L * 0.25}Z`,
      fill(window),
    ),
    wheels([x + L * 0.2, x + L * 0.8], ground - L * 0.07, L * 0.075, light),
    isDark(light)
      ? path(
          d`M${x + L} ${ground - L * 0.14}L${x + L * 1.6} ${ground - L * 0.22}L${x + L * 1.6} ${ground}Z`,
          fill(light.glow, 0.25),
        )
      : '',
  ].join('');
}

/** An airliner in flight, `size` long, climbing at `angle` degrees. */
export function plane(x: number, y: number, size: number, angle: number, light: Light): string {
  const s = size;
  const body = tint(light, '#f4f6f8');
  const tail = tint(light, '#1d70a2');
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${angle})">${[
    path(
      d`M${-s * 0.5} ${-s * 0.03}Q${-s * 0.5} ${-s * 0.06} ${-s * 0.44} ${-s * 0.06}L${s * 0.38} ${-s * 0.06}Q${s * 0.5} ${-s * 0.05} ${s * 0.5} 0Q${s * 0.48} ${s * 0.03} ${s * 0.4} ${s * 0.03}L${-s * 0.44} ${s * 0.03}Z`,
      fill(body),
    ),
    path(
      d`M${-s * 0.36} ${-s * 0.06}L${-s * 0.48} ${-s * 0.24}L${-s * 0.4} ${-s * 0.24}L${-s * 0.22} ${-s * 0.06}Z`,
      fill(tail),
    ),
    path(
      d`M${-s * 0.02} 0L${-s * 0.16} ${s * 0.2}L${-s * 0.06} ${s * 0.2}L${s * 0.14} 0Z`,
      fill(darken(body, 0.12)),
    ),
    rect(-s * 0.34, -s * 0.035, s * 0.66, s * 0.012, fill(tail)),
  ].join('')}</g>`;
}

/** The terminal: a long glass front under a curved roof, and the control tower. */
function terminal(cv: Canvas, ground: number): string {
  const { w, h, light } = cv;
  const frame = tint(light, '#d9dee3');
  let mullions = '';
  for (let x = w * 0.1; x < w; x += w * 0.06) mullions += d`M${x} ${ground - h * 0.22}V${ground}`;
  return [
    rect(w * 0.82, ground - h * 0.5, w * 0.04, h * 0.5, fill(frame)),
    path(
      d`M${w * 0.79} ${ground - h * 0.5}L${w * 0.89} ${ground - h * 0.5}L${w * 0.875} ${ground - h * 0.58}L${w * 0.805} ${ground - h * 0.58}Z`,
      fill(glass(light)),
    ),
    rect(w * 0.79, ground - h * 0.6, w * 0.1, h * 0.02, fill(frame)),
    path(
      d`M${-w * 0.02} ${ground - h * 0.26}Q${w * 0.45} ${ground - h * 0.36} ${w * 1.02} ${ground - h * 0.26}L${w * 1.02} ${ground - h * 0.22}L${-w * 0.02} ${ground - h * 0.22}Z`,
      fill(frame),
    ),
    rect(0, ground - h * 0.22, w, h * 0.22, fill(glass(light), 0.9)),
    path(mullions, stroke(frame, w * 0.006)),
  ].join('');
}

const isShuttle = (place: Place) => /shuttle|shared|bus|coach/i.test(place.title);

/** An airport transfer: the car (or shuttle) at the terminal, on the road, the driver waiting. */
export const transferScene: Scene = {
  shots: [
    { view: 'curb', mood: 'day' },
    { view: 'road', mood: 'golden' },
    { view: 'arrivals', mood: 'day' },
    { view: 'night', mood: 'night' },
    { view: 'tarmac', mood: 'morning' },
  ],
  snapshots: ['curb', 'arrivals', 'tarmac', 'road'],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    const kind = isShuttle(place) ? 'van' : 'car';
    const colour =
      kind === 'van' ? '#f1f3f4' : place.product.pick(['#1f2933', '#2c3e50', '#3b3b3b', '#f1f3f4'] as const);
    const ground = h * 0.74;
    const base = [sky(cv, ground + 1), sunOrMoon(cv, w * 0.15, h * 0.14, h * 0.06)];
    switch (view) {
      case 'road': {
        const horizon = h * 0.56;
        return [
          sky(cv, horizon + 1),
          circle(w * 0.78, horizon - h * 0.08, h * 0.1, fill(light.sun)),
          buildings(cv, {
            from: w * 0.3,
            to: w * 0.95,
            base: horizon,
            low: h * 0.05,
            high: h * 0.16,
            colour: light.far,
            windows: isDark(light),
          }),
          backdropLandmark(cv, place.landmark, w * 0.55, horizon, w * 0.3, h * 0.3),
          rect(0, horizon, w, h, fill(lawn(light))),
          polygon(
            [
              [w * 0.05, h],
              [w * 0.48, horizon],
              [w * 0.52, horizon],
              [w * 0.95, h],
            ],
            fill(asphalt(light)),
          ),
          path(
            d`M${w * 0.5} ${horizon}L${w * 0.5} ${h}`,
            stroke(tint(light, '#f2f2f2'), w * 0.008, `stroke-dasharray="${h * 0.05} ${h * 0.06}"`),
          ),
          vehicle(kind, w * 0.08, h * 0.97, w * 0.42, colour, light),
          plane(w * 0.3, h * 0.16, w * 0.18, -12, light),
        ].join('');
      }
      case 'arrivals':
        return [
          ...base,
          terminal(cv, ground),
          rect(0, ground, w, h - ground, fill(paving(light))),
          person(w * 0.3, h * 0.97, h * 0.36, tint(light, '#1f2933')),
          rect(w * 0.25, h * 0.72, w * 0.12, h * 0.08, fill(tint(light, '#ffffff'))),
          crowd(rng, light, {
            from: w * 0.55,
            to: w * 0.85,
            y: h * 0.97,
            height: h * 0.34,
            count: 3,
            bags: true,
          }),
        ].join('');
      case 'tarmac':
        return [
          ...base,
          terminal(cv, h * 0.6),
          rect(0, h * 0.6, w, h, fill(tint(light, '#8d939b'))),
          path(
            d`M0 ${h * 0.8}H${w}`,
            stroke(tint(light, '#f2d24b'), h * 0.008, `stroke-dasharray="${w * 0.05} ${w * 0.03}"`),
          ),
          plane(w * 0.45, h * 0.7, w * 0.85, 0, light),
          vehicle(kind, w * 0.72, h * 0.96, w * 0.2, colour, light),
        ].join('');
      case 'night': {
        let runway = '';
        for (let i = 0; i < 14; i++) runway += circle(w * (0.03 + i * 0.07), h * 0.79, h * 0.006, '');
        return [
          ...base,
          terminal(cv, ground),
          rect(0, ground, w, h - ground, fill(asphalt(light))),
          `<g ${fill(light.glow)}>${runway}</g>`,
          vehicle(kind, w * 0.15, h * 0.96, w * 0.44, colour, light),
          plane(w * 0.7, h * 0.2, w * 0.2, -14, light),
        ].join('');
      }
      default:
        return [
          ...base,
          clouds(cv, 2, h * 0.06, h * 0.2),
          terminal(cv, ground),
          rect(0, ground, w, h * 0.04, fill(paving(light))),
          rect(0, ground + h * 0.04, w, h, fill(asphalt(light))),
          vehicle(kind, w * rng.between(0.15, 0.3), h * 0.95, w * 0.5, colour, light),
          plane(w * 0.62, h * 0.16, w * 0.22, -14, light),
        ].join('');
    }
  },
};

// ——— Day trips ———

/** A touring coach seen from the side, facing right. */
export function coach(x: number, ground: number, length: number, colour: string, light: Light): string {
  const L = length;
  const body = tint(light, colour);
  const window = isDark(light) ? light.glow : tint(light, '#2f3e4e');
  return [
    roundRect(x, ground - L * 0.3, L, L * 0.25, L * 0.03, fill(body)),
    rect(x + L * 0.04, ground - L * 0.27, L * 0.82, L * 0.09, fill(window)),
    path(
      d`M${x + L * 0.9} ${ground - L * 0.29}L${x + L * 0.99} ${ground - L * 0.27}L${x + L} ${ground - L * 0.16}L${x + L * 0.9} ${ground - L * 0.16}Z`,
      fill(window),
    ),
    rect(x, ground - L * 0.14, L, L * 0.02, fill(tint(light, '#e76f51'))),
    wheels([x + L * 0.18, x + L * 0.32, x + L * 0.8], ground - L * 0.045, L * 0.045, light),
  ].join('');
}

/** A hill with a stacked town on top: ochre houses, red roofs, a bell tower. */
export function hillTown(cv: Canvas, cx: number, base: number, width: number, height: number): string {
  const { light, rng } = cv;
  const top = base - height;
  const walls = ['#e9c89b', '#dcae7a', '#f0dcb8', '#d99a6c'].map((c) => tint(light, c));
  const roof = tint(light, '#b5533c');
  const parts = [
    path(
      d`M${cx - width / 2} ${base}Q${cx - width * 0.3} ${top + height * 0.2} ${cx - width * 0.12} ${top + height * 0.38}L${cx + width * 0.14} ${top + height * 0.36}Q${cx + width * 0.32} ${top + height * 0.2} ${cx + width / 2} ${base}Z`,
      fill(tint(light, light.green, 0.08)),
    ),
  ];
  let roofs = '';
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 6 - row; i++) {
      const hw = width * 0.05;
      const x = cx - width * 0.2 + row * width * 0.035 + i * width * 0.07 + rng.between(-4, 4);
      const y = top + height * (0.46 - row * 0.12);
      parts.push(
        rect(
          x - hw,
          y - hw * 1.2,
          hw * 2,
          hw * 1.2 + height * 0.12,
          fill(rng.pick(walls as [string, ...string[]])),
        ),
      );
      roofs += d`M${x - hw * 1.15} ${y - hw * 1.2}L${x} ${y - hw * 1.8}L${x + hw * 1.15} ${y - hw * 1.2}Z`;
    }
  parts.push(path(roofs, fill(roof)));
  const tx = cx + width * 0.12;
  parts.push(
    rect(tx - width * 0.025, top - height * 0.05, width * 0.05, height * 0.4, fill(walls[0] ?? '#e9c89b')),
    polygon(
      [
        [tx - width * 0.03, top - height * 0.05],
        [tx, top - height * 0.16],
        [tx + width * 0.03, top - height * 0.05],
      ],
      fill(roof),
    ),
  );
  return parts.join('');
}

/** A coast: a cliff of coloured houses above the sea. */
function coast(cv: Canvas, horizon: number): string {
  const { w, h, light, rng } = cv;
  const colours = ['#f4d35e', '#ee964b', '#f95738', '#f4f1de', '#e5989b', '#90be6d'].map((c) =>
    tint(light, c),
  );
  const cliff = (x: number) => horizon - ((x - w * 0.4) / (w * 0.55)) * (horizon - h * 0.22);
  const parts = [
    water(cv, horizon, tint(light, '#2a86b8')),
    path(
      d`M${w * 0.34} ${h}L${w * 0.4} ${horizon}L${w * 0.95} ${h * 0.22}L${w} ${h * 0.24}V${h}Z`,
      fill(tint(light, '#8a7a5a')),
    ),
    path(
      d`M${w * 0.34} ${h}L${w * 0.4} ${horizon}L${w * 0.5} ${horizon - h * 0.04}L${w * 0.46} ${h}Z`,
      fill(tint(light, '#6f6248')),
    ),
  ];
  // Terraces of houses climbing the cliff, each row a step up.
  let roofs = '';
  for (let row = 0; row < 6; row++) {
    const x0 = w * (0.46 + row * 0.08);
    for (let i = 0; i < 5; i++) {
      const x = x0 + i * w * 0.045 + rng.between(-4, 4);
      if (x > w * 0.98) break;
      const y = cliff(x0) + h * (0.03 + i * 0.05);
      parts.push(rect(x, y, w * 0.04, h * 0.045, fill(rng.pick(colours as [string, ...string[]]))));
      roofs += d`M${x - w * 0.003} ${y}h${w * 0.046}v${h * 0.008}h${-w * 0.046}Z`;
    }
  }
  parts.push(path(roofs, fill(tint(light, '#b5533c'))));
  return parts.join('');
}

const destination = (place: Place): 'landmark' | 'coast' | 'town' =>
  /amalfi|positano|capri|coast|cinque terre|sorrento/i.test(place.title)
    ? 'coast'
    : /pompeii|vesuvius/i.test(place.title)
      ? 'landmark'
      : 'town';

/** A day trip: the coach on a country road, the hill town, the coast or the ruins it goes to. */
export const coachScene: Scene = {
  shots: [
    { view: 'road', mood: 'day' },
    { view: 'destination', mood: 'day' },
    { view: 'group', mood: 'morning' },
    { view: 'vineyard', mood: 'golden' },
    { view: 'town', mood: 'day' },
    { view: 'sunset', mood: 'golden' },
  ],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    const colour = place.product.pick(['#f4f4f0', '#1d70a2', '#264653', '#e9c46a'] as const);
    const horizon = h * 0.5;
    const far = [sky(cv, horizon + h * 0.1), sunOrMoon(cv, w * rng.between(0.7, 0.9), h * 0.14, h * 0.06)];
    const where = destination(place);
    switch (view) {
      case 'destination':
        if (where === 'coast')
          return [
            ...far,
            clouds(cv, 2, h * 0.06, h * 0.2),
            coast(cv, h * 0.55),
            rect(0, h * 0.88, w, h * 0.12, fill(asphalt(light))),
            path(d`M0 ${h * 0.88}H${w}`, stroke(tint(light, '#e8e8e8'), h * 0.012)),
            coach(w * 0.1, h * 0.97, w * 0.36, colour, light),
          ].join('');
        if (where === 'landmark') return landmarkView(cv, place);
        return [
          ...far,
          clouds(cv, 2, h * 0.06, h * 0.2),
          hillTown(cv, w * 0.5, h * 0.9, w * 0.9, h * 0.6),
          rect(0, h * 0.88, w, h, fill(lawn(light))),
        ].join('');
      case 'group': {
        const square = h * 0.66;
        // Shuttered windows on two floors and arcades along the square.
        let windows = '';
        for (let x = w * 0.03; x < w; x += w * 0.07)
          for (const y of [0.3, 0.42]) windows += d`M${x} ${h * y}h${w * 0.03}v${h * 0.06}h${-w * 0.03}Z`;
        const arcades = [0.08, 0.22, 0.36, 0.5, 0.64, 0.78, 0.92]
          .map((x) => archPath(w * x, square, w * 0.08, h * 0.53))
          .join('');
        return [
          sky(cv, square + 1),
          buildings(cv, {
            from: -0.02 * w,
            to: w,
            base: square,
            low: h * 0.42,
            high: h * 0.5,
            colour: '',
            colours: ['#e9c89b', '#dcae7a', '#f0dcb8', '#d99a6c'].map((c) => tint(light, c)),
            scale: 2,
          }),
          path(windows, fill(tint(light, '#5f7a55'))),
          path(arcades, fill(tint(light, '#7a5a40'))),
          rect(0, square, w, h, fill(paving(light))),
          ellipse(w * 0.75, h * 0.72, w * 0.1, h * 0.03, fill(stone(light))),
          rect(w * 0.735, h * 0.62, w * 0.03, h * 0.1, fill(stone(light))),
          crowd(rng, light, {
            from: w * 0.12,
            to: w * 0.55,
            y: h * 0.96,
            height: h * 0.3,
            count: 5,
            guide: true,
          }),
        ].join('');
      }
      case 'vineyard': {
        let rows = '';
        for (let i = 0; i < 9; i++)
          rows += d`M${-w * 0.1} ${h * (0.62 + i * 0.05)}Q${w * 0.5} ${h * (0.52 + i * 0.06)} ${w * 1.1} ${h * (0.64 + i * 0.05)}`;
        return [
          ...far,
          hillTown(cv, w * 0.7, h * 0.6, w * 0.5, h * 0.25),
          path(d`M0 ${h * 0.6}Q${w * 0.5} ${h * 0.5} ${w} ${h * 0.62}V${h}H0Z`, fill(tint(light, '#9bb15a'))),
          path(rows, stroke(tint(light, '#4f6b2f'), h * 0.018, 'stroke-linecap="round"')),
          coach(w * 0.08, h * 0.66, w * 0.2, colour, light),
        ].join('');
      }
      case 'town':
        return [
          ...far,
          clouds(cv, 2, h * 0.06, h * 0.2),
          hillTown(cv, w * 0.45, h * 1.02, w * 1.1, h * 0.72),
          tree('cypress', w * 0.9, h, h * 0.5, light),
          tree('cypress', w * 0.96, h, h * 0.4, light),
        ].join('');
      case 'sunset': {
        const dark = tint(light, '#4a2f35', 0.2);
        return [
          sky(cv, h * 0.7),
          circle(w * 0.5, h * 0.55, h * 0.14, fill(light.sun)),
          path(
            d`M0 ${h * 0.62}Q${w * 0.3} ${h * 0.5} ${w * 0.6} ${h * 0.62}T${w} ${h * 0.58}V${h}H0Z`,
            fill(light.far),
          ),
          path(d`M0 ${h * 0.78}Q${w * 0.4} ${h * 0.66} ${w} ${h * 0.76}V${h}H0Z`, fill(dark)),
          tree('cypress', w * 0.12, h * 0.8, h * 0.34, { ...light, green: dark, amount: 0 }),
          tree('cypress', w * 0.17, h * 0.8, h * 0.26, { ...light, green: dark, amount: 0 }),
          coach(w * 0.55, h * 0.82, w * 0.2, '#2b2d33', light),
        ].join('');
      }
      default: {
        const road = tint(light, '#8b8f94');
        return [
          ...far,
          clouds(cv, 2, h * 0.06, h * 0.22),
          path(
            d`M0 ${h * 0.6}Q${w * 0.25} ${h * 0.42} ${w * 0.55} ${h * 0.56}T${w} ${h * 0.5}V${h}H0Z`,
            fill(light.far),
          ),
          where === 'landmark'
            ? backdropLandmark(cv, place.landmark, w * 0.7, h * 0.56, w * 0.5, h * 0.28)
            : hillTown(cv, w * 0.72, h * 0.58, w * 0.42, h * 0.3),
          path(d`M0 ${h * 0.7}Q${w * 0.4} ${h * 0.58} ${w} ${h * 0.68}V${h}H0Z`, fill(lawn(light))),
          path(
            d`M${w * 0.1} ${h}Q${w * 0.5} ${h * 0.8} ${w * 0.45} ${h * 0.7}T${w * 0.7} ${h * 0.6}`,
            stroke(road, h * 0.05, 'stroke-linecap="round"'),
          ),
          tree('cypress', w * 0.86, h * 0.86, h * 0.3, light),
          tree('cypress', w * 0.92, h * 0.88, h * 0.24, light),
          coach(w * 0.18, h * 0.9, w * 0.4, colour, light),
        ].join('');
      }
    }
  },
};

/** The day trip's destination landmark seen from the road. */
function landmarkView(cv: Canvas, place: Place): string {
  const { w, h, light } = cv;
  const ground = h * 0.8;
  return [
    sky(cv, ground + 1),
    clouds(cv, 2, h * 0.06, h * 0.24),
    backdropLandmark(cv, place.landmark, w * 0.5, ground, w * 0.9, h * 0.62),
    rect(0, ground, w, h - ground, fill(lawn(light))),
    crowd(cv.rng, light, { from: w * 0.1, to: w * 0.3, y: h * 0.96, height: h * 0.2, count: 3, guide: true }),
  ].join('');
}

// ——— Helicopter flights ———

/** A helicopter seen from the side, facing right. */
export function helicopter(x: number, y: number, size: number, light: Light, colour = '#d62828'): string {
  const s = size;
  const body = tint(light, colour);
  return [
    path(
      d`M${x - s * 0.2} ${y}Q${x - s * 0.2} ${y - s * 0.2} ${x + s * 0.05} ${y - s * 0.2}Q${x + s * 0.3} ${y - s * 0.18} ${x + s * 0.32} ${y}Q${x + s * 0.3} ${y + s * 0.1} ${x} ${y + s * 0.1}Q${x - s * 0.2} ${y + s * 0.1} ${x - s * 0.2} ${y}Z`,
      fill(body),
    ),
    path(
      d`M${x + s * 0.08} ${y - s * 0.16}Q${x + s * 0.28} ${y - s * 0.14} ${x + s * 0.3} ${y}L${x + s * 0.1} ${y}Z`,
      fill(glass(light)),
    ),
    path(
      d`M${x - s * 0.18} ${y - s * 0.06}L${x - s * 0.62} ${y - s * 0.1}L${x - s * 0.62} ${y - s * 0.04}L${x - s * 0.18} ${y + s * 0.02}Z`,
      fill(body),
    ),
    circle(x - s * 0.62, y - s * 0.1, s * 0.06, stroke(darken(body, 0.3), s * 0.015)),
    path(
      d`M${x - s * 0.5} ${y - s * 0.26}H${x + s * 0.6}M${x + s * 0.05} ${y - s * 0.2}V${y - s * 0.26}M${x - s * 0.15} ${y + s * 0.18}H${x + s * 0.3}M${x - s * 0.05} ${y + s * 0.1}V${y + s * 0.18}M${x + s * 0.2} ${y + s * 0.1}V${y + s * 0.18}`,
      stroke(tint(light, '#2b2d33'), s * 0.02, 'stroke-linecap="round"'),
    ),
  ].join('');
}

/** A helicopter flight over the city. */
export const helicopterScene: Scene = {
  shots: [
    { view: 'over', mood: 'day' },
    { view: 'window', mood: 'golden' },
    { view: 'pad', mood: 'morning' },
    { view: 'dusk', mood: 'dusk' },
  ],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    switch (view) {
      case 'window': {
        const city = panorama(cv, place, 'river');
        return [
          `<g transform="translate(0 ${h * 0.1})">${city}</g>`,
          path(
            d`M0 0H${w}V${h}H0Z` +
              d`M${w * 0.12} ${h * 0.12}Q${w * 0.5} ${-h * 0.02} ${w * 0.88} ${h * 0.12}Q${w * 0.96} ${h * 0.5} ${w * 0.86} ${h * 0.9}H${w * 0.14}Q${w * 0.04} ${h * 0.5} ${w * 0.12} ${h * 0.12}Z`,
            `${fill(tint(light, '#2b2d33'))} fill-rule="evenodd"`,
          ),
        ].join('');
      }
      case 'pad': {
        const ground = h * 0.7;
        const pad = tint(light, '#4a4f57');
        return [
          sky(cv, ground + 1),
          clouds(cv, 2, h * 0.06, h * 0.24),
          buildings(cv, {
            from: -0.02 * w,
            to: w,
            base: ground,
            low: h * 0.06,
            high: h * 0.16,
            colour: light.far,
          }),
          backdropLandmark(cv, place.landmark, w * 0.8, ground, w * 0.3, h * 0.4),
          rect(0, ground, w, h, fill(lawn(light))),
          ellipse(w * 0.45, h * 0.84, w * 0.3, h * 0.1, fill(pad)),
          path(
            d`M${w * 0.39} ${h * 0.79}V${h * 0.89}M${w * 0.51} ${h * 0.79}V${h * 0.89}M${w * 0.39} ${h * 0.84}H${w * 0.51}`,
            stroke(tint(light, '#f2f2f2'), h * 0.014),
          ),
          helicopter(w * 0.45, h * 0.72, w * 0.36, light),
          crowd(rng, light, { from: w * 0.78, to: w * 0.92, y: h * 0.96, height: h * 0.2, count: 2 }),
        ].join('');
      }
      default:
        return [
          `<g transform="translate(0 ${h * 0.08})">${panorama(cv, place, view === 'dusk' ? 'river' : 'panorama')}</g>`,
          rect(0, 0, w, h * 0.08 + 1, fill(light.top)),
          helicopter(w * rng.between(0.55, 0.75), h * 0.22, w * 0.3, light),
        ].join('');
    }
  },
};
