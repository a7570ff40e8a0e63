import { getLanguage, type LanguageCode } from './languages';
import type { Message, PluralMessage } from './message';
import { english, translations, type UiKey } from './bundles';

export type Params = Record<string, string | number>;
export type Translate = (key: UiKey, params?: Params) => string;

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();

function pluralRulesFor(code: LanguageCode): Intl.PluralRules {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(getLanguage(code).bcp47);
    pluralRules.set(code, rules);
  }
  return rules;
}

function interpolate(text: string, params: Params | undefined, numberFormat: Intl.NumberFormat): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}

function choose(message: Message, code: LanguageCode, params: Params | undefined): string {
  if (typeof message === 'string') return message;
  const count = params?.['count'];
  const form = typeof count === 'number' ? pluralRulesFor(code).select(count) : 'other';
  return (message as PluralMessage)[form] ?? message.other;
}

const translators = new Map<LanguageCode, Translate>();

/**
 * A translator for one language: the language's message, else English; `{name}` placeholders filled,
 * numbers formatted for the language, plural forms picked with `params.count`. Pure, so one per
 * language is made and shared (its number format is costly to build on every request).
 * @example createTranslator('fr')('shell.scrollToTop') === 'Retour en haut'
 */
export function createTranslator(code: LanguageCode): Translate {
  let translate = translators.get(code);
  if (!translate) {
    translate = buildTranslator(code);
    translators.set(code, translate);
  }
  return translate;
}

function buildTranslator(code: LanguageCode): Translate {
  const own = translations[code];
  const numberFormat = new Intl.NumberFormat(getLanguage(code).bcp47);
  return (key, params) => {
    const ownMessage = own[key];
    const message = ownMessage ?? english[key];
    return interpolate(choose(message, ownMessage ? code : 'en', params), params, numberFormat);
  };
}
