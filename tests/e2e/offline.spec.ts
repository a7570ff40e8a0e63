import { expect, test } from '@playwright/test';
import { hostRequest, siteUrl } from './helpers';

// No page references another host (issue 7 §3): every request a page makes, and every URL in its HTML,
// stays on the page's own origin (data: URIs aside). Cross-site links to the booking subdomain are
// navigation, not resources, and are checked separately.
const PAGES = [
  ['london-theatre', '/'],
  ['london-theatre', '/ar/'],
  ['paris', '/'],
  ['vatican', '/tickets/'],
  ['colosseum', '/guided-tours/'],
  ['broadway', '/hamilton/'],
] as const;

test.describe('everything a page loads comes from its own host', () => {
  for (const [alias, path] of PAGES) {
    test(`${alias}${path}`, async ({ page }) => {
      const origin = new URL(siteUrl(alias, '/')).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith('data:') && new URL(url).origin !== origin) foreign.push(url);
      });
      await page.goto(siteUrl(alias, path), { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      const resources = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'img, source, video, script[src], link[rel="stylesheet"], link[rel="icon"], iframe',
          ),
        ].flatMap((node) => [
          node.getAttribute('src'),
          node.getAttribute('href'),
          node.getAttribute('poster'),
          ...(node.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(' ')[0]),
        ]),
      );
      for (const url of resources.filter((value): value is string => Boolean(value)))
        expect([url, new URL(url, origin).origin]).toEqual([url, origin]);
    });
  }

  test('product images are WebP pictures made by the project', async ({ request }) => {
    const list = hostRequest('london-theatre', '/api/tours/v6/tour-groups/list-by/collection/167/?limit=5');
    const answer = (await (await request.get(list.url, { headers: list.headers })).json()) as {
      items: { media: { productImages: { url: string }[] } }[];
    };
    const urls = answer.items.flatMap((item) => item.media.productImages.map((image) => image.url));
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url).toMatch(/^\/media\/tour-groups\/\d+\/\d+\.webp$/);
    const image = hostRequest('london-theatre', `${urls[0] ?? ''}?w=480`);
    const response = await request.get(image.url, { headers: image.headers });
    expect(response.headers()['content-type']).toBe('image/webp');
    const bytes = await response.body();
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const missing = hostRequest('london-theatre', '/media/tour-groups/999999999/0.webp');
    expect((await request.get(missing.url, { headers: missing.headers })).status()).toBe(404);
  });
});
