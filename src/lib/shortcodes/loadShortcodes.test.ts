import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient } from '../catalogue/client';
import { createTranslator } from '../i18n/translator';
import type { PageContext } from '../request/pageContext';
import type { Site } from '../sites/site';
import { loadShortcodeData, shortcodeDefaultsOf } from './loadShortcodes';

const site: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum Tickets',
  tagline: '',
  themeColor: '#b45309',
  languages: ['en'],
  cityCode: 'ROME',
  localized: {},
  subdomainHosting: false,
  designV3: false,
};
const group = (id: number, price: number) => ({
  id,
  name: `Tour ${id}`,
  flowType: 'NORMAL',
  listingPrice: { finalPrice: price, originalPrice: price, currencyCode: 'USD' },
});
const calendar = {
  dates: { '2026-05-13': { availability: 'SOLD_OUT' }, '2026-05-14': { availability: 'AVAILABLE' } },
  metaData: { startDate: '2026-05-13' },
  sortedInventoryDates: ['2026-05-13', '2026-05-14'],
};
const answers: Record<string, unknown> = {
  '/tour-groups/10201/?': group(10201, 45),
  '/tour-groups/10204/?': group(10204, 89),
  '/tour-groups/10002/?': group(10002, 70),
  '/10201/calendar/': calendar,
  '/inventories/': {
    availabilities: {
      10201: {
        inventories: [
          {
            variantId: 1,
            startDate: '2026-05-13',
            startTime: '10:00',
            listingPrice: { finalPrice: 40, currencyCode: 'USD' },
          },
        ],
      },
    },
  },
  '/collection/?': {
    collections: [
      {
        id: 176,
        displayName: 'Colosseum',
        startingPrice: { listingPrice: { finalPrice: 18, currencyCode: 'USD' } },
      },
    ],
  },
};

function setup() {
  const transport = vi.fn(async (path: string, headers: Record<string, string>) => {
    void headers;
    const key = Object.keys(answers).find((part) => path.includes(part));
    return key ? new Response(JSON.stringify(answers[key])) : new Response('{}', { status: 500 });
  });
  const get = vi.fn(async (params: { filters: string[] }) =>
    params.filters.some((f) => f.includes('showpage'))
      ? { results: [{ uid: 'colosseum-rome-tickets.com.night-tour', data: { tgid: 10204 } }] }
      : {
          results: [
            {
              uid: 'colosseum-rome-tickets.com',
              data: { tagged_collection: 176, tagged_content_type: 'Collection' },
            },
          ],
        },
  );
  const context: PageContext = {
    site,
    language: 'en',
    locale: 'en-us',
    currency: 'USD',
    host: 'colosseum.localhost:4416',
    origin: 'http://colosseum.localhost:4416',
    content: { get } as unknown as Client,
    catalogue: createCatalogueClient({ transport, timeoutMs: 1000, log: vi.fn() }),
    request: { cookie: 'currentCurrency=USD' },
    isBot: false,
    lazyOff: false,
    t: createTranslator('en'),
  };
  return { context, transport, get };
}
const body = (...texts: string[]) => texts.map((text) => ({ type: 'paragraph', text, spans: [] }));

describe('loadShortcodeData', () => {
  it('costs nothing for fields without shortcodes', async () => {
    const { context, transport, get } = setup();
    const data = await loadShortcodeData([body('Plain text', 'A note [1]'), undefined, 'junk'], context);
    expect(data.products.size + data.calendars.size + data.cards.size).toBe(0);
    expect(transport).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });
  it('fetches what the shortcodes need once, in the page’s language and the visitor’s currency', async () => {
    const { context, transport, get } = setup();
    const fields = [
      body(
        'From [price tgid=10201] or [price tgid=10201 variant=2], [cta tgid=10201] [train text="Metro B"]',
      ),
      body('[next-available tgid=10201] [next-available tgid=10202 variant=3] [inv-price tgid=10201]'),
      body(
        '[timings tgid=10203] [collection id=176] [min-price collection=176] [experience tgid=10204] [duration]',
      ),
    ];
    const data = await loadShortcodeData(fields, context, { tgid: 10002 });
    expect(transport.mock.calls.map(([path]) => path).sort()).toEqual([
      '/api/tours/v1/collection/?language=en&currency=USD&ids%5B%5D=176',
      '/api/tours/v6/tour-groups/10002/?language=en&currency=USD',
      '/api/tours/v6/tour-groups/10201/?language=en&currency=USD',
      '/api/tours/v6/tour-groups/10204/?language=en&currency=USD',
      '/api/v7/tour-groups/10201/calendar/?currency=USD',
      '/api/v7/tour-groups/10202/calendar/?currency=USD&variantId=3',
      '/api/v7/tour-groups/inventories/?language=en&currency=USD&for-days=14&tour-group-ids=10201%2C10203',
    ]);
    expect(transport.mock.calls.every(([, headers]) => headers['cookie'] === 'currentCurrency=USD')).toBe(
      true,
    );
    expect(get).toHaveBeenCalledTimes(2);
    expect([...data.products.keys()].sort()).toEqual([10002, 10201, 10204]);
    // The failing calendar (10202) is left out; the other widgets keep their data.
    expect([...data.calendars]).toEqual([['10201', { date: '2026-05-14', today: '2026-05-13' }]]);
    expect(data.inventories.get(10201)?.[0]).toEqual({
      variantId: 1,
      startDate: '2026-05-13',
      startTime: '10:00',
      price: 40,
      currencyCode: 'USD',
    });
    expect(data.collections.get(176)?.finalPrice).toBe(18);
    expect([...data.collectionPaths]).toEqual([[176, '/']]);
    // A named experience shows on an older design too, linked to its show page.
    expect(data.cards.get(10204)?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://colosseum.localhost:4416/night-tour/',
    });
    expect(data.defaults).toEqual({ tgid: 10002 });
  });
  it('degrades per widget when every catalogue call fails', async () => {
    const { context } = setup();
    const data = await loadShortcodeData(
      [body('[price tgid=10201] [next-available tgid=10201] [inv-price tgid=10201] [collection id=176]')],
      { ...context, request: { fault: '*' } },
    );
    expect([data.products.size, data.calendars.size, data.inventories.size, data.collections.size]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('shortcodeDefaultsOf', () => {
  it('reads a show page’s tgid and the page’s collection, ignoring junk', () => {
    expect(shortcodeDefaultsOf({ tgid: '10002', tagged_collection: 167 })).toEqual({
      tgid: 10002,
      collectionId: 167,
    });
    expect(shortcodeDefaultsOf({ tgid: 'wicked', tagged_collection: -1 })).toEqual({
      tgid: undefined,
      collectionId: undefined,
    });
  });
});
