import { mix } from './colour.ts';
import { archPath, circle, d, ellipse, fill, line, path, polygon, rect, stroke } from './geometry.ts';
import type { Light } from './palettes.ts';

/** The colours a landmark is drawn in, already tinted by the scene's light. */
export interface LandmarkColours {
  body: string;
  shade: string;
  /** Openings: arches, windows, doors (lit at night). */
  hole: string;
  /** Cornices, columns, clock faces. */
  trim: string;
  /** The landmark's own second colour: copper roofs, glass, the bridge's blue, a torch. */
  accent: string;
  light: Light;
}

export type LandmarkColourSet = Omit<LandmarkColours, 'light'>;

/**
 * A landmark drawn in its own units: centred on x = 0, standing on y = 0, up to y = -height.
 * `focus` is the detail a close-up frames (the clock of Big Ben, the dome of St Peter's).
 */
export interface Landmark {
  width: number;
  height: number;
  focus: readonly [number, number];
  colours: LandmarkColourSet;
  /** Stands by a river or a bay: scenes show it across the water. */
  waterside?: boolean;
  draw(c: LandmarkColours): string;
}

/** Several arches as one path. */
const arches = (xs: readonly number[], bottom: number, width: number, top: number): string =>
  xs.map((x) => archPath(x, bottom, width, top)).join('');

/** Several rectangles as one path. */
const boxes = (items: readonly (readonly [number, number, number, number])[]): string =>
  items.map(([x, y, w, h]) => d`M${x} ${y}h${w}v${h}h${-w}Z`).join('');

const range = (from: number, to: number, step: number): number[] => {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) out.push(x);
  return out;
};

/** Positions along a curved wall seen from the side: bays crowd together towards its ends. */
const curved = (count: number, radius: number, spread = 80): { x: number; k: number }[] =>
  Array.from({ length: count }, (_, i) => {
    const t = ((-spread + (2 * spread * (i + 0.5)) / count) * Math.PI) / 180;
    return { x: Math.sin(t) * radius, k: Math.cos(t) };
  });

const colosseum: Landmark = {
  width: 200,
  height: 74,
  focus: [-40, -45],
  colours: { body: '#e3b778', shade: '#c48f57', hole: '#7a4b2e', trim: '#f2d4a2', accent: '#e3b778' },
  draw: (c) => {
    const bays = curved(15, 100);
    const tier = (limit: number, bottom: number, top: number) =>
      bays
        .filter(({ x }) => x < limit)
        .map(({ x, k }) => archPath(x, bottom, 8 * k, top + 4 * (1 - k)))
        .join('');
    return [
      // The inner ring, lower, seen where the outer wall has fallen.
      path(d`M8 -52L86 -52Q97 -50 100 -44L100 0L8 0Z`, fill(c.shade)),
      path(
        d`M-100 0L-100 -56Q-96 -70 -70 -72L8 -74L14 -68L18 -70L24 -60L30 -62L36 -52L42 -54L46 -46L40 0Z`,
        fill(c.body),
      ),
      path(
        tier(46, -2, -14) +
          tier(42, -19, -31) +
          tier(36, -36, -48) +
          boxes(
            bays
              .filter(({ x }, i) => x < 8 && i % 2 === 0)
              .map(({ x, k }) => [x - 2.5 * k, -66, 5 * k, 6] as const),
          ),
        fill(c.hole),
      ),
      path(
        boxes([
          [-100, -18.5, 146, 2],
          [-100, -35.5, 140, 2],
          [-100, -52.5, 136, 2],
        ]),
        fill(c.trim),
      ),
      path(
        curved(15, 100)
          .filter(({ x }) => x > 50)
          .flatMap(({ x, k }) => [
            archPath(x, -2, 7 * k, -12),
            archPath(x, -19, 6 * k, -29),
            archPath(x, -36, 6 * k, -46),
          ])
          .join(''),
        fill(c.hole, 0.7),
      ),
    ].join('');
  },
};

