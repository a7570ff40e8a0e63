import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, hostRequest, siteUrl } from './helpers';

/** Site search (issue 21 §4): a GET form on every site, results over content pages and products. */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const search = async (page: Page, alias: string, path: string, query: string) => {
  await page.goto(siteUrl(alias, path));
  const form = page.getByRole('search').last();
  await form.getByRole('searchbox').fill(query);
  await form.getByRole('searchbox').press('Enter');
  await page.waitForLoadState('domcontentloaded');
};

const pageHits = (page: Page) => page.locator('.page-hits a');
const productTitles = (page: Page) => page.locator('.search-page .card-grid h3');

test.describe('site search', () => {
  test('English: the header links to the search page', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Search this site' }).click();
    await expect(page).toHaveURL(siteUrl('colosseum', '/search/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  });

  test('English: the Colosseum site finds a product', async ({ page }) => {
    await search(page, 'colosseum', '/search/', 'colosseum night');
    await expect(page).toHaveURL(siteUrl('colosseum', '/search/?q=colosseum+night'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “colosseum night”');
    await expect(productTitles(page)).toContainText(['Colosseum Night Tour with Underground']);
  });

  test('English: the Colosseum site finds a content page; results are noindex', async ({ page }) => {
    await search(page, 'colosseum', '/search/', 'opening hours');
    await expect(pageHits(page).first()).toHaveText('Colosseum Opening Hours');
    await expect(pageHits(page).first()).toHaveAttribute('href', '/opening-hours/');
    // Result pages are not indexed; the canonical is the search page itself.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('colosseum', '/search/'),
    );
  });

  test('English: the West End site finds Wicked, its show page and product card', async ({ page }) => {
    await search(page, 'london-theatre', '/search/', 'Wicked');
    await expect(pageHits(page)).toContainText(['Wicked the Musical at the Apollo Victoria Theatre']);
    await expect(productTitles(page).first()).toHaveText(/Wicked/);
    // The product links to the site's show page, not to another city's Wicked.
    await expect(productTitles(page)).toHaveCount(1);
  });

  test('French: the Paris site finds the Louvre page and ticket in French', async ({ page }) => {
    await search(page, 'paris', '/fr/search/', 'louvre');
    await expect(page).toHaveURL(siteUrl('paris', '/fr/search/?q=louvre'));
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « louvre »');
    await expect(pageHits(page)).toContainText(['Billets pour le musée du Louvre']);
    await expect(pageHits(page).first()).toHaveAttribute('href', /^\/fr\//);
    await expect(productTitles(page)).toContainText(['Billets coupe-file musée du Louvre']);
  });

  test('Arabic: the Colosseum site finds its opening-hours page, mirrored', async ({ page }) => {
    await search(page, 'colosseum', '/ar/search/', 'الكولوسيوم');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(pageHits(page)).toContainText(['مواعيد زيارة الكولوسيوم']);
  });

  test('the global site searches every city', async ({ page }) => {
    await search(page, 'global', '/search/', 'eiffel tower');
    await expect(productTitles(page)).toContainText(['Eiffel Tower Summit Access Tickets']);
  });

  test('nothing found: the spec’s empty state', async ({ page }) => {
    await search(page, 'colosseum', '/search/', 'zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'Hmm, no results found.' })).toBeVisible();
    await expect(pageHits(page)).toHaveCount(0);
    await search(page, 'colosseum', '/fr/search/', 'zzqxv');
    await expect(page.getByText('Oups, aucun résultat.')).toBeVisible();
  });

  test('weird and over-long searches answer a clear page, never a 500', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const q of [
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '%00',
      '%F0%9F%98%80%E2%80%AE',
      '%25_%5C',
      '%ZZ',
    ]) {
      const answer = await page.goto(siteUrl('colosseum', `/search/?q=${q}`));
      // A NUL or a malformed escape is refused by the server's request-target guard (issue 20 §5) with
      // a plain message; every other search answers the search page.
      if (q === '%00' || q === '%ZZ') {
        expect(answer?.status(), q).toBe(400);
        await expect(page.locator('body')).toContainText('Bad request');
      } else {
        expect(answer?.status(), q).toBe(200);
        await expect(page.getByRole('search').first()).toBeVisible();
      }
    }
    await page.goto(siteUrl('colosseum', '/search/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Results for “<script>alert(1)</script>”',
    );
    expect(dialogs).toEqual([]);
    // Longer than 100 characters: searched on the first 100, and the page says so.
    const long = await page.goto(siteUrl('colosseum', `/search/?q=${'colosseum '.repeat(15)}`));
    expect(long?.status()).toBe(200);
    await expect(page.getByText('Your search was shortened to its first 100 characters.')).toBeVisible();
    await expect(page.locator('input[name="q"]')).toHaveAttribute('maxlength', '100');
    // Far longer: the page's query keeps no such value; the plain search page answers.
    const huge = await request.get(hostRequest('colosseum', `/search/?q=${'a'.repeat(5000)}`).url, {
      headers: hostRequest('colosseum').headers,
    });
    expect([200, 400, 414]).toContain(huge.status());
  });

  test('50 distinct searches do not add 50 page-cache entries', async ({ request }) => {
    const entries = async () => {
      const { url, headers } = hostRequest('colosseum', '/metrics');
      const body = await (await request.get(url, { headers })).text();
      return Number(/storefront_page_cache_entries (\d+)/.exec(body)?.[1] ?? NaN);
    };
    // The search page without a query may be kept (one entry per variation).
    const { headers } = hostRequest('colosseum');
    await request.get(hostRequest('colosseum', '/search/').url, { headers });
    const before = await entries();
    expect(Number.isFinite(before)).toBe(true);
    for (let index = 0; index < 50; index += 1) {
      const answer = await request.get(hostRequest('colosseum', `/search/?q=loop-${index}`).url, { headers });
      expect(answer.status()).toBe(200);
    }
    expect((await entries()) - before).toBeLessThan(3);
  });
});

test.describe('the 404 page', () => {
  test('offers the search form and popular products, without the search’s empty-state text', async ({
    page,
  }) => {
    const answer = await page.goto(siteUrl('london-theatre', '/no-such-page/'));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('Hmm, no results found')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    const popular = page.getByRole('region', { name: 'Popular right now' });
    await expect(popular.locator('.card-grid > li')).toHaveCount(4);
    await page.getByRole('main').getByRole('searchbox').fill('hamilton');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(siteUrl('london-theatre', '/search/?q=hamilton'));
    await expect(productTitles(page).first()).toHaveText(/Hamilton/);
  });

  test('in Arabic, and without popular products when the catalogue fails', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/ar/no-such-page/'));
    await expect(page.getByRole('main').getByRole('search')).toHaveAttribute('action', '/ar/search/');
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': '*' });
    const answer = await page.goto(siteUrl('colosseum', '/still-no-page/'));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    await expect(page.locator('.not-found-popular')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/search/?q=colosseum', '/ar/search/?q=zzqxv', '/no-such-page/']) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(siteUrl('colosseum', path));
      const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use(PHONE);
  for (const path of [
    '/search/?q=colosseum',
    '/ar/search/?q=%D8%A7%D9%84%D9%83%D9%88%D9%84%D9%88%D8%B3%D9%8A%D9%88%D9%85',
    '/no-such-page/',
  ]) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(siteUrl('colosseum', path));
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await expect(page.getByRole('search').last()).toBeVisible();
    });
  }
});
