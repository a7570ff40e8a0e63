import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import type { Message } from '../message';
import { createTranslator } from '../translator';
import english from './widgets/en';

const bundles = import.meta.glob<{ default: Record<string, Message> }>('./widgets/*.ts', { eager: true });
const englishKeys = Object.keys(english).sort();
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
const forms = (message: Message): [string, string][] =>
  typeof message === 'string'
    ? [['other', message]]
    : Object.entries(message).filter((e): e is [string, string] => typeof e[1] === 'string');

describe('widgets bundle', () => {
  it('has a file for each of the 20 languages', () => {
    expect(Object.keys(bundles).sort()).toEqual(LANGUAGES.map((l) => `./widgets/${l.code}.ts`).sort());
  });

  for (const language of LANGUAGES) {
    const bundle = bundles[`./widgets/${language.code}.ts`]?.default ?? {};
    const categories = new Intl.PluralRules(language.bcp47).resolvedOptions().pluralCategories;

    it(`${language.code}: has every English key, keeps the placeholders, uses the language's plural forms`, () => {
      expect(Object.keys(bundle).sort()).toEqual(englishKeys);
      for (const [key, message] of Object.entries(bundle)) {
        const source = english[key as keyof typeof english] as Message;
        const wanted = placeholders(
          forms(source)
            .map(([, text]) => text)
            .join(' '),
        );
        const other = typeof message === 'string' ? message : message.other;
        expect([key, placeholders(other)]).toEqual([key, wanted]);
        for (const [form, text] of forms(message)) {
          expect([key, form, categories.includes(form as Intl.LDMLPluralRule)]).toEqual([key, form, true]);
          expect(placeholders(text).every((name) => wanted.includes(name))).toBe(true);
          expect(text.trim()).toBe(text);
        }
      }
    });
  }

  it('words widget texts per language', () => {
    expect(createTranslator('de')('widgets.from', { price: '45 €' })).toBe('ab 45 €');
    expect(createTranslator('ja')('widgets.from', { price: '€45' })).toBe('€45〜');
    expect(createTranslator('tr')('widgets.bestDiscount', { value: 25 })).toBe('En fazla %25 indirim');
    expect([1, 3, 5].map((count) => createTranslator('ru')('widgets.ratingCount', { count }))).toEqual([
      '1 оценка',
      '3 оценки',
      '5 оценок',
    ]);
    expect(createTranslator('ar')('widgets.ratingCount', { count: 2 })).toBe('تقييمان');
    expect(createTranslator('en')('widgets.ratingCount', { count: 1234 })).toBe('1,234 ratings');
  });
});