const stPeters: Landmark = {
  width: 230,
  height: 140,
  focus: [0, -100],
  colours: { body: '#e8dcc2', shade: '#c7b998', hole: '#6b5a45', trim: '#f6efdf', accent: '#9fb3bf' },
  draw: (c) =>
    [
      // Bernini's colonnades, low at both sides.
      path(
        boxes([
          [-115, -20, 62, 20],
          [53, -20, 62, 20],
        ]),
        fill(c.body),
      ),
      path(
        boxes([
          [-115, -23, 62, 3],
          [53, -23, 62, 3],
        ]),
        fill(c.trim),
      ),
      path(
        boxes([...range(-112, -58, 5), ...range(56, 110, 5)].map((x) => [x, -18, 2.2, 18] as const)),
        fill(c.hole, 0.85),
      ),
      // Dome: drum, cupola with ribs, lantern and cross.
      rect(-26, -90, 52, 26, fill(c.body)),
      path(arches(range(-18, 18, 9), -70, 4.5, -84), fill(c.hole)),
      path(d`M-28 -90Q-28 -124 0 -126Q28 -124 28 -90Z`, fill(c.accent)),
      path(d`M-14 -91Q-15 -116 -4 -125M14 -91Q15 -116 4 -125M0 -91L0 -126`, stroke(c.shade, 1.2)),
      rect(-4.5, -134, 9, 9, fill(c.body)),
      path(d`M-5 -134Q0 -141 5 -134Z`, fill(c.accent)),
      line(0, -141, 0, -148, stroke(c.shade, 1.2)),
      line(-2.5, -145.5, 2.5, -145.5, stroke(c.shade, 1)),
      // Side cupolas.
      path(d`M32 -62A9 9 0 0 1 50 -62ZM-50 -62A9 9 0 0 1 -32 -62Z`, fill(c.accent)),
      // Facade with columns, pediment and statues.
      rect(-50, -64, 100, 64, fill(c.body)),
      rect(-52, -69, 104, 5, fill(c.trim)),
      path(boxes(range(-50, 48, 8.2).map((x) => [x, -73, 2, 4] as const)), fill(c.trim)),
      path(boxes(range(-46, 44, 11.3).map((x) => [x, -64, 3.4, 64] as const)), fill(c.trim)),
      polygon(
        [
          [-20, -69],
          [0, -79],
          [20, -69],
        ],
        fill(c.trim),
      ),
      path(
        arches(range(-33, 33, 16.5), 0, 6, -16) +
          boxes(range(-35, 31, 16.5).map((x) => [x, -48, 4, 8] as const)),
        fill(c.hole),
      ),
      // The obelisk in the square.
      polygon(
        [
          [-2.4, 0],
          [-1.4, -40],
          [0, -45],
          [1.4, -40],
          [2.4, 0],
        ],
        fill(c.shade),
      ),
    ].join(''),
};

const eiffel: Landmark = {
  width: 96,
  height: 184,
  focus: [0, -110],
  colours: { body: '#8a5a44', shade: '#6e4535', hole: '#6e4535', trim: '#a5715a', accent: '#f2c46d' },
  draw: (c) =>
    [
      path(d`M-47 0Q-30 -22 -19 -50L19 -50Q30 -22 47 0L30 0Q18 -32 0 -33Q-18 -32 -30 0Z`, fill(c.body)),
      rect(-23, -56, 46, 6, fill(c.trim)),
      path(d`M-17 -56Q-12 -80 -9 -98L9 -98Q12 -80 17 -56L9 -56Q6 -70 0 -71Q-6 -70 -9 -56Z`, fill(c.body)),
      rect(-11.5, -102, 23, 4, fill(c.trim)),
      path(d`M-8 -102Q-4 -140 -2.4 -166L2.4 -166Q4 -140 8 -102Z`, fill(c.body)),
      rect(-3.6, -170, 7.2, 4, fill(c.trim)),
      path(d`M-1.4 -170L0 -184L1.4 -170Z`, fill(c.body)),
      // The lattice: crossed girders on each stage.
      path(
        d`M-40 -6L-22 -46M-33 -6L-16 -44M40 -6L22 -46M33 -6L16 -44M-14 -60L10 -94M14 -60L-10 -94M-6 -108L5 -150M6 -108L-5 -150`,
        stroke(c.shade, 1.1),
      ),
    ].join(''),
};

const louvre: Landmark = {
  width: 250,
  height: 62,
  focus: [0, -24],
  colours: { body: '#e6d6b5', shade: '#5f6b7a', hole: '#6b5b48', trim: '#f3e9d2', accent: '#a9d3e0' },
  draw: (c) => {
    const windows = range(-118, 114, 8.5).filter((x) => Math.abs(x) > 22);
    return [
      rect(-125, -40, 250, 40, fill(c.body)),
      path(d`M-125 -40L-121 -48L121 -48L125 -40Z`, fill(c.shade)),
      path(
        boxes([
          [-125, -56, 26, 56],
          [99, -56, 26, 56],
        ]),
        fill(c.body),
      ),
      path(d`M-126 -56L-121 -63L-104 -63L-98 -56ZM98 -56L104 -63L121 -63L126 -56Z`, fill(c.shade)),
      rect(-22, -54, 44, 54, fill(c.body)),
      path(d`M-23 -54Q0 -66 23 -54Z`, fill(c.shade)),
      path(
        boxes([
          ...windows.map((x) => [x, -34, 3.4, 8] as const),
          ...windows.map((x) => [x, -20, 3.4, 9] as const),
        ]),
        fill(c.hole),
      ),
      path(boxes([[-125, -41.5, 250, 1.5]]), fill(c.trim)),
      // The glass pyramid and its small sisters.
      polygon(
        [
          [-40, 0],
          [0, -46],
          [40, 0],
        ],
        fill(c.accent),
      ),
      path(
        d`M0 -46L-14 0M0 -46L14 0M0 -46L-27 0M0 -46L27 0M-30 -11.5L30 -11.5M-20 -23L20 -23M-10 -34.5L10 -34.5`,
        stroke(c.trim, 0.8, 'stroke-opacity="0.7"'),
      ),
      path(d`M-70 0L-62 -9L-54 0ZM54 0L62 -9L70 0Z`, fill(c.accent)),
    ].join('');
  },
};

