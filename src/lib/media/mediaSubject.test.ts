import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRef } from '@storefront/catalogue';
import { parseMediaPath } from '@storefront/catalogue/contract';
import { mediaFacts, openTestCatalogue, type CatalogueContext } from '@storefront/catalogue/testing';
import { mediaSubject } from './mediaSubject';

/** The picture of a reference as the media endpoint draws it: the catalogue's facts, then the scene. */
async function subjectOf(ctx: CatalogueContext, ref: MediaRef) {
  const facts = await mediaFacts(ctx, ref);
  return facts && mediaSubject(ref, facts);
}

type Media = { productImages: { url: string }[]; safetyImages: { url: string }[] };

describe('mediaSubject on the seeded test catalogue', () => {
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue('pglite', { today: '2026-01-05' }));
  }, 120_000);
  afterAll(() => close());

  it('names the product, its city, the scene of its category and the frame of its gallery', async () => {
    expect(await subjectOf(ctx, { kind: 'tourGroup', tgid: 10002, index: 0 })).toEqual({
      title: 'Wicked',
      subtitle: 'London',
      theme: 'stage',
      cityCode: 'LONDON',
      paletteKey: 'LONDON|7|10002',
      layoutKey: '/media/tour-groups/10002/0.webp',
      frame: 0,
    });
    expect(await subjectOf(ctx, { kind: 'tourGroup', tgid: 10002, index: 3 })).toMatchObject({
      paletteKey: 'LONDON|7|10002',
      layoutKey: '/media/tour-groups/10002/3.webp',
      frame: 3,
    });
    expect(await subjectOf(ctx, { kind: 'city', cityCode: 'NEW_YORK' })).toEqual({
      title: 'New York',
      theme: 'skyline',
      cityCode: 'NEW_YORK',
      paletteKey: 'NEW_YORK|city',
      layoutKey: '/media/cities/new-york.webp',
      frame: 0,
    });
    expect(await subjectOf(ctx, { kind: 'collectionHero', collectionId: 167 })).toMatchObject({
      subtitle: 'London',
      theme: 'stage',
      layoutKey: '/media/collections/167/hero.webp',
    });
    // The card is the hero's picture, framed for its size.
    expect(await subjectOf(ctx, { kind: 'collectionCard', collectionId: 167 })).toMatchObject({
      layoutKey: '/media/collections/167/hero.webp',
    });
    expect(await subjectOf(ctx, { kind: 'bannerMobile', cityCode: 'PARIS', index: 0 })).toEqual({
      title: 'Paris',
      theme: 'skyline',
      cityCode: 'PARIS',
      paletteKey: 'PARIS|banner|0',
      layoutKey: '/media/banners/paris/0.webp',
      frame: 1,
    });
    expect(await subjectOf(ctx, { kind: 'banner', cityCode: null, index: 2 })).toMatchObject({
      title: '',
      theme: 'world',
      frame: 3,
    });
  });

  it('draws each kind of product as its own scene', async () => {
    const themes: Record<number, string> = {
      10201: 'landmark', // Colosseum tickets
      10202: 'tour', // Colosseum guided tour
      10403: 'museum', // Louvre
      10405: 'cruise', // Seine sightseeing cruise
      10408: 'cruise', // Seine dinner cruise
      10501: 'bus', // hop-on hop-off
      10601: 'transfer', // private airport transfer
      10604: 'transfer', // shared shuttle
      10261: 'daytrip', // Pompeii from Rome
      10901: 'stage', // opera in Vienna
    };
    for (const [tgid, theme] of Object.entries(themes))
      expect((await subjectOf(ctx, { kind: 'tourGroup', tgid: Number(tgid), index: 0 }))?.theme, tgid).toBe(
        theme,
      );
  });

  it("shows a review's photo as a visitor's snapshot of the product's place", async () => {
    const review = await ctx.db
      .selectFrom('review')
      .select(['id', 'tgid'])
      .where('has_media', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await subjectOf(ctx, { kind: 'tourGroup', tgid: review.tgid, index: 0 });
    expect(await subjectOf(ctx, { kind: 'review', reviewId: review.id, index: 0 })).toEqual({
      title: product?.title,
      subtitle: product?.subtitle,
      theme: product?.theme,
      cityCode: product?.cityCode,
      paletteKey: product?.paletteKey,
      layoutKey: `/media/reviews/${review.id}/0.webp`,
      snapshot: true,
    });
  });

  it('has a picture for every image URL the seed wrote', async () => {
    const [groups, reviews, collections, cities, banners] = await Promise.all([
      ctx.db.selectFrom('tour_group').select('media').execute(),
      ctx.db.selectFrom('review').select('media').where('has_media', '=', true).execute(),
      ctx.db.selectFrom('collection').select(['hero_image_url', 'card_image_url']).execute(),
      ctx.db.selectFrom('city').select('image_url').execute(),
      ctx.db.selectFrom('banner').select(['image_url', 'mobile_image_url']).execute(),
    ]);
    const urls = [
      ...groups.flatMap(({ media }) => {
        const { productImages, safetyImages } = media as Media;
        // The first and last photo of each product (the range check), and its safety image.
        return [productImages[0], productImages.at(-1), ...safetyImages].map((image) => image?.url ?? '');
      }),
      ...reviews.flatMap(({ media }) => (media as { url: string }[]).map((image) => image.url)),
      ...collections.flatMap((c) => [c.hero_image_url, c.card_image_url]),
      ...cities.map((c) => c.image_url),
      ...banners.flatMap((b) => [b.image_url, b.mobile_image_url]),
    ];
    expect(urls.length).toBeGreaterThan(700);
    expect(urls.some((url) => url.startsWith('/media/safety/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/media/reviews/'))).toBe(true);
    const missing: string[] = [];
    for (const url of urls) {
      const ref = parseMediaPath(url);
      if (!ref || !(await subjectOf(ctx, ref))) missing.push(url);
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('has none for images the catalogue does not have', async () => {
    const { media } = await ctx.db
      .selectFrom('tour_group')
      .select('media')
      .where('id', '=', 10002)
      .executeTakeFirstOrThrow();
    const count = (media as Media).productImages.length;
    const noSafety = await ctx.db
      .selectFrom('tour_group')
      .select('id')
      .where(sql<boolean>`jsonb_array_length(media -> 'safetyImages') = 0`)
      .executeTakeFirstOrThrow();
    const noPhotos = await ctx.db
      .selectFrom('review')
      .select('id')
      .where('has_media', '=', false)
      .executeTakeFirstOrThrow();
    for (const ref of [
      { kind: 'tourGroup', tgid: 10002, index: count },
      { kind: 'tourGroup', tgid: 424242, index: 0 },
      { kind: 'safety', tgid: noSafety.id },
      { kind: 'review', reviewId: noPhotos.id, index: 0 },
      { kind: 'review', reviewId: 999_999_999, index: 0 },
      { kind: 'collectionCard', collectionId: 999_999 },
      { kind: 'city', cityCode: 'ATLANTIS' },
      { kind: 'banner', cityCode: 'PARIS', index: 3 },
      { kind: 'banner', cityCode: 'ATLANTIS', index: 0 },
    ] as const)
      expect(await subjectOf(ctx, ref), JSON.stringify(ref)).toBeUndefined();
  });
});
