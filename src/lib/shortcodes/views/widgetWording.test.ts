import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';

// Completeness, placeholders and plural forms of every bundle: tests/unit/bundles.test.ts.
describe('widget wording', () => {
  it('words prices, discounts and counts as each language does', () => {
    expect(createTranslator('de')('widgets.from', { price: '45 €' })).toBe('ab 45 €');
    expect(createTranslator('ja')('widgets.from', { price: '€45' })).toBe('€45〜');
    expect(createTranslator('tr')('widgets.bestDiscount', { value: 25 })).toBe('En fazla %25 indirim');
    expect([1, 3, 5].map((count) => createTranslator('ru')('widgets.ratingCount', { count }))).toEqual([
      '1 оценка',
      '3 оценки',
      '5 оценок',
    ]);
    expect([0, 2, 11].map((count) => createTranslator('ar')('widgets.ratingCount', { count }))).toEqual([
      'لا توجد تقييمات',
      'تقييمان',
      '11 تقييمًا',
    ]);
    expect(createTranslator('en')('widgets.ratingCount', { count: 1234 })).toBe('1,234 ratings');
  });
});
