import type { Phrasebook } from './index.ts';

/**
 * The translations a curated file brings for its own texts, by language: merged into the shared
 * phrasebooks (`PHRASEBOOKS`), never contradicting them (translations.test.ts checks).
 */
export type PhraseSet = Readonly<Partial<Record<'fr' | 'it' | 'es' | 'de' | 'ar' | 'ja' | 'cn', Phrasebook>>>;
