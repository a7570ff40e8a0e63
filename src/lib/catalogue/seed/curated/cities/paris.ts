import type { PhraseSet } from '../translations/phraseSet.ts';
import type { CuratedTourGroup } from '../types.ts';

export const PARIS_MORE: readonly CuratedTourGroup[] = [];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const PARIS_MORE_PHRASES: PhraseSet = {};
