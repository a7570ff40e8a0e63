import type { PhraseSet } from '../translations/phraseSet.ts';
import type { CuratedTourGroup } from '../types.ts';

export const ATHENS_MORE: readonly CuratedTourGroup[] = [];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const ATHENS_MORE_PHRASES: PhraseSet = {};
