import { describe, expect, it } from 'vitest';
import { raw, siteHost } from './raw.ts';

/** Issue 20 §5: the headers of the built server (the CSP as `astro.config.mjs` builds it). */
describe('security headers of the built server (issue 20 §5)', () => {
  it('an HTML page reports CSP violations to /api/csp-report and isolates its opener', async () => {
    const response = await raw({ method: 'GET', path: '/', host: siteHost('colosseum') });
    expect(response.status).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/(?:^|;)\s*report-uri \/api\/csp-report\s*(?:;|$)/);
    expect(csp).toMatch(/(?:^|;)\s*report-to csp-endpoint\s*(?:;|$)/);
    expect(response.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('camera=()');
    expect(permissions).not.toContain('bluetooth');
    expect(permissions).not.toContain('interest-cohort');
  });

  it('JSON and media answers are same-origin resources', async () => {
    const host = siteHost('colosseum');
    for (const path of ['/api/v1/currency/list/', '/media/cities/rome.webp']) {
      const response = await raw({ method: 'GET', path, host, binary: true });
      expect(response.status, path).toBe(200);
      expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('POST /api/csp-report takes both report formats with 204, and only POST', async () => {
    const host = siteHost('colosseum');
    const legacy = await raw({
      method: 'POST',
      path: '/api/csp-report',
      host,
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await raw({
      method: 'POST',
      path: '/api/csp-report',
      host,
      headers: { 'content-type': 'application/reports+json', origin: `http://${host}` },
      body: JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/' } },
      ]),
    });
    expect(modern.status).toBe(204);
    const get = await raw({ method: 'GET', path: '/api/csp-report', host });
    expect(get.status).toBe(405);
    expect(get.headers['allow']).toBe('POST');
  });

  it('POST /api/csp-report refuses junk with a 4xx, never a 5xx', async () => {
    const host = siteHost('colosseum');
    const cases: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'application/json' }, '{}', 415],
      [{ 'content-type': 'application/csp-report' }, '{', 400],
      [{ 'content-type': 'application/csp-report' }, 'x'.repeat(17 * 1024), 413],
    ];
    for (const [headers, body, status] of cases) {
      const response = await raw({ method: 'POST', path: '/api/csp-report', host, headers, body });
      expect(response.status, `${headers['content-type']} ${body.length}`).toBe(status);
    }
  });
});
