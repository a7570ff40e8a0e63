import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, hostRequest, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

/** A visitor who has answered the consent banner (it would cover the page). */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([
    { name: 'cookieConsent', value: 'necessary', domain: 'paris.localhost', path: '/' },
  ]);
  return context.newPage();
}

const EN = {
  path: '/seine-river-cruises/',
  filters: { All: 'all', Sightseeing: 'sightseeing', Lunch: 'lunch', Dinner: 'dinner', Combos: 'combos' },
  kind: {
    sightseeing: 'Sightseeing cruise',
    lunch: 'Lunch cruise',
    dinner: 'Dinner cruise',
    combos: 'Cruise combo',
  },
};
const AR = {
  path: '/ar/seine-river-cruises/',
  filters: {
    الكل: 'all',
    'جولات سياحية': 'sightseeing',
    غداء: 'lunch',
    عشاء: 'dinner',
    'باقات مجمّعة': 'combos',
  },
};

const filterNav = (page: Page, name: string) => page.getByRole('navigation', { name });
const visibleCards = (page: Page) => page.locator('.cruise-cards > li:visible');
const countOf = async (page: Page, nav: string, label: string) =>
  Number(
    await filterNav(page, nav)
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .locator('.count')
      .textContent(),
  );

test.describe('cruises landing page', () => {
  test('filters without JavaScript: links answered by the server with counts and the matching cards', async ({
    browser,
  }) => {
    const page = await visitor(browser, false);
    await page.goto(siteUrl('paris', EN.path));
    await expect(page.locator('[data-page-type="cruises"]')).toBeVisible();
    const total = await countOf(page, 'Cruise types', 'All');
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(visibleCards(page)).toHaveCount(total);
    let sum = 0;
    for (const [label, filter] of Object.entries(EN.filters).slice(1)) {
      await filterNav(page, 'Cruise types')
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?filter=${filter}$`));
      const count = await countOf(page, 'Cruise types', label);
      expect(count, label).toBeGreaterThan(0);
      sum += count;
      await expect(visibleCards(page)).toHaveCount(count);
      await expect(page.getByRole('status').first()).toHaveText(
        `${label}: ${count} cruise${count === 1 ? '' : 's'}`,
      );
      await expect(
        filterNav(page, 'Cruise types').getByRole('link', { name: new RegExp(`^${label}`) }),
      ).toHaveAttribute('aria-current', 'true');
      for (const kind of await visibleCards(page).locator('.kind').allTextContents())
        expect(kind).toBe(EN.kind[filter as keyof typeof EN.kind]);
    }
    expect(sum).toBe(total);
    await page.getByRole('link', { name: /^Lunch/ }).click();
    await expect(visibleCards(page).first()).toContainText('Bateaux Parisiens Seine Lunch Cruise');
    // The menu button needs JavaScript; the plain PDF link is there.
    await expect(page.getByRole('button', { name: /^View menu/ })).toHaveCount(0);
    const pdfLink = visibleCards(page)
      .first()
      .getByRole('link', { name: /^Menu \(PDF\)/ });
    await expect(pdfLink).toHaveAttribute('href', '/media/menus/10409.pdf');
    const { url, headers } = hostRequest('paris', '/media/menus/10409.pdf');
    const pdf = await page.request.get(url, { headers });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });

  test('shows the boarding points on a map and links each card to its pier', async ({ browser }) => {
    const page = await visitor(browser, false);
    await page.goto(siteUrl('paris', EN.path));
    const boarding = page.getByRole('region', { name: 'Boarding points' });
    const piers = boarding.locator('ol.piers > li');
    await expect(piers).toHaveCount(6);
    const alma = boarding.locator('#pier-61001');
    await expect(alma.getByRole('heading')).toHaveText(/Port de la Conférence \(Pont de l’Alma\)/);
    await expect(alma).toContainText('Port de la Conférence, Pont de l’Alma, 75008 Paris, France');
    await expect(alma).toContainText('Métro Alma – Marceau (line 9) · RER C Pont de l’Alma');
    await expect(alma).toContainText('48.8637° N, 2.3012° E');
    await expect(alma).toContainText('Bateaux-Mouches Seine Lunch Cruise');
    const map = boarding.getByRole('group', { name: 'Map of the Seine with the boarding points' });
    await expect(map.getByRole('link')).toHaveCount(6);
    await map.getByRole('link', { name: 'Boarding point 3: Port de Suffren' }).click();
    await expect(page).toHaveURL(/#pier-61002$/);
    const card = page.locator('.cruise-cards > li', { hasText: 'Vedettes du Pont Neuf Seine River Cruise' });
    await card.getByRole('link', { name: 'Square du Vert-Galant (Pont Neuf)' }).click();
    await expect(page).toHaveURL(/#pier-61003$/);
    await expect(page.locator('#pier-61003')).toContainText('Métro Pont Neuf (line 7)');
    await page.context().close();
  });

  test('filters in place with JavaScript, the URL following and the back button restoring', async ({
    browser,
  }) => {
    const page = await visitor(browser, true);
    await page.goto(siteUrl('paris', EN.path));
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const dinner = await countOf(page, 'Cruise types', 'Dinner');
    await filterNav(page, 'Cruise types')
      .getByRole('link', { name: /^Dinner/ })
      .click();
    await expect(page).toHaveURL(/\?filter=dinner$/);
    await expect(page.getByRole('status').first()).toHaveText(`Dinner: ${dinner} cruises`);
    await expect(visibleCards(page)).toHaveCount(dinner);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await filterNav(page, 'Cruise types')
      .getByRole('link', { name: /^Combos/ })
      .click();
    await expect(page).toHaveURL(/\?filter=combos$/);
    await expect(visibleCards(page)).toHaveCount(await countOf(page, 'Cruise types', 'Combos'));
    await page.goBack();
    await expect(page).toHaveURL(/\?filter=dinner$/);
    await expect(visibleCards(page)).toHaveCount(dinner);
    await filterNav(page, 'Cruise types').getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(new RegExp(`${EN.path}$`));
    await expect(visibleCards(page)).toHaveCount(await countOf(page, 'Cruise types', 'All'));
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('opens the menu viewer: pdf.js only then, zoom by button and keyboard, pages, Escape returns focus', async ({
    browser,
  }) => {
    const page = await visitor(browser, true);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.mjs')) scripts.push(request.url());
    });
    await page.goto(siteUrl('paris', `${EN.path}?filter=dinner`));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /pdf/.test(url))).toEqual([]);
    const open = page.getByRole('button', { name: 'View menu: Bateaux Parisiens Seine Dinner Cruise' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: 'Menu: Bateaux Parisiens Seine Dinner Cruise' });
    await expect(viewer).toBeVisible();
    const canvas = viewer.locator('canvas');
    await expect(canvas).toHaveAttribute('data-page', '1');
    expect(scripts.some((url) => /pdf\.worker/.test(url))).toBe(true);
    const zoom = viewer.locator('output[data-zoom]');
    await expect(zoom).toHaveText('Zoom 100%');
    const width = async () => (await canvas.boundingBox())?.width ?? 0;
    const before = await width();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText('Zoom 125%');
    await expect(canvas).toHaveAttribute('data-zoom', '1.25');
    expect(await width()).toBeGreaterThan(before);
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('Zoom 150%');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(zoom).toHaveText('Zoom 100%');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText('Zoom 75%');
    await page.keyboard.press('0');
    await expect(zoom).toHaveText('Zoom 100%');
    await viewer.getByRole('button', { name: 'Fit to width' }).click();
    await expect(canvas).not.toHaveAttribute('data-zoom', '1');
    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(zoom).toHaveText('Zoom 100%');
    const pageOf = viewer.locator('output[data-page]');
    await expect(pageOf).toHaveText('Page 1 of 2');
    await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect(pageOf).toHaveText('Page 2 of 2');
    await expect(canvas).toHaveAttribute('data-page', '2');
    await page.keyboard.press('PageUp');
    await expect(pageOf).toHaveText('Page 1 of 2');
    await expect(viewer.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/media/menus/10408.pdf',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
    await page.context().close();
  });

  test('Arabic: filters without and with JavaScript, right-to-left, boarding points and menu viewer', async ({
    browser,
  }) => {
    // Two visitors, two pages, the PDF viewer and two accessibility scans: over 30 s on a loaded machine
    // (a full run at 2.8 times its usual length timed out twice here).
    test.slow();
    const noJs = await visitor(browser, false);
    await noJs.goto(siteUrl('paris', `${AR.path}?filter=lunch`));
    await expect(noJs.locator('html')).toHaveAttribute('dir', 'rtl');
    const lunch = await countOf(noJs, 'أنواع الرحلات النهرية', 'غداء');
    await expect(visibleCards(noJs)).toHaveCount(lunch);
    await expect(noJs.getByRole('region', { name: 'نقاط الصعود' }).locator('#pier-192')).toContainText(
      'مترو بير حكيم (الخط 6)',
    );
    await noJs.context().close();

    const page = await visitor(browser, true);
    await page.goto(siteUrl('paris', AR.path));
    const nav = filterNav(page, 'أنواع الرحلات النهرية');
    await nav.getByRole('link', { name: /^عشاء/ }).click();
    await expect(page).toHaveURL(/\/ar\/seine-river-cruises\/\?filter=dinner$/);
    await expect(visibleCards(page)).toHaveCount(await countOf(page, 'أنواع الرحلات النهرية', 'عشاء'));
    await expect(visibleCards(page).first().locator('.kind')).toHaveText('رحلة مع عشاء');
    expect(await seriousViolations(page)).toEqual([]);
    const open = page.getByRole('button', { name: /^عرض قائمة الطعام/ }).first();
    await open.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('canvas')).toHaveAttribute('data-page', '1');
    await viewer.getByRole('button', { name: 'تكبير', exact: true }).click();
    await expect(viewer.locator('canvas')).toHaveAttribute('data-zoom', '1.25');
    await expect(viewer.locator('output[data-page]')).toHaveText('الصفحة 1 من 2');
    // In right-to-left pages the left arrow turns to the next page.
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.locator('output[data-page]')).toHaveText('الصفحة 2 من 2');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await page.context().close();
  });
});
