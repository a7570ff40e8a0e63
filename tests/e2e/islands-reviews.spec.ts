import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl, allowConsoleErrors } from './helpers';

const section = (page: Page) => page.locator('section#reviews');
const island = (page: Page) => section(page).locator('.review-filters');
const ratings = (page: Page) =>
  section(page)
    .locator('article.review')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-rating'))));
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter reviews' });
const sorts = (page: Page) => page.getByRole('navigation', { name: 'Sort by' });

/** Hovering the review section is the first interaction: the island hydrates and says so. */
async function hydrate(page: Page) {
  await section(page).locator('[data-reviews-body]').first().hover();
  await expect(island(page)).toHaveAttribute('data-ready', '');
}

/** A mark on the window that a reload would wipe: the island must not reload the page. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('the review filters island', () => {
  test('loads no framework JavaScript until the visitor reaches the reviews', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl('london-theatre', '/reviews/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /ReviewFilters|react/i.test(path))).toEqual([]);
    await hydrate(page);
    expect(scripts.some((path) => /ReviewFilters/.test(path))).toBe(true);
  });

  test('filters, sorts and shows more in place; the URL follows and the back button restores', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/'));
    await hydrate(page);
    await markWindow(page);
    expect(await ratings(page)).toHaveLength(10);

    await filters(page).getByRole('link', { name: '4+ stars' }).click();
    await expect(page).toHaveURL(/\/reviews\/\?filter-reviews=4-plus#reviews$/);
    await expect(filters(page).getByRole('link', { name: '4+ stars' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(filters(page).getByRole('link', { name: '4+ stars' })).toBeFocused();
    const fourPlus = await ratings(page);
    expect(fourPlus.length).toBeGreaterThan(0);
    expect(fourPlus.every((rating) => rating >= 4)).toBe(true);

    await sorts(page).getByRole('link', { name: 'Most recent' }).click();
    await expect(page).toHaveURL(/\?filter-reviews=4-plus&sort=most-recent#reviews$/);
    await expect(sorts(page).getByRole('link', { name: 'Most recent' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const firstPage = await section(page)
      .locator('article.review time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));

    await section(page).getByRole('link', { name: 'Show more reviews' }).click();
    await expect(section(page).locator('article.review')).toHaveCount(20);
    await expect(page).toHaveURL(/\?filter-reviews=4-plus&sort=most-recent&page=2#reviews$/);
    await expect(section(page).locator('[data-range]')).toHaveText(/^Showing 1–20 of [\d,]+ reviews$/);
    await expect(section(page).locator('.review-list > li').nth(10).locator('article')).toBeFocused();
    const all = await section(page)
      .locator('article.review time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(all.slice(0, 10)).toEqual(firstPage);
    expect(all).toEqual([...all].sort().reverse());
    expect((await ratings(page)).every((rating) => rating >= 4)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/reviews\/\?filter-reviews=4-plus#reviews$/);
    await expect(sorts(page).getByRole('link', { name: 'Most relevant' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(section(page).locator('article.review')).toHaveCount(10);
    await page.goBack();
    await expect(page).toHaveURL(/\/reviews\/$/);
    await expect(filters(page).getByRole('link', { name: 'All reviews' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.goForward();
    await expect(filters(page).getByRole('link', { name: '4+ stars' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await sameDocument(page)).toBe(true);
  });

  test('the empty state’s “Show all reviews” brings every review back in place', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/?sort=most-recent'));
    await hydrate(page);
    await markWindow(page);
    await filters(page).getByRole('link', { name: 'Under 3 stars' }).click();
    await expect(filters(page).getByRole('link', { name: 'Under 3 stars' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await filters(page).getByRole('link', { name: 'With images' }).click();
    await expect(
      section(page).getByText('We couldn’t find reviews matching your selected filters'),
    ).toBeVisible();
    await expect(section(page).locator('article.review')).toHaveCount(0);
    // The body dims while it loads and fades back in 0.15 s: check contrast once it has settled.
    await expect(section(page).locator('[data-reviews-body]')).toHaveCSS('opacity', '1');
    const results = await new AxeBuilder({ page }).include('section#reviews').analyze();
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);

    await section(page).getByRole('link', { name: 'Show all reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\/\?sort=most-recent#reviews$/);
    await expect(section(page).locator('article.review')).toHaveCount(10);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a failed load keeps the reviews shown and says so in an error toast', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/'));
    await hydrate(page);
    const before = await ratings(page);
    // The aborted request is logged by the browser: the one console error this test expects.
    allowConsoleErrors(
      /net::ERR_FAILED \(http:\/\/london-theatre\.localhost:\d+\/reviews\/\?sort=most-recent/,
    );
    await page.route(/\/reviews\/\?sort=most-recent/, (route) => route.abort('failed'));
    await sorts(page).getByRole('link', { name: 'Most recent' }).click();
    await expect(page.getByRole('alert')).toContainText('We couldn’t load the reviews just now');
    await expect(page).toHaveURL(/\/reviews\/$/);
    expect(await ratings(page)).toEqual(before);
    await expect(island(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('a modifier click still opens the link the browser’s way', async ({ page, context }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/'));
    await hydrate(page);
    const opened = context.waitForEvent('page');
    await sorts(page)
      .getByRole('link', { name: 'Most recent' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/reviews\/\?sort=most-recent#reviews$/);
    await expect(page).toHaveURL(/\/reviews\/$/);
  });
});
