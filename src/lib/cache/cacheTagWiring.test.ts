import { describe, expect, it } from 'vitest';
import { publishCatalogueChange } from './catalogueChanges';
import { onInvalidation, type Invalidation } from './cacheTags';
import { catalogueChangeTags, contentChangeTags, wireCacheTags } from './cacheTagWiring';
import { publishContentChange } from './contentChanges';

describe('tags of a change', () => {
  it('a catalogue change: its tgids, collections and cities', () => {
    expect(catalogueChangeTags({ tgids: [4040, 4041], collectionIds: [17], cityCodes: ['ROME'] })).toEqual([
      'tgid:4040',
      'tgid:4041',
      'collection:17',
      'city:ROME',
    ]);
  });

  it('a content change: touched documents and their types; everything, or a vanished document, as all', () => {
    expect(
      contentChangeTags({
        ids: ['paris-header-en', 'paris-header-fr'],
        types: ['common_header'],
        uids: ['paris-city-tickets.com'],
        unknownIds: [],
        everything: false,
      }),
    ).toEqual(['doc:paris-header-en', 'doc:paris-header-fr', 'type:common_header']);
    expect(
      contentChangeTags({ ids: ['gone'], types: [], uids: [], unknownIds: ['gone'], everything: false }),
    ).toBe('all');
    expect(contentChangeTags({ ids: ['a'], types: [], uids: [], unknownIds: [], everything: true })).toBe(
      'all',
    );
  });
});

describe('wireCacheTags', () => {
  it('forwards both buses to the process-wide tag bus until stopped', () => {
    const seen: Invalidation[] = [];
    const stopListening = onInvalidation((invalidation) => seen.push(invalidation));
    const stop = wireCacheTags();
    publishCatalogueChange({ tgids: [4040], collectionIds: [], cityCodes: ['PARIS'] });
    publishContentChange({ ids: ['x'], types: ['microsite'], uids: [], unknownIds: [], everything: false });
    publishContentChange({ ids: [], types: [], uids: [], unknownIds: [], everything: true });
    stop();
    publishCatalogueChange({ tgids: [1], collectionIds: [], cityCodes: [] });
    stopListening();
    expect(seen).toEqual([
      { tags: ['tgid:4040', 'city:PARIS'] },
      { tags: ['doc:x', 'type:microsite'] },
      { all: true },
    ]);
  });
});
