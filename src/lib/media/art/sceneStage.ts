import type { Canvas } from './backdrop.ts';
import { darken, lighten, mix } from './colour.ts';
import { archPath, circle, d, ellipse, fill, path, polygon, rect, roundRect, stroke } from './geometry.ts';
import { CURTAINS } from './palettes.ts';
import { audience, crowd, person } from './people.ts';
import type { ArtRandom } from './random.ts';
import type { Place, Scene } from './scene.ts';

/** The stage sets a show may have. */
export const SETS = [
  'city',
  'stars',
  'forest',
  'palace',
  'savanna',
  'emerald',
  'chandelier',
  'snow',
  'candles',
] as const;
export type StageSet = (typeof SETS)[number];

const SET_BY_TITLE: readonly (readonly [RegExp, StageSet])[] = [
  [/lion king/i, 'savanna'],
  [/wicked|\boz\b/i, 'emerald'],
  [/phantom|opera/i, 'chandelier'],
  [/nutcracker|frozen/i, 'snow'],
  [/candlelight|concert|quartet|symphony/i, 'candles'],
  [/magic flute|hadestown|midsummer|matilda/i, 'forest'],
  [/aladdin|mamma mia|merry widow|fledermaus|elisabeth/i, 'palace'],
  [/hamilton|les mis|chicago|book of mormon|back to the future|\bmj\b/i, 'city'],
];

/** A show's look: its curtain, its set and the colour of its spotlights, the same in all its pictures. */
export interface Show {
  curtain: string;
  set: StageSet;
  beam: string;
  backdrop: string;
}

/**
 * The look of a show: a set its name suggests (The Lion King on the savanna), else one drawn by its key.
 * @example showOf({ title: 'Wicked', product: artRandom('x'), … }).set === 'emerald'
 */
export function showOf(place: Place): Show {
  const { product } = place;
  const named = SET_BY_TITLE.find(([pattern]) => pattern.test(place.title))?.[1];
  // Candles are for concerts only; other shows draw any other set.
  const set = named ?? product.pick(SETS.filter((kind) => kind !== 'candles') as [StageSet, ...StageSet[]]);
  const curtain =
    set === 'emerald'
      ? '#1f5f4a'
      : set === 'savanna'
        ? '#a23b1a'
        : set === 'chandelier'
          ? '#7a1020'
          : product.pick(CURTAINS);
  const beam = product.pick(['#fff1b8', '#ffe0f0', '#d2f1ff', '#e6dcff'] as const);
  const backdrop = {
    city: '#1d2a4f',
    stars: '#2a1846',
    forest: '#16362c',
    palace: '#5a3a2a',
    savanna: '#e8843c',
    emerald: '#0f3d2e',
    chandelier: '#2a0c12',
    snow: '#26466e',
    candles: '#1c1410',
  }[set];
  return { curtain, set, beam, backdrop };
}

/** An acacia: a forked trunk under a flat, wide crown. */
export function acacia(x: number, y: number, size: number, colour: string): string {
  const s = size;
  return [
    path(
      d`M${x} ${y}L${x + s * 0.02} ${y - s * 0.4}L${x - s * 0.18} ${y - s * 0.7}M${x + s * 0.02} ${y - s * 0.4}L${x + s * 0.2} ${y - s * 0.72}`,
      stroke(colour, s * 0.045, 'stroke-linecap="round"'),
    ),
    path(
      d`M${x - s * 0.5} ${y - s * 0.7}Q${x - s * 0.4} ${y - s * 0.86} ${x - s * 0.1} ${y - s * 0.84}Q${x + s * 0.1} ${y - s * 0.95} ${x + s * 0.3} ${y - s * 0.84}Q${x + s * 0.52} ${y - s * 0.84} ${x + s * 0.55} ${y - s * 0.7}Z`,
      fill(colour),
    ),
  ].join('');
}