const bigBen: Landmark = {
  width: 250,
  height: 162,
  focus: [95, -120],
  colours: { body: '#d9b77e', shade: '#b48c57', hole: '#6e5536', trim: '#efd9a8', accent: '#f7f0dc' },
  draw: (c) =>
    [
      // The Palace of Westminster.
      rect(-125, -44, 214, 44, fill(c.body)),
      path(
        range(-124, 86, 6)
          .map((x) => d`M${x} -44L${x + 1.5} -52L${x + 3} -44Z`)
          .join(''),
        fill(c.shade),
      ),
      path(boxes(range(-120, 84, 10).map((x) => [x, -44, 1.6, 44] as const)), fill(c.shade)),
      path(boxes(range(-116, 80, 10).map((x) => [x, -36, 3.6, 12] as const)), fill(c.hole)),
      // Victoria Tower.
      rect(-122, -104, 28, 104, fill(c.body)),
      path(d`M-124 -104L-124 -110L-120 -110L-120 -104ZM-96 -104L-96 -110L-92 -110L-92 -104Z`, fill(c.shade)),
      path(boxes(range(-118, -100, 7).map((x) => [x, -96, 3, 16] as const)), fill(c.hole)),
      line(-108, -104, -108, -120, stroke(c.shade, 1)),
      // The central spire.
      rect(-26, -72, 12, 28, fill(c.body)),
      polygon(
        [
          [-27, -72],
          [-20, -92],
          [-13, -72],
        ],
        fill(c.shade),
      ),
      // The Elizabeth Tower.
      rect(87, -112, 16, 112, fill(c.body)),
      path(
        boxes([
          [90, -108, 1.5, 100],
          [94.25, -108, 1.5, 100],
          [98.5, -108, 1.5, 100],
        ]),
        fill(c.shade),
      ),
      rect(84, -130, 22, 18, fill(c.trim)),
      circle(95, -121, 7.5, fill(c.accent)),
      path(d`M95 -121L95 -126.5M95 -121L99 -119`, stroke(c.hole, 1.1)),
      rect(86, -138, 18, 8, fill(c.body)),
      path(arches([90, 95, 100], -131, 2.6, -137), fill(c.hole)),
      polygon(
        [
          [84, -138],
          [95, -162],
          [106, -138],
        ],
        fill(c.shade),
      ),
      path(d`M83 -138L84.5 -146L86 -138ZM104 -138L105.5 -146L107 -138Z`, fill(c.shade)),
    ].join(''),
};

const londonEye: Landmark = {
  width: 170,
  height: 162,
  focus: [45, -128],
  waterside: true,
  colours: { body: '#eef2f5', shade: '#9aa9b6', hole: '#5d6d7a', trim: '#f8fbfc', accent: '#bfe3f2' },
  draw: (c) => {
    const hub: [number, number] = [0, -82];
    const spokes = range(0, 345, 22.5)
      .map((a) => {
        const t = (a * Math.PI) / 180;
        return d`M${hub[0]} ${hub[1]}L${hub[0] + Math.cos(t) * 72} ${hub[1] + Math.sin(t) * 72}`;
      })
      .join('');
    const pods = range(0, 350, 11.25)
      .map((a) => {
        const t = (a * Math.PI) / 180;
        return ellipse(hub[0] + Math.cos(t) * 77, hub[1] + Math.sin(t) * 77, 3.4, 2.6, '');
      })
      .join('');
    return [
      path(spokes, stroke(c.shade, 0.6)),
      circle(hub[0], hub[1], 72, stroke(c.body, 3.2)),
      circle(hub[0], hub[1], 66, stroke(c.shade, 1)),
      `<g ${fill(c.accent)}>${pods}</g>`,
      path(d`M0 -82L-34 0M0 -82L-16 0`, stroke(c.body, 3.4)),
      circle(0, -82, 5, fill(c.body)),
      rect(-52, -4, 104, 4, fill(c.shade)),
    ].join('');
  },
};

