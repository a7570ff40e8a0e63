import { keepShared } from '../../cache/deepFreeze';
import { describe, expect, it } from 'vitest';
import { parseReviewAnswer } from './reviewAnswer';

const review = {
  id: 1,
  rating: 5,
  text: 'Great seats.',
  language: 'en',
  author: { name: 'Ana C.', countryCode: 'IT' },
  date: '2026-03-01',
  media: [],
  helpfulCount: 3,
};

describe('parseReviewAnswer', () => {
  it('reads a review list', () => {
    const answer = parseReviewAnswer({ averageRating: 4.43, ratingsCount: 185, total: 94, items: [review] });
    expect(answer).toEqual({
      averageRating: 4.43,
      ratingsCount: 185,
      total: 94,
      items: [
        {
          id: 1,
          rating: 5,
          text: 'Great seats.',
          language: 'en',
          author: { name: 'Ana C.', countryCode: 'IT' },
          date: '2026-03-01',
          media: [],
        },
      ],
    });
  });

  it('leaves out malformed reviews and photos, keeps the rest', () => {
    const answer = parseReviewAnswer({
      averageRating: 4,
      ratingsCount: 3,
      total: 3,
      items: [
        review,
        { ...review, id: 2, rating: 9 },
        { ...review, id: 3, author: { name: '' } },
        {
          ...review,
          id: 4,
          media: [{ type: 'IMAGE', url: '/a.jpg', metadata: { width: 'x', height: 2 } }, { url: 42 }, 'junk'],
        },
      ],
    });
    expect(answer?.items.map((item) => item.id)).toEqual([1, 4]);
    expect(answer?.items[1]?.media).toEqual([
      { type: 'IMAGE', url: '/a.jpg', metadata: { width: undefined, height: 2 } },
    ]);
  });

  it('tolerates a missing average or count, not a missing total or list', () => {
    expect(parseReviewAnswer({ averageRating: 'x', total: 0, items: [] })).toEqual({
      averageRating: null,
      ratingsCount: 0,
      total: 0,
      items: [],
    });
    expect(parseReviewAnswer({ averageRating: 4, ratingsCount: 1, items: [] })).toBeUndefined();
    expect(parseReviewAnswer({ total: 1 })).toBeUndefined();
    expect(parseReviewAnswer(undefined)).toBeUndefined();
    expect(parseReviewAnswer(null)).toBeUndefined();
    expect(parseReviewAnswer('<html>')).toBeUndefined();
  });
  it('checks a kept (shared) answer once and shares its frozen result', () => {
    const kept = keepShared({ averageRating: 4.4, ratingsCount: 9, total: 0, items: [] });
    const parsed = parseReviewAnswer(kept);
    expect(parsed?.total).toBe(0);
    expect(parseReviewAnswer(kept)).toBe(parsed);
    expect(Object.isFrozen(parsed)).toBe(true);
    const open = { averageRating: 4.4, ratingsCount: 9, total: 0, items: [] };
    expect(parseReviewAnswer(open)).not.toBe(parseReviewAnswer(open));
  });
});