/** The painted backdrop of a set, filling the box (x0, y0)–(x1, y1). */
function backdrop(rng: ArtRandom, show: Show, x0: number, y0: number, x1: number, y1: number): string {
  const w = x1 - x0;
  const h = y1 - y0;
  const parts = [rect(x0, y0, w, h, fill(show.backdrop))];
  const X = (t: number) => x0 + t * w;
  const Y = (t: number) => y0 + t * h;
  const dots = (count: number, colour: string, size: number, lowest = 0.6) => {
    let out = '';
    for (let i = 0; i < count; i++)
      out += circle(X(rng.between(0.03, 0.97)), Y(rng.between(0.04, lowest)), size, '');
    return `<g ${fill(colour)}>${out}</g>`;
  };
  switch (show.set) {
    case 'city': {
      parts.push(circle(X(0.75), Y(0.22), h * 0.09, fill('#f4efd8')));
      let towers = '';
      let lit = '';
      for (let x = 0; x < 1; x += rng.between(0.06, 0.1)) {
        const top = rng.between(0.35, 0.7);
        towers += d`M${X(x)} ${y1}V${Y(top)}H${X(x + 0.07)}V${y1}Z`;
        if (rng.next() < 0.7)
          lit += d`M${X(x + 0.02)} ${Y(top + 0.08)}h${w * 0.015}v${h * 0.03}h${-w * 0.015}Z`;
      }
      parts.push(path(towers, fill('#0c1327')), path(lit, fill('#ffd27a')));
      break;
    }
    case 'stars': {
      parts.push(
        dots(18, '#fff4cc', h * 0.008),
        circle(X(0.25), Y(0.25), h * 0.12, fill('#f6e7b0')),
        circle(X(0.28), Y(0.22), h * 0.1, fill(show.backdrop)),
      );
      let steps = '';
      for (let i = 0; i < 5; i++)
        steps += d`M${X(0.35 + i * 0.03)} ${Y(1 - i * 0.1)}h${w * (0.3 - i * 0.06)}v${h * 0.1}h${-w * (0.3 - i * 0.06)}Z`;
      parts.push(path(steps, fill('#4a3470')));
      break;
    }
    case 'forest': {
      parts.push(circle(X(0.5), Y(0.25), h * 0.13, fill('#e8f0d8', 0.9)));
      let trees = '';
      for (let x = -0.05; x < 1.05; x += rng.between(0.07, 0.12)) {
        const top = rng.between(0.2, 0.5);
        trees += d`M${X(x)} ${Y(top)}L${X(x + 0.07)} ${y1}L${X(x - 0.07)} ${y1}Z`;
      }
      parts.push(path(trees, fill('#0b2219')));
      break;
    }
    case 'palace': {
      parts.push(
        path(d`M${X(0.3)} ${Y(0.45)}A${w * 0.2} ${w * 0.2} 0 0 1 ${X(0.7)} ${Y(0.45)}Z`, fill('#c9a25a')),
      );
      parts.push(rect(X(0.1), Y(0.45), w * 0.8, h * 0.55, fill('#b07a4a')));
      parts.push(
        path(
          [0.2, 0.35, 0.5, 0.65, 0.8].map((t) => archPath(X(t), y1, w * 0.08, Y(0.55))).join(''),
          fill('#3a2418'),
        ),
      );
      break;
    }
    case 'savanna': {
      parts.push(rect(x0, Y(0.55), w, h * 0.45, fill('#f2b04a')));
      parts.push(circle(X(0.62), Y(0.5), h * 0.3, fill('#ffd36b')));
      parts.push(
        path(
          d`M${X(0)} ${y1}V${Y(0.62)}L${X(0.2)} ${Y(0.5)}L${X(0.36)} ${Y(0.52)}L${X(0.3)} ${Y(0.6)}L${X(0.42)} ${y1}Z`,
          fill('#5a2a14'),
        ),
        acacia(X(0.8), y1, h * 0.5, '#5a2a14'),
      );
      break;
    }
    case 'emerald': {
      parts.push(dots(12, '#d8ffd0', h * 0.007, 0.4));
      let spires = '';
      for (const [t, top, half] of [
        [0.3, 0.35, 0.04],
        [0.42, 0.15, 0.05],
        [0.5, 0.05, 0.06],
        [0.6, 0.2, 0.05],
        [0.7, 0.38, 0.04],
      ] as const)
        spires += d`M${X(t - half)} ${y1}V${Y(top + 0.2)}L${X(t)} ${Y(top)}L${X(t + half)} ${Y(top + 0.2)}V${y1}Z`;
      parts.push(path(spires, fill('#3fbf7f')), rect(x0, Y(0.85), w, h * 0.15, fill('#1f7a4f')));
      break;
    }
    case 'chandelier': {
      const cx = X(0.5);
      parts.push(
        path(
          d`M${x0} ${y0}Q${X(0.25)} ${Y(0.3)} ${x0} ${Y(0.9)}ZM${x1} ${y0}Q${X(0.75)} ${Y(0.3)} ${x1} ${Y(0.9)}Z`,
          fill('#4a0f1c'),
        ),
        rect(cx - w * 0.003, y0, w * 0.006, h * 0.2, fill('#c9a24a')),
        circle(cx, Y(0.32), h * 0.18, fill('#ffd98a', 0.22)),
        path(
          d`M${cx - w * 0.12} ${Y(0.3)}Q${cx} ${Y(0.5)} ${cx + w * 0.12} ${Y(0.3)}M${cx - w * 0.08} ${Y(0.24)}Q${cx} ${Y(0.4)} ${cx + w * 0.08} ${Y(0.24)}`,
          stroke('#e6c160', h * 0.012),
        ),
      );
      let flames = '';
      for (const t of [-0.12, -0.06, 0, 0.06, 0.12])
        flames += circle(cx + t * w, Y(0.3 + Math.abs(t) * -0.2 + 0.04), h * 0.012, '');
      parts.push(`<g ${fill('#fff2c0')}>${flames}</g>`);
      break;
    }
    case 'snow': {
      parts.push(dots(22, '#ffffff', h * 0.008, 0.95));
      let tiers = '';
      for (let i = 0; i < 4; i++)
        tiers += d`M${X(0.5)} ${Y(0.1 + i * 0.16)}L${X(0.5 + 0.08 + i * 0.04)} ${Y(0.32 + i * 0.18)}L${X(0.5 - 0.08 - i * 0.04)} ${Y(0.32 + i * 0.18)}Z`;
      parts.push(
        path(tiers, fill('#1d5a4a')),
        circle(X(0.5), Y(0.09), h * 0.025, fill('#ffd36b')),
        rect(x0, Y(0.9), w, h * 0.1, fill('#e8f1ff')),
      );
      break;
    }
    case 'candles': {
      let wax = '';
      let flames = '';
      for (let i = 0; i < 22; i++) {
        const x = X(rng.between(0.04, 0.96));
        const base = Y(rng.between(0.55, 1));
        const tall = h * rng.between(0.05, 0.14);
        wax += d`M${x - w * 0.006} ${base}v${-tall}h${w * 0.012}v${tall}Z`;
        flames += ellipse(x, base - tall - h * 0.015, w * 0.005, h * 0.014, '');
      }
      parts.push(path(wax, fill('#efe3c8')), `<g ${fill('#ffc94d')}>${flames}</g>`);
      break;
    }
  }
  return parts.join('');
}