const towerBridge: Landmark = {
  width: 250,
  height: 120,
  focus: [45, -92],
  waterside: true,
  colours: { body: '#d8c3a0', shade: '#a88f6c', hole: '#5c4a36', trim: '#efe2c8', accent: '#6fa8dc' },
  draw: (c) => {
    const tower = (x: number) =>
      [
        rect(x - 13, -100, 26, 100, fill(c.body)),
        path(
          d`M${x - 13} -100L${x} -120L${x + 13} -100Z` +
            d`M${x - 15} -100L${x - 12} -108L${x - 9} -100ZM${x + 9} -100L${x + 12} -108L${x + 15} -100Z`,
          fill(c.shade),
        ),
        path(
          arches([x - 5, x + 5], -58, 4, -70) +
            arches([x - 5, x + 5], -80, 4, -92) +
            arches([x], -38, 6, -50),
          fill(c.hole),
        ),
        rect(x - 17, -14, 34, 14, fill(c.shade)),
      ].join('');
    return [
      path(d`M-58 -78Q-92 -40 -125 -36M58 -78Q92 -40 125 -36`, stroke(c.accent, 3)),
      path(
        boxes([
          [-32, -88, 64, 4],
          [-32, -81, 64, 3],
        ]),
        fill(c.accent),
      ),
      rect(-125, -36, 250, 5, fill(c.accent)),
      path(d`M-80 -36L-80 -55M-100 -36L-100 -45M80 -36L80 -55M100 -36L100 -45`, stroke(c.accent, 1.2)),
      tower(-45),
      tower(45),
    ].join('');
  },
};

const parthenon: Landmark = {
  width: 270,
  height: 96,
  focus: [0, -66],
  colours: { body: '#efe6d2', shade: '#c9b48e', hole: '#8c7a5f', trim: '#fbf6ea', accent: '#b79c72' },
  draw: (c) =>
    [
      // The rock of the Acropolis.
      path(d`M-135 0L-124 -18Q-112 -36 -88 -40L92 -42Q114 -38 124 -20L135 0Z`, fill(c.accent)),
      path(
        d`M-118 -16Q-40 -22 40 -18Q90 -16 126 -12L130 -6Q60 -8 -124 -6Z`,
        fill(mix(c.accent, '#000000', 0.15)),
      ),
      path(
        boxes([
          [-60, -46, 120, 4],
          [-57, -49.5, 114, 3.5],
        ]),
        fill(c.shade),
      ),
      path(boxes(range(-53, 47, 14.2).map((x) => [x, -77, 6, 28] as const)), fill(c.body)),
      path(d`M-58 -77L58 -77L58 -83L-58 -83Z`, fill(c.body)),
      // The pediment, broken at one end.
      path(d`M-58 -83L0 -95L36 -88L40 -86L46 -87L58 -83Z`, fill(c.trim)),
      rect(-58, -81, 116, 1.4, fill(c.shade)),
    ].join(''),
};

const vesuvius: Landmark = {
  width: 300,
  height: 92,
  focus: [20, -76],
  waterside: true,
  colours: { body: '#8a7a92', shade: '#6b5c77', hole: '#4a3f55', trim: '#f2e6d0', accent: '#e8b26a' },
  draw: (c) =>
    [
      path(
        d`M-150 0Q-112 -22 -74 -52L-48 -62Q-32 -56 -20 -61L8 -86L30 -84Q58 -52 108 -20L150 0Z`,
        fill(c.body),
      ),
      path(d`M30 -84Q58 -52 108 -20L150 0L40 0Q50 -40 22 -84Z`, fill(c.shade)),
      path(d`M8 -86L14 -83L24 -83L30 -84Z`, fill(c.hole)),
      path(d`M12 -92Q18 -100 28 -98Q38 -104 44 -96Q50 -98 50 -92Z`, fill(c.light.cloud, 0.8)),
      // Naples along the shore.
      path(
        boxes(range(-148, -40, 9).map((x, i) => [x, -6 - ((i * 7) % 9), 8, 6 + ((i * 7) % 9)] as const)),
        fill(c.accent),
      ),
      path(
        boxes(range(-144, -44, 18).map((x, i) => [x, -8 - ((i * 5) % 7), 8, 8 + ((i * 5) % 7)] as const)),
        fill(c.trim),
      ),
    ].join(''),
};

