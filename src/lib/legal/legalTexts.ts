import type { LanguageCode } from '../i18n/languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { LegalLanguage, LegalTextsFactory } from './legalText';

const TEXTS: Record<LegalLanguage, LegalTextsFactory> = { en, es, fr, de, ar };

/** The languages the legal texts are written in, English (the authoritative version) first. */
export const LEGAL_LANGUAGES = Object.keys(TEXTS) as LegalLanguage[];

/** @example hasLegalText('de') === true; hasLegalText('ja') === false */
export function hasLegalText(language: LanguageCode): language is LegalLanguage {
  return Object.hasOwn(TEXTS, language);
}

/**
 * The legal texts for a page language: its own translation when there is one, else English.
 * @example legalTextsFor('ja').language === 'en'
 */
export function legalTextsFor(language: LanguageCode): {
  language: LegalLanguage;
  factory: LegalTextsFactory;
} {
  const own = hasLegalText(language) ? language : 'en';
  return { language: own, factory: TEXTS[own] };
}