/** The curtains drawn open at both sides of the opening and the valance along the top. */
function curtains(cv: Canvas, show: Show, x0: number, x1: number, floor: number, valance: number): string {
  const { w, h } = cv;
  const dark = darken(show.curtain, 0.3);
  const fold = darken(show.curtain, 0.16);
  const parts: string[] = [];
  for (const side of [-1, 1]) {
    const edge = side < 0 ? 0 : w;
    const inner = side < 0 ? x0 + w * 0.06 : x1 - w * 0.06;
    const tie = side < 0 ? x0 - w * 0.01 : x1 + w * 0.01;
    parts.push(
      path(
        d`M${edge} 0L${inner} 0Q${tie} ${h * 0.35} ${tie} ${h * 0.5}Q${tie} ${floor * 0.85} ${side < 0 ? x0 + w * 0.02 : x1 - w * 0.02} ${floor}L${edge} ${floor}Z`,
        fill(show.curtain),
      ),
    );
    let folds = '';
    for (let k = 1; k < 3; k++) {
      const fx = edge + (inner - edge) * (k / 3);
      folds += d`M${fx} 0Q${fx + (tie - inner) * 0.5} ${h * 0.4} ${edge + (tie - edge) * (k / 3.2)} ${floor}`;
    }
    parts.push(path(folds, stroke(fold, w * 0.016)));
  }
  let scallops = d`M0 0H${w}V${valance}`;
  const n = 9;
  for (let i = n; i > 0; i--)
    scallops += d`Q${(w * (i - 0.5)) / n} ${valance + h * 0.05} ${(w * (i - 1)) / n} ${valance}`;
  parts.push(path(`${scallops}Z`, fill(dark)), rect(0, valance - h * 0.012, w, h * 0.012, fill('#c9a24a')));
  return parts.join('');
}

