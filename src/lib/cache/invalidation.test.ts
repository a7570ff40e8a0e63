import { afterEach, describe, expect, it } from 'vitest';
import { publishInvalidation } from './cacheTags';
import {
  catalogueChangeTags,
  contentChangeTags,
  dropOn,
  DROPS,
  invalidateCatalogue,
  invalidateContent,
} from './invalidation';
import { captureLogs } from '../log/captureLogs';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

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
    ).toEqual([
      'doc:paris-header-en',
      'doc:paris-header-fr',
      'type:common_header',
      'site:paris-city-tickets.com',
    ]);
    expect(
      contentChangeTags({ ids: ['gone'], types: [], uids: [], unknownIds: ['gone'], everything: false }),
    ).toBe('all');
    expect(contentChangeTags({ ids: ['a'], types: [], uids: [], unknownIds: [], everything: true })).toBe(
      'all',
    );
  });
});

describe('what drops what', () => {
  it('each cache hears only the invalidations its rule names', () => {
    const heard: Record<string, (readonly string[] | 'all')[]> = { content: [], sites: [], catalogue: [] };
    for (const name of ['content', 'sites', 'catalogue'] as const)
      stops.push(dropOn(DROPS[name], (tags) => heard[name]?.push(tags)));
    invalidateContent({ ids: ['x'], types: ['site_settings'], uids: [], unknownIds: [], everything: false });
    invalidateContent({ ids: ['y'], types: ['news_page'], uids: [], unknownIds: [], everything: false });
    invalidateCatalogue({ tgids: [4040], collectionIds: [], cityCodes: ['PARIS'] });
    publishInvalidation('all');
    expect(heard['content']).toEqual([['doc:x', 'type:site_settings'], ['doc:y', 'type:news_page'], 'all']);
    expect(heard['sites']).toEqual([['doc:x', 'type:site_settings'], 'all']);
    expect(heard['catalogue']).toEqual([['tgid:4040', 'city:PARIS'], 'all']);
  });

  it('a failing cache does not keep the others from dropping', () => {
    const heard: string[] = [];
    const logs = captureLogs();
    try {
      stops.push(
        dropOn(DROPS.catalogue, () => {
          throw new Error('boom');
        }),
      );
      stops.push(dropOn(DROPS.catalogue, () => heard.push('dropped')));
      invalidateCatalogue({ tgids: [1], collectionIds: [], cityCodes: [] });
    } finally {
      logs.restore();
    }
    expect(heard).toEqual(['dropped']);
    expect(logs.at('error')).toHaveLength(1);
  });
});
