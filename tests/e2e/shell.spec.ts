import AxeBuilder from '@axe-core/playwright';
import { expect, test, indexUrl, siteUrl } from './helpers';

test.describe('the app shell', () => {
  test('the scroll-to-top button appears after 100 px of scroll and scrolls back up', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto(siteUrl('colosseum'));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the shell starts after load, and islands can read the app state', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/ar/'));
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready', { timeout: 6000 });
    // The shell mounts no widget 3 s later (docs/decisions.md, "No deferred widget").
    const state = JSON.parse((await page.locator('#app-state').textContent()) ?? '{}') as {
      app: { uid: string; language: string };
    };
    expect(state.app).toMatchObject({ uid: 'colosseum-rome-tickets.com', language: 'ar' });
  });

  test('a page without islands ships no framework JavaScript', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto(siteUrl('vatican'));
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(0);
    const scripts = await Promise.all(bodies);
    expect(scripts.join('\n')).not.toMatch(/react-dom|__reactFiber|createRoot/);
    // Budget: the shell's own behaviour (scroll button, analytics, app state) stays small; it is
    // fetched after the first paint, through a dynamic import (whose helper is ~1.7 kB of it).
    expect(scripts.reduce((sum, body) => sum + body.length, 0)).toBeLessThan(10 * 1024);
  });

  test("the shell's modules are fetched after the page has loaded, not beside its largest picture", async ({
    page,
  }) => {
    await page.goto(siteUrl('colosseum', '/day-trips-from-rome/'));
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready', { timeout: 6000 });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const boot = performance
        .getEntriesByType('resource')
        .find((entry) => /\/_astro\/boot\.[\w-]+\.js$/.test(entry.name));
      return { loaded: navigation.loadEventStart, boot: boot?.startTime };
    });
    expect(timing.boot).toBeDefined();
    expect(timing.boot ?? 0).toBeGreaterThanOrEqual(timing.loaded);
  });

  for (const [name, url] of [
    ['the microsite index', indexUrl],
    ['an English landing page', siteUrl('colosseum')],
    ['an Arabic landing page', siteUrl('vatican', '/ar/')],
    ['a Japanese landing page', siteUrl('london-theatre', '/ja/')],
    ['the 404 page', siteUrl('paris', '/missing/')],
  ] as const) {
    test(`${name} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
