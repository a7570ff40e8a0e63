/**
 * Catalogue sizes. `demo` is the curated catalogue alone (what the demo microsites show: real
 * products only); `test` adds a few hundred generated products for storage and contract tests
 * (pagination, filters); `bench` a hundred thousand for load tests.
 */
export interface ScaleSpec {
  /** Whether generated products and attraction collections are added to the curated ones. */
  generated: boolean;
  /** Tour groups in all, curated included (with `generated`). */
  tourGroups: number;
  reviews: number;
  inventoryDays: number;
  /** Share of generated products with dated inventory (the rest are open-dated). */
  datedShare: number;
  /** Attraction collections per unit of city weight. */
  collectionsPerWeight: number;
}

export const SCALES = {
  test: {
    generated: true,
    tourGroups: 389,
    reviews: 4_000,
    inventoryDays: 30,
    datedShare: 1,
    collectionsPerWeight: 0.5,
  },
  demo: {
    generated: false,
    tourGroups: 0,
    reviews: 40_000,
    inventoryDays: 90,
    datedShare: 0.8,
    collectionsPerWeight: 1,
  },
  bench: {
    generated: true,
    tourGroups: 100_000,
    reviews: 1_000_000,
    inventoryDays: 90,
    datedShare: 0.12,
    collectionsPerWeight: 1.2,
  },
} as const satisfies Record<string, ScaleSpec>;

export type ScaleName = keyof typeof SCALES;
export const DEFAULT_SEED = 20_240_917;
