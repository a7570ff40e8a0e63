import { describe, expect, it } from 'vitest';
import { MAX_CATALOGUE_EVENT_ITEMS, parseCatalogueEvent } from './catalogueEvent';

const parse = (body: unknown) => parseCatalogueEvent(JSON.stringify(body));

describe('parseCatalogueEvent', () => {
  it('turns the event into its id and a deduplicated change; missing lists are empty', () => {
    expect(parse({ id: 'evt-1', tgids: [4040, 4040, 12], cities: ['ROME', 'ABU_DHABI'] })).toEqual({
      ok: true,
      id: 'evt-1',
      change: { tgids: [4040, 12], collectionIds: [], cityCodes: ['ROME', 'ABU_DHABI'] },
    });
    expect(parse({ id: 'catalogue:42.1', collections: [17] })).toEqual({
      ok: true,
      id: 'catalogue:42.1',
      change: { tgids: [], collectionIds: [17], cityCodes: [] },
    });
  });

  it.each([
    [{ id: 'e', tgids: [0] }, 'tgids.0 must be a positive id'],
    [{ id: 'e', tgids: [-3] }, 'tgids.0 must be a positive id'],
    [{ id: 'e', collections: [2_147_483_648] }, 'collections.0 must be within int4'],
    [{ id: 'e', tgids: [1.5] }, 'tgids.0'],
    [{ id: 'e', tgids: ['12'] }, 'tgids.0'],
    [{ id: 'e', cities: ['rome'] }, 'cities.0 must be a city code such as ROME or ABU_DHABI'],
    [{ id: 'e', cities: ['R'] }, 'cities.0 must be a city code'],
    [{ id: 'e', cities: ['ROME;DROP'] }, 'cities.0 must be a city code'],
    [{ id: 'e' }, 'name at least one tgid, collection or city'],
    [{ id: 'e', tgid: [1] }, 'Unrecognized key'],
    [{ id: 'e', secret: 's', tgids: [1] }, 'Unrecognized key'],
    [{ tgids: [1] }, 'id '],
    [{ id: '', tgids: [1] }, 'id must be an event id'],
    [{ id: 'a b', tgids: [1] }, 'id must be an event id'],
    [{ id: 'x'.repeat(129), tgids: [1] }, 'id must be an event id'],
    [
      { id: 'e', tgids: Array.from({ length: MAX_CATALOGUE_EVENT_ITEMS + 1 }, (_, i) => i + 1) },
      'at most 1000 items',
    ],
  ])('refuses %j with a message naming the field (%s)', (body, message) => {
    const result = parse(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it('refuses a body that is not JSON or not an object', () => {
    expect(parseCatalogueEvent('tgids=1')).toEqual({ ok: false, message: 'The body is not JSON' });
    expect(parseCatalogueEvent('[1]')).toMatchObject({ ok: false });
  });
});
