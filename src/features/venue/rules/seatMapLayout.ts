/** A seating section as the venue call answers it (only the fields the layout reads). */
export interface SectionLike {
  key: string;
  level: number;
  priceBand: { from: number; to: number } | null;
}

export interface SeatMapShape {
  key: string;
  /** SVG path of the section: an arc-shaped band facing the stage. */
  path: string;
  /** Where its label sits. */
  labelX: number;
  labelY: number;
}

export interface SeatMapLayout {
  viewBox: string;
  stage: { x: number; y: number; width: number; height: number };
  sections: SeatMapShape[];
}

const WIDTH = 440;
const HEIGHT = 310;
const CENTRE_X = WIDTH / 2;
const CENTRE_Y = 30;
const INNER_RADIUS = 70;
const OUTER_RADIUS = 270;
const GAP = 6;
/** The fan spans 40°–140° below the stage (SVG angles: y grows downwards). */
const FROM_ANGLE = 40;
const TO_ANGLE = 140;

const round = (value: number) => Math.round(value * 10) / 10;
const point = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${round(CENTRE_X + radius * Math.cos(radians))} ${round(CENTRE_Y + radius * Math.sin(radians))}`;
};

/**
 * The drawing of a theatre's seating plan: the stage at the top and one band per level fanning out
 * from it, the level nearest the stage first (stalls, then circles or mezzanines), the bands equally
 * deep. Sections on the same level share a band. Pure geometry: the component adds names and prices.
 * @example seatMapLayout([{ key: 'stalls', level: 0, priceBand: null }]).sections[0].path
 *   === 'M 273.6 74.9 A 70 70 0 0 1 166.4 74.9 … Z' (inner radius 70, outer 264)
 */
export function seatMapLayout(sections: readonly SectionLike[]): SeatMapLayout {
  const levels = [...new Set(sections.map((section) => section.level))].sort((a, b) => a - b);
  const depth = (OUTER_RADIUS - INNER_RADIUS) / Math.max(1, levels.length);
  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    stage: { x: CENTRE_X - 80, y: 4, width: 160, height: 34 },
    sections: sections.map((section) => {
      const band = levels.indexOf(section.level);
      const inner = round(INNER_RADIUS + band * depth);
      const outer = round(INNER_RADIUS + (band + 1) * depth - GAP);
      const middle = (inner + outer) / 2;
      return {
        key: section.key,
        path: [
          `M ${point(FROM_ANGLE, inner)}`,
          `A ${inner} ${inner} 0 0 1 ${point(TO_ANGLE, inner)}`,
          `L ${point(TO_ANGLE, outer)}`,
          `A ${outer} ${outer} 0 0 0 ${point(FROM_ANGLE, outer)}`,
          'Z',
        ].join(' '),
        labelX: CENTRE_X,
        labelY: round(CENTRE_Y + middle),
      };
    }),
  };
}

/** Price tiers drawn on the seat map, 1 the cheapest. */
export const PRICE_TIERS = 4;

/**
 * Each priced section's tier by its lowest price, 1 for the cheapest, spread over at most four tiers;
 * sections without a price band get none.
 * @example priceTiers([{ key: 'stalls', priceBand: { from: 60, to: 150 } }, { key: 'circle', priceBand: { from: 45, to: 90 } }])
 *   → Map { 'stalls' → 3, 'circle' → 1 }
 */
export function priceTiers(sections: readonly Pick<SectionLike, 'key' | 'priceBand'>[]): Map<string, number> {
  const prices = [
    ...new Set(sections.flatMap((section) => (section.priceBand ? [section.priceBand.from] : []))),
  ].sort((a, b) => a - b);
  const tiers = new Map<string, number>();
  for (const section of sections) {
    if (!section.priceBand) continue;
    const rank = prices.indexOf(section.priceBand.from);
    tiers.set(section.key, Math.min(PRICE_TIERS, Math.floor((rank * PRICE_TIERS) / prices.length) + 1));
  }
  return tiers;
}
