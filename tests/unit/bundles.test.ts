import { describe, expect, it } from 'vitest';
import { english } from '../../src/lib/i18n/bundles';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import type { Message } from '../../src/lib/i18n/message';
import { createTranslator } from '../../src/lib/i18n/translator';

/**
 * Bundles whose translations are still being written: their existing files are checked, and this test
 * fails once they are complete, so that the bundle leaves this list and gets the full check.
 */
const PENDING_TRANSLATION = new Set<string>([]);

// The core's bundles (src/lib/i18n/bundles/<bundle>/) and each feature's (src/features/<bundle>/i18n/).
const modules = import.meta.glob<{ default: Record<string, Message> }>(
  ['../../src/lib/i18n/bundles/*/*.ts', '../../src/features/*/i18n/*.ts'],
  { eager: true },
);
const bundles = new Map<string, Map<string, Record<string, Message>>>();
for (const [path, module] of Object.entries(modules)) {
  const [, bundle = '', code = ''] =
    /\/bundles\/(\w+)\/(\w+)\.ts$/.exec(path) ?? /\/features\/(\w+)\/i18n\/(\w+)\.ts$/.exec(path) ?? [];
  if (!bundles.has(bundle)) bundles.set(bundle, new Map());
  bundles.get(bundle)?.set(code, module.default);
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const forms = (message: Message): [string, string][] =>
  typeof message === 'string'
    ? [['other', message]]
    : Object.entries(message).filter((e): e is [string, string] => typeof e[1] === 'string');
const placeholdersOf = (message: Message) =>
  [...new Set(forms(message).flatMap(([, text]) => placeholders(text)))].sort();

describe('the UI string bundles', () => {
  it('are found (shell, rules, store, chrome at least), each with an English source', () => {
    expect([...bundles.keys()]).toEqual(expect.arrayContaining(['shell', 'rules', 'store', 'chrome']));
    for (const [name, files] of bundles) expect([name, files.has('en')]).toEqual([name, true]);
  });

  it('are all registered, and no key is defined by two bundles', () => {
    const seen = new Map<string, string>();
    for (const [name, files] of bundles) {
      for (const key of Object.keys(files.get('en') ?? {})) {
        expect([key, seen.get(key)]).toEqual([key, undefined]);
        seen.set(key, name);
        expect([key, key in english]).toEqual([key, true]);
      }
    }
  });
});

for (const [name, files] of bundles) {
  const source = files.get('en') ?? {};
  const englishKeys = Object.keys(source).sort();
  const pending = PENDING_TRANSLATION.has(name);

  describe(`${name} bundle`, () => {
    it(
      pending ? 'is still being translated (leave the pending list when done)' : 'has all 20 languages',
      () => {
        const codes = [...files.keys()].sort();
        const all = LANGUAGES.map((l) => l.code).sort();
        if (pending) expect(codes).not.toEqual(all);
        else expect(codes).toEqual(all);
        for (const code of codes) expect(all).toContain(code);
      },
    );

    for (const language of LANGUAGES) {
      const bundle = files.get(language.code);
      if (!bundle || language.code === 'en') continue;
      const categories = new Intl.PluralRules(language.bcp47).resolvedOptions().pluralCategories;

      it(`${language.code}: has every English key and no other`, () => {
        const keys = Object.keys(bundle).sort();
        if (pending) for (const key of keys) expect(englishKeys).toContain(key);
        else expect(keys).toEqual(englishKeys);
      });

      it(`${language.code}: keeps the placeholders and uses only the language's plural forms`, () => {
        for (const [key, message] of Object.entries(bundle)) {
          const wanted = placeholdersOf(source[key] as Message);
          const other = typeof message === 'string' ? message : message.other;
          expect([key, [...new Set(placeholders(other))].sort()]).toEqual([key, wanted]);
          for (const [form, text] of forms(message)) {
            expect([key, form, categories.includes(form as Intl.LDMLPluralRule)]).toEqual([key, form, true]);
            for (const placeholder of placeholders(text))
              expect([key, wanted.includes(placeholder)]).toEqual([key, true]);
            expect(text.trim()).toBe(text);
            expect(text).not.toBe('');
          }
        }
      });

      it(`${language.code}: is translated, not copied from English (at most 10 % of the keys, or 1)`, () => {
        const same = Object.keys(bundle).filter(
          (key) => JSON.stringify(bundle[key]) === JSON.stringify(source[key]),
        );
        expect(same.length, `${language.code} keeps ${same.join(', ')} in English`).toBeLessThanOrEqual(
          Math.max(1, Math.floor(englishKeys.length / 10)),
        );
      });
    }
  });
}

describe('plural forms', () => {
  it('are chosen per language', () => {
    const count = (code: Parameters<typeof createTranslator>[0], n: number) =>
      createTranslator(code)('rules.reviews.count', { count: n });
    expect([1, 2, 5, 21, 22, 25].map((n) => count('ru', n))).toEqual([
      '1 отзыв',
      '2 отзыва',
      '5 отзывов',
      '21 отзыв',
      '22 отзыва',
      '25 отзывов',
    ]);
    expect([1, 3, 12, 22].map((n) => count('pl', n))).toEqual([
      '1 opinia',
      '3 opinie',
      '12 opinii',
      '22 opinie',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => count('ar', n))).toEqual([
      'لا توجد مراجعات',
      'مراجعة واحدة',
      'مراجعتان',
      '3 مراجعات',
      '11 مراجعة',
      '100 مراجعة',
    ]);
    expect([1, 2, 20].map((n) => count('ro', n))).toEqual(['1 recenzie', '2 recenzii', '20 de recenzii']);
    expect([1, 2].map((n) => count('fr', n))).toEqual(['1 avis', '2 avis']);
    expect(count('ja', 3)).toBe('3件のレビュー');
    expect(count('de', 1250)).toBe('1.250 Bewertungen');
  });

  it('count experiences in the store bundle', () => {
    const experiences = (code: Parameters<typeof createTranslator>[0], n: number) =>
      createTranslator(code)('store.section.count', { count: n });
    expect([1, 4, 5, 22].map((n) => experiences('pl', n))).toEqual([
      '1 atrakcja',
      '4 atrakcje',
      '5 atrakcji',
      '22 atrakcje',
    ]);
    expect([0, 1, 2, 7, 11].map((n) => experiences('ar', n))).toEqual([
      'لا توجد تجارب',
      'تجربة واحدة',
      'تجربتان',
      '7 تجارب',
      '11 تجربة',
    ]);
    expect([1, 3, 21].map((n) => experiences('ro', n))).toEqual([
      '1 experiență',
      '3 experiențe',
      '21 de experiențe',
    ]);
    expect(experiences('fr', 1_000_000)).toBe('1\u202f000\u202f000 d’expériences');
    expect(experiences('ja', 12)).toBe('12件の体験');
  });
});
