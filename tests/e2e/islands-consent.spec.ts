import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const banner = (page: Page) => page.getByRole('form', { name: 'Your privacy choices' });
const dataLayer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; [key: string]: unknown }[] }).dataLayer ?? [],
  );

test.describe('the consent banner island', () => {
  test('gates analytics: nothing before consent, a page view with the page type after allow all', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(await dataLayer(page)).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cookieConsent');

    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-ready', '');
    await banner(page).getByRole('button', { name: 'Allow all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeVisible();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({ event: 'page_view', page_type: 'Show Page', language: 'en' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      'necessary.analytics.marketing',
    );

    // The choice persists: the next page has no banner and no banner code, and counts its view.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(siteUrl('broadway', '/'));
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    expect(await page.content()).not.toContain('ConsentBanner');
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({ event: 'page_view', page_type: expect.any(String), language: 'en' });
    await page.mouse.wheel(0, 20000);
    await expect
      .poll(async () =>
        (await dataLayer(page)).filter((event) => event.event === 'scroll_progress').map((e) => e['percent']),
      )
      .toEqual([25, 50, 75, 90]);
    expect(scripts.filter((url) => /ConsentBanner/.test(url))).toEqual([]);
  });

  test('deny all stores the choice and nothing is ever recorded', async ({ page, context }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-ready', '');
    await banner(page).getByRole('button', { name: 'Deny all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      'necessary',
    );
    await page.reload();
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
    expect(await dataLayer(page)).toEqual([]);
  });

  test('manage: per-purpose choices, reopened from the footer link with the stored choice', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-ready', '');
    await banner(page).locator('summary').click();
    await expect(banner(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      'necessary.analytics',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    const results = await new AxeBuilder({ page }).include('.consent-banner').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('embedded maps and players stay closed until marketing is allowed, then open by themselves', async ({
    page,
  }) => {
    // Offline by design: the map's host is answered here, never contacted.
    await page.route('https://maps.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }),
    );
    await page.goto(siteUrl('colosseum', '/'));
    const map = page.locator('.page-body details.sc-embed');
    await expect(map).not.toHaveAttribute('open', '');
    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-ready', '');
    await banner(page).locator('summary').click();
    await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(map).not.toHaveAttribute('open', '');
    // Marketing allowed (footer link, then allow all): the embed opens without a click, and on the next visit.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click();
    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-ready', '');
    await banner(page).getByRole('button', { name: 'Allow all' }).click();
    await expect(map).toHaveAttribute('open', '');
    await page.reload();
    await expect(map).toHaveAttribute('open', '');
  });

  test('works without JavaScript: the form posts, the cookie is set and the page comes back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await banner(page).getByRole('button', { name: 'Deny all' }).click();
    await expect(page).toHaveURL(/\/hamilton\/$/);
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      'necessary',
    );
    await context.close();
  });
});

test.describe('experiments', () => {
  test('a first visit gets a sandbox id, and overrides change what the visitor sees on server and client', async ({
    page,
    context,
  }) => {
    await page.goto(
      siteUrl('broadway', '/hamilton/?experimentOverride=cta-copy:treatment,ratings:treatment'),
    );
    const sandbox = (await context.cookies()).find((cookie) => cookie.name === 'sandboxId');
    expect(sandbox?.value).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator('.booking-box .cta').first()).toHaveText('Check availability');
    // Each experiment is marked on the element that shows it (for analytics): the booking box, the cards.
    await expect(page.locator('[data-experiment-cta]').first()).toHaveAttribute(
      'data-experiment-cta',
      'treatment',
    );
    await expect(page.locator('[data-experiment-ratings="control"]')).toHaveCount(0);
    await expect(page.locator('[data-experiment-ratings="treatment"]').first()).toBeAttached();

    // The stored override keeps the variants on the next page, where cards show five stars.
    await page.goto(siteUrl('broadway', '/'));
    await expect(page.locator('[data-experiment-ratings="treatment"]').first()).toBeVisible();
    await expect(
      page.locator('[data-experiment-ratings="treatment"] [role="img"]').first(),
    ).toHaveAccessibleName(/out of 5|Rated/);

    await page.goto(siteUrl('broadway', '/hamilton/?experimentOverride=cta-copy:control'));
    await expect(page.locator('.booking-box .cta').first()).toHaveText('Book now');
    // The same sandbox id all along.
    expect((await context.cookies()).find((cookie) => cookie.name === 'sandboxId')?.value).toBe(
      sandbox?.value,
    );
  });
});
