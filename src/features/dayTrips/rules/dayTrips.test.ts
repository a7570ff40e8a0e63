import { describe, expect, it } from 'vitest';
import { destinationGroups } from './destinationGroups';
import { dayTripVideo } from './dayTripVideo';

describe('destination groups', () => {
  const items = [{ id: 10261 }, { id: 20234 }, { id: 10262 }, { id: 10264 }];

  it('groups products in the editor’s order of destinations, the rest last without a name', () => {
    expect(
      destinationGroups(items, [
        { name: 'Florence', tgids: [10264] },
        { name: 'Pompeii', tgids: [10262, 10261] },
      ]),
    ).toEqual([
      { name: 'Florence', items: [{ id: 10264 }] },
      { name: 'Pompeii', items: [{ id: 10261 }, { id: 10262 }] },
      { name: undefined, items: [{ id: 20234 }] },
    ]);
  });

  it('shows a product named twice in its first destination only and drops empty destinations', () => {
    expect(
      destinationGroups(items, [
        { name: 'Pompeii', tgids: [10262] },
        { name: 'Amalfi Coast', tgids: [10262, 99999] },
      ]).map((group) => group.name),
    ).toEqual(['Pompeii', undefined]);
  });

  it('puts everything in one unnamed group without destinations, and nothing without products', () => {
    expect(destinationGroups(items, [])).toEqual([{ name: undefined, items }]);
    expect(destinationGroups([], [{ name: 'Tivoli', tgids: [10266] }])).toEqual([]);
  });
});

describe('day trip video', () => {
  const fields = {
    src: '/media/videos/rome.mp4',
    poster: '/media/banners/rome/1.webp',
    label: '',
    duration: 8,
    uploadDate: '2026-03-10',
  };

  it('is offered in the treatment, with the page’s label or the default', () => {
    expect(dayTripVideo(fields, 'treatment', 'Watch video')).toEqual({
      src: '/media/videos/rome.mp4',
      poster: '/media/banners/rome/1.webp',
      label: 'Watch video',
      duration: 8,
      uploadDate: '2026-03-10',
    });
    expect(dayTripVideo({ ...fields, label: ' Watch the film ' }, 'treatment', 'Watch video')?.label).toBe(
      'Watch the film',
    );
  });

  it('is not offered in the control or without a video', () => {
    expect(dayTripVideo(fields, 'control', 'Watch video')).toBeUndefined();
    expect(dayTripVideo({ ...fields, src: undefined }, 'treatment', 'Watch video')).toBeUndefined();
  });
});
