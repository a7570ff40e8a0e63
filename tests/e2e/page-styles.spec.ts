import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, siteUrl } from './helpers';

/** The size of the build's one stylesheet (every component's CSS). */
const ASSETS = join(import.meta.dirname, '../../dist/client/_astro');
const WHOLE_STYLESHEET = Math.max(
  ...readdirSync(ASSETS)
    .filter((name) => name.endsWith('.css'))
    .map((name) => statSync(join(ASSETS, name)).size),
);

// Issue 21 §5 (Lighthouse: render-blocking CSS): each page carries the rules of its own components in a
// <style> allowed by its hash, instead of waiting for the site's whole stylesheet (src/lib/styles/).
test.describe("each page's own styles", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [alias, path] of [
    ['broadway', '/hamilton/'],
    ['colosseum', '/day-trips-from-rome/'],
    ['london-theatre', '/ar/'],
  ] as const) {
    test(`${alias}${path}: no stylesheet to wait for, its rules inline, allowed by the policy`, async ({
      page,
    }) => {
      const response = await page.goto(siteUrl(alias, path));
      const html = (await response?.text()) ?? '';
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      const inline = [...html.matchAll(/<style data-scopes="[^"]*">([\s\S]*?)<\/style>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(inline).toHaveLength(1);
      const css = inline[0] ?? '';
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      // Only the components on the page: well under half of the site's whole stylesheet.
      expect(css.length).toBeGreaterThan(5_000);
      expect(css.length).toBeLessThan(WHOLE_STYLESHEET / 2);
      // The calendar island's rules only where a calendar is (the show page).
      expect(css.includes('.availability-calendar')).toBe(path === '/hamilton/');
      // The page is styled by it: the compact phone header (a component's scoped rules).
      const header = await page.locator('header').first().boundingBox();
      expect(header?.height).toBeGreaterThan(0);
      expect(header?.height).toBeLessThanOrEqual(64);
    });
  }
});
