/**
 * A hand-written catalogue entry for a demo microsite; ids are stable (content links to them).
 *
 * Texts are written in English here; their translations live in the phrasebooks of
 * `translations/` (one file per language, keyed by the English text). `names` holds the product's
 * title in every language its sites offer (English first, the fallback).
 */
export interface CuratedTourGroup {
  tgid: number;
  names: Record<string, string>;
  collectionId: number;
  subCategoryId: number;
  /** Lowest adult price in the city's currency; `originalPrice` above it means a discount. */
  price: number;
  originalPrice?: number;
  flowType:
    | 'SEATMAP'
    | 'NORMAL'
    | 'COMBO'
    | 'HOP_ON_HOP_OFF'
    | 'PRIVATE_AIRPORT_TRANSFER'
    | 'SHARED_AIRPORT_TRANSFER';
  /** Minutes. */
  duration: readonly [number, number];
  venue?: string;
  /** The point of interest where the experience starts (a cruise's pier): its itinerary's start and end. */
  boardingPoiId?: number;
  /** Start times per weekday (0 Sunday … 6 Saturday); a missing day is dark. */
  schedule: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, readonly string[]>>;
  /** Hours before start; null means not cancellable. */
  cancellableUpTo: number | null;
  reschedulableUpTo?: number | null;
  variants?: readonly string[];
  highlights: readonly string[];
  inclusions: readonly string[];
  exclusions: readonly string[];
  tags?: readonly string[];
  descriptors?: readonly string[];
  /**
   * Values of the `{placeholders}` in the texts above, per language (English the fallback):
   * a show's highlights say `See {show} live at the {venue}`, and each language's phrasebook
   * translates that template once for every show.
   */
  placeholders?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface CuratedCollection {
  id: number;
  site: string;
  city: string;
  names: Record<string, string>;
  /** In English; translated by the phrasebooks of `translations/` like the products' texts. */
  metaDescription: string;
  /** Most tour groups this collection may hold (spec 001 §9 per-site limits), if any. */
  limit?: number;
}

export const EVERY_DAY = (times: readonly string[]) => ({
  0: times,
  1: times,
  2: times,
  3: times,
  4: times,
  5: times,
  6: times,
});

/**
 * Whether a collection is a city's own "Things to do in {city}" collection (curated 250–256, or
 * generated at the test and bench scales) rather than an attraction's: decided here, by its English
 * name, for the seed and its tests alike.
 * @example isCityCollection({ en: 'Things to do in Rome' }) === true
 */
export const isCityCollection = (names: Readonly<Record<string, string>>): boolean =>
  names['en']?.startsWith('Things to do in ') ?? false;
