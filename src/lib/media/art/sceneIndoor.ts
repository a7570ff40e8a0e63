import { sky, sunOrMoon, type Canvas } from './backdrop.ts';
import { darken, lighten, mix } from './colour.ts';
import { archPath, circle, d, ellipse, fill, path, polygon, rect, roundRect, stroke } from './geometry.ts';
import { tint } from './palettes.ts';
import { audience, crowd, person } from './people.ts';
import type { ArtRandom } from './random.ts';
import { type Place, type Scene } from './scene.ts';
import { landmarkScene } from './sceneLandmark.ts';

const GOLD = '#c9a24a';

/** A framed painting: a landscape, a portrait or colour fields, drawn in the box. */
function painting(rng: ArtRandom, x: number, y: number, w: number, h: number, kind = rng.int(0, 2)): string {
  const border = Math.min(w, h) * 0.08;
  const ix = x + border;
  const iy = y + border;
  const iw = w - border * 2;
  const ih = h - border * 2;
  const parts = [
    rect(x, y, w, h, fill(GOLD)),
    rect(x + border * 0.5, y + border * 0.5, w - border, h - border, fill(darken(GOLD, 0.25))),
  ];
  if (kind === 0) {
    const skyColour = rng.pick(['#8ecae6', '#f4a261', '#a8dadc', '#ffd6a5'] as const);
    parts.push(
      rect(ix, iy, iw, ih, fill(skyColour)),
      circle(ix + iw * rng.between(0.2, 0.8), iy + ih * 0.3, ih * 0.12, fill('#fff3c4')),
      path(
        d`M${ix} ${iy + ih}V${iy + ih * 0.6}Q${ix + iw * 0.3} ${iy + ih * 0.4} ${ix + iw * 0.6} ${iy + ih * 0.62}T${ix + iw} ${iy + ih * 0.55}V${iy + ih}Z`,
        fill('#5f8f4e'),
      ),
    );
  } else if (kind === 1) {
    const ground = rng.pick(['#3d2b1f', '#1f3a3a', '#4a2331'] as const);
    parts.push(
      rect(ix, iy, iw, ih, fill(ground)),
      ellipse(ix + iw / 2, iy + ih * 0.4, iw * 0.17, ih * 0.2, fill('#e0b48a')),
      path(
        d`M${ix + iw * 0.12} ${iy + ih}Q${ix + iw * 0.2} ${iy + ih * 0.62} ${ix + iw / 2} ${iy + ih * 0.62}Q${ix + iw * 0.8} ${iy + ih * 0.62} ${ix + iw * 0.88} ${iy + ih}Z`,
        fill(rng.pick(['#7a2e2e', '#2e4a7a', '#355e3b'] as const)),
      ),
    );
  } else {
    const colours = ['#e63946', '#f1c453', '#1d3557', '#f1faee', '#2a9d8f'] as const;
    parts.push(
      rect(ix, iy, iw, ih, fill(rng.pick(colours))),
      rect(ix, iy, iw * 0.6, ih * 0.45, fill(rng.pick(colours))),
      rect(ix + iw * 0.6, iy + ih * 0.45, iw * 0.4, ih * 0.55, fill(rng.pick(colours))),
    );
  }
  return parts.join('');
}

/** A marble statue on its plinth, standing at (x, y), `size` tall with the plinth. */
function statue(x: number, y: number, size: number, marble: string, raised = false): string {
  return [
    rect(x - size * 0.14, y - size * 0.3, size * 0.28, size * 0.3, fill(darken(marble, 0.12))),
    person(x, y - size * 0.3, size * 0.7, marble, { arm: raised ? 'wave' : 'none' }),
  ].join('');
}

const wallOf = (place: Place) =>
  place.product.pick(['#e9e1d3', '#c9d6d3', '#8c2f39', '#2f4858', '#d8c3a5'] as const);

/** A gallery hall: paintings along the wall, a statue, visitors, light from a skylight. */
function hall(cv: Canvas, place: Place): string {
  const { w, h, rng } = cv;
  const wall = wallOf(place);
  const floorY = h * 0.74;
  const floor = darken(mix(wall, '#8b6b4a', 0.6), 0.1);
  return [
    rect(0, 0, w, floorY, fill(wall)),
    rect(0, 0, w, h * 0.08, fill(lighten(wall, 0.35))),
    rect(0, h * 0.08, w, h * 0.02, fill(darken(wall, 0.15))),
    painting(rng, w * 0.06, h * 0.24, w * 0.22, h * 0.3),
    painting(rng, w * 0.36, h * 0.18, w * 0.3, h * 0.38),
    painting(rng, w * 0.74, h * 0.26, w * 0.18, h * 0.26),
    rect(0, floorY, w, h - floorY, fill(floor)),
    rect(0, floorY, w, h * 0.015, fill(darken(floor, 0.2))),
    statue(w * 0.84, h * 0.92, h * 0.5, '#f1ece2'),
    roundRect(w * 0.3, h * 0.82, w * 0.3, h * 0.04, h * 0.01, fill(darken(floor, 0.35))),
    crowd(
      rng,
      { ...cv.light, amount: 0.05 },
      {
        from: w * 0.2,
        to: w * 0.62,
        y: h * 0.97,
        height: h * 0.34,
        count: rng.int(2, 3),
        guide: place.guide,
      },
    ),
  ].join('');
}

