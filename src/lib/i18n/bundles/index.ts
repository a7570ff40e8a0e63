import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '../languages';
import type { Message } from '../message';
import shell from './shell/en';
import rules from './rules/en';
import store from './store/en';
import city from './city/en';
import chrome from './chrome/en';
import subscribe from './subscribe/en';
import show from './show/en';
import widgets from './widgets/en';
import reviews from './reviews/en';
import islands from './islands/en';
import venue from '../../../features/venue/i18n/en';
import transfers from '../../../features/transfers/i18n/en';
import cruises from '../../../features/cruises/i18n/en';
import global from '../../../features/global/i18n/en';
import hoho from '../../../features/hoho/i18n/en';
import dayTrips from '../../../features/dayTrips/i18n/en';
import news from '../../../features/news/i18n/en';
import shoulder from '../../../features/shoulder/i18n/en';
import contentPage from '../../../features/contentPage/i18n/en';
import preview from './preview/en';
import forms from './forms/en';
import promo from '../../../features/promo/i18n/en';
import search from './search/en';
import booking from './booking/en';
import extras from './extras/en';

/**
 * UI strings come in bundles (one folder each: `shell/`, …, and each feature's `i18n/` in src/features/),
 * one file per language named by its code.
 * English files are the typed source; translations are picked up by file name.
 */
export const english = {
  ...shell,
  ...rules,
  ...store,
  ...city,
  ...chrome,
  ...subscribe,
  ...show,
  ...widgets,
  ...reviews,
  ...islands,
  ...venue,
  ...transfers,
  ...cruises,
  ...global,
  ...hoho,
  ...dayTrips,
  ...news,
  ...shoulder,
  ...contentPage,
  ...preview,
  ...forms,
  ...promo,
  ...search,
  ...booking,
  ...extras,
};
export type UiKey = keyof typeof english;
export type UiTranslation = Partial<Record<UiKey, Message>>;

// The core's bundles beside this file, and each feature's own (src/features/<feature>/i18n/).
const modules = import.meta.glob<{ default: Record<string, Message> }>(
  ['./*/*.ts', '../../../features/*/i18n/*.ts'],
  { eager: true },
);

function collect(): Record<LanguageCode, UiTranslation> {
  const result = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, {}])) as Record<
    LanguageCode,
    UiTranslation
  >;
  for (const [path, module] of Object.entries(modules)) {
    const code = /\/(\w+)\.ts$/.exec(path)?.[1];
    if (!code || code === 'en' || code === 'index' || !isLanguageCode(code)) continue;
    Object.assign(result[code], module.default);
  }
  return result;
}

export const translations = collect();
