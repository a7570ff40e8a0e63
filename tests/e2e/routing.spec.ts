import { expect, test, hostRequest, indexUrl, siteUrl, openMenu } from './helpers';

test.describe('host and language routing', () => {
  test('the bare local host lists every demo microsite with links', async ({ page }) => {
    await page.goto(indexUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo microsites');
    const links = page.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Colosseum Rome Tickets' })).toHaveAttribute(
      'href',
      siteUrl('colosseum'),
    );
    await expect(page.getByRole('link', { name: 'العربية' }).first()).toHaveAttribute('href', /\/ar\/$/);
  });

  test('an English landing page: lang, dir, title, canonical and hreflang alternates', async ({ page }) => {
    const response = await page.goto(siteUrl('colosseum'));
    expect(response?.status()).toBe(200);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('colosseum'));
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs).toEqual(expect.arrayContaining(['en', 'ar', 'zh-Hans-CN', 'x-default']));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      siteUrl('colosseum'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      siteUrl('colosseum', '/ar/'),
    );
  });

  test('the same page in Arabic is right-to-left with the Arabic font and line-height', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/ar/'));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    const style = await html.evaluate((element) => ({
      font: getComputedStyle(element).fontFamily,
      lineHeight: getComputedStyle(element).lineHeight,
    }));
    expect(style.font).toContain('Naskh Arabic');
    expect(parseFloat(style.lineHeight)).toBeGreaterThan(25);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('colosseum', '/ar/'));
    await openMenu(page);
    await page.locator('.languages-toggle > summary').click();
    await expect(
      page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', siteUrl('colosseum'));
  });

  test('the language switcher leads to the Chinese page', async ({ page }) => {
    await page.goto(siteUrl('colosseum'));
    // On wide screens the languages sit behind a disclosure named "Language" (issue 21 §1), in the
    // menu when the site's navigation does not fit one row.
    await openMenu(page);
    await page.locator('.languages-toggle > summary').click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(siteUrl('colosseum', '/cn/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  });

  test('an unknown page answers the 404 page with status 404', async ({ page }) => {
    const response = await page.goto(siteUrl('colosseum', '/no-such-page/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const arabic = await page.goto(siteUrl('colosseum', '/ar/no-such-page/'));
    expect(arabic?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an unknown host and a malformed path answer 404 or 400, never 500', async ({ request }) => {
    for (const [alias, path, status] of [
      ['nowhere', '/', 404],
      ['colosseum', '/a.b/', 404],
      ['colosseum', '/%3Cscript%3E/', 404],
      ['colosseum', '/%E0%A4%A/', 400],
    ] as const) {
      const { url, headers } = hostRequest(alias, path);
      expect((await request.get(url, { headers })).status(), `${alias} ${path}`).toBe(status);
    }
  });

  test('a path segment with an underscore names no page (it has no Prismic UID): 404', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/guided-tours/', 200],
      ['/guided_tours/', 404],
      ['/ar/guided_tours/', 404],
    ] as const) {
      const { url, headers } = hostRequest('colosseum', path);
      expect((await request.get(url, { headers })).status(), path).toBe(status);
    }
  });

  test('a path without trailing slash redirects permanently, keeping the query', async ({ request }) => {
    const arabic = hostRequest('colosseum', '/ar?utm_source=mail&x=1');
    const response = await request.get(arabic.url, { headers: arabic.headers, maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/ar/?utm_source=mail&x=1');
    const english = hostRequest('colosseum', '/en/?a=1');
    const canonical = await request.get(english.url, { headers: english.headers, maxRedirects: 0 });
    expect(canonical.status()).toBe(301);
    expect(canonical.headers()['location']).toBe('/?a=1');
  });

  test('a redirect document answers with its status and target', async ({ request }) => {
    const { url, headers } = hostRequest('london-theatre', '/wicked-tickets/');
    const response = await request.get(url, { headers, maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/wicked/');
  });

  test('the content repository has no HTTP face (issue 20 §3): /_content/api/v2 is a 404', async ({
    request,
  }) => {
    const calls = [
      { url: `${indexUrl}_content/api/v2`, headers: {} },
      hostRequest('colosseum', '/_content/api/v2'),
      hostRequest(
        'colosseum',
        '/_content/api/v2/documents/search?q=%5B%5Bat(document.type%2C%22promo_codes%22)%5D%5D',
      ),
    ];
    for (const { url, headers } of calls) {
      const info = await request.get(url, { headers, maxRedirects: 0 });
      expect(info.status(), url).toBe(404);
      expect(await info.text(), url).not.toContain('isMasterRef');
    }
  });
});
