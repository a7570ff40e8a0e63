import type { LanguageCode } from '../i18n/languages';
import { ar } from './ar';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import type { LegalLanguage, LegalTextsFactory } from './legalText';

/**
 * Every language a demo microsite offers has its translation (issue 22); a language without one has
 * no legal pages (`pages/legalPage.ts`).
 */
const TEXTS: Record<LegalLanguage, LegalTextsFactory> = { en, es, it, fr, de, ja, cn, ar };

/** The languages the legal texts are written in, English (the authoritative version) first. */
export const LEGAL_LANGUAGES = Object.keys(TEXTS) as LegalLanguage[];

/** @example hasLegalText('ja') === true; hasLegalText('pt') === false */
export function hasLegalText(language: LanguageCode): language is LegalLanguage {
  return Object.hasOwn(TEXTS, language);
}

/**
 * The legal texts for a page language: its own translation when there is one, else English.
 * @example legalTextsFor('pt').language === 'en'
 */
export function legalTextsFor(language: LanguageCode): {
  language: LegalLanguage;
  factory: LegalTextsFactory;
} {
  const own = hasLegalText(language) ? language : 'en';
  return { language: own, factory: TEXTS[own] };
}