/** A long gallery in perspective, its vault painted (the Vatican's) or lit from above. */
function gallery(cv: Canvas, place: Place): string {
  const { w, h, rng } = cv;
  const wall = wallOf(place);
  const vx = w * 0.5;
  const vy = h * 0.45;
  const painted = place.landmark === 'stPeters';
  const parts = [
    polygon(
      [
        [0, 0],
        [w, 0],
        [vx + w * 0.08, vy - h * 0.1],
        [vx - w * 0.08, vy - h * 0.1],
      ],
      fill(painted ? '#d9b77e' : lighten(wall, 0.4)),
    ),
    polygon(
      [
        [0, 0],
        [vx - w * 0.08, vy - h * 0.1],
        [vx - w * 0.08, vy + h * 0.1],
        [0, h],
      ],
      fill(darken(wall, 0.08)),
    ),
    polygon(
      [
        [w, 0],
        [vx + w * 0.08, vy - h * 0.1],
        [vx + w * 0.08, vy + h * 0.1],
        [w, h],
      ],
      fill(darken(wall, 0.14)),
    ),
    rect(vx - w * 0.08, vy - h * 0.1, w * 0.16, h * 0.2, fill(lighten(wall, 0.2))),
    polygon(
      [
        [0, h],
        [vx - w * 0.08, vy + h * 0.1],
        [vx + w * 0.08, vy + h * 0.1],
        [w, h],
      ],
      fill(darken(mix(wall, '#8b6b4a', 0.6), 0.1)),
    ),
  ];
  if (painted) {
    const colours = ['#3f6e9c', '#b5533c', '#e9c46a', '#5f8f4e'];
    for (let i = 0; i < 4; i++) {
      const t0 = i / 4;
      const t1 = t0 + 0.18;
      const at = (t: number, side: number) =>
        [side * (1 - t) * w * 0.34 + vx + side * t * w * 0.06, (1 - t) * h * 0.04 + t * (vy - h * 0.1)] as [
          number,
          number,
        ];
      parts.push(polygon([at(t0, -1), at(t0, 1), at(t1, 1), at(t1, -1)], fill(colours[i] ?? GOLD)));
    }
  }
  for (const side of [-1, 1])
    for (const t of [0.12, 0.5]) {
      const x0 = side < 0 ? w * t * 0.7 : w - w * t * 0.7;
      const x1 = side < 0 ? x0 + w * 0.12 * (1 - t) : x0 - w * 0.12 * (1 - t);
      const k = 1 - t * 0.6;
      parts.push(
        polygon(
          [
            [x0, h * (0.28 + t * 0.12)],
            [x1, h * (0.3 + t * 0.14)],
            [x1, h * (0.3 + t * 0.14) + h * 0.22 * k * 0.8],
            [x0, h * (0.28 + t * 0.12) + h * 0.22 * k],
          ],
          fill(GOLD),
        ),
      );
    }
  parts.push(
    crowd(
      rng,
      { ...cv.light, amount: 0.05 },
      { from: w * 0.38, to: w * 0.6, y: h * 0.9, height: h * 0.3, count: 3, guide: place.guide },
    ),
  );
  return parts.join('');
}

/** Statues under an arcade. */
function sculptures(cv: Canvas, place: Place): string {
  const { w, h, rng } = cv;
  const wall = wallOf(place);
  const floorY = h * 0.76;
  return [
    rect(0, 0, w, floorY, fill(lighten(wall, 0.1))),
    path(
      [0.15, 0.38, 0.62, 0.85].map((t) => archPath(w * t, floorY, w * 0.16, h * 0.12)).join(''),
      fill(darken(wall, 0.25)),
    ),
    rect(0, floorY, w, h, fill(mix(wall, '#ffffff', 0.5))),
    statue(w * 0.27, h * 0.9, h * 0.6, '#f4efe6'),
    statue(w * 0.73, h * 0.9, h * 0.56, '#ece5d8'),
    statue(w * 0.5, h * 0.96, h * 0.74, '#f7f3ec', true),
    rng.next() < 0.5
      ? crowd(rng, cv.light, { from: w * 0.08, to: w * 0.14, y: h * 0.99, height: h * 0.3, count: 1 })
      : '',
  ].join('');
}

