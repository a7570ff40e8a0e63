import type { LanguageCode } from '../i18n/languages';
import type { LegalKind } from '../rules/legal/legalTerms';

/** An item of a legal section: a paragraph, or a paragraph introducing a sub-list. */
export type LegalItem = string | { text: string; subItems: readonly string[] };

export interface LegalSection {
  /** A stable anchor, the same in every language (`#refund-handling-and-booking-changes`). */
  id: string;
  title: string;
  items: readonly LegalItem[];
}

export interface LegalDocument {
  title: string;
  /** The meta description. */
  description: string;
  /** Paragraphs before the sections. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** What a page needs to write a language's legal texts: the microsite's name. */
export interface LegalTextInput {
  siteName: string;
}

export interface LegalTexts {
  /** The label of the table of contents. */
  contents: string;
  /** "Last updated: {date}". */
  lastUpdated: (date: string) => string;
  /** The note shown when a translation prevails (or not) over the English text. */
  translationNote?: string;
  documents: Record<LegalKind, LegalDocument>;
}

export type LegalTextsFactory = (input: LegalTextInput) => LegalTexts;

/** Section anchors of the terms of use, in the order of spec 001 §9. */
export const TERMS_SECTION_IDS = [
  'refund-handling-and-booking-changes',
  'user-responsibility-and-assumption-of-risk',
  'website-prohibited-activities',
  'fraudulent-activities',
  'electronic-communications',
  'user-content',
  'links-to-third-party-websites',
  'copyright-infringement-notices',
  'disclaimer-of-warranties-and-limitation-of-liability',
  'force-majeure',
  'indemnification',
  'general-provisions',
] as const;

/** Section anchors of the privacy policy. */
export const PRIVACY_SECTION_IDS = [
  'information-we-collect',
  'how-we-use-information',
  'cookies',
  'sharing',
  'retention',
  'your-rights',
  'security',
  'children',
  'changes-and-contact',
] as const;

export type LegalLanguage = Extract<LanguageCode, 'en' | 'es' | 'it' | 'fr' | 'de' | 'ja' | 'cn' | 'ar'>;
