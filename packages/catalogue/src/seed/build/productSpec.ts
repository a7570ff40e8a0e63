import type { LocalTexts } from '../curated/translations/index.ts';

/** Everything the row builders need to know about one product, curated or generated. */
export interface ProductSpec {
  tgid: number;
  cityCode: string;
  currencyCode: string;
  collectionId: number;
  extraCollectionIds: readonly number[];
  categoryId: number;
  subCategoryId: number;
  names: Record<string, string>;
  flowType: string;
  /** Adult price in the product's currency; null makes the product unavailable. */
  price: number | null;
  originalPrice: number | null;
  duration: readonly [number, number];
  /** Start times per weekday (0 = Sunday); null for open-dated products. */
  schedule: Partial<Record<number, readonly string[]>> | null;
  cancellableUpTo: number | null;
  reschedulableUpTo: number | null;
  variants: readonly string[];
  highlights: readonly string[];
  inclusions: readonly string[];
  exclusions: readonly string[];
  /**
   * The lists above in other languages (curated products: from the phrasebooks of
   * `curated/translations/`); a list missing in a language falls back to English.
   */
  translations?: Readonly<Record<string, LocalTexts>>;
  tags: readonly string[];
  descriptors: readonly string[];
  popularity: number;
  venue: string | null;
  /** Where the experience starts and ends (a curated cruise's pier); null when unknown. */
  boardingPoiId: number | null;
  hidden: boolean;
  /** How well the product is liked: shifts its review ratings (-1 poor … +1 excellent). */
  quality: number;
  headoutPick: boolean;
}

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Rounds a converted price the way a shop would display it. */
export function roundPrice(value: number): number {
  if (value < 100) return Math.round(value * 2) / 2;
  if (value < 10_000) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

export const CATEGORY_OF_SUB_CATEGORY = (subCategories: readonly { id: number; categoryId: number }[]) =>
  new Map(subCategories.map((sub) => [sub.id, sub.categoryId]));
