import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import type { Message } from '../message';
import { createTranslator } from '../translator';
import english from './rules/en';

const bundles = import.meta.glob<{ default: Record<string, Message> }>('./rules/*.ts', { eager: true });
const englishKeys = Object.keys(english).sort();
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const forms = (message: Message): [string, string][] =>
  typeof message === 'string'
    ? [['other', message]]
    : Object.entries(message).filter((e): e is [string, string] => typeof e[1] === 'string');

describe('rules bundle', () => {
  it('has a file for each of the 20 languages', () => {
    expect(Object.keys(bundles).sort()).toEqual(LANGUAGES.map((l) => `./rules/${l.code}.ts`).sort());
  });

  for (const language of LANGUAGES) {
    const bundle = bundles[`./rules/${language.code}.ts`]?.default ?? {};
    const categories = new Intl.PluralRules(language.bcp47).resolvedOptions().pluralCategories;

    it(`${language.code}: has every English key and no other`, () => {
      expect(Object.keys(bundle).sort()).toEqual(englishKeys);
    });

    it(`${language.code}: keeps the placeholders and uses only the language's plural forms`, () => {
      for (const [key, message] of Object.entries(bundle)) {
        const source = english[key as keyof typeof english] as Message;
        const wanted = [...new Set(forms(source).flatMap(([, text]) => placeholders(text)))].sort();
        const other = typeof message === 'string' ? message : message.other;
        expect([key, [...new Set(placeholders(other))].sort()]).toEqual([key, wanted]);
        for (const [form, text] of forms(message)) {
          expect([key, form, categories.includes(form as Intl.LDMLPluralRule)]).toEqual([key, form, true]);
          for (const name of placeholders(text)) expect([key, wanted.includes(name)]).toEqual([key, true]);
          expect(text.trim()).toBe(text);
          expect(text).not.toBe('');
        }
      }
    });
  }

  it('chooses plural forms per language', () => {
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
});
