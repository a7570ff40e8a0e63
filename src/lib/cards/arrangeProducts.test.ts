import { describe, expect, it } from 'vitest';
import { arrangeProducts, cardLimit } from './arrangeProducts';

const items = [
  { id: 1, primaryCategory: { id: 7 } },
  { id: 2, primaryCategory: { id: 1 } },
  { id: 3, primaryCategory: { id: 7 } },
  { id: 4, primaryCategory: null },
  { id: 5, primaryCategory: { id: 7 } },
];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('cardLimit', () => {
  it('is 10 by default, 50 with a category or sub-category filter, the editor’s limit otherwise', () => {
    expect(cardLimit(undefined, {})).toBe(10);
    expect(cardLimit(undefined, { categoryFilter: 7 })).toBe(50);
    expect(cardLimit(undefined, { subCategoryFilter: 1015 })).toBe(50);
    expect(cardLimit(6, { subCategoryFilter: 1015 })).toBe(6);
    expect(cardLimit(400, {})).toBe(100);
    expect(cardLimit(0, {})).toBe(10);
  });
});

describe('arrangeProducts', () => {
  it('keeps the catalogue order and cuts at the limit', () => {
    expect(ids(arrangeProducts(items, { limit: 3 }, 'en'))).toEqual([1, 2, 3]);
  });
  it('puts ranked products first in ranking order', () => {
    expect(ids(arrangeProducts(items, { ranking: [5, 3], limit: 10 }, 'en'))).toEqual([5, 3, 1, 2, 4]);
  });
  it('prefers the page language’s ranking and adds its exclusions', () => {
    const arrangement = {
      ranking: [5],
      localeRanking: { fr: [4, 2] },
      exclusions: [1],
      localeExclusions: { fr: [3] },
      limit: 10,
    };
    expect(ids(arrangeProducts(items, arrangement, 'fr'))).toEqual([4, 2, 5]);
    expect(ids(arrangeProducts(items, arrangement, 'en'))).toEqual([5, 2, 3, 4]);
  });
  it('filters by primary category', () => {
    expect(ids(arrangeProducts(items, { categoryId: 7, limit: 10 }, 'en'))).toEqual([1, 3, 5]);
  });
  it('answers nothing for a zero limit', () => {
    expect(arrangeProducts(items, { limit: 0 }, 'en')).toEqual([]);
  });
});
