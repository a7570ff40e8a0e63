/**
 * A language's translations of the curated catalogue texts, keyed by the English text exactly as
 * the curated files write it (highlights, inclusions, exclusions, ticket types, calls to action,
 * collection blurbs). `{placeholder}`s are kept as they are and filled per language from the
 * product's `placeholders` (a show's title, its venue). Names (of products, collections,
 * categories, cities, countries) are not here: they sit in the `names` map of their entry.
 */
export type Phrasebook = Readonly<Record<string, string>>;

/**
 * The translations a curated file brings for its own texts, by language: merged into the shared
 * phrasebooks (`PHRASEBOOKS`), never contradicting them (translations.test.ts checks).
 */
export type PhraseSet = Readonly<Partial<Record<'fr' | 'it' | 'es' | 'de' | 'ar' | 'ja' | 'cn', Phrasebook>>>;
