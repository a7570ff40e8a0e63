import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_FIXTURE_PORT } from '../../playwright.config';
import { expect, test } from './helpers';

/**
 * Issue 24: a page as a Prismic repository answers it (tests/fixtures/e2e-prismic-content/, served by the
 * second e2e server only): its banner is an image field on images.prismic.io (its main view the desktop crop, a mobile
 * thumbnail), its rich text links to other documents. The image host is intercepted and answered with
 * a local picture, so nothing leaves the machine.
 */
const PAGE = `http://paris.localhost:${E2E_FIXTURE_PORT}/prismic-fixture/`;
const PICTURE = readFileSync('public/media/videos/paris.webp');

test.beforeEach(async ({ page }) => {
  await page.route('https://images.prismic.io/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: PICTURE }),
  );
  // A violation fails the test through the suite's console watcher (helpers.ts), and is counted here.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

/** The banner's picture once loaded: the URL the browser chose and its decoded width. */
async function bannerPicture(page: Page) {
  const img = page.locator('.banner img');
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
  return img.evaluate((node: HTMLImageElement) => node.currentSrc);
}

test('a banner from images.prismic.io loads under the CSP, with imgix widths of its desktop crop', async ({
  page,
}) => {
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(?:^|;) *img-src 'self' data: blob: https:\/\/images\.prismic\.io(?:;|$)/);
  const chosen = await bannerPicture(page);
  expect(chosen).toMatch(
    /^https:\/\/images\.prismic\.io\/storefront-fixture\/louvre\.jpg\?auto=format,compress&rect=200,125,1600,1000&w=\d+$/,
  );
});

test('a phone gets the mobile crop of the same image', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.route('https://images.prismic.io/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: PICTURE }),
  );
  await page.goto(PAGE);
  expect(await bannerPicture(page)).toMatch(
    /rect=600,375,800,500&w=\d+&auto=format|auto=format,compress&rect=600,375,800,500&w=\d+/,
  );
  await context.close();
});

test('rich-text links to documents resolve to their pages; a broken one stays text', async ({ page }) => {
  await page.goto(PAGE);
  const body = page.locator('.page-body');
  const louvre = body.getByRole('link', { name: 'Louvre' });
  await expect(louvre).toHaveAttribute('href', '/louvre-museum/');
  await expect(body.getByRole('link', { name: 'Vatican opening hours' })).toHaveAttribute(
    'href',
    `http://vatican.localhost:${E2E_FIXTURE_PORT}/opening-hours/`,
  );
  await expect(body.getByText('retired page')).toBeVisible();
  await expect(body.getByRole('link', { name: 'retired page' })).toHaveCount(0);
  // The resolved path is the other document's page on this site.
  const target = await page.request.get(`http://127.0.0.1:${E2E_FIXTURE_PORT}/louvre-museum/`, {
    headers: { host: `paris.localhost:${E2E_FIXTURE_PORT}` },
  });
  expect(target.status()).toBe(200);
  expect(await target.text()).toContain('Louvre');
});
