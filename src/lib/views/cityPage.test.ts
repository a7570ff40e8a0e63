import { describe, expect, it } from 'vitest';
import { previewLinkResolver } from '../routing/linkResolver';
import { guideItems, GUIDE_ITEMS } from './cityPage';

const resolve = previewLinkResolver('colosseum-rome-tickets.com');

describe('guideItems', () => {
  it('keeps the first 12 well-formed items and only safe links', () => {
    const raw = [
      {
        title: 'Getting around',
        text: 'Metro line A and B.',
        link: { link_type: 'Web', url: '/plan-your-visit/' },
      },
      { title: '', text: 'no title' },
      'junk',
      { title: 'Tipping', text: 'Round up.', link: { link_type: 'Web', url: 'javascript:alert(1)' } },
      {
        title: 'Tours',
        text: 'Guided.',
        link: {
          link_type: 'Document',
          id: 'X1',
          uid: 'colosseum-rome-tickets.com.guided-tours',
          type: 'microsite',
          lang: 'ar-ae',
        },
      },
      { title: 'Old', text: 'A bare path is not a Link field.', link: '/plan-your-visit/' },
      ...Array.from({ length: 20 }, (_, i) => ({ title: `Tip ${i}`, text: '' })),
    ];
    const items = guideItems(raw, resolve);
    expect(items).toHaveLength(GUIDE_ITEMS);
    expect(items[0]).toEqual({
      title: 'Getting around',
      text: 'Metro line A and B.',
      href: '/plan-your-visit/',
    });
    expect(items[1]).toEqual({ title: 'Tipping', text: 'Round up.', href: undefined });
    expect(items[2]).toEqual({ title: 'Tours', text: 'Guided.', href: '/ar/guided-tours/' });
    expect(items[3]).toEqual({ title: 'Old', text: 'A bare path is not a Link field.', href: undefined });
  });
  it('answers no guide for a missing field', () => {
    expect(guideItems(undefined, resolve)).toEqual([]);
    expect(guideItems({ title: 'x' }, resolve)).toEqual([]);
  });
});