/** Visitors before one large painting. */
function masterpiece(cv: Canvas, place: Place): string {
  const { w, h, rng } = cv;
  const wall = wallOf(place);
  return [
    rect(0, 0, w, h, fill(wall)),
    painting(rng, w * 0.2, h * 0.08, w * 0.6, h * 0.6, rng.int(0, 1)),
    rect(0, h * 0.84, w, h * 0.16, fill(darken(mix(wall, '#8b6b4a', 0.6), 0.1))),
    audience(rng, w, h * 0.72, h * 0.2, darken(wall, 0.75)),
  ].join('');
}

/** A museum ticket: halls of paintings and statues, the building itself when it is a landmark. */
export const museumScene: Scene = {
  shots: [
    { view: 'hall', mood: 'day' },
    { view: 'masterpiece', mood: 'day' },
    { view: 'exterior', mood: 'day' },
    { view: 'gallery', mood: 'day' },
    { view: 'sculptures', mood: 'day' },
    { view: 'night', mood: 'night' },
  ],
  draw(cv, place, view) {
    // A museum that is a landmark shows itself first, its halls after.
    const first =
      place.named && view === 'hall' ? 'exterior' : place.named && view === 'exterior' ? 'hall' : view;
    switch (first) {
      case 'exterior':
        return landmarkScene.draw(cv, place.named ? place : { ...place, landmark: 'monument' }, 'queue');
      case 'night':
        return landmarkScene.draw(cv, place.named ? place : { ...place, landmark: 'monument' }, 'night');
      case 'masterpiece':
        return masterpiece(cv, place);
      case 'gallery':
        return gallery(cv, place);
      case 'sculptures':
        return sculptures(cv, place);
      default:
        return hall(cv, place);
    }
  },
};

// ——— Food and drink ———

/** A dish seen from above. */
function dish(rng: ArtRandom, x: number, y: number, radius: number): string {
  const food = rng.int(0, 2);
  const parts = [circle(x, y, radius, fill('#fbfaf6')), circle(x, y, radius * 0.78, fill('#efece4'))];
  if (food === 0) {
    parts.push(circle(x, y, radius * 0.6, fill('#e4b04a')), circle(x, y, radius * 0.5, fill('#c8452c')));
    let toppings = '';
    for (let i = 0; i < 6; i++)
      toppings += circle(
        x + radius * rng.between(-0.35, 0.35),
        y + radius * rng.between(-0.35, 0.35),
        radius * 0.07,
        '',
      );
    parts.push(`<g ${fill('#f6efd8')}>${toppings}</g>`);
  } else if (food === 1) {
    parts.push(
      ellipse(x, y, radius * 0.55, radius * 0.45, fill('#f0cf6a')),
      path(
        d`M${x - radius * 0.3} ${y}q${radius * 0.15} ${-radius * 0.2} ${radius * 0.3} 0t${radius * 0.3} 0`,
        stroke('#d9a93a', radius * 0.05),
      ),
      circle(x + radius * 0.1, y - radius * 0.1, radius * 0.12, fill('#c8452c')),
    );
  } else {
    let leaves = '';
    for (let i = 0; i < 6; i++)
      leaves += ellipse(
        x + radius * rng.between(-0.3, 0.3),
        y + radius * rng.between(-0.3, 0.3),
        radius * 0.2,
        radius * 0.12,
        '',
      );
    parts.push(`<g ${fill('#6a994e')}>${leaves}</g>`, circle(x, y, radius * 0.12, fill('#e63946')));
  }
  return parts.join('');
}

/** A wine glass standing at (x, y), `size` tall. */
function wineGlass(x: number, y: number, size: number, wine: string): string {
  const s = size;
  return [
    path(
      d`M${x - s * 0.18} ${y - s}Q${x - s * 0.2} ${y - s * 0.55} ${x} ${y - s * 0.5}Q${x + s * 0.2} ${y - s * 0.55} ${x + s * 0.18} ${y - s}Z`,
      fill('#eef3f6', 0.7),
    ),
    path(
      d`M${x - s * 0.17} ${y - s * 0.78}Q${x - s * 0.16} ${y - s * 0.56} ${x} ${y - s * 0.53}Q${x + s * 0.16} ${y - s * 0.56} ${x + s * 0.17} ${y - s * 0.78}Z`,
      fill(wine),
    ),
    rect(x - s * 0.015, y - s * 0.5, s * 0.03, s * 0.45, fill('#eef3f6')),
    ellipse(x, y - s * 0.03, s * 0.13, s * 0.03, fill('#eef3f6')),
  ].join('');
}