/** Performers in their spotlights, standing on the stage floor. */
function performers(
  cv: Canvas,
  show: Show,
  {
    from,
    to,
    y,
    height,
    count,
    raised,
  }: { from: number; to: number; y: number; height: number; count: number; raised: boolean },
): string {
  const { rng } = cv;
  const body = darken(mix(show.backdrop, '#000000', 0.5), 0.2);
  const beams: string[] = [];
  const pools: string[] = [];
  const people: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = count === 1 ? (from + to) / 2 : from + ((to - from) * i) / (count - 1);
    const size = height * rng.between(0.9, 1.05);
    if (i % 2 === 0 || count <= 2) {
      beams.push(
        d`M${x - size * 0.08} 0L${x - size * 0.5} ${y}L${x + size * 0.5} ${y}L${x + size * 0.08} 0Z`,
      );
      pools.push(ellipse(x, y, size * 0.5, size * 0.07, ''));
    }
    people.push(person(x, y, size, body, { arm: raised || rng.next() < 0.3 ? 'wave' : 'none' }));
  }
  return [
    path(beams.join(''), fill(show.beam, 0.16)),
    `<g ${fill(show.beam, 0.4)}>${pools.join('')}</g>`,
    people.join(''),
  ].join('');
}

/** The whole stage seen from the stalls. */
function stalls(cv: Canvas, show: Show, finale: boolean): string {
  const { w, h, rng } = cv;
  const x0 = w * 0.12;
  const x1 = w * 0.88;
  const top = h * 0.12;
  const floor = h * 0.68;
  const apron = h * 0.84;
  const wood = '#5b3b26';
  const parts = [
    rect(0, 0, w, h, fill(darken(show.curtain, 0.75))),
    backdrop(rng, show, x0, top, x1, floor),
    polygon(
      [
        [x0, floor],
        [x1, floor],
        [w * 0.98, apron],
        [w * 0.02, apron],
      ],
      fill(wood),
    ),
    rect(w * 0.02, apron, w * 0.96, h * 0.03, fill(darken(wood, 0.35))),
    performers(cv, show, {
      from: w * 0.3,
      to: w * 0.7,
      y: h * 0.78,
      height: h * 0.3,
      count: finale ? 5 : rng.int(2, 4),
      raised: finale,
    }),
  ];
  if (finale) {
    const colours = ['#ffd166', '#ef476f'] as const;
    for (const colour of colours) {
      let confetti = '';
      for (let i = 0; i < 6; i++) {
        const x = rng.between(0.14, 0.86) * w;
        const y = rng.between(0.14, 0.6) * h;
        confetti += d`M${x} ${y}l${w * 0.016} ${h * 0.008}l${-w * 0.005} ${h * 0.016}l${-w * 0.016} ${-h * 0.008}Z`;
      }
      parts.push(path(confetti, fill(colour)));
    }
  }
  parts.push(
    rect(w * 0.02, apron, w * 0.96, h * 0.008, fill('#ffe6a0', 0.8)),
    curtains(cv, show, x0, x1, apron, top),
  );
  parts.push(audience(rng, w, h * 0.86, h * (finale ? 0.18 : 0.15), '#0d0a0f'));
  return parts.join('');
}

/** Close on one or two performers in a single beam. */
function spot(cv: Canvas, show: Show): string {
  const { w, h, rng } = cv;
  const floor = h * 0.86;
  return [
    backdrop(rng, show, 0, 0, w, floor),
    rect(0, 0, w, floor, fill('#000000', 0.35)),
    rect(0, floor, w, h - floor, fill('#3e2819')),
    performers(cv, show, {
      from: w * 0.42,
      to: w * 0.62,
      y: h * 0.95,
      height: h * 0.62,
      count: rng.int(1, 2),
      raised: rng.next() < 0.5,
    }),
    path(d`M0 0L${w * 0.1} 0Q${w * 0.14} ${h * 0.5} ${w * 0.08} ${h}L0 ${h}Z`, fill(show.curtain)),
  ].join('');
}

