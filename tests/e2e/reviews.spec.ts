import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const section = (page: Page) => page.locator('section#reviews');
const ratings = (page: Page) =>
  section(page)
    .locator('article.review')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-rating'))));
const dates = (page: Page) =>
  section(page)
    .locator('article.review time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
const filters = (page: Page, name: string) => page.getByRole('navigation', { name });
const pages = (page: Page, name: string) => page.getByRole('navigation', { name });

test.describe('a reviews page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters to 4+ stars, sorts by most recent, pages forth and back (English)', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wicked reviews from the audience');
    await expect(section(page).getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    await expect(section(page).getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    expect(await ratings(page)).toHaveLength(10);
    const nav = filters(page, 'Filter reviews');
    await expect(nav.getByRole('link', { name: 'All reviews' })).toHaveAttribute('aria-current', 'true');

    await nav.getByRole('link', { name: '4+ stars' }).click();
    await expect(page).toHaveURL(/\/reviews\/\?filter-reviews=4-plus#reviews$/);
    await expect(nav.getByRole('link', { name: '4+ stars' })).toHaveAttribute('aria-current', 'true');
    const fourPlus = await ratings(page);
    expect(fourPlus.length).toBeGreaterThan(0);
    expect(fourPlus.every((rating) => rating >= 4)).toBe(true);

    await filters(page, 'Sort by').getByRole('link', { name: 'Most recent' }).click();
    await expect(page).toHaveURL(/\?filter-reviews=4-plus&sort=most-recent#reviews$/);
    const recent = await dates(page);
    expect(recent).toEqual([...recent].sort().reverse());
    expect((await ratings(page)).every((rating) => rating >= 4)).toBe(true);

    const pagination = pages(page, 'Review pages');
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?filter-reviews=4-plus&sort=most-recent&page=2#reviews$/);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = await dates(page);
    expect((second[0] ?? '') <= (recent.at(-1) ?? '')).toBe(true);
    expect(second).not.toEqual(recent);
    expect((await ratings(page)).every((rating) => rating >= 4)).toBe(true);

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\?filter-reviews=4-plus&sort=most-recent#reviews$/);
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await dates(page)).toEqual(recent);
  });

  test('a filter combination without a match shows the empty state, then every review', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/reviews/?sort=most-recent'));
    const nav = filters(page, 'Filter reviews');
    await nav.getByRole('link', { name: 'Under 3 stars' }).click();
    await nav.getByRole('link', { name: 'With images' }).click();
    await expect(page).toHaveURL(
      /filter-reviews=under-3&filter-reviews=with-images&sort=most-recent#reviews$/,
    );
    await expect(
      section(page).getByText('We couldn’t find reviews matching your selected filters'),
    ).toBeVisible();
    expect(await ratings(page)).toEqual([]);

    await section(page).getByRole('link', { name: 'Show all reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\/\?sort=most-recent#reviews$/);
    await expect(nav.getByRole('link', { name: 'All reviews' })).toHaveAttribute('aria-current', 'true');
    expect(await ratings(page)).toHaveLength(10);
  });

  test('the French page words everything in French and filters the same way', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/fr/reviews/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(section(page).getByRole('heading', { level: 2, name: 'Avis' })).toBeVisible();
    const nav = filters(page, 'Filtrer les avis');
    await nav.getByRole('link', { name: '4 étoiles et plus' }).click();
    await expect(page).toHaveURL(/\/fr\/reviews\/\?filter-reviews=4-plus#reviews$/);
    const fourPlus = await ratings(page);
    expect(fourPlus.length).toBeGreaterThan(0);
    expect(fourPlus.every((rating) => rating >= 4)).toBe(true);
    await expect(section(page).getByText(/^Avis 1 à \d+ sur \d+$/)).toBeVisible();
    await expect(section(page).locator('time').first()).toHaveText(/^\d{1,2} [a-zéû.]+ \d{4}$/);
  });

  test('a Japanese page shows English reviews, marked as such', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ja/reviews/'));
    await expect(section(page).getByText('英語で書かれたレビューを表示しています。')).toBeVisible();
    await expect(section(page).locator('p.text').first()).toHaveAttribute('lang', 'en');
  });

  test('collection reviews page through without sort or filter links', async ({ page }) => {
    await page.goto(siteUrl('vatican', '/it/reviews/'));
    await expect(section(page)).toHaveAttribute('data-source', 'collection');
    await expect(section(page).getByRole('navigation', { name: 'Filtra le recensioni' })).toHaveCount(0);
    expect(await ratings(page)).toHaveLength(10);
    await pages(page, 'Pagine delle recensioni').getByRole('link', { name: 'Successiva' }).click();
    await expect(page).toHaveURL(/\/it\/reviews\/\?page=2#reviews$/);
  });

  test('bad query values fall back to the defaults', async ({ page }) => {
    const response = await page.goto(
      siteUrl('colosseum', '/reviews/?page=-4&sort=%3Cb%3E&filter-reviews=9&filter-reviews=GE_4'),
    );
    expect(response?.status()).toBe(200);
    await expect(filters(page, 'Filter reviews').getByRole('link', { name: 'All reviews' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      pages(page, 'Review pages').getByRole('link', { name: 'Page 1', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the last shows the last page', async ({ page }) => {
    // English: the Colosseum product has many pages of English reviews whatever the seed's day.
    await page.goto(siteUrl('colosseum', '/reviews/?page=999'));
    const current = pages(page, 'Review pages').locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    const last = pages(page, 'Review pages')
      .getByRole('link', { name: /^Page \d+$/ })
      .last();
    await expect(last).toHaveAttribute('aria-current', 'page');
  });

  test('a failing reviews call degrades the section only; the page answers 200', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'reviews' });
    const response = await page.goto(siteUrl('london-theatre', '/reviews/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section(page).getByRole('status')).toHaveText(
      'We couldn’t load the reviews just now. Please try again in a moment.',
    );
  });
});

// axe runs in the page, so these checks need JavaScript (the pages themselves do not).
test.describe('accessibility of reviews pages', () => {
  const targets = [
    ['london-theatre', '/reviews/'],
    ['london-theatre', '/ja/reviews/?filter-reviews=under-3&filter-reviews=with-images'],
    ['colosseum', '/it/reviews/?filter-reviews=with-images&page=2'],
    ['vatican', '/reviews/'],
  ] as const;
  for (const [alias, path] of targets) {
    test(`${alias}${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(siteUrl(alias, path));
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
