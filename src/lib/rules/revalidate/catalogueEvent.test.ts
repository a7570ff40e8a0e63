import { describe, expect, it } from 'vitest';
import { MAX_CATALOGUE_EVENT_ITEMS, parseCatalogueEvent } from './catalogueEvent';

const parse = (body: unknown) => parseCatalogueEvent(JSON.stringify(body));

describe('parseCatalogueEvent', () => {
  it('turns the event into a deduplicated change; missing lists are empty', () => {
    expect(parse({ secret: 's', tgids: [4040, 4040, 12], cities: ['ROME', 'ABU_DHABI'] })).toEqual({
      ok: true,
      secret: 's',
      change: { tgids: [4040, 12], collectionIds: [], cityCodes: ['ROME', 'ABU_DHABI'] },
    });
    expect(parse({ collections: [17] })).toEqual({
      ok: true,
      secret: undefined,
      change: { tgids: [], collectionIds: [17], cityCodes: [] },
    });
  });

  it.each([
    [{ secret: 's', tgids: [0] }, 'tgids.0 must be a positive id'],
    [{ secret: 's', tgids: [-3] }, 'tgids.0 must be a positive id'],
    [{ secret: 's', collections: [2_147_483_648] }, 'collections.0 must be within int4'],
    [{ secret: 's', tgids: [1.5] }, 'tgids.0'],
    [{ secret: 's', tgids: ['12'] }, 'tgids.0'],
    [{ secret: 's', cities: ['rome'] }, 'cities.0 must be a city code such as ROME or ABU_DHABI'],
    [{ secret: 's', cities: ['R'] }, 'cities.0 must be a city code'],
    [{ secret: 's', cities: ['ROME;DROP'] }, 'cities.0 must be a city code'],
    [{ secret: 's' }, 'name at least one tgid, collection or city'],
    [{ secret: 's', tgid: [1] }, 'Unrecognized key'],
    [
      { secret: 's', tgids: Array.from({ length: MAX_CATALOGUE_EVENT_ITEMS + 1 }, (_, i) => i + 1) },
      'at most 1000 items',
    ],
  ])('refuses %j with a message naming the field (%s)', (body, message) => {
    const result = parse(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(message);
      expect(result.secret).toBe('s');
    }
  });

  it('refuses a body that is not JSON or not an object, without a secret', () => {
    expect(parseCatalogueEvent('tgids=1')).toEqual({ ok: false, message: 'The body is not JSON' });
    expect(parseCatalogueEvent('[1]')).toMatchObject({ ok: false });
    expect(parseCatalogueEvent('[1]')).not.toHaveProperty('secret');
  });
});
