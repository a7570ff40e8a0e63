import { request as http } from 'node:http';
import type { APIResponse, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test, hostRequest, siteUrl, allowConsoleErrors } from './helpers';

// One page of every view kind (src/lib/views/viewKind.ts), plus a legal text and the not-found page.
const PAGES = [
  ['show', 'london-theatre', '/wicked/', 200],
  ['reviews', 'london-theatre', '/reviews/', 200],
  ['city', 'paris', '/', 200],
  ['category', 'vatican', '/tickets/', 200],
  ['collection', 'london-theatre', '/west-end-shows/', 200],
  ['venue', 'london-theatre', '/lyceum-theatre/', 200],
  ['seatingPlan', 'london-theatre', '/lyceum-theatre-seating-plan/', 200],
  ['transfers', 'rome-transfers', '/', 200],
  ['cruises', 'paris', '/seine-river-cruises/', 200],
  ['hopOnHopOff', 'london-bus', '/', 200],
  ['dayTrips', 'colosseum', '/day-trips-from-rome/', 200],
  ['news', 'london-theatre', '/news/', 200],
  ['shoulder', 'broadway', '/theatre-district-guide/', 200],
  ['contentPage', 'colosseum', '/visitor-guide/', 200],
  ['global', 'global', '/italy/', 200],
  ['content', 'colosseum', '/', 200],
  ['legal', 'colosseum', '/privacy-policy/', 200],
  ['404', 'colosseum', '/no-such-page/', 404],
] as const;

function expectHtmlHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*\s*$/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(headers['x-frame-options']).toBe('DENY');
  // Issue 20 §5: no feature Chromium does not know, an isolated opener, violations reported to us.
  expect(headers['permissions-policy']).not.toMatch(/bluetooth|interest-cohort/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(csp).toContain('report-uri /api/csp-report');
  expect(csp).toContain('report-to csp-endpoint');
  expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
  // Served over http: no HSTS (a browser would pin https on a host that has none).
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('security headers', () => {
  for (const [kind, alias, path, status] of PAGES) {
    test(`${kind}: ${alias}${path}`, async ({ request }) => {
      const { url, headers } = hostRequest(alias, path);
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(status);
      const html = await response.text();
      if (status === 200 && !['legal'].includes(kind)) expect(html).toContain(`data-view="${kind}"`);
      expectHtmlHeaders(response);
    });
  }

  test('JSON answers are nosniff: the catalogue API', async ({ request }) => {
    for (const path of ['/api/v1/currency/list/']) {
      const { url, headers } = hostRequest('colosseum', path);
      const response = await request.get(url, { headers });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  test('media are same-origin resources', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/media/cities/rome.webp');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
  });

  test('Chromium finds nothing to warn about in the Permissions-Policy', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(siteUrl('colosseum', '/'));
    await page.waitForLoadState('load');
    expect(warnings).toEqual([]);
  });

  test('cookies: the sandbox id is HttpOnly and host-only; no Secure over http', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/');
    const response = await request.get(url, { headers });
    const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookie?.value).toMatch(/^sandboxId=[\w-]+; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
  });

  test('X-Forwarded-Host and -Proto are ignored without a trusted proxy', async ({ request }) => {
    const { url, headers } = hostRequest('colosseum', '/');
    const response = await request.get(url, {
      headers: { ...headers, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="http://colosseum.localhost:${E2E_PORT}/"`);
    expect(html).not.toContain('evil.example');
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });
});

/** A raw request with any Host header (fetch clients refuse or rewrite hostile ones). */
function rawGet(host: string, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http(
      { host: '127.0.0.1', port: E2E_PORT, path, method: 'GET', headers: { host }, setHost: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test.describe('hostile Host headers', () => {
  const BAD = [
    `user@colosseum.localhost:${E2E_PORT}`,
    `user:secret@colosseum.localhost`,
    'colosseum.localhost:99999',
    'colosseum.localhost:0',
    'colosseum.localhost:',
    'colosseum.localhost:80:80',
    'junk host',
    '<script>alert(1)</script>',
    'colosseum.localhost/evil',
    '-bad-.localhost',
  ];
  for (const host of BAD) {
    test(`${JSON.stringify(host)} answers 400 without reflecting it`, async () => {
      for (const path of ['/', '/wicked/', '/api/v1/currency/list/', '/robots.txt']) {
        const response = await rawGet(host, path);
        expect(response.status, path).toBe(400);
        expect(response.body).toBe('Bad request: the Host header is not a valid host name.');
      }
    });
  }

  test('an unknown but well-formed host gets the unknown-site page with 404', async () => {
    const response = await rawGet('evil.example.com');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('evil.example.com');
  });

  test('local aliases, www variants, bare localhost and 127.0.0.1 are still served', async () => {
    expect((await rawGet(`colosseum.localhost:${E2E_PORT}`)).status).toBe(200);
    expect((await rawGet('www.colosseum-rome-tickets.com')).status).toBe(200);
    expect((await rawGet(`localhost:${E2E_PORT}`)).status).toBe(200);
    expect((await rawGet(`127.0.0.1:${E2E_PORT}`, '/api/v1/currency/list/')).status).toBe(200);
  });
});

/** Collects CSP violations: the browser's event and its console message. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('pages work under the Content-Security-Policy', () => {
  test('the watcher sees a violation: an injected inline script is refused', async ({ page }) => {
    // The refusal is what this test provokes: Chromium reports it as a console error.
    allowConsoleErrors(/Content Security Policy/);
    const violations = await watchCsp(page);
    await page.goto(siteUrl('colosseum', '/'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  test('show page: the calendar island hydrates on a click and picks a date', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(siteUrl('broadway', '/hamilton/'));
    const calendar = page.locator('.availability-calendar');
    // The first pointer contact hydrates the island; once hydrated a click picks the day.
    await page.getByRole('grid').locator('a').first().hover();
    await expect(calendar).toHaveAttribute('data-ready', '');
    await page.locator('.availability-calendar [data-date][tabindex="0"]').click();
    await expect(page.getByRole('group', { name: /^Times on / })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('cruises page: the filters and the pdf.js menu viewer', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(siteUrl('paris', '/seine-river-cruises/?filter=dinner'));
    await page.getByRole('button', { name: 'View menu: Bateaux Parisiens Seine Dinner Cruise' }).click();
    const viewer = page.getByRole('dialog', { name: 'Menu: Bateaux Parisiens Seine Dinner Cruise' });
    await expect(viewer.locator('canvas')).toHaveAttribute('data-page', '1');
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect(viewer.locator('canvas')).toHaveAttribute('data-page', '2');
    expect(violations).toEqual([]);
  });

  test('seating plan: the seat map script runs', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(
      siteUrl('london-theatre', '/lyceum-theatre-seating-plan/?experimentOverride=seat-map-revamp:control'),
    );
    const sections = page.locator('a.section');
    await expect(sections.nth(0)).toHaveAttribute('tabindex', '0');
    await sections.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(sections.nth(1)).toBeFocused();
    expect(violations).toEqual([]);
  });

  test('news, hop-on hop-off and day trips load without violations', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const [alias, path] of [
      ['london-theatre', '/news/'],
      ['london-bus', '/'],
      ['colosseum', '/day-trips-from-rome/'],
      ['global', '/italy/'],
    ] as const) {
      await page.goto(siteUrl(alias, path));
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
