import { describe, expect, it } from 'vitest';
import { citySlug, MEDIA_SIZES, mediaPath, parseMediaPath, type MediaRef } from './mediaPaths';

const examples: [MediaRef, string][] = [
  [{ kind: 'tourGroup', tgid: 10002, index: 0 }, '/media/tour-groups/10002/0.webp'],
  [{ kind: 'safety', tgid: 20001 }, '/media/safety/20001.webp'],
  [{ kind: 'collectionHero', collectionId: 167 }, '/media/collections/167/hero.webp'],
  [{ kind: 'collectionCard', collectionId: 167 }, '/media/collections/167/card.webp'],
  [{ kind: 'city', cityCode: 'NEW_YORK' }, '/media/cities/new-york.webp'],
  [{ kind: 'city', cityCode: 'LONDON' }, '/media/cities/london.webp'],
  [{ kind: 'banner', cityCode: 'ABU_DHABI', index: 1 }, '/media/banners/abu-dhabi/1.webp'],
  [{ kind: 'bannerMobile', cityCode: 'ROME', index: 2 }, '/media/banners/rome/2-mobile.webp'],
  [{ kind: 'banner', cityCode: null, index: 0 }, '/media/banners/global/0.webp'],
  [{ kind: 'bannerMobile', cityCode: null, index: 0 }, '/media/banners/global/0-mobile.webp'],
  [{ kind: 'review', reviewId: 4711, index: 2 }, '/media/reviews/4711/2.webp'],
];

describe('mediaPath and parseMediaPath', () => {
  it.each(examples)('writes %o as %s and reads it back', (ref, path) => {
    expect(mediaPath(ref)).toBe(path);
    expect(parseMediaPath(path)).toEqual(ref);
  });

  it('rejects paths the scheme never writes', () => {
    for (const path of [
      '/media/tour-groups/010/0.webp', // leading zero: one URL per image
      '/media/tour-groups/10/00.webp',
      '/media/tour-groups/10/-1.webp',
      '/media/tour-groups/10/1.5.webp',
      '/media/tour-groups/10/0.png',
      '/media/tour-groups/10/0.webp/',
      '/media/tour-groups/1234567890/0.webp', // past a 32-bit id
      '/media/tour-groups/10.webp',
      '/media/safety/abc.webp',
      '/media/collections/167/banner.webp',
      '/media/cities/New-York.webp',
      '/media/cities/new_york.webp',
      '/media/cities/-rome.webp',
      '/media/cities/rome-.webp',
      '/media/banners/rome/0-desktop.webp',
      '/media/reviews/1/x.webp',
      '/media/videos/london.mp4',
      '/media/',
      '/media/../api/v1/currency/list.webp',
      '/other/tour-groups/1/0.webp',
      'media/tour-groups/1/0.webp',
      '',
    ])
      expect(parseMediaPath(path), path).toBeUndefined();
  });

  it('gives each kind its intrinsic size and aspect ratio', () => {
    expect(MEDIA_SIZES.tourGroup).toEqual({ width: 1200, height: 800 });
    expect(MEDIA_SIZES.collectionCard).toEqual({ width: 600, height: 400 });
    expect(MEDIA_SIZES.collectionHero.width * 9).toBe(MEDIA_SIZES.collectionHero.height * 16);
    expect(MEDIA_SIZES.city.width * 9).toBe(MEDIA_SIZES.city.height * 16);
    expect(MEDIA_SIZES.banner).toEqual({ width: 1600, height: 1000 });
    expect(MEDIA_SIZES.bannerMobile).toEqual({ width: 800, height: 500 });
    expect(MEDIA_SIZES.review).toEqual({ width: 900, height: 1200 });
    expect(MEDIA_SIZES.safety).toEqual({ width: 800, height: 800 });
  });

  it('slugs city codes', () => {
    expect(citySlug('KUALA_LUMPUR')).toBe('kuala-lumpur');
    expect(citySlug('ROME')).toBe('rome');
  });
});
