import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test, siteUrl } from './helpers';

// City pages (issue 21 §4): the top-attraction, category and nearby-city tiles link to the right pages
// where such pages exist (this site's collection and category pages, other sites' city pages).

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

test.describe('city-page tiles without JavaScript (desktop)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('attractions, categories and nearby cities link to their pages', async ({ page }) => {
    await page.goto(siteUrl('paris', '/'));
    const top = section(page, 'top-attractions');
    await expect(top.getByRole('link', { name: 'Eiffel Tower', exact: true })).toHaveAttribute(
      'href',
      '/eiffel-tower/',
    );
    await expect(top.getByRole('link', { name: 'Louvre Museum' })).toHaveAttribute('href', '/louvre-museum/');
    // A collection without a page of its own stays a plain tile.
    await expect(top.getByRole('heading', { name: 'Things to do in Paris' })).toBeVisible();
    await expect(top.getByRole('link', { name: 'Things to do in Paris' })).toHaveCount(0);

    const categories = section(page, 'popular-categories');
    await expect(categories.getByRole('link', { name: 'Cruises' })).toHaveAttribute(
      'href',
      '/seine-river-cruises/',
    );

    const nearby = section(page, 'nearby-cities');
    const london = nearby.getByRole('link', { name: 'London' });
    await expect(london).toHaveAttribute(
      'href',
      `http://london-bus.localhost:${E2E_PORT}/london-city-guide/`,
    );
    await london.click();
    await expect(page).toHaveURL(`http://london-bus.localhost:${E2E_PORT}/london-city-guide/`);
    await expect(page.getByRole('heading', { name: /^Top attractions in London/ })).toBeVisible();
    // There, the West End shows are the London Theatre site's own landing page.
    await expect(
      section(page, 'top-attractions').getByRole('link', { name: 'West End Shows' }),
    ).toHaveAttribute('href', `http://london-theatre.localhost:${E2E_PORT}/`);
  });

  test('a nearby city without a microsite guide links to the global site’s city page', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/rome-city-guide/'));
    const naples = section(page, 'nearby-cities').getByRole('link', { name: 'Naples' });
    await expect(naples).toHaveAttribute('href', `http://global.localhost:${E2E_PORT}/italy/naples/`);
    await expect(
      section(page, 'popular-categories').getByRole('link', { name: 'Day Trips' }),
    ).toHaveAttribute('href', '/day-trips-from-rome/');
    // An attraction with no page here links to its page on another site (the global site's collection).
    await expect(
      section(page, 'top-attractions').getByRole('link', { name: 'Colosseum', exact: true }),
    ).toHaveAttribute('href', `http://global.localhost:${E2E_PORT}/italy/rome/colosseum/`);
    await naples.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Naples');
  });

  test('in Arabic the links keep the language', async ({ page }) => {
    await page.goto(siteUrl('paris', '/ar/'));
    await expect(section(page, 'top-attractions').locator('a[href="/ar/eiffel-tower/"]')).toHaveCount(1);
    await expect(
      section(page, 'popular-categories').locator('a[href="/ar/seine-river-cruises/"]'),
    ).toHaveCount(1);
    await expect(
      section(page, 'nearby-cities').locator(
        `a[href="http://london-bus.localhost:${E2E_PORT}/ar/london-city-guide/"]`,
      ),
    ).toHaveCount(1);
  });
});

test.describe('city-page tiles on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap anywhere on an attraction tile opens its page', async ({ page, context }) => {
    await context.addCookies([
      { name: 'cookieConsent', value: 'necessary', domain: 'paris.localhost', path: '/' },
    ]);
    await page.goto(siteUrl('paris', '/'));
    const tile = section(page, 'top-attractions').locator('li.tile').filter({ hasText: 'Louvre Museum' });
    // On the picture, not the name: the name's link covers the whole tile.
    await tile.scrollIntoViewIfNeeded();
    await tile.tap({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(siteUrl('paris', '/louvre-museum/'));
  });
});