/** The curtain down, a spotlight waiting on it, the audience in front. */
function closed(cv: Canvas, show: Show): string {
  const { w, h, rng } = cv;
  let folds = '';
  for (let x = w * 0.04; x < w; x += w * 0.07)
    folds += d`M${x} 0Q${x + w * 0.012} ${h * 0.45} ${x - w * 0.006} ${h * 0.82}`;
  let hem = d`M0 ${h * 0.8}`;
  for (let x = 0; x < w; x += w * 0.07) hem += d`Q${x + w * 0.035} ${h * 0.86} ${x + w * 0.07} ${h * 0.8}`;
  return [
    rect(0, 0, w, h, fill(darken(show.curtain, 0.7))),
    rect(0, 0, w, h * 0.8, fill(show.curtain)),
    path(`${hem}V${h * 0.8}Z`, fill(show.curtain)),
    path(folds, stroke(darken(show.curtain, 0.16), w * 0.016)),
    ellipse(w * rng.between(0.4, 0.6), h * 0.46, w * 0.16, h * 0.2, fill(show.beam, 0.28)),
    curtains(cv, { ...show, curtain: darken(show.curtain, 0.15) }, w * 0.05, w * 0.95, h * 0.82, h * 0.1),
    audience(rng, w, h * 0.78, h * 0.18, '#0d0a0f'),
  ].join('');
}

/** The theatre from the street at night: marquee lights, posters, a queue at the doors. */
function facade(cv: Canvas, show: Show): string {
  const { w, h, rng } = cv;
  const stoneColour = '#6d5d57';
  const ground = h * 0.86;
  const parts = [
    rect(0, 0, w, h, fill('#101a33')),
    rect(w * 0.06, h * 0.02, w * 0.88, ground, fill(stoneColour)),
    rect(w * 0.06, h * 0.02, w * 0.88, h * 0.05, fill(lighten(stoneColour, 0.15))),
  ];
  for (let i = 0; i < 5; i++)
    parts.push(path(archPath(w * (0.2 + i * 0.15), h * 0.34, w * 0.08, h * 0.12), fill('#ffd27a', 0.85)));
  // The marquee with its bulbs and the show's colours on the posters.
  parts.push(
    rect(w * 0.1, h * 0.38, w * 0.8, h * 0.12, fill(show.curtain)),
    rect(w * 0.1, h * 0.49, w * 0.8, h * 0.02, fill('#c9a24a')),
  );
  let bulbs = '';
  for (let x = w * 0.12; x < w * 0.89; x += w * 0.03)
    bulbs += circle(x, h * 0.395, h * 0.008, '') + circle(x, h * 0.485, h * 0.008, '');
  parts.push(`<g ${fill('#fff1b0')}>${bulbs}</g>`);
  for (const x of [0.12, 0.74]) {
    parts.push(rect(w * x, h * 0.54, w * 0.14, h * 0.26, fill('#c9a24a')));
    parts.push(backdrop(rng, show, w * (x + 0.01), h * 0.555, w * (x + 0.13), h * 0.785));
  }
  parts.push(rect(w * 0.34, h * 0.56, w * 0.32, h * 0.3, fill('#ffcf70', 0.9)));
  parts.push(rect(0, ground, w, h - ground, fill('#2a2d36')));
  parts.push(
    crowd(rng, cv.light, {
      from: w * 0.3,
      to: w * 0.75,
      y: h * 0.97,
      height: h * 0.22,
      count: rng.int(4, 6),
    }),
  );
  return parts.join('');
}

