import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, imageAttributes, mobileSource, srcset, widthUrl } from './srcset';

describe('widthUrl', () => {
  it('adds ?w= to our own media paths', () => {
    expect(widthUrl('/media/cities/rome.webp', 480)).toBe('/media/cities/rome.webp?w=480');
    expect(widthUrl('/media/cities/rome.webp?w=1600', 480)).toBe('/media/cities/rome.webp?w=480');
    expect(widthUrl(' /media/cities/rome.webp ', 160)).toBe('/media/cities/rome.webp?w=160');
  });
  it('sets the CDN width parameter w on https URLs, keeping the other parameters', () => {
    expect(widthUrl('https://cdn.example.com/a.jpg', 640)).toBe('https://cdn.example.com/a.jpg?w=640');
    expect(widthUrl('https://cdn.example.com/a.jpg?auto=format&w=2000&q=70', 640)).toBe(
      'https://cdn.example.com/a.jpg?auto=format&w=640&q=70',
    );
    expect(widthUrl('HTTPS://cdn.example.com/a b.jpg#x', 320)).toBe(
      'https://cdn.example.com/a%20b.jpg?w=320#x',
    );
  });
  it('leaves sources it cannot resize alone', () => {
    expect(widthUrl('//cdn.example.com/a.jpg', 320)).toBeUndefined();
    expect(widthUrl('http://cdn.example.com/a.jpg', 320)).toBeUndefined();
    expect(widthUrl('data:image/png;base64,xx', 320)).toBeUndefined();
    expect(widthUrl('media/a.webp', 320)).toBeUndefined();
    expect(widthUrl('https://', 320)).toBeUndefined();
  });
});

describe('srcset', () => {
  it('lists the allowed widths up to the intrinsic one', () => {
    expect(srcset('/media/safety/7.webp', 320)).toBe(
      '/media/safety/7.webp?w=160 160w, /media/safety/7.webp?w=240 240w, /media/safety/7.webp?w=320 320w',
    );
    expect(
      srcset('/media/reviews/1/0.webp', 900)
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['160w', '240w', '320w', '480w', '640w', '720w', '900w']);
  });
  it('bounds our media by their scheme size, whatever width the caller gives', () => {
    const widths = (value: string | undefined) =>
      value?.split(', ').map((c) => Number(c.split(' ')[1]?.slice(0, -1)));
    expect(widths(srcset('/media/collections/167/card.webp', 1200))).toEqual([160, 240, 320, 480, 600]);
    expect(widths(srcset('/media/collections/167/card.webp?w=240', 600))).toEqual([160, 240, 320, 480, 600]);
    expect(widths(srcset('/media/cities/rome.webp', 640))).toEqual([160, 240, 320, 480, 640]);
    expect(widths(srcset('/media/other/thing.webp', 300))).toEqual([160, 240, 300]);
  });
  it('offers every allowed width for an https image of unknown size', () => {
    expect(srcset('https://cdn.example.com/a.jpg')?.split(', ')).toHaveLength(9);
    expect(
      srcset('https://cdn.example.com/a.jpg')?.endsWith('https://cdn.example.com/a.jpg?w=1600 1600w'),
    ).toBe(true);
  });
  it('has none for a source that cannot be resized or an unusable width', () => {
    expect(srcset('data:image/png;base64,xx', 320)).toBeUndefined();
    expect(srcset('http://cdn.example.com/a.jpg', 320)).toBeUndefined();
    expect(srcset('/media/safety/7.webp', 0)).toBeUndefined();
  });
});

