import { CITY_PHRASES } from '../cities/index.ts';
import type { CuratedTourGroup } from '../types.ts';
import { arabic } from './ar.ts';
import { chinese } from './cn.ts';
import { german } from './de.ts';
import { spanish } from './es.ts';
import { french } from './fr.ts';
import { italian } from './it.ts';
import { japanese } from './ja.ts';
import type { Phrasebook } from './phraseSet.ts';

export type { Phrasebook, PhraseSet } from './phraseSet.ts';

/** The shared phrasebooks, by storefront language code. English needs none: it is the key. */
export const SHARED_PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = {
  fr: french,
  it: italian,
  es: spanish,
  de: german,
  ar: arabic,
  ja: japanese,
  cn: chinese,
};

/** Every phrasebook, by storefront language code: the shared ones plus each city file's own phrases. */
export const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = Object.fromEntries(
  Object.entries(SHARED_PHRASEBOOKS).map(([language, book]) => [
    language,
    Object.assign(
      {},
      book,
      ...CITY_PHRASES.map((set) => set[language as keyof typeof set] ?? {}),
    ) as Phrasebook,
  ]),
);

type Values = CuratedTourGroup['placeholders'];

/**
 * Fills the `{placeholders}` of a text with their value in `language` (else the English value).
 * @example fillPlaceholders('Ticket to {show}', { show: { en: 'Wicked', ja: 'ウィキッド' } }, 'ja') === 'Ticket to ウィキッド'
 */
export function fillPlaceholders(text: string, values: Values, language: string): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value ? (value[language] ?? value['en'] ?? whole) : whole;
  });
}

/**
 * The translation of an English catalogue text, or undefined when the language's phrasebook lacks
 * it (the text then falls back to English).
 * @example translatePhrase('Food and drinks', 'fr') === 'Nourriture et boissons'
 */
export function translatePhrase(english: string, language: string): string | undefined {
  return language === 'en' ? english : PHRASEBOOKS[language]?.[english];
}

/**
 * Every item of a list translated and filled, or undefined when one is missing: a list is shown
 * in one language, never half translated.
 */
export function translateList(
  items: readonly string[],
  language: string,
  values?: Values,
): string[] | undefined {
  const out: string[] = [];
  for (const item of items) {
    const text = translatePhrase(item, language);
    if (text === undefined) return undefined;
    out.push(fillPlaceholders(text, values, language));
  }
  return out;
}

/** A text in every language that has it: English first, then each phrasebook's translation. */
export function phraseInEveryLanguage(english: string): Record<string, string> {
  const out: Record<string, string> = { en: english };
  for (const [language, book] of Object.entries(PHRASEBOOKS)) {
    const text = book[english];
    if (text !== undefined) out[language] = text;
  }
  return out;
}

/** The texts of a curated product in one language, each list present only when fully translated. */
export interface LocalTexts {
  highlights?: readonly string[];
  inclusions?: readonly string[];
  exclusions?: readonly string[];
  variants?: readonly string[];
}

/**
 * The translated texts of a curated product in every language of its `names` but English.
 * @example curatedTranslations(colosseumTickets).fr?.inclusions?.[0] === 'Entrée à heure fixe au Colisée'
 */
export function curatedTranslations(tg: CuratedTourGroup): Record<string, LocalTexts> {
  const out: Record<string, LocalTexts> = {};
  for (const language of Object.keys(tg.names)) {
    if (language === 'en') continue;
    const texts: LocalTexts = {};
    const highlights = translateList(tg.highlights, language, tg.placeholders);
    const inclusions = translateList(tg.inclusions, language, tg.placeholders);
    const exclusions = translateList(tg.exclusions, language, tg.placeholders);
    const variants = translateList(tg.variants ?? [DEFAULT_VARIANT], language, tg.placeholders);
    if (highlights) texts.highlights = highlights;
    if (inclusions) texts.inclusions = inclusions;
    if (exclusions) texts.exclusions = exclusions;
    if (variants) texts.variants = variants;
    out[language] = texts;
  }
  return out;
}

/** The ticket type of a product that names none. */
export const DEFAULT_VARIANT = 'General admission';
