import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test, hostRequest, siteUrl } from './helpers';

/*
 * No page references another host (issue 7 §3): there is no internet here, everything is served by the
 * project. Resources (whatever the browser fetches: requests, src, srcset, poster, stylesheets, icons,
 * CSS url(…)) must come from the page's own origin (data: URIs aside). Links and alternates may lead to
 * another microsite or the booking subdomain, but only ones this same server answers (*.localhost on
 * the test port); mailto:/tel: load nothing and are allowed. One exception, made visible as a test
 * annotation: an editor's embed shortcode (a map, video or music player, spec 001) is an iframe inside a
 * closed <details data-embed> that loads nothing until the visitor opens it (the request check proves
 * it); its https src is the embed itself, so it is reported, not refused.
 */
const PAGES = [
  siteUrl('colosseum', '/'),
  siteUrl('colosseum', '/ar/'),
  siteUrl('colosseum', '/rome-city-guide/'),
  siteUrl('broadway', '/'),
  siteUrl('broadway', '/hamilton/'),
  siteUrl('london-theatre', '/'),
  siteUrl('london-theatre', '/news/'),
  siteUrl('paris', '/'),
  siteUrl('vatican', '/tickets/'),
  `http://127.0.0.1:${E2E_PORT}/`,
];

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');

/** Why a URL breaks the rule, or undefined when it is fine. */
function problem(value: string, base: string, kind: 'resource' | 'link'): string | undefined {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return `unparseable ${kind} ${value}`;
  }
  if (url.protocol === 'data:' || url.protocol === 'about:' || url.protocol === 'blob:') return undefined;
  // mailto:, tel: and geo: (the venue's "Open in maps") name no host: the visitor's own apps answer them.
  if (kind === 'link' && ['mailto:', 'tel:', 'geo:'].includes(url.protocol)) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `${kind} with scheme ${url.protocol} ${value}`;
  if (kind === 'resource')
    return url.origin === new URL(base).origin ? undefined : `resource from another origin: ${value}`;
  return isLocalHost(url.hostname) && url.port === String(E2E_PORT)
    ? undefined
    : `link to another host: ${value}`;
}

const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((match) => match[2] ?? '').filter(Boolean);

/** Every URL in the server's HTML, sorted into resources and links (parsed by the browser's own parser). */
function urlsInHtml(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const resources: string[] = [];
    const links: string[] = [];
    const embeds: string[] = [];
    const RESOURCE_LINKS =
      /\b(stylesheet|icon|preload|modulepreload|prefetch|manifest|apple-touch-icon|mask-icon)\b/;
    for (const node of doc.querySelectorAll('*')) {
      if (node.matches('details[data-embed]:not([open]) iframe')) {
        embeds.push(node.getAttribute('src') ?? '');
        continue;
      }
      for (const name of ['src', 'poster', 'data', 'background', 'xlink:href']) {
        const value = node.getAttribute(name);
        if (value) resources.push(value);
      }
      for (const name of ['srcset', 'imagesrcset']) {
        for (const candidate of (node.getAttribute(name) ?? '').split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) resources.push(url);
        }
      }
      const style = node.getAttribute('style');
      if (style)
        resources.push(...[...style.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2] ?? ''));
      const href = node.getAttribute('href');
      if (href) {
        if (node.tagName === 'LINK' && RESOURCE_LINKS.test(node.getAttribute('rel') ?? ''))
          resources.push(href);
        else links.push(href);
      }
      for (const name of ['action', 'formaction']) {
        const value = node.getAttribute(name);
        if (value) links.push(value);
      }
      if (
        node.tagName === 'META' &&
        /(image|url)$/i.test(node.getAttribute('property') ?? node.getAttribute('name') ?? '')
      )
        links.push(node.getAttribute('content') ?? '');
    }
    const styles = [...doc.querySelectorAll('style')].map((node) => node.textContent ?? '');
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (node) => node.textContent ?? '',
    );
    return { resources: resources.filter(Boolean), links: links.filter(Boolean), embeds, styles, jsonLd };
  }, html);
}

/** Image URLs of structured data (image, logo, thumbnailUrl, contentUrl), at any depth. */
function jsonLdMedia(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) jsonLdMedia(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (/^(image|logo|thumbnailUrl|contentUrl)$/.test(key) && typeof item === 'string') found.push(item);
      else jsonLdMedia(item, found);
    }
  return found;
}