const pompeii: Landmark = {
  width: 260,
  height: 86,
  focus: [-40, -40],
  colours: { body: '#d9c7a5', shade: '#b99e78', hole: '#6e5a44', trim: '#efe3c9', accent: '#b86b4b' },
  draw: (c) =>
    [
      // Vesuvius behind the ruins.
      path(d`M-130 -8Q-60 -40 -10 -80L20 -82Q70 -40 130 -8Z`, fill(mix(c.light.far, c.shade, 0.2))),
      path(d`M-10 -80L-4 -77L12 -77L20 -82Z`, fill(mix(c.light.far, '#000000', 0.2))),
      // The temple's podium and broken columns.
      rect(-100, -12, 140, 12, fill(c.shade)),
      path(
        boxes([
          [-90, -62, 7, 50],
          [-74, -52, 7, 40],
          [-58, -62, 7, 50],
          [-42, -34, 7, 22],
          [-26, -62, 7, 50],
          [-10, -44, 7, 32],
          [6, -58, 7, 46],
          [22, -26, 7, 14],
        ] as const),
        fill(c.body),
      ),
      path(
        boxes([
          [-92, -66, 11, 4],
          [-60, -66, 11, 4],
          [-28, -66, 11, 4],
          [4, -62, 11, 4],
        ]),
        fill(c.trim),
      ),
      rect(-92, -70, 75, 4, fill(c.trim)),
      // A brick arch.
      path(d`M60 0L60 -52L104 -52L104 0L94 0L94 -30A12 12 0 0 0 70 -30L70 0Z`, fill(c.accent)),
      rect(58, -56, 48, 4, fill(mix(c.accent, '#000000', 0.15))),
    ].join(''),
};

const liberty: Landmark = {
  width: 76,
  height: 172,
  focus: [-6, -132],
  waterside: true,
  colours: { body: '#74b3a2', shade: '#5a9585', hole: '#3f6e62', trim: '#cdbfa4', accent: '#f2b134' },
  draw: (c) =>
    [
      path(d`M-38 0L-30 -12L30 -12L38 0Z`, fill(mix(c.trim, '#000000', 0.15))),
      rect(-15, -56, 30, 44, fill(c.trim)),
      rect(-18, -61, 36, 5, fill(mix(c.trim, '#ffffff', 0.3))),
      path(
        boxes([
          [-9, -48, 4, 14],
          [5, -48, 4, 14],
        ]),
        fill(mix(c.trim, '#000000', 0.25)),
      ),
      // The figure: robe, head and crown, the torch raised, the tablet held.
      path(d`M-10 -61L-8 -96L-7 -108L7 -108L8 -96L11 -61Z`, fill(c.body)),
      path(d`M-8 -90Q0 -78 10 -64L11 -61L4 -61Q2 -74 -8 -84Z`, fill(c.shade)),
      circle(0, -113.5, 5, fill(c.body)),
      path(
        range(-70, 70, 23.3)
          .map((a) => {
            const t = ((a - 90) * Math.PI) / 180;
            return d`M${Math.cos(t - 0.12) * 4.5} ${-115 + Math.sin(t - 0.12) * 4.5}L${Math.cos(t) * 11} ${-115 + Math.sin(t) * 11}L${Math.cos(t + 0.12) * 4.5} ${-115 + Math.sin(t + 0.12) * 4.5}Z`;
          })
          .join(''),
        fill(c.body),
      ),
      path(d`M-7 -104L-12 -146L-8 -147L-3 -106Z`, fill(c.body)),
      rect(-12.5, -154, 5.5, 7, fill(c.shade)),
      path(d`M-14 -154Q-11 -166 -9.6 -170Q-7 -164 -5.5 -154Z`, fill(c.accent)),
      path(d`M6 -100L14 -98L12 -82L4 -84Z`, fill(c.shade)),
    ].join(''),
};

const manhattan: Landmark = {
  width: 270,
  height: 152,
  focus: [0, -112],
  colours: { body: '#8fa3b8', shade: '#6c8098', hole: '#4d5d70', trim: '#c9d6e2', accent: '#8ec5e0' },
  draw: (c) => {
    const blocks = [
      [-135, -46, 16],
      [-118, -70, 14],
      [-103, -58, 12],
      [-90, -82, 14],
      [-30, -64, 12],
      [-17, -48, 10],
      [20, -76, 14],
      [35, -56, 12],
      [48, -88, 14],
      [64, -60, 8],
      [102, -72, 14],
      [117, -50, 18],
    ] as const;
    return [
      path(boxes(blocks.map(([x, top, w]) => [x, top, w, -top] as const)), fill(c.shade)),
      path(
        boxes(
          blocks
            .filter((_, i) => i % 3 === 0)
            .map(([x, top, w]) => [x + w * 0.2, top - 5, w * 0.35, 5] as const),
        ),
        fill(c.shade),
      ),
      // Chrysler Building.
      rect(-56, -96, 20, 96, fill(c.body)),
      path(
        d`M-57 -96Q-46 -116 -35 -96ZM-54 -104Q-46 -120 -38 -104ZM-51 -112Q-46 -124 -41 -112Z`,
        fill(c.trim),
      ),
      path(d`M-47 -118L-46 -142L-45 -118Z`, fill(c.trim)),
      // Empire State Building.
      path(
        d`M-16 0L-16 -70L-11 -70L-11 -100L-7 -100L-7 -112L-4 -112L-4 -122L-1.4 -122L0 -152L1.4 -122L4 -122L4 -112L7 -112L7 -100L11 -100L11 -70L16 -70L16 0Z`,
        fill(c.body),
      ),
      path(
        boxes([
          [-8, -98, 1.6, 96],
          [-2.5, -110, 1.6, 108],
          [3, -110, 1.6, 108],
          [8.5, -98, 1.6, 96],
        ]),
        fill(c.shade),
      ),
      // One World Trade Center.
      path(d`M74 0L74 -80L80 -132L92 -132L98 -80L98 0Z`, fill(c.accent)),
      path(d`M80 -132L86 0M92 -132L86 0`, stroke(c.trim, 0.8, 'stroke-opacity="0.6"')),
      line(86, -132, 86, -150, stroke(c.trim, 1)),
    ].join('');
  },
};

