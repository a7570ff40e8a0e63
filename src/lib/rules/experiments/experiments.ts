export const VARIANTS = ['control', 'treatment'] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * The experiments of spec 001 §9 with their control share in percent (the rest is treatment).
 * The spec names the 80/20, 50/50, 95/5 and 0/100 ones; its "several" 100/0 experiments are unnamed, so
 * three held-back rollouts stand for them. 0/100 experiments send everyone to the treatment (they ship
 * with the checkout redirect).
 */
export const EXPERIMENTS = {
  'nearby-cities-carousel': 100,
  'review-translation': 100,
  'sticky-pill-bar': 100,
  'day-trip-videos': 80,
  'cancellation-insurance': 50,
  'cta-copy': 50,
  ratings: 50,
  'seat-map-revamp': 50,
  'session-replay': 95,
  'hoho-mobile-revamp': 0,
  'product-card-video': 0,
  'landing-page-experiment': 0,
} as const satisfies Record<string, number>;

export type ExperimentName = keyof typeof EXPERIMENTS;

/** @example isExperimentName('cta-copy') === true; isExperimentName('toString') === false */
export function isExperimentName(value: unknown): value is ExperimentName {
  return typeof value === 'string' && Object.hasOwn(EXPERIMENTS, value);
}

/** @example isVariant('treatment') === true */
export function isVariant(value: unknown): value is Variant {
  return value === 'control' || value === 'treatment';
}

/**
 * The experiments whose variant changes the server's HTML (cards, booking box, seat map, hop-on hop-off
 * and day-trip pages). Only these reach the page state, and the page cache keys pages by them alone
 * (docs/page-cache.md): an experiment that changes HTML must be listed here (a unit test scans the
 * components and loaders for the others' names).
 */
export const HTML_EXPERIMENTS = [
  'ratings',
  'cta-copy',
  'seat-map-revamp',
  'day-trip-videos',
  'hoho-mobile-revamp',
] as const satisfies readonly ExperimentName[];

export type HtmlExperimentName = (typeof HTML_EXPERIMENTS)[number];