/** A food tour, a wine tasting or a cooking class: tables, market stalls, glasses, a kitchen. */
export const foodScene: Scene = {
  shots: [
    { view: 'table', mood: 'day' },
    { view: 'market', mood: 'morning' },
    { view: 'wine', mood: 'golden' },
    { view: 'kitchen', mood: 'day' },
    { view: 'cafe', mood: 'dusk' },
  ],
  draw(cv, place, view) {
    const { w, h, light, rng } = cv;
    const lead = /wine|vineyard|winery/i.test(place.title)
      ? 'wine'
      : /cooking|class|chef|pasta making/i.test(place.title)
        ? 'kitchen'
        : 'table';
    const shown = view === 'table' ? lead : view === lead ? 'table' : view;
    switch (shown) {
      case 'market': {
        const colours = ['#e63946', '#f4a261', '#90be6d', '#f9c74f', '#9d4edd'] as const;
        const awning = place.product.pick(['#e63946', '#2a9d8f', '#457b9d'] as const);
        let stripes = '';
        for (let i = 0; i < 8; i += 2)
          stripes += d`M${w * (0.05 + i * 0.1125)} ${h * 0.2}h${w * 0.1125}v${h * 0.14}h${-w * 0.1125}Z`;
        const parts = [
          sky(cv, h * 0.5),
          rect(0, h * 0.4, w, h * 0.6, fill(tint(light, '#c9b08a'))),
          rect(w * 0.05, h * 0.2, w * 0.9, h * 0.14, fill(tint(light, '#f6f1e6'))),
          path(stripes, fill(tint(light, awning))),
          rect(w * 0.07, h * 0.34, w * 0.012, h * 0.4, fill(tint(light, '#6b4f3a'))),
          rect(w * 0.92, h * 0.34, w * 0.012, h * 0.4, fill(tint(light, '#6b4f3a'))),
        ];
        parts.push(person(w * 0.5, h * 0.66, h * 0.3, tint(light, '#3f6f6a')));
        for (let i = 0; i < 4; i++) {
          const x = w * (0.1 + i * 0.21);
          parts.push(rect(x, h * 0.6, w * 0.18, h * 0.12, fill(tint(light, '#a06a3c'))));
          let fruit = '';
          for (let k = 0; k < 5; k++) fruit += circle(x + w * (0.02 + k * 0.035), h * 0.6, w * 0.02, '');
          parts.push(`<g ${fill(tint(light, colours[i] ?? '#e63946'))}>${fruit}</g>`);
        }
        parts.push(
          rect(w * 0.08, h * 0.72, w * 0.84, h * 0.05, fill(tint(light, '#6b4f3a'))),
          crowd(rng, light, { from: w * 0.1, to: w * 0.9, y: h * 1.02, height: h * 0.3, count: 4 }),
        );
        return parts.join('');
      }
      case 'wine': {
        const wine = place.product.pick(['#7b1e2b', '#8e2c3c', '#e9c46a'] as const);
        return [
          sky(cv, h * 0.6),
          circle(w * 0.75, h * 0.35, h * 0.12, fill(light.sun)),
          path(
            d`M0 ${h * 0.55}Q${w * 0.4} ${h * 0.42} ${w} ${h * 0.55}V${h}H0Z`,
            fill(tint(light, '#8a9a4a')),
          ),
          path(
            [0, 1, 2, 3, 4]
              .map(
                (i) =>
                  d`M0 ${h * (0.58 + i * 0.04)}Q${w * 0.45} ${h * (0.47 + i * 0.045)} ${w} ${h * (0.6 + i * 0.04)}`,
              )
              .join(''),
            stroke(tint(light, '#4f6b2f'), h * 0.012),
          ),
          rect(0, h * 0.78, w, h * 0.22, fill(tint(light, '#6b4a32'))),
          wineGlass(w * 0.3, h * 0.82, h * 0.34, wine),
          wineGlass(w * 0.48, h * 0.84, h * 0.32, wine),
          roundRect(w * 0.62, h * 0.46, w * 0.07, h * 0.36, w * 0.02, fill('#1f3b2d')),
          rect(w * 0.64, h * 0.38, w * 0.03, h * 0.1, fill('#1f3b2d')),
          rect(w * 0.625, h * 0.56, w * 0.065, h * 0.1, fill('#efe6d0')),
        ].join('');
      }
      case 'kitchen': {
        const tiles = tint(light, '#e8eef0');
        let pans = '';
        for (const x of [0.2, 0.36, 0.7])
          pans +=
            circle(w * x, h * 0.3, h * 0.07, '') + rect(w * x - w * 0.004, h * 0.12, w * 0.008, h * 0.12, '');
        return [
          rect(0, 0, w, h, fill(tiles)),
          `<g ${fill(tint(light, '#4a4f57'))}>${pans}</g>`,
          rect(0, h * 0.7, w, h * 0.3, fill(tint(light, '#8c6a4f'))),
          rect(0, h * 0.68, w, h * 0.04, fill(tint(light, '#d9c3a5'))),
          person(w * 0.3, h * 0.96, h * 0.5, tint(light, '#f1f1ee')),
          rect(w * 0.27, h * 0.42, w * 0.06, h * 0.07, fill('#ffffff')),
          person(w * 0.62, h * 0.98, h * 0.46, tint(light, '#9c3d3d')),
          roundRect(w * 0.4, h * 0.64, w * 0.16, h * 0.04, h * 0.01, fill(tint(light, '#c8a46e'))),
          circle(w * 0.44, h * 0.64, h * 0.02, fill('#e63946')),
          circle(w * 0.5, h * 0.64, h * 0.02, fill('#6a994e')),
        ].join('');
      }
      case 'cafe': {
        const ground = h * 0.7;
        const awning = tint(light, place.product.pick(['#2a9d8f', '#9b2335', '#264653'] as const));
        const parts = [
          sky(cv, ground),
          sunOrMoon(cv, w * 0.85, h * 0.12, h * 0.05),
          rect(0, h * 0.12, w, ground - h * 0.12, fill(tint(light, '#e3c9a0'))),
          rect(w * 0.08, h * 0.36, w * 0.84, ground - h * 0.36, fill(tint(light, '#ffd27a', -0.3))),
        ];
        parts.push(
          path(d`M${w * 0.04} ${h * 0.3}H${w * 0.96}L${w} ${h * 0.42}H0Z`, fill(awning)),
          rect(0, ground, w, h, fill(tint(light, '#a99d8c'))),
        );
        for (const x of [0.25, 0.7]) {
          parts.push(
            ellipse(w * x, h * 0.78, w * 0.09, h * 0.025, fill(tint(light, '#f4f1ea'))),
            rect(w * x - w * 0.006, h * 0.78, w * 0.012, h * 0.14, fill(tint(light, '#3a3a3a'))),
          );
          parts.push(
            person(w * (x - 0.12), h * 0.95, h * 0.3, tint(light, '#34495e')),
            person(w * (x + 0.12), h * 0.95, h * 0.28, tint(light, '#9c3d3d')),
          );
        }
        return parts.join('');
      }
      default: {
        const table = tint(light, place.product.pick(['#a0673e', '#8b5a3c', '#b98b5e'] as const), -0.05);
        let planks = '';
        for (let y = h * 0.2; y < h; y += h * 0.2) planks += d`M0 ${y}H${w}`;
        const parts = [rect(0, 0, w, h, fill(table)), path(planks, stroke(darken(table, 0.15), h * 0.006))];
        parts.push(
          polygon(
            [
              [w * 0.3, h * 0.1],
              [w * 0.7, h * 0.05],
              [w * 0.75, h * 0.95],
              [w * 0.28, h * 0.92],
            ],
            fill('#f4efe4'),
          ),
        );
        parts.push(
          dish(rng, w * 0.3, h * 0.35, h * 0.18),
          dish(rng, w * 0.62, h * 0.62, h * 0.2),
          dish(rng, w * 0.85, h * 0.25, h * 0.12),
        );
        parts.push(
          circle(w * 0.12, h * 0.75, h * 0.08, fill('#eaf2f5', 0.8)),
          circle(
            w * 0.12,
            h * 0.75,
            h * 0.06,
            fill(place.product.pick(['#7b1e2b', '#e9c46a', '#6b3a1f'] as const)),
          ),
        );
        parts.push(
          path(
            d`M${w * 0.42} ${h * 0.55}L${w * 0.44} ${h * 0.9}M${w * 0.8} ${h * 0.5}L${w * 0.82} ${h * 0.85}`,
            stroke('#d0d4d8', h * 0.018, 'stroke-linecap="round"'),
          ),
        );
        parts.push(ellipse(w * 0.14, h * 0.3, w * 0.06, h * 0.04, fill('#d9a55b')));
        return parts.join('');
      }
    }
  },
};