const viennaOpera: Landmark = {
  width: 220,
  height: 80,
  focus: [0, -36],
  colours: { body: '#dccba8', shade: '#b9a47e', hole: '#6a5640', trim: '#f1e6cc', accent: '#6aa593' },
  draw: (c) =>
    [
      path(d`M-66 -58L-56 -80L56 -80L66 -58Z`, fill(c.accent)),
      path(
        boxes([
          [-110, -36, 20, 36],
          [90, -36, 20, 36],
        ]),
        fill(c.shade),
      ),
      path(d`M-112 -36L-100 -46L-88 -36ZM88 -36L100 -46L112 -36Z`, fill(c.accent)),
      rect(-90, -48, 180, 48, fill(c.body)),
      path(d`M-48 -48L-40 -60L40 -60L48 -48Z`, fill(c.accent)),
      path(
        boxes([
          [-90, -50, 180, 2.5],
          [-90, -24, 180, 2],
        ]),
        fill(c.trim),
      ),
      path(
        arches(range(-32, 32, 16), -2, 9, -18) +
          arches(range(-32, 32, 16), -27, 8, -44) +
          boxes(range(-84, -44, 10).map((x) => [x, -42, 4, 10] as const)) +
          boxes(range(44, 84, 10).map((x) => [x, -42, 4, 10] as const)) +
          boxes(range(-84, -44, 10).map((x) => [x, -18, 4, 10] as const)) +
          boxes(range(44, 84, 10).map((x) => [x, -18, 4, 10] as const)),
        fill(c.hole),
      ),
      path(boxes(range(-40, 40, 16).map((x) => [x - 1.2, -66, 2.4, 6] as const)), fill(c.trim)),
    ].join(''),
};

const stStephens: Landmark = {
  width: 200,
  height: 172,
  focus: [40, -124],
  colours: { body: '#cbb995', shade: '#a8946f', hole: '#5d4c38', trim: '#e6d8b8', accent: '#2f6b5e' },
  draw: (c) =>
    [
      // The tiled roof with its zigzag.
      path(d`M-74 -42L-60 -82L60 -82L74 -42Z`, fill(c.accent)),
      path(
        d`M-66 -52L-54 -60L-42 -52L-30 -60L-18 -52L-6 -60L6 -52L18 -60L30 -52L42 -60L54 -52L66 -60` +
          d`M-62 -66L-50 -74L-38 -66L-26 -74L-14 -66L-2 -74L10 -66L22 -74L34 -66L46 -74L58 -66`,
        stroke('#e0b64b', 2.6, 'stroke-linejoin="round"'),
      ),
      rect(-72, -42, 144, 42, fill(c.body)),
      path(arches(range(-60, 60, 17), -10, 6, -32), fill(c.hole)),
      // The north tower, unfinished, with its cupola.
      rect(-56, -104, 22, 62, fill(c.body)),
      path(d`M-52 -104A7 7 0 0 1 -38 -104Z`, fill(c.accent)),
      path(arches([-45], -70, 6, -92), fill(c.hole)),
      // The south tower and its spire.
      path(d`M28 0L28 -92L32 -100L32 -118L36 -126L44 -126L48 -118L48 -100L52 -92L52 0Z`, fill(c.body)),
      path(d`M35 -126L40 -172L45 -126Z`, fill(c.shade)),
      path(d`M30 -100L27 -108L33 -104ZM50 -100L53 -108L47 -104Z`, fill(c.shade)),
      path(arches([40], -56, 7, -82) + arches([40], -98, 4, -116), fill(c.hole)),
    ].join(''),
};

