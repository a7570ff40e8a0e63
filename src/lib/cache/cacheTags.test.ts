import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheTagForCity,
  cacheTagForCollection,
  cacheTagForDocument,
  cacheTagForSite,
  cacheTagForTgid,
  cacheTagForType,
  INVALIDATION_BUS_KEY,
  onInvalidation,
  publishInvalidation,
  type Invalidation,
} from './cacheTags';
import { captureLogs } from '../log/captureLogs';

const stops: (() => void)[] = [];
const listen = () => {
  const seen: Invalidation[] = [];
  stops.push(onInvalidation((invalidation) => seen.push(invalidation)));
  return seen;
};
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('cache tag names', () => {
  it('names each entity with its prefix', () => {
    expect(cacheTagForTgid(4040)).toBe('tgid:4040');
    expect(cacheTagForCollection(17)).toBe('collection:17');
    expect(cacheTagForCity('abu_dhabi')).toBe('city:ABU_DHABI');
    expect(cacheTagForDocument('paris-landing-en')).toBe('doc:paris-landing-en');
    expect(cacheTagForType('site_settings')).toBe('type:site_settings');
    expect(cacheTagForSite('Paris-City-Tickets.com')).toBe('site:paris-city-tickets.com');
  });
});

describe('the process-wide invalidation bus', () => {
  it('lives on globalThis under the registered symbol, so code outside the bundle hears it', () => {
    const seen = listen();
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.invalidation')];
    expect(Symbol.for('storefront.invalidation')).toBe(INVALIDATION_BUS_KEY);
    expect(shared).toBeInstanceOf(EventEmitter);
    // Another copy of the module would emit on the same emitter directly.
    (shared as EventEmitter).emit('invalidate', { tags: ['tgid:1'] });
    expect(seen).toEqual([{ tags: ['tgid:1'] }]);
  });

  it('publishes tags once each, everything as { all: true }, and nothing for an empty list', () => {
    const seen = listen();
    publishInvalidation(['tgid:4040', 'city:ROME', 'tgid:4040']);
    publishInvalidation([]);
    publishInvalidation('all');
    expect(seen).toEqual([{ tags: ['tgid:4040', 'city:ROME'] }, { all: true }]);
  });

  it('stops a listener that unsubscribed; a throwing listener does not stop the others', () => {
    const stop = onInvalidation(() => {
      throw new Error('boom');
    });
    const seen = listen();
    const logs = captureLogs();
    try {
      publishInvalidation(['doc:a']);
    } finally {
      logs.restore();
    }
    expect(logs.at('error').map((line) => line.msg)).toEqual(['a tag invalidation failed']);
    stop();
    const after = listen();
    stops[0]?.();
    publishInvalidation(['doc:b']);
    expect(seen).toEqual([{ tags: ['doc:a'] }]);
    expect(after).toEqual([{ tags: ['doc:b'] }]);
  });
});