/** From the stage: tiers of boxes in red and gold under a chandelier. */
function auditorium(cv: Canvas, show: Show): string {
  const { w, h, rng } = cv;
  const velvet = show.curtain;
  const gold = '#c9a24a';
  const parts = [rect(0, 0, w, h, fill(darken(velvet, 0.6)))];
  for (let tier = 0; tier < 3; tier++) {
    const y = h * (0.2 + tier * 0.2);
    const sag = h * 0.12;
    parts.push(
      path(
        d`M0 ${y}Q${w / 2} ${y + sag} ${w} ${y}V${y + h * 0.07}Q${w / 2} ${y + sag + h * 0.07} 0 ${y + h * 0.07}Z`,
        fill(gold),
      ),
    );
    let boxes = '';
    for (let i = 0; i < 6; i++) {
      const x = (w * (i + 0.5)) / 6;
      const t = (x / w) * 2 - 1;
      const top = y - h * 0.12 + sag * (1 - t * t);
      boxes += archPath(x, top + h * 0.12, w * 0.1, top);
    }
    parts.push(path(boxes, fill(darken(velvet, 0.25))));
  }
  // Rows of seats: each row a band with a scalloped top.
  let seats = '';
  for (let row = 0; row < 2; row++) {
    const y = h * (0.82 + row * 0.09);
    const step = w / 7;
    seats += d`M0 ${y + h * 0.05}V${y}`;
    for (let i = 0; i < 7; i++) seats += d`Q${step * (i + 0.5)} ${y - h * 0.04} ${step * (i + 1)} ${y}`;
    seats += d`V${y + h * 0.05}Z`;
  }
  parts.push(path(seats, fill(velvet)));
  const cx = w * 0.5;
  parts.push(
    circle(cx, h * 0.12, h * 0.12, fill('#ffe6a0', 0.25)),
    ellipse(cx, h * 0.12, w * 0.08, h * 0.05, fill('#ffe6a0')),
    path(d`M${cx - w * 0.06} ${h * 0.14}L${cx} ${h * 0.24}L${cx + w * 0.06} ${h * 0.14}Z`, fill('#f6d57a')),
  );
  if (rng.next() < 0.5) parts.push(audience(rng, w, h * 0.88, h * 0.14, darken(velvet, 0.7)));
  return parts.join('');
}

/** From a box: its gilded rail, the stage far off. */
function box(cv: Canvas, show: Show): string {
  const { w, h } = cv;
  const inner: Canvas = { ...cv, w, h };
  const stage = stalls(inner, show, false);
  const gold = '#c9a24a';
  let balusters = '';
  for (let x = w * 0.02; x < w; x += w * 0.05)
    balusters += roundRect(x, h * 0.84, w * 0.02, h * 0.16, w * 0.01, '');
  return [
    rect(0, 0, w, h, fill(darken(show.curtain, 0.75))),
    `<g transform="translate(${w * 0.15} ${h * 0.06}) scale(0.7)">${stage}</g>`,
    path(d`M0 0H${w * 0.12}Q${w * 0.16} ${h * 0.4} ${w * 0.1} ${h}H0Z`, fill(show.curtain)),
    path(d`M${w} 0H${w * 0.88}Q${w * 0.84} ${h * 0.4} ${w * 0.9} ${h}H${w}Z`, fill(show.curtain)),
    `<g ${fill(darken(gold, 0.3))}>${balusters}</g>`,
    rect(0, h * 0.8, w, h * 0.05, fill(gold)),
  ].join('');
}

/** A theatre show: its stage, curtain, foyer and audience, in the show's own colours and set. */
export const stageScene: Scene = {
  shots: [
    { view: 'stalls', mood: 'night' },
    { view: 'spot', mood: 'night' },
    { view: 'facade', mood: 'night' },
    { view: 'closed', mood: 'night' },
    { view: 'finale', mood: 'night' },
    { view: 'auditorium', mood: 'night' },
    { view: 'set', mood: 'night' },
    { view: 'box', mood: 'night' },
  ],
  snapshots: ['stalls', 'spot', 'closed', 'set'],
  draw(cv, place, view) {
    const show = showOf(place);
    switch (view) {
      case 'spot':
        return spot(cv, show);
      case 'facade':
        return facade(cv, show);
      case 'closed':
        return closed(cv, show);
      case 'finale':
        return stalls(cv, show, true);
      case 'auditorium':
        return auditorium(cv, show);
      case 'set': {
        const { w, h, rng } = cv;
        return [
          backdrop(rng, show, 0, 0, w, h * 0.9),
          rect(0, h * 0.9, w, h * 0.1, fill('#3e2819')),
          performers(cv, show, {
            from: w * 0.3,
            to: w * 0.72,
            y: h * 0.96,
            height: h * 0.4,
            count: 2,
            raised: true,
          }),
        ].join('');
      }
      case 'box':
        return box(cv, show);
      default:
        return stalls(cv, show, false);
    }
  },
};