const castle: Landmark = {
  width: 210,
  height: 112,
  focus: [0, -70],
  colours: { body: '#c9bca5', shade: '#a39680', hole: '#4f463c', trim: '#ddd2bf', accent: '#8c3b3b' },
  draw: (c) => {
    const merlons = (from: number, to: number, y: number) =>
      range(from, to - 4, 8)
        .map((x) => d`M${x} ${y}h4v-5h-4Z`)
        .join('');
    return [
      rect(-84, -44, 168, 44, fill(c.body)),
      path(merlons(-84, 84, -44), fill(c.body)),
      rect(-26, -88, 52, 88, fill(c.shade)),
      path(merlons(-26, 26, -88), fill(c.shade)),
      path(
        boxes([
          [-96, -72, 24, 72],
          [72, -72, 24, 72],
        ]),
        fill(c.body),
      ),
      path(d`M-98 -72L-84 -100L-70 -72ZM70 -72L84 -100L98 -72Z`, fill(c.accent)),
      line(0, -93, 0, -112, stroke(c.hole, 1.2)),
      polygon(
        [
          [0, -112],
          [14, -107],
          [0, -102],
        ],
        fill(c.accent),
      ),
      path(
        archPath(0, 0, 16, -24) +
          arches([-10, 10], -56, 4, -70) +
          arches([-84, 84], -44, 4, -56) +
          arches([-55, 55], -20, 4, -32),
        fill(c.hole),
      ),
    ].join('');
  },
};

const cathedral: Landmark = {
  width: 120,
  height: 160,
  focus: [0, -70],
  colours: { body: '#d2c4a8', shade: '#ad9d80', hole: '#5a4c3c', trim: '#e9dec8', accent: '#5f6f82' },
  draw: (c) =>
    [
      path(d`M-48 0L-48 -112L-24 -112L-24 0ZM24 0L24 -112L48 -112L48 0Z`, fill(c.body)),
      path(d`M-50 -112L-36 -160L-22 -112ZM22 -112L36 -160L50 -112Z`, fill(c.accent)),
      path(d`M-24 0L-24 -84L0 -106L24 -84L24 0Z`, fill(c.shade)),
      circle(0, -64, 11, fill(c.trim)),
      circle(0, -64, 7, fill(c.hole)),
      path(
        archPath(0, 0, 14, -30) + arches([-36, 36], 0, 8, -22) + arches([-36, 36], -60, 6, -90),
        fill(c.hole),
      ),
    ].join(''),
};

const ruins: Landmark = {
  width: 200,
  height: 80,
  focus: [-40, -50],
  colours: { body: '#e0d2b4', shade: '#bfae8c', hole: '#6e5d47', trim: '#f2e8d2', accent: '#b7744f' },
  draw: (c) =>
    [
      rect(-96, -10, 192, 10, fill(c.shade)),
      path(
        boxes([
          [-86, -70, 8, 60],
          [-66, -70, 8, 60],
          [-46, -70, 8, 60],
          [-26, -44, 8, 34],
          [-6, -58, 8, 48],
          [14, -28, 8, 18],
        ]),
        fill(c.body),
      ),
      rect(-90, -78, 56, 8, fill(c.trim)),
      path(d`M40 0L40 -56L92 -56L92 0L80 0L80 -30A14 14 0 0 0 52 -30L52 0Z`, fill(c.accent)),
    ].join(''),
};

const deck: Landmark = {
  width: 60,
  height: 190,
  focus: [0, -140],
  colours: { body: '#c7d0d9', shade: '#98a6b4', hole: '#4e5d6c', trim: '#eef2f5', accent: '#8ec5e0' },
  draw: (c) =>
    [
      path(d`M-14 0L-6 -124L6 -124L14 0Z`, fill(c.body)),
      path(d`M0 0L0 -124L6 -124L14 0Z`, fill(c.shade)),
      ellipse(0, -134, 22, 12, fill(c.body)),
      rect(-20, -138, 40, 6, fill(c.accent)),
      ellipse(0, -148, 10, 5, fill(c.shade)),
      path(d`M-1.2 -150L0 -190L1.2 -150Z`, fill(c.shade)),
    ].join(''),
};

const monument: Landmark = {
  width: 160,
  height: 108,
  focus: [0, -70],
  colours: { body: '#e2d6bd', shade: '#bba98a', hole: '#6b5b46', trim: '#f3ebda', accent: '#a3b1ba' },
  draw: (c) =>
    [
      rect(-46, -64, 92, 40, fill(c.body)),
      path(d`M-40 -64A40 40 0 0 1 40 -64Z`, fill(c.accent)),
      rect(-4, -108, 8, 8, fill(c.trim)),
      rect(-70, -12, 140, 12, fill(c.shade)),
      path(boxes(range(-58, 50, 15.4).map((x) => [x, -54, 6, 42] as const)), fill(c.trim)),
      path(d`M-66 -54L0 -76L66 -54Z`, fill(c.body)),
      rect(-66, -58, 132, 4, fill(c.trim)),
    ].join(''),
};

