import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTENT_DIR, E2E_WEBHOOK_SECRET } from '../../playwright.config';
import { expect, test, hostRequest, siteUrl } from './helpers';
import { releaseRef, signedPreviewCookie, signedPreviewPath } from './previewLink';

// Publishing (below) changes the master ref and with it every release's ref: the tests of this file run
// in order in one worker, so that no preview reads a release ref while a publication changes it.
test.describe.configure({ mode: 'default' });

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test.describe('preview of drafts and releases', () => {
  test('an editor previews the demo release; another visitor does not see it; exit ends it (no JavaScript)', async ({
    browser,
  }) => {
    const editor = await browser.newContext({ javaScriptEnabled: false });
    const page = await editor.newPage();
    await page.goto(siteUrl('paris', signedPreviewPath('paris-landing-en')));
    await expect(page).toHaveURL(siteUrl('paris', '/'));
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toContainText('Preview mode');
    await expect(bar).toContainText('Release: summer-2026');
    await expect(bar).toContainText('(paris-city-tickets.com)');
    await expect(page.getByRole('heading', { name: 'Summer evenings on the Seine' })).toBeVisible();
    await expect(page.getByText('Eiffel Tower tickets – summer prices from €29').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const cookies = await editor.cookies();
    const cookie = cookies.find((c) => c.name === 'io.prismic.preview');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // The cookie carries a value signed by the server (the release's id and an expiry), never the bare ref.
    const value = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as Record<
      string,
      { preview: string }
    >;
    expect(value['local-repository.prismic.io']?.preview).toMatch(/^s1\./);
    expect(cookie?.value).not.toContain(releaseRef());

    // Another visitor at the same time sees the published page, without the bar.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(siteUrl('paris', '/'));
    await expect(other.getByRole('heading', { name: 'Paris, without the queues' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Summer evenings on the Seine' })).toHaveCount(0);
    await expect(other.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    await visitor.close();

    // The preview goes on across pages of the site, then the exit link ends it on the same page.
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(siteUrl('paris', '/'));
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Summer evenings on the Seine' })).toHaveCount(0);
    expect((await editor.cookies()).some((c) => c.name === 'io.prismic.preview')).toBe(false);
    await editor.close();
  });

  test('preview answers are private and not indexed; published answers are not marked', async ({
    request,
    playwright,
  }) => {
    const start = hostRequest('paris', signedPreviewPath('paris-landing-en'));
    const redirect = await request.get(start.url, { headers: start.headers, maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['location']).toBe('/');
    const cookie = (redirect.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
    const home = hostRequest('paris', '/');
    const previewed = await request.get(home.url, { headers: { ...home.headers, cookie } });
    expect(previewed.status()).toBe(200);
    expect(previewed.headers()['cache-control']).toBe('private, no-store');
    expect(previewed.headers()['x-robots-tag']).toBe('noindex');
    // The local repository loads no Prismic toolbar: its CSP allows no Prismic host either.
    expect(previewed.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(previewed.headers()['content-security-policy']).not.toContain('prismic.io');
    // A visitor without the cookie (a fresh client: the editor's remembers the cookie).
    const visitor = await playwright.request.newContext();
    const published = await visitor.get(home.url, { headers: home.headers });
    expect(published.headers()['x-robots-tag']).toBeUndefined();
    expect(published.headers()['content-security-policy']).not.toContain('prismic.io');
    expect(await published.text()).not.toContain('Summer evenings on the Seine');
    await visitor.dispose();
  });

  test('the Vatican release in Arabic: the page and the bar in Arabic, right to left, accessible', async ({
    browser,
  }) => {
    const editor = await browser.newContext();
    const page = await editor.newPage();
    await page.goto(siteUrl('vatican', signedPreviewPath('vatican-landing-ar')));
    await expect(page).toHaveURL(siteUrl('vatican', '/ar/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = page.getByRole('complementary', { name: 'معاينة' });
    await expect(bar).toContainText('وضع المعاينة');
    await expect(bar).toContainText('الإصدار: summer-2026');
    await expect(page.getByRole('heading', { name: 'ليالي الجمعة في متاحف الفاتيكان' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'الخروج من المعاينة' })).toHaveAttribute(
      'href',
      '/api/exit-preview?path=%2Far%2F',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await editor.close();
  });

  test('a signed preview of a release the repository no longer lists shows the published page and says so', async ({
    browser,
  }) => {
    const editor = await browser.newContext();
    await editor.addCookies([
      {
        name: 'io.prismic.preview',
        value: encodeURIComponent(
          JSON.stringify({ 'local-repository.prismic.io': { preview: signedPreviewCookie('release-old') } }),
        ),
        url: siteUrl('paris', '/'),
      },
    ]);
    const page = await editor.newPage();
    const answer = await page.goto(siteUrl('paris', '/'));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
      'This preview has expired or is unknown',
    );
    await expect(page.getByRole('heading', { name: 'Paris, without the queues' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summer evenings on the Seine' })).toHaveCount(0);
    await editor.close();
  });

  test('bad preview links get a clear 4xx page, never a 500', async ({ page, request }) => {
    const bad = await page.goto(
      siteUrl(
        'paris',
        '/api/preview?token=http%3A%2F%2F169.254.169.254%2Flatest&documentId=paris-landing-en',
      ),
    );
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeVisible();
    await expect(page.getByText('This preview link is not valid for this repository')).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'io.prismic.preview')).toBe(false);

    const cases: [string, number][] = [
      [`${signedPreviewPath()}&documentId=..%2Fsecrets`, 400],
      [signedPreviewPath('no-such-document'), 404],
      [signedPreviewPath('vatican-landing-en'), 404],
      ['/api/preview', 400],
      [`/api/preview?token=${'x'.repeat(5000)}`, 400],
    ];
    for (const [path, status] of cases) {
      const call = hostRequest('paris', path);
      const answer = await request.get(call.url, { headers: call.headers, maxRedirects: 0 });
      expect(answer.status(), path).toBe(status);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    }
    const exit = hostRequest('paris', '/api/exit-preview?path=%2F%2Fevil.example%2F');
    const answer = await request.get(exit.url, { headers: exit.headers, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/');
  });
});

test.describe('entering preview needs a signed link (issue 20 §3)', () => {
  test('a bare ref, a forged, expired or other-key link is refused; no cookie is set', async ({
    request,
  }) => {
    const ref = releaseRef();
    const seconds = Math.floor(Date.now() / 1000);
    const forged = signedPreviewPath('paris-landing-en', { secret: 'not-the-e2e-secret-but-32-bytes-long' });
    for (const path of [
      `/api/preview?token=${encodeURIComponent(ref)}&documentId=paris-landing-en`,
      `/api/preview?token=${encodeURIComponent(ref)}`,
      forged,
      signedPreviewPath('paris-landing-en', { expiresAt: seconds - 1 }),
      signedPreviewPath('paris-landing-en', { expiresAt: seconds + 7200 }),
      signedPreviewPath('paris-landing-en').replace(
        'documentId=paris-landing-en',
        'documentId=paris-eiffel-tower-en',
      ),
    ]) {
      const call = hostRequest('paris', path);
      const answer = await request.get(call.url, { headers: call.headers, maxRedirects: 0 });
      expect(answer.status(), path).toBe(400);
      expect(answer.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('a hand-made cookie with the bare release ref is ignored: the public page, no bar', async ({
    browser,
  }) => {
    const visitor = await browser.newContext();
    await visitor.addCookies([
      {
        name: 'io.prismic.preview',
        value: encodeURIComponent(
          JSON.stringify({ 'local-repository.prismic.io': { preview: releaseRef() } }),
        ),
        url: siteUrl('paris', '/'),
      },
    ]);
    const page = await visitor.newPage();
    const answer = await page.goto(siteUrl('paris', '/'));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).not.toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'Paris, without the queues' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summer evenings on the Seine' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('publishing through the Prismic webhook', () => {
  const call = hostRequest('vienna', '/api/revalidate');
  const publish = (request: APIRequestContext, body: Record<string, unknown>) =>
    request.post(call.url, { headers: call.headers, data: { type: 'api-update', masterRef: 'x', ...body } });

  test('the right secret is answered 200 (test-trigger, api-update), a wrong one 401', async ({
    request,
  }) => {
    const trigger = await request.post(call.url, {
      headers: call.headers,
      data: { type: 'test-trigger', secret: E2E_WEBHOOK_SECRET, domain: 'local' },
    });
    expect(trigger.status()).toBe(200);
    expect(await trigger.json()).toEqual({ ok: true, type: 'test-trigger' });
    const update = await publish(request, {
      secret: E2E_WEBHOOK_SECRET,
      releases: {},
      documents: ['paris-header-en', 'paris-landing-en'],
    });
    expect(update.status()).toBe(200);
    const answer = (await update.json()) as { documents: number; everything: boolean; types: string[] };
    expect(answer).toMatchObject({ ok: true, documents: 2, everything: false });
    expect(answer.types).toEqual(expect.arrayContaining(['common_header', 'microsite']));
    const wrong = await publish(request, { secret: `${E2E_WEBHOOK_SECRET}X`, documents: [] });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['cache-control']).toBe('no-store');
    // The page is served at once afterwards, with the published content.
    const home = hostRequest('paris', '/');
    const page = await request.get(home.url, { headers: home.headers });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('Paris, without the queues');
  });

  test('an edited document shows on the next request once the webhook publishes it, not before', async ({
    page,
    request,
  }) => {
    // The server reads a copy of src/content (scripts/e2e-server.mjs) and does not watch it
    // (CONTENT_WATCH=0): only the webhook makes an edit visible. No other spec asserts on this page.
    const file = join(E2E_CONTENT_DIR, 'vienna', 'en', 'landing.json');
    const original = readFileSync(file, 'utf8');
    const document = JSON.parse(original) as { id: string; data: { title: { text: string }[] } };
    const before = document.data.title[0]?.text ?? '';
    expect(before).toBe('Vienna Opera and Musical Tickets');
    const after = `Opera nights in Vienna (${test.info().workerIndex}-${Date.now()})`;
    const heading = page.getByRole('heading', { level: 1 });
    try {
      await page.goto(siteUrl('vienna', '/'));
      await expect(heading).toHaveText(before);
      document.data.title[0] = { ...document.data.title[0], text: after };
      writeFileSync(file, JSON.stringify(document));
      // Longer than the watcher's one-second interval: a watching server would have read the edit by now.
      await page.waitForTimeout(1500);
      await page.goto(siteUrl('vienna', '/'));
      await expect(heading).toHaveText(before);
      const wrong = await publish(request, { secret: 'not-the-secret', documents: [document.id] });
      expect(wrong.status()).toBe(401);
      await page.goto(siteUrl('vienna', '/'));
      await expect(heading).toHaveText(before);

      const published = await publish(request, { secret: E2E_WEBHOOK_SECRET, documents: [document.id] });
      expect(published.status()).toBe(200);
      expect(await published.json()).toEqual({
        ok: true,
        type: 'api-update',
        documents: 1,
        types: ['microsite'],
        everything: false,
      });
      await page.goto(siteUrl('vienna', '/'));
      await expect(heading).toHaveText(after);
    } finally {
      writeFileSync(file, original);
      expect(
        (await publish(request, { secret: E2E_WEBHOOK_SECRET, documents: [document.id] })).status(),
      ).toBe(200);
    }
    await page.goto(siteUrl('vienna', '/'));
    await expect(heading).toHaveText(before);
  });
});
