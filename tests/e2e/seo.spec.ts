import { E2E_PORT } from '../../playwright.config';
import { expect, test, hostRequest } from './helpers';

const colosseum = `http://colosseum.localhost:${E2E_PORT}`;
const theatre = `http://london-theatre.localhost:${E2E_PORT}`;

test.describe('robots.txt and sitemaps per host', () => {
  test('a microsite may be crawled except its APIs, and names its sitemap index', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/robots.txt');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_content/\n\nSitemap: ${colosseum}/sitemap.xml\n`,
    );
  });

  test('an unknown host is closed to crawlers and has no sitemap', async ({ request }) => {
    const url = `http://127.0.0.1:${E2E_PORT}`;
    const headers = { host: `unknown.example:${E2E_PORT}` };
    const robots = await request.get(`${url}/robots.txt`, { headers });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await request.get(`${url}/sitemap.xml`, { headers })).status()).toBe(404);
  });

  test('the sitemap index points to the pages, images and videos sitemaps', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/sitemap.xml');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      `${colosseum}/sitemap-pages.xml`,
      `${colosseum}/sitemap-images.xml`,
      `${colosseum}/sitemap-videos.xml`,
    ]);
  });

  test('the pages sitemap lists each page per language with hreflang alternates', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/sitemap-pages.xml');
    const xml = await (await request.get(url, { headers })).text();
    expect(xml).toContain(
      `<url><loc>${colosseum}/ar/guided-tours/</loc><lastmod>2026-03-16T14:30:00Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${colosseum}/guided-tours/"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${colosseum}/ar/guided-tours/"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${colosseum}/guided-tours/"/></url>`,
    );
    // 13 pages, the 39 pages of the Colosseum guide (16 in English, 16 in Italian, 7 in Arabic), the
    // visitor guide (en, it, ar), the day trips page (en, it, ar) and the help page in its 6 languages.
    expect(xml.match(/<url>/g)).toHaveLength(64);
  });

  test('the images sitemap gives a show page its product images from the catalogue', async ({ request }) => {
    const { url, headers } = hostRequest('london-theatre', '/sitemap-images.xml');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    const wicked = /<url><loc>([^<]*\/wicked\/)<\/loc>(.*?)<\/url>/.exec(await response.text());
    expect(wicked?.[1]).toBe(`${theatre}/wicked/`);
    // The project's own media (the product's photos, its collection's hero), absolute on the page's host.
    const images = wicked?.[2]?.match(/<image:loc>[^<]+<\/image:loc>/g) ?? [];
    expect(images.filter((image) => image.includes('/media/tour-groups/10002/')).length).toBeGreaterThan(1);
    for (const image of images)
      expect(image).toMatch(
        /^<image:loc>http:\/\/london-theatre\.localhost:\d+\/media\/(tour-groups\/10002\/\d+|collections\/\d+\/hero)\.webp<\/image:loc>$/,
      );
  });

  test('the videos sitemap is a valid video urlset', async ({ request }) => {
    const { url, headers } = hostRequest('london-theatre', '/sitemap-videos.xml');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
  });
});