test.describe('no page references another host', () => {
  for (const url of PAGES) {
    test(url, async ({ page }) => {
      const problems: string[] = [];
      const media: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/media/')) media.push(request.url());
        const found = problem(request.url(), url, 'resource');
        if (found) problems.push(`request: ${found}`);
      });
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document')
          problems.push(`${response.status()}: ${response.url()}`);
      });
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // Scroll through the page so that lazy images load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState('networkidle');

      const html = (await response?.text()) ?? '';
      const { resources, links, embeds, styles, jsonLd } = await urlsInHtml(page, html);
      for (const embed of embeds) {
        expect(embed).toMatch(/^https:\/\//);
        test.info().annotations.push({ type: 'opt-in embed (not loaded with the page)', description: embed });
      }
      expect(resources.length).toBeGreaterThan(0);
      for (const value of [...resources, ...styles.flatMap(cssUrls)]) {
        const found = problem(value, url, 'resource');
        if (found) problems.push(`html: ${found}`);
      }
      for (const value of [...links, ...jsonLd.flatMap((text) => jsonLdMedia(JSON.parse(text)))]) {
        const found = problem(value, url, 'link');
        if (found) problems.push(`html: ${found}`);
      }
      // Stylesheets may pull fonts and pictures of their own.
      const sheets = resources.filter((value) => /\.css(\?|$)/.test(value));
      for (const sheet of sheets) {
        // Fetched by the browser: Node does not resolve *.localhost.
        const css = await page.evaluate(async (href) => (await fetch(href)).text(), new URL(sheet, url).href);
        for (const value of cssUrls(css)) {
          const found = problem(value, new URL(sheet, url).href, 'resource');
          if (found) problems.push(`css ${sheet}: ${found}`);
        }
      }
      expect(problems).toEqual([]);
      // Microsite pages show catalogue pictures: they came from this host's /media/ endpoint.
      if (url.includes('.localhost')) expect(media.length).toBeGreaterThan(0);
    });
  }

  test('the checker itself refuses other hosts', () => {
    const base = siteUrl('colosseum', '/');
    expect(problem('https://picsum.photos/seed/tg1-0/1200/800', base, 'resource')).toBeDefined();
    expect(problem('//cdn.example.com/a.webp', base, 'resource')).toBeDefined();
    expect(problem(siteUrl('broadway', '/media/cities/rome.webp'), base, 'resource')).toBeDefined();
    expect(problem('/media/cities/rome.webp?w=480', base, 'resource')).toBeUndefined();
    expect(problem('data:image/png;base64,xx', base, 'resource')).toBeUndefined();
    expect(problem(siteUrl('broadway', '/'), base, 'link')).toBeUndefined();
    expect(problem('https://www.example.com/', base, 'link')).toBeDefined();
    expect(problem('http://localhost:1/', base, 'link')).toBeDefined();
  });

  test('the catalogue gives same-host image URLs, served as WebP', async ({ request }) => {
    const list = hostRequest('london-theatre', '/api/tours/v6/tour-groups/list-by/collection/167/');
    const answer = (await (await request.get(list.url, { headers: list.headers })).json()) as {
      items: { imageUrl: string; media: { productImages: { url: string }[] } }[];
    };
    // Nothing in the answer points at another host.
    const absolute = JSON.stringify(answer).match(/"(https?:)?\/\/[^"]*"/g) ?? [];
    expect(absolute).toEqual([]);
    const urls = answer.items.flatMap((item) => [
      item.imageUrl,
      ...item.media.productImages.map((i) => i.url),
    ]);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^\/media\/tour-groups\/\d+\/\d+\.webp$/);

    const image = hostRequest('london-theatre', `${urls[0] ?? ''}?w=480`);
    const response = await request.get(image.url, { headers: image.headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await response.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = response.headers()['etag'] ?? '';
    const again = await request.get(image.url, { headers: { ...image.headers, 'if-none-match': etag } });
    expect(again.status()).toBe(304);

    const missing = hostRequest('london-theatre', '/media/tour-groups/999999999/0.webp');
    expect((await request.get(missing.url, { headers: missing.headers })).status()).toBe(404);
  });
});
