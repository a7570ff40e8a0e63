import { describe, expect, it, vi } from 'vitest';
import { isShared, keepShared } from '../../cache/deepFreeze';
import { parseSlices } from './sliceSchemas';
import { imageField } from './sliceFields';

describe('parseSlices', () => {
  it('reads product_cards with every field of spec 001 §3, typed', () => {
    const [slice] = parseSlices([
      {
        slice_type: 'product_cards',
        primary: {
          collection: '167',
          city: { cityCode: 'london', countryCode: 'gb', country: 'United Kingdom' },
          limit: 12,
          ranking: '10005, 10002',
          exclusions: [10009, 'x'],
          locale_ranking: 'fr: 10003; es:10004,10001; bogus',
          locale_exclusions: 'ar: 10006',
          sub_category_filter: 1015,
          category_filter: '7',
          additional_sub_category_ids: '1016 1017',
          sp_experience_limit: '4',
          cta_url_suffix: ' select/ ',
          show_scratch_price: 'No',
        },
      },
    ]);
    expect(slice).toEqual({
      slice_type: 'product_cards',
      variation: 'default',
      primary: {
        heading: '',
        collection: 167,
        category: undefined,
        sub_category: undefined,
        city: { cityCode: 'LONDON', countryCode: 'GB', country: 'United Kingdom' },
        limit: 12,
        ranking: [10005, 10002],
        exclusions: [10009],
        locale_ranking: { fr: [10003], es: [10004, 10001] },
        locale_exclusions: { ar: [10006] },
        sub_category_filter: 1015,
        category_filter: 7,
        additional_sub_category_ids: [1016, 1017],
        sp_experience_limit: 4,
        cta_url_suffix: 'select/',
        show_scratch_price: false,
      },
    });
  });

  it('defaults scratch prices to shown and an absent city to undefined', () => {
    const [slice] = parseSlices([{ slice_type: 'product_cards', primary: { category: 7 } }]);
    expect(slice?.slice_type === 'product_cards' && slice.primary.show_scratch_price).toBe(true);
    expect(slice?.slice_type === 'product_cards' && slice.primary.city).toBeUndefined();
  });

  it('skips unknown and malformed slices and logs each', () => {
    const logs: string[] = [];
    const slices = parseSlices(
      [
        { slice_type: 'mystery' },
        'nonsense',
        { slice_type: 'rich_text', primary: { content: [{ type: 'paragraph', text: 'Hi' }] } },
        { slice_type: 'tour_list_category', primary: {}, items: [{ collection: 24 }, { category: 'seven' }] },
      ],
      (message) => logs.push(message),
    );
    expect(slices.map((slice) => slice.slice_type)).toEqual(['rich_text', 'tour_list_category']);
    expect(logs).toHaveLength(2);
    const list = slices[1];
    expect(list?.slice_type === 'tour_list_category' && list.items.map((item) => item.collection)).toEqual([
      24,
      undefined,
    ]);
  });

  it('parses a kept document’s slices once and keeps them with it (so their rich text is made once)', () => {
    const zone = () => [
      {
        slice_type: 'rich_text',
        primary: { content: [{ type: 'paragraph', text: 'Skip the line.', spans: [] }] },
      },
      { slice_type: 'unknown_slice', primary: {} },
    ];
    const log = vi.fn();
    const kept = keepShared(zone());
    const first = parseSlices(kept, log);
    expect(parseSlices(kept, log)).toBe(first);
    const [slice] = first;
    expect(slice?.slice_type === 'rich_text' && isShared(slice.primary.content)).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    // A zone of one render only (a preview) is parsed afresh, never marked kept.
    const own = zone();
    expect(parseSlices(own, log)).not.toBe(parseSlices(own, log));
    expect(isShared(parseSlices(own, log)[0])).toBe(false);
  });

  it('answers no slices for a missing or non-array zone', () => {
    expect(parseSlices(undefined)).toEqual([]);
    expect(parseSlices({ slice_type: 'rich_text' })).toEqual([]);
  });

  it('reads a video banner with uploaded and mobile images', () => {
    const [banner] = parseSlices([
      {
        slice_type: 'custom_banner',
        variation: 'videoText',
        primary: {
          title: 'Night at the Museum',
          uploaded_image: {
            url: '/media/banners/rome/0.webp',
            alt: 'Vatican',
            dimensions: { width: 1600, height: 1000 },
          },
          video_url: { link_type: 'Web', url: '/media/video/vatican.mp4' },
        },
      },
    ]);
    expect(banner?.slice_type === 'custom_banner' && banner.primary.uploaded_image).toEqual({
      url: '/media/banners/rome/0.webp',
      alt: 'Vatican',
      width: 1600,
      height: 1000,
      thumbnails: {},
    });
    expect(banner?.variation).toBe('videoText');
  });
});

describe('imageField', () => {
  it('reads the main view and each thumbnail, leaving out malformed ones', () => {
    expect(
      imageField.parse({
        url: ' https://images.prismic.io/r/a.jpg ',
        alt: null,
        dimensions: { width: 1600, height: 1000 },
        copyright: null,
        edit: { x: 0, y: 0, zoom: 1 },
        mobile: {
          url: 'https://images.prismic.io/r/a.jpg?rect=0,0,800,500',
          alt: 'A',
          dimensions: { width: 800, height: 500 },
        },
        empty: { url: '' },
        junk: { url: 7 },
      }),
    ).toEqual({
      url: 'https://images.prismic.io/r/a.jpg',
      alt: '',
      width: 1600,
      height: 1000,
      thumbnails: {
        mobile: {
          url: 'https://images.prismic.io/r/a.jpg?rect=0,0,800,500',
          alt: 'A',
          width: 800,
          height: 500,
        },
      },
    });
  });
  it('reads an empty or missing field as no image', () => {
    expect(imageField.parse(null)).toEqual({
      url: undefined,
      alt: '',
      width: undefined,
      height: undefined,
      thumbnails: {},
    });
    expect(imageField.parse({})).toEqual({
      url: undefined,
      alt: '',
      width: undefined,
      height: undefined,
      thumbnails: {},
    });
  });
});
