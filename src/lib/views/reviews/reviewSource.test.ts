import { describe, expect, it } from 'vitest';
import { canFilter, ratingMark, reviewSourceOf } from './reviewSource';

describe('reviewSourceOf', () => {
  it('takes the tgid first', () => {
    expect(reviewSourceOf({ tgid: 10002, tagged_collection: 167 }, 'LONDON')).toEqual({
      kind: 'product',
      tgid: 10002,
    });
    expect(reviewSourceOf({ tgid: '10201' }, 'ROME')).toEqual({ kind: 'product', tgid: 10201 });
  });

  it('takes the collection next', () => {
    expect(reviewSourceOf({ tagged_collection: 180, tagged_category: 1 }, 'ROME')).toEqual({
      kind: 'collection',
      id: 180,
    });
  });

  it('takes a sub-category, else a category, in the tagged city or the site’s', () => {
    expect(
      reviewSourceOf({ tagged_category: 1, tagged_sub_category: '1007', tagged_city: 'rome' }, 'X'),
    ).toEqual({
      kind: 'cityCategory',
      city: 'ROME',
      level: 'subcategories',
      id: 1007,
    });
    expect(reviewSourceOf({ tagged_category: '1' }, 'PARIS')).toEqual({
      kind: 'cityCategory',
      city: 'PARIS',
      level: 'categories',
      id: 1,
    });
  });

  it('skips malformed fields and answers undefined when nothing usable is named', () => {
    expect(reviewSourceOf({ tgid: 'abc', tagged_collection: 24 }, 'NEW_YORK')).toEqual({
      kind: 'collection',
      id: 24,
    });
    expect(reviewSourceOf({ tgid: -1, tagged_collection: 0, tagged_category: 2.5 }, 'ROME')).toBeUndefined();
    expect(reviewSourceOf({}, 'ROME')).toBeUndefined();
    expect(reviewSourceOf({ tagged_category: 1 }, '')).toBeUndefined();
    expect(reviewSourceOf({ tagged_category: 1, tagged_city: '<b>' }, 'ROME')).toMatchObject({
      city: 'ROME',
    });
  });
});

describe('canFilter', () => {
  it('is true for product reviews only', () => {
    expect(canFilter({ kind: 'product', tgid: 1 })).toBe(true);
    expect(canFilter({ kind: 'collection', id: 1 })).toBe(false);
    expect(canFilter({ kind: 'cityCategory', city: 'ROME', level: 'categories', id: 1 })).toBe(false);
  });
});

describe('ratingMark', () => {
  it('names the subject of a shown rating and its numbers', () => {
    expect(ratingMark({ kind: 'product', tgid: 10102 }, 4.53, 233)).toEqual({
      'data-rating-of': 'tour-group:10102',
      'data-rating-average': '4.53',
      'data-rating-count': '233',
    });
    expect(ratingMark({ kind: 'collection', id: 176 }, 4.6, 1250)['data-rating-of']).toBe('collection:176');
    expect(
      ratingMark({ kind: 'cityCategory', city: 'ROME', level: 'categories', id: 1 }, 4.4, 9)[
        'data-rating-of'
      ],
    ).toBe('categories:ROME:1');
  });
});
