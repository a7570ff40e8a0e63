import { expect, test, hostRequest } from './helpers';

/** The properties search engines require of each type we emit (schema.org / Google rich results). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement', 'numberOfItems'],
  Product: ['name', 'offers'],
  TheaterEvent: ['name', 'startDate', 'location', 'offers'],
  Event: ['name', 'startDate', 'location'],
  FAQPage: ['mainEntity'],
  VideoObject: ['name', 'contentUrl', 'duration', 'uploadDate', 'thumbnailUrl'],
};

const PAGES = [
  ['london-theatre', '/'],
  ['london-theatre', '/ar/'],
  ['vatican', '/tickets/'],
  ['paris', '/'],
  ['colosseum', '/guided-tours/'],
  ['london-theatre', '/wicked/'],
  ['broadway', '/hamilton/'],
] as const;

test.describe('structured data', () => {
  for (const [alias, path] of PAGES) {
    test(`${alias}${path}: every JSON-LD block parses and carries the required properties`, async ({
      request,
    }) => {
      const { url, headers } = hostRequest(alias, path);
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
      );
      const types = blocks.map((block) => String(block['@type']));
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']));
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        for (const property of REQUIRED[String(block['@type'])] ?? []) {
          expect([block['@type'], property, block[property] !== undefined]).toEqual([
            block['@type'],
            property,
            true,
          ]);
        }
        if (block['@type'] === 'ItemList') {
          const items = block['itemListElement'] as { position: number; url: string }[];
          expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
          for (const item of items) expect(item.url).toMatch(/^https?:\/\//);
        }
        const offers = block['offers'] as
          { price?: unknown; priceCurrency?: string; availability?: string } | undefined;
        if (offers) {
          expect(offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
          expect(offers.availability).toMatch(/^https:\/\/schema\.org\//);
        }
      }
    });
  }

  test('listing pages carry an ItemList of their cards in the page order', async ({ request }) => {
    const { url, headers } = hostRequest('vatican', '/tickets/');
    const html = await (await request.get(url, { headers })).text();
    const list = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '') as { '@type': string; numberOfItems?: number })
      .find((block) => block['@type'] === 'ItemList');
    const cards = (html.match(/class="product-card"/g) ?? []).length;
    expect(list?.numberOfItems).toBe(cards);
  });
});
