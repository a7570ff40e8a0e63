import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, hostRequest, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test.describe('legal pages', () => {
  for (const alias of ['colosseum', 'london-theatre']) {
    test(`the footer of ${alias} links to the privacy policy and the terms of use`, async ({ page }) => {
      await page.goto(siteUrl(alias, '/'));
      const legal = page.getByRole('contentinfo');
      await legal.getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page).toHaveURL(siteUrl(alias, '/privacy-policy/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
      await expect(page.getByText('Last updated: 31st March 2025')).toBeVisible();
      await expect(page.getByText(/System logs, .* are kept for 10 years\./)).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
      await expect(page).toHaveURL(siteUrl(alias, '/terms-of-use/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    });
  }

  test('the terms of use are an ordered list of titled sections with sub-lists, linked from the contents', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/terms-of-use/'));
    const sections = page.locator('ol.sections > li > section');
    await expect(sections).toHaveCount(12);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(
      'Refund handling and booking changes',
    );
    await expect(sections.last().getByRole('heading', { level: 2 })).toHaveText('General provisions');
    await expect(sections.first().locator('ol.items > li > ul > li')).toHaveCount(6);
    await expect(
      page.getByText('governed by the law of the State of New York', { exact: false }),
    ).toBeVisible();

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Force majeure' }).click();
    await expect(page).toHaveURL(/\/terms-of-use\/#force-majeure$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Force majeure' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    const state = JSON.parse((await page.locator('#app-state').textContent()) ?? '{}');
    expect(state.pageMeta.analyticsPageType).toBe('Content Page');
  });

  test('every language a site offers shows the legal texts in that language (issue 22)', async ({ page }) => {
    // Five pages, three of them checked by axe: more than the default 30 s on a busy machine (CI).
    test.setTimeout(90_000);
    await page.goto(siteUrl('london-theatre', '/es/terms-of-use/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('ol.sections > li > section')).toHaveCount(12);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('london-theatre', '/es/terms-of-use/'),
    );

    await page.goto(siteUrl('colosseum', '/ar/privacy-policy/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article.legal-page')).not.toHaveAttribute('lang', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Privacy policy');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(siteUrl('london-theatre', '/ja/privacy-policy/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('article.legal-page')).not.toHaveAttribute('lang', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('プライバシーポリシー');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('london-theatre', '/ja/privacy-policy/'),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(siteUrl('vatican', '/it/terms-of-use/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condizioni d’uso');
    for (const hreflang of ['en', 'es', 'it', 'ja', 'ar']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
  });

  test('refuses a POST and does not take deeper paths or languages the site does not offer', async ({
    request,
  }) => {
    const post = hostRequest('colosseum', '/privacy-policy/');
    expect((await request.post(post.url, { headers: post.headers, data: 'email=a@b.co' })).status()).toBe(
      405,
    );
    const deeper = hostRequest('colosseum', '/privacy-policy/more/');
    expect((await request.get(deeper.url, { headers: deeper.headers })).status()).toBe(404);
    const notOffered = hostRequest('colosseum', '/ja/privacy-policy/');
    expect((await request.get(notOffered.url, { headers: notOffered.headers })).status()).toBe(404);
  });
});
