import { describe, expect, it } from 'vitest';
import { keepShared } from '../../cache/deepFreeze';
import { createTranslator } from '../../i18n/translator';
import type { ReviewAnswerItem } from './reviewAnswer';
import { countryName, reviewItemView } from './reviewItemView';

const item: ReviewAnswerItem = {
  id: 7,
  rating: 4,
  text: '  Great seats with a clear view of the stage. ',
  language: 'en',
  author: { name: 'Ana C.', countryCode: 'IT' },
  date: '2026-03-01',
  media: [],
};

describe('reviewItemView', () => {
  it('words the review for the page’s language', () => {
    expect(reviewItemView(item, 'en', createTranslator('en'))).toEqual({
      id: 7,
      author: 'Ana C.',
      country: 'Italy',
      date: '2026-03-01',
      dateLabel: 'Mar 1, 2026',
      rating: 4,
      stars: ['full', 'full', 'full', 'full', 'empty'],
      ratingLabel: 'Rated 4 out of 5',
      text: 'Great seats with a clear view of the stage.',
      lang: undefined,
      photos: [],
    });
    const german = reviewItemView(item, 'de', createTranslator('de'));
    expect(german).toMatchObject({
      country: 'Italien',
      dateLabel: '01.03.2026',
      ratingLabel: 'Mit 4 von 5 bewertet',
    });
  });

  it('marks a review written in another language than the page’s', () => {
    expect(reviewItemView(item, 'ja', createTranslator('ja')).lang).toBe('en');
    expect(reviewItemView({ ...item, language: 'pt' }, 'en', createTranslator('en')).lang).toBe('pt');
    expect(reviewItemView({ ...item, language: 'xx' }, 'en', createTranslator('en')).lang).toBeUndefined();
    expect(reviewItemView({ ...item, language: null }, 'fr', createTranslator('fr')).lang).toBeUndefined();
  });

  it('keeps photos on this host or https, sized, described in the page’s language', () => {
    const view = reviewItemView(
      {
        ...item,
        media: [
          { type: 'IMAGE', url: 'https://img.example.com/r/1.jpg', metadata: { width: 900, height: 1200 } },
          { type: 'IMAGE', url: '/media/reviews/2.webp', metadata: null },
          { type: 'VIDEO', url: 'https://img.example.com/r/3.mp4' },
          { type: 'IMAGE', url: 'javascript:alert(1)' },
        ],
      },
      'fr',
      createTranslator('fr'),
    );
    expect(view.photos).toEqual([
      { src: 'https://img.example.com/r/1.jpg', alt: 'Photo partagée par Ana C.', width: 900, height: 1200 },
      { src: '/media/reviews/2.webp', alt: 'Photo partagée par Ana C.', width: 900, height: 1200 },
    ]);
  });
});

describe('countryName', () => {
  it('names a country in the page’s language, nothing for bad codes', () => {
    expect(countryName('au', 'en')).toBe('Australia');
    expect(countryName('MX', 'ja')).toBe('メキシコ');
    expect(countryName('', 'en')).toBeUndefined();
    expect(countryName(null, 'en')).toBeUndefined();
    expect(countryName('USA', 'en')).toBeUndefined();
    expect(countryName('1!', 'en')).toBeUndefined();
  });
  it('makes the view of a shared review once per language, and of any other review afresh', () => {
    const shared = keepShared(structuredClone(item));
    const english = reviewItemView(shared, 'en', createTranslator('en'));
    expect(reviewItemView(shared, 'en', createTranslator('en'))).toBe(english);
    expect(Object.isFrozen(english.stars)).toBe(true);
    const french = reviewItemView(shared, 'fr', createTranslator('fr'));
    expect(french).not.toBe(english);
    expect(french.dateLabel).toBe('1 mars 2026');
    expect(reviewItemView(item, 'en', createTranslator('en'))).not.toBe(
      reviewItemView(item, 'en', createTranslator('en')),
    );
  });
});
