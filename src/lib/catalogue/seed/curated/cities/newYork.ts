import type { PhraseSet } from '../translations/phraseSet.ts';
import type { CuratedTourGroup } from '../types.ts';

export const NEW_YORK_THINGS_TO_DO: readonly CuratedTourGroup[] = [];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const NEW_YORK_THINGS_TO_DO_PHRASES: PhraseSet = {};