const pyramids: Landmark = {
  width: 260,
  height: 96,
  focus: [-30, -60],
  colours: { body: '#e2bf7d', shade: '#b98f52', hole: '#7a5a34', trim: '#f0d9a8', accent: '#c9a46a' },
  draw: (c) =>
    [
      path(d`M-130 0L-70 -62L-10 0ZM-20 0L40 -92L100 0ZM90 0L118 -34L130 -20L130 0Z`, fill(c.body)),
      path(d`M-70 -62L-10 0L-50 0ZM40 -92L100 0L58 0ZM118 -34L130 -20L130 0L122 0Z`, fill(c.shade)),
      path(d`M36 -86L40 -92L44 -86Z`, fill(c.trim)),
    ].join(''),
};

export const LANDMARKS = {
  colosseum,
  stPeters,
  eiffel,
  louvre,
  bigBen,
  londonEye,
  towerBridge,
  parthenon,
  vesuvius,
  pompeii,
  liberty,
  manhattan,
  viennaOpera,
  stStephens,
  castle,
  cathedral,
  ruins,
  deck,
  monument,
  pyramids,
} as const satisfies Record<string, Landmark>;

export type LandmarkId = keyof typeof LANDMARKS;

/** Landmarks a product's name may mention, in the words visitors use. */
const NAMED: readonly (readonly [LandmarkId, RegExp])[] = [
  ['colosseum', /colosse|colosseo|roman forum|palatine/],
  ['stPeters', /vatican|st\.? peter|sistine/],
  ['eiffel', /eiffel/],
  ['louvre', /louvre/],
  ['bigBen', /big ben|parliament|westminster/],
  ['londonEye', /london eye/],
  ['towerBridge', /tower bridge|tower of london|thames/],
  ['parthenon', /acropolis|parthenon/],
  ['pompeii', /pompeii|herculaneum/],
  ['vesuvius', /vesuvius/],
  ['liberty', /liberty|ellis island/],
  ['manhattan', /empire state|top of the rock|manhattan|one world/],
  ['viennaOpera', /state opera|staatsoper/],
  ['stStephens', /st\.? stephen|stephansdom/],
  ['castle', /castle|palace|fortress|\bfort\b/],
  ['cathedral', /cathedral|church|basilica|abbey|chapel/],
  ['ruins', /ruins|archaeolog|ancient/],
  ['deck', /observation|skydeck|tower view|viewpoint/],
  ['pyramids', /pyramid|giza/],
];

/** The landmarks that stand for a city, the first its best known. */
export const CITY_LANDMARKS: Partial<Record<string, readonly [LandmarkId, ...LandmarkId[]]>> = {
  ROME: ['colosseum', 'stPeters'],
  PARIS: ['eiffel', 'louvre'],
  LONDON: ['bigBen', 'towerBridge', 'londonEye'],
  ATHENS: ['parthenon'],
  NAPLES: ['vesuvius', 'pompeii'],
  NEW_YORK: ['manhattan', 'liberty'],
  VIENNA: ['stStephens', 'viennaOpera'],
};

/** A landmark of the right kind for cities without one of their own (a TV tower in Berlin, a castle in Edinburgh). */
export const CITY_GENERIC: Partial<Record<string, LandmarkId>> = {
  BARCELONA: 'cathedral',
  MADRID: 'monument',
  AMSTERDAM: 'cathedral',
  FLORENCE: 'monument',
  VENICE: 'cathedral',
  MILAN: 'cathedral',
  LISBON: 'castle',
  BERLIN: 'deck',
  MUNICH: 'cathedral',
  PRAGUE: 'castle',
  BUDAPEST: 'monument',
  DUBLIN: 'cathedral',
  EDINBURGH: 'castle',
  OSLO: 'monument',
  COPENHAGEN: 'castle',
  ISTANBUL: 'monument',
  DUBAI: 'deck',
  ABU_DHABI: 'monument',
  SINGAPORE: 'deck',
  BANGKOK: 'monument',
  PHUKET: 'ruins',
  TOKYO: 'deck',
  HONG_KONG: 'deck',
  SYDNEY: 'deck',
  MUMBAI: 'monument',
  KUALA_LUMPUR: 'deck',
  BALI: 'ruins',
  LAS_VEGAS: 'deck',
  ORLANDO: 'castle',
  SAN_FRANCISCO: 'deck',
  TORONTO: 'deck',
  CANCUN: 'ruins',
  CAIRO: 'pyramids',
  CAPE_TOWN: 'monument',
  SEOUL: 'deck',
};

/**
 * The landmark a name mentions (the first one named), if any.
 * @example namedLandmark('Combo: Colosseum & Vatican Museums Guided Tours') === 'colosseum'
 * @example namedLandmark('Wicked') === undefined
 */
export function namedLandmark(title: string): LandmarkId | undefined {
  const text = title.toLowerCase();
  let best: [LandmarkId, number] | undefined;
  for (const [id, pattern] of NAMED) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best[1])) best = [id, at];
  }
  return best?.[0];
}
