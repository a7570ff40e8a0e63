/** Catalogue sizes. `test` is a small catalogue for fast storage and contract tests. */
export interface ScaleSpec {
  tourGroups: number;
  reviews: number;
  inventoryDays: number;
  /** Share of generated products with dated inventory (the rest are open-dated). */
  datedShare: number;
  /** Attraction collections per unit of city weight. */
  collectionsPerWeight: number;
}

export const SCALES = {
  test: { tourGroups: 300, reviews: 4_000, inventoryDays: 30, datedShare: 1, collectionsPerWeight: 0.5 },
  demo: { tourGroups: 2_000, reviews: 50_000, inventoryDays: 90, datedShare: 0.8, collectionsPerWeight: 1 },
  bench: {
    tourGroups: 100_000,
    reviews: 1_000_000,
    inventoryDays: 90,
    datedShare: 0.12,
    collectionsPerWeight: 1.2,
  },
} as const satisfies Record<string, ScaleSpec>;

export type ScaleName = keyof typeof SCALES;
export const DEFAULT_SEED = 20_240_917;
