import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import type { LanguageCode } from '../i18n/languages';
import type { Site } from '../sites/site';
import { legalPageKind, loadLegalPage } from './legalPage';

const site: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum Rome Tickets',
  tagline: '',
  themeColor: '#123456',
  languages: ['en', 'it', 'fr', 'de', 'ar'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: { ar: { name: 'تذاكر الكولوسيوم في روما', tagline: '' } },
};
const origin = 'http://colosseum.localhost:4321';
const route = (language: LanguageCode, segments: string[]) =>
  ({ kind: 'page', site, language, segments, uid: `${site.domain}.${segments.join('.')}` }) as const;
const load = (language: LanguageCode, segment: string) =>
  loadLegalPage(segment === 'terms-of-use' ? 'terms' : 'privacy', route(language, [segment]), {
    origin,
    t: createTranslator(language),
    isBot: false,
    isDev: false,
    lazyLoadOverride: false,
  });

describe('legalPageKind', () => {
  it('takes the legal paths in the languages the site offers, and English always', () => {
    expect(legalPageKind(route('en', ['privacy-policy']))).toBe('privacy');
    expect(legalPageKind(route('ar', ['terms-of-use']))).toBe('terms');
    expect(legalPageKind(route('it', ['terms-of-use']))).toBe('terms');
    expect(legalPageKind(route('ja', ['terms-of-use']))).toBeUndefined();
    expect(legalPageKind(route('en', ['rome', 'terms-of-use']))).toBeUndefined();
  });

  it('has no legal pages in a language the site offers without a translation (issue 22)', () => {
    const portuguese: Site = { ...site, languages: [...site.languages, 'pt'] };
    const page = (language: LanguageCode) => ({
      kind: 'page' as const,
      site: portuguese,
      language,
      segments: ['privacy-policy'],
      uid: 'x',
    });
    expect(legalPageKind(page('pt'))).toBeUndefined();
    expect(legalPageKind(page('it'))).toBe('privacy');
  });
});

describe('loadLegalPage', () => {
  it('writes the English privacy policy with its date, breadcrumbs and page state', () => {
    const page = load('en', 'privacy-policy');
    expect(page.title).toBe('Privacy policy | Colosseum Rome Tickets');
    expect(page.canonical).toBe(`${origin}/privacy-policy/`);
    expect(page.view.updated).toBe('Last updated: 31st March 2025');
    expect(page.view.fallback).toBe(false);
    expect(page.view.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Privacy policy']);
    expect(page.appState.app.uid).toBe('colosseum-rome-tickets.com.privacy-policy');
    expect(page.appState.pageMeta.city).toBe('ROME');
    // Alternates: every language this site offers, each with its translation.
    expect(page.alternates.map((alternate) => [alternate.code, alternate.href, alternate.current])).toEqual([
      ['en', `${origin}/privacy-policy/`, true],
      ['it', `${origin}/it/privacy-policy/`, false],
      ['fr', `${origin}/fr/privacy-policy/`, false],
      ['de', `${origin}/de/privacy-policy/`, false],
      ['ar', `${origin}/ar/privacy-policy/`, false],
    ]);
  });

  it('writes a translation in its own language, with the local date and no terms date', () => {
    const privacy = load('de', 'privacy-policy');
    expect(privacy.view.updated).toBe('Zuletzt aktualisiert: 31. März 2025');
    expect(privacy.canonical).toBe(`${origin}/de/privacy-policy/`);
    const terms = load('ar', 'terms-of-use');
    expect(terms.view.lang).toBe('ar');
    expect(terms.view.dir).toBe('rtl');
    expect(terms.view.updated).toBeUndefined();
    expect(terms.view.document.sections).toHaveLength(12);
    expect(terms.title).toContain('تذاكر الكولوسيوم في روما');
  });

  it('writes the Italian terms in Italian, not English under Italian chrome (issue 22)', () => {
    const page = load('it', 'terms-of-use');
    expect(page.view.fallback).toBe(false);
    expect(page.view.lang).toBe('it');
    expect(page.view.document.title).toBe('Condizioni d’uso');
    expect(page.title).toBe('Condizioni d’uso | Colosseum Rome Tickets');
    expect(page.canonical).toBe(`${origin}/it/terms-of-use/`);
    expect(page.view.breadcrumbs[0]?.url).toBe(`${origin}/it/`);
  });
});