describe("Prismic's images", () => {
  const banner =
    'https://images.prismic.io/my-repo/banner.jpg?auto=format,compress&rect=0,120,1600,1000&w=1600&h=1000';
  it('offer imgix widths with auto=format, the crop kept and the height dropped', () => {
    expect(srcset(banner, 1600)).toBe(
      [160, 240, 320, 480, 640, 720, 960, 1200, 1600]
        .map(
          (width) =>
            `https://images.prismic.io/my-repo/banner.jpg?auto=format,compress&rect=0,120,1600,1000&w=${width} ${width}w`,
        )
        .join(', '),
    );
  });
  it('give the mobile source of a banner (a thumbnail) its own widths', () => {
    const mobile = 'https://images.prismic.io/my-repo/banner.jpg?rect=400,0,800,500&w=800&h=500';
    expect(mobileSource(mobile, 800, 500)).toEqual({
      media: '(max-width: 767px)',
      srcset: [160, 240, 320, 480, 640, 720, 800]
        .map(
          (width) =>
            `https://images.prismic.io/my-repo/banner.jpg?rect=400,0,800,500&w=${width}&auto=format ${width}w`,
        )
        .join(', '),
      sizes: '100vw',
      width: 800,
      height: 500,
    });
  });
});

describe('imageAttributes', () => {
  it('loads the priority image at once with high priority', () => {
    expect(
      imageAttributes({
        src: '/media/safety/7.webp',
        alt: 'Wicked',
        width: 240,
        height: 240,
        priority: true,
      }),
    ).toEqual({
      src: '/media/safety/7.webp',
      alt: 'Wicked',
      width: 240,
      height: 240,
      srcset: '/media/safety/7.webp?w=160 160w, /media/safety/7.webp?w=240 240w',
      sizes: DEFAULT_SIZES,
      loading: 'eager',
      fetchpriority: 'high',
      decoding: 'async',
    });
  });
  it('loads other images lazily, sized by their layout where the browser can', () => {
    expect(
      imageAttributes({
        src: '/media/cities/rome.webp',
        alt: '',
        width: 1600,
        height: 900,
        sizes: '(max-width: 767px) 100vw, 33vw',
      }),
    ).toMatchObject({
      width: 1600,
      height: 900,
      sizes: 'auto, (max-width: 767px) 100vw, 33vw',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(
      imageAttributes({ src: '/media/cities/rome.webp', alt: '', width: 1600, height: 900, sizes: ' ' })
        .sizes,
    ).toBe(`auto, ${DEFAULT_SIZES}`);
    expect(
      imageAttributes({ src: '/x.webp', alt: '', width: 10, height: 10, priority: false }),
    ).not.toHaveProperty('fetchpriority');
  });
  it('keeps width and height but no srcset or sizes for a source it cannot resize', () => {
    expect(imageAttributes({ src: 'data:image/png;base64,xx', alt: 'x', width: 4, height: 3 })).toEqual({
      src: 'data:image/png;base64,xx',
      alt: 'x',
      width: 4,
      height: 3,
      loading: 'lazy',
      decoding: 'async',
    });
  });
});

describe('mobileSource', () => {
  it('takes the scheme size of a /media/ URL', () => {
    const source = mobileSource('/media/banners/rome/0-mobile.webp');
    expect(source).toMatchObject({ media: '(max-width: 767px)', sizes: '100vw', width: 800, height: 500 });
    expect(source.srcset.split(', ').at(-1)).toBe('/media/banners/rome/0-mobile.webp?w=800 800w');
    expect(mobileSource('/media/banners/rome/0-mobile.webp?w=320').width).toBe(800);
  });
  it('takes the size given, or serves the plain URL', () => {
    expect(mobileSource('https://cdn.example.com/m.jpg', 320, 400)).toEqual({
      media: '(max-width: 767px)',
      srcset:
        'https://cdn.example.com/m.jpg?w=160 160w, https://cdn.example.com/m.jpg?w=240 240w, https://cdn.example.com/m.jpg?w=320 320w',
      sizes: '100vw',
      width: 320,
      height: 400,
    });
    expect(mobileSource('https://cdn.example.com/m.jpg')).toEqual({
      media: '(max-width: 767px)',
      srcset: 'https://cdn.example.com/m.jpg',
      sizes: '100vw',
    });
  });
});
