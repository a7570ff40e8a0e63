import { describe, expect, it } from 'vitest';
import { cardImages } from './cardImages';

const images = (...urls: string[]) =>
  cardImages({ id: 1, media: { productImages: urls.map((url) => ({ type: 'IMAGE', url })) } }, 'Wicked').map(
    (image) => image.url,
  );

describe('cardImages and same-host paths', () => {
  it('keeps root-relative paths of this host as they are, with their sizes', () => {
    expect(
      cardImages(
        {
          id: 10002,
          media: {
            productImages: [
              {
                type: 'IMAGE',
                url: ' /media/tour-groups/10002/0.webp ',
                metadata: { width: 1200, height: 800, altText: 'Wicked – 1' },
              },
            ],
          },
        },
        'Wicked',
      ),
    ).toEqual([{ url: '/media/tour-groups/10002/0.webp', alt: 'Wicked – 1', width: 1200, height: 800 }]);
    expect(images('/a.jpg', '/media/x.webp?w=480')).toEqual(['/a.jpg', '/media/x.webp?w=480']);
  });
  it('never takes another host for a path', () => {
    // `//host` is protocol-relative: another host, upgraded to https as before, never kept as a path.
    expect(images('//cdn.example.com/a.jpg')).toEqual(['https://cdn.example.com/a.jpg']);
    expect(images('/\\evil.example.com/a.jpg', '/a\\b.jpg', '/', '/ a.jpg', '/"a.jpg', '/<a>.jpg')).toEqual(
      [],
    );
    expect(images('media/a.webp', './a.webp', '../a.webp')).toEqual([]);
  });
  it('falls back to a same-host imageUrl', () => {
    expect(cardImages({ id: 1, imageUrl: '/media/tour-groups/1/0.webp' }, 'Wicked')).toEqual([
      { url: '/media/tour-groups/1/0.webp', alt: 'Wicked' },
    ]);
    expect(cardImages({ id: 1, imageUrl: '//cdn.example.com/a.jpg' }, 'Wicked')).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: 'Wicked' },
    ]);
  });
  it('still keeps https CDN URLs of a real catalogue', () => {
    expect(images('https://cdn.example.com/a.jpg?w=600&auto=format')).toEqual([
      'https://cdn.example.com/a.jpg?w=600&auto=format',
    ]);
  });
});
