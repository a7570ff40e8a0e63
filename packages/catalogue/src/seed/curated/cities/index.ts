import type { CuratedTourGroup } from '../types.ts';
import type { PhraseSet } from '../translations/phraseSet.ts';
import { ATHENS_MORE, ATHENS_MORE_PHRASES } from './athens.ts';
import { LONDON_THINGS_TO_DO, LONDON_THINGS_TO_DO_PHRASES } from './london.ts';
import { NAPLES_MORE, NAPLES_MORE_PHRASES } from './naples.ts';
import { NEW_YORK_THINGS_TO_DO, NEW_YORK_THINGS_TO_DO_PHRASES } from './newYork.ts';
import { PARIS_MORE, PARIS_MORE_PHRASES } from './paris.ts';
import { ROME_THINGS_TO_DO, ROME_THINGS_TO_DO_PHRASES } from './rome.ts';
import { COLOSSEUM_MORE, COLOSSEUM_MORE_PHRASES } from './colosseum.ts';
import { VATICAN_MORE, VATICAN_MORE_PHRASES } from './vatican.ts';
import { VIENNA_THINGS_TO_DO, VIENNA_THINGS_TO_DO_PHRASES } from './vienna.ts';

/**
 * The rest of each demo city: more products of the attraction collections and each city's own
 * "Things to do" collection (250–256), one file per city with the translations of its texts.
 */
export const CITY_TOUR_GROUPS: readonly CuratedTourGroup[] = [
  ...COLOSSEUM_MORE,
  ...VATICAN_MORE,
  ...ROME_THINGS_TO_DO,
  ...LONDON_THINGS_TO_DO,
  ...PARIS_MORE,
  ...NEW_YORK_THINGS_TO_DO,
  ...VIENNA_THINGS_TO_DO,
  ...ATHENS_MORE,
  ...NAPLES_MORE,
];

export const CITY_PHRASES: readonly PhraseSet[] = [
  COLOSSEUM_MORE_PHRASES,
  VATICAN_MORE_PHRASES,
  ROME_THINGS_TO_DO_PHRASES,
  LONDON_THINGS_TO_DO_PHRASES,
  PARIS_MORE_PHRASES,
  NEW_YORK_THINGS_TO_DO_PHRASES,
  VIENNA_THINGS_TO_DO_PHRASES,
  ATHENS_MORE_PHRASES,
  NAPLES_MORE_PHRASES,
];
