import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const jsonLd = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const hub = siteUrl('london-theatre', '/news/');
const featuredHeadline = 'Wicked extends booking at the Apollo Victoria as it marks 20 years in London';

test.describe('news hub', () => {
  test('shows the featured story, all news, trailers, reviews, more reads, recent news and the sign-up', async ({
    page,
  }) => {
    // The whole hub at once (every lazy section) and axe over it: slow on a busy machine.
    test.slow();
    await page.goto(`${hub}?overrideLazyLoad`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('West End theatre news');
    const featured = page.getByRole('region', { name: 'Featured story' });
    await expect(featured.getByRole('link', { name: featuredHeadline })).toHaveAttribute(
      'href',
      '/news/wicked-20th-anniversary-booking-extended/',
    );
    const all = page.getByRole('region', { name: /^All news/ });
    await expect(all.getByRole('heading', { level: 2 })).toHaveText('All news Page 1 of 2');
    await expect(all.locator('.news-list > li')).toHaveCount(10);
    const trailers = page.getByRole('region', { name: 'Trailers' });
    const video = trailers.locator('video').first();
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    await expect(video).toHaveAttribute('src', /^\/media\/videos\/london\.mp4$/);
    await expect(video).toHaveAccessibleName(`Trailer: ${featuredHeadline}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('img', { name: 'Our critic’s rating: 5 out of 5' }).first()).toBeVisible();
    await expect(reviews.getByText(/^Audience rating: \d(\.\d)? out of 5/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'More reads' }).locator('li')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Recent news' }).locator('li')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'The latest news in your inbox' })).toBeVisible();
    const list = (await jsonLd(page)).find((entity) => entity['@type'] === 'ItemList');
    expect(list?.['numberOfItems']).toBe(11);
    const state = JSON.parse((await page.locator('#app-state').textContent()) ?? '{}');
    expect(state.pageMeta.analyticsPageType).toBe('News Page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('pages to older stories and back without JavaScript; bad page numbers fall back or 404', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hub);
    const pages = page.getByRole('navigation', { name: 'News pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Older stories' }).click();
    await expect(page).toHaveURL(/\/news\/\?page=2$/);
    await expect(page.getByRole('region', { name: /^All news/ }).locator('.news-list > li')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Featured story' })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/\?page=2$/);
    await expect(page).toHaveTitle(/– page 2$/);
    await page
      .getByRole('navigation', { name: 'News pages' })
      .getByRole('link', { name: 'Newer stories' })
      .click();
    await expect(page).toHaveURL(/\/news\/$/);
    await expect(page.getByRole('region', { name: 'Featured story' })).toBeVisible();

    await page.goto(`${hub}?page=abc`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/$/);
    const missing = await page.goto(`${hub}?page=9`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Go to the latest news' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await context.close();
  });

  test('in Arabic, right to left, with the same sections', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/news/?overrideLazyLoad'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أخبار مسارح ويست إند');
    for (const name of [
      'الخبر المميّز',
      'الإعلانات الترويجية',
      'المراجعات',
      'مزيد من القراءات',
      'أحدث الأخبار',
    ])
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^كل الأخبار/ }).locator('.news-list > li')).toHaveCount(
      10,
    );
    await expect(
      page.getByRole('region', { name: 'الخبر المميّز' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/ar/news/wicked-20th-anniversary-booking-extended/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'الأخبار' })).toHaveAttribute(
      'href',
      '/ar/news/',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('news article', () => {
  test('has its headline, meta, booking card, breadcrumbs and NewsArticle structured data', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/news/hamilton-review-victoria-palace/'));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'West End theatre news',
      'Hamilton review: still the most thrilling night in the West End',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hamilton review: still the most thrilling night in the West End',
    );
    await expect(page.locator('.article-header')).toContainText('By Eleanor Hart');
    await expect(page.locator('.article-header time')).toHaveText('6 Nov 2026');
    await expect(
      page.locator('.article-header').getByRole('img', { name: 'Our critic’s rating: 5 out of 5' }),
    ).toBeVisible();
    const book = page.getByRole('region', { name: 'Book tickets' });
    await expect(book.getByRole('link', { name: 'Hamilton' })).toHaveAttribute('href', /\/hamilton\/$/);
    await expect(page.getByRole('region', { name: 'More reads' }).locator('li')).toHaveCount(3);
    const article = (await jsonLd(page)).find((entity) => entity['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Hamilton review: still the most thrilling night in the West End',
      datePublished: '2026-11-06',
      author: { '@type': 'Person', name: 'Eleanor Hart' },
      publisher: { '@type': 'Organization', name: 'London Theatre Tickets' },
      inLanguage: 'en',
    });
    expect(String((article?.['image'] as string[])[0])).toMatch(/\/media\/tour-groups\/10005\/1\.webp$/);
    const crumbs = (await jsonLd(page)).find((entity) => entity['@type'] === 'BreadcrumbList');
    expect((crumbs?.['itemListElement'] as unknown[]).length).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an Arabic article with a trailer is right to left, with its VideoObject', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/news/cursed-child-tenth-anniversary-trailer/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.news-article video')).toHaveAttribute('controls', '');
    const video = (await jsonLd(page)).find((entity) => entity['@type'] === 'VideoObject');
    expect(video).toMatchObject({ duration: 'PT8S', uploadDate: '2026-10-30' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('news sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an invalid address is explained, a valid one thanked', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/news/the-lion-king-new-trailer/'));
    const form = page.getByRole('region', { name: 'The latest news in your inbox' });
    await form.getByLabel('Email address').fill('critic@');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email address')).toHaveValue('critic@');
    await form.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/news\/the-lion-king-new-trailer\/\?subscribed=1#subscribe$/);
    await expect(form.getByRole('status')).toHaveText('Thank you! You’re subscribed.');
  });

  test('works on the Spanish Broadway hub', async ({ page }) => {
    await page.goto(siteUrl('broadway', '/es/news/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias de Broadway');
    const form = page.getByRole('region', { name: 'Las últimas noticias en tu correo' });
    await form.locator('input[type=email]').fill('no-es-un-correo');
    await form.locator('button[type=submit]').click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator('input[type=email]')).toHaveAttribute('aria-invalid', 'true');
  });
});
