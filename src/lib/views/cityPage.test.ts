import { describe, expect, it } from 'vitest';
import { guideItems, GUIDE_ITEMS } from './cityPage';

describe('guideItems', () => {
  it('keeps the first 12 well-formed items and only safe links', () => {
    const raw = [
      { title: 'Getting around', text: 'Metro line A and B.', link: '/plan-your-visit/' },
      { title: '', text: 'no title' },
      'junk',
      { title: 'Tipping', text: 'Round up.', link: 'javascript:alert(1)' },
      ...Array.from({ length: 20 }, (_, i) => ({ title: `Tip ${i}`, text: '' })),
    ];
    const items = guideItems(raw);
    expect(items).toHaveLength(GUIDE_ITEMS);
    expect(items[0]).toEqual({
      title: 'Getting around',
      text: 'Metro line A and B.',
      href: '/plan-your-visit/',
    });
    expect(items[1]).toEqual({ title: 'Tipping', text: 'Round up.', href: undefined });
  });
  it('answers no guide for a missing field', () => {
    expect(guideItems(undefined)).toEqual([]);
    expect(guideItems({ title: 'x' })).toEqual([]);
  });
});
