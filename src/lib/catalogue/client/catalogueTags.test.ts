import { describe, expect, it } from 'vitest';
import { catalogueTags } from './catalogueTags';

describe('catalogueTags', () => {
  it('tags the product, collection and city a call names', () => {
    expect(catalogueTags('/api/tours/v6/tour-groups/101/', { language: 'en' }, { id: 101 })).toEqual([
      'tgid:101',
    ]);
    expect(catalogueTags('/api/v7/tour-groups/202/calendar/', {}, {})).toEqual(['tgid:202']);
    expect(catalogueTags('/api/tours/v1/collection/167/sections/', {}, {})).toEqual(['collection:167']);
    expect(catalogueTags('/api/v2/collections/42/product-cards/', {}, {})).toEqual(['collection:42']);
    expect(catalogueTags('/api/tours/v3/cities/ROME/', {}, {})).toEqual(['city:ROME']);
    expect(catalogueTags('/api/v2/category/', { city: 'rome' }, {})).toEqual(['city:ROME']);
    expect(catalogueTags('/api/tours/v1/collection/', { ids: [1], collectionId: 7 }, {})).toEqual([
      'collection:7',
    ]);
  });
  it('tags the products an answer lists, and ignores junk ids', () => {
    const answer = {
      sections: [{ tourGroups: { items: [{ id: 101 }, { id: 102 }, { id: -1 }, { id: 'x' }, null] } }],
    };
    expect(catalogueTags('/api/v2/list-by/category/', {}, answer)).toEqual(['tgid:101', 'tgid:102']);
    expect(catalogueTags('/api/v2/list-by/category/', {}, { items: [{ id: 7 }] })).toEqual(['tgid:7']);
  });
  it('reads at most 500 items', () => {
    const items = Array.from({ length: 800 }, (_, i) => ({ id: i + 1 }));
    expect(catalogueTags('/x/', {}, { items })).toHaveLength(500);
  });
});
