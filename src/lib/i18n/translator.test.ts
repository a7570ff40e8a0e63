import { describe, expect, it } from 'vitest';
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
  it('makes one translator per language and shares it', () => {
    expect(createTranslator('fr')).toBe(createTranslator('fr'));
    expect(createTranslator('fr')).not.toBe(createTranslator('de'));
    expect(createTranslator('de')('shell.scrollToTop')).not.toBe(createTranslator('fr')('shell.scrollToTop'));
  });
});

// Completeness of every bundle in every language: tests/unit/bundles.test.ts.
