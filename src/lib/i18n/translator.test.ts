import { describe, expect, it } from 'vitest';
import { english, translations } from './bundles';
import { LANGUAGE_CODES } from './languages';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('translates, fills placeholders and formats numbers for the language', () => {
    expect(createTranslator('en')('shell.poweredBy', { brand: 'Storefront' })).toBe('Powered by Storefront');
    expect(createTranslator('fr')('shell.scrollToTop')).not.toBe('Back to top');
    expect(createTranslator('en')('page.translations', { count: 1 })).toBe(
      'Also available in 1 other language',
    );
    expect(createTranslator('en')('page.translations', { count: 1200 })).toBe(
      'Also available in 1,200 other languages',
    );
    expect(createTranslator('de')('page.translations', { count: 1200 })).toContain('1.200');
  });
  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(createTranslator('en')('shell.poweredBy')).toBe('Powered by {brand}');
  });
  it('picks the plural form the language needs', () => {
    const ru = createTranslator('ru');
    const forms = [1, 3, 5].map((count) => ru('page.translations', { count }));
    expect(new Set(forms).size).toBe(3);
  });
});

describe('the shell dictionaries', () => {
  const keys = Object.keys(english).sort();
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s translates every key, keeping placeholders',
    (code) => {
      const own = translations[code] as Record<string, unknown>;
      const shellKeys = keys.filter((key) => !key.startsWith('rules.'));
      for (const key of shellKeys) {
        expect(own[key], `${code} ${key}`).toBeDefined();
        const source = JSON.stringify(english[key as keyof typeof english]);
        const target = JSON.stringify(own[key]);
        for (const placeholder of source.match(/\{\w+\}/g) ?? [])
          expect(target, `${code} ${key}`).toContain(placeholder);
      }
      const same = shellKeys.filter(
        (key) => JSON.stringify(own[key]) === JSON.stringify(english[key as keyof typeof english]),
      );
      expect(same.length, `${code} keeps ${same.join(', ')} in English`).toBeLessThanOrEqual(3);
    },
  );
});
