import { CITY_TOUR_GROUPS } from './cities/index.ts';
import { ACROPOLIS_AND_POMPEII } from './greeceAndNaples.ts';
import { LONDON_HOHO } from './londonHoho.ts';
import { PARIS } from './paris.ts';
import { COLOSSEUM, ROME_TRANSFERS, VATICAN } from './rome.ts';
import { ROME_DAY_TRIPS } from './romeDayTrips.ts';
import { BROADWAY, VIENNA_THEATRE, WEST_END } from './theatre.ts';
import type { CuratedTourGroup } from './types.ts';

export { CURATED_COLLECTIONS } from './collections.ts';
export type { CuratedCollection, CuratedTourGroup } from './types.ts';

/** Every curated tour group, by microsite; see docs/catalogue-api.md for the tgid table. */
export const CURATED_TOUR_GROUPS: readonly CuratedTourGroup[] = [
  ...WEST_END,
  ...BROADWAY,
  ...VIENNA_THEATRE,
  ...COLOSSEUM,
  ...VATICAN,
  ...PARIS,
  ...LONDON_HOHO,
  ...ROME_TRANSFERS,
  ...ACROPOLIS_AND_POMPEII,
  ...ROME_DAY_TRIPS,
  ...CITY_TOUR_GROUPS,
];
