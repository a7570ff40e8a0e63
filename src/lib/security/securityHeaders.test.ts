import { describe, expect, it } from 'vitest';
import {
  CSP_DIRECTIVES,
  CSP_REPORT_PATH,
  FALLBACK_CSP,
  HSTS,
  PERMISSIONS_POLICY,
  securityHeaders,
  withSecurityHeaders,
} from './securityHeaders';

describe('CSP_DIRECTIVES', () => {
  it('loads from the own host only, frames nothing of ours, runs the pdf.js worker', () => {
    expect(CSP_DIRECTIVES).toContain("default-src 'self'");
    expect(CSP_DIRECTIVES).toContain("frame-ancestors 'none'");
    expect(CSP_DIRECTIVES).toContain("worker-src 'self' blob:");
    expect(CSP_DIRECTIVES).toContain("object-src 'none'");
    expect(CSP_DIRECTIVES.find((directive) => directive.startsWith('frame-src'))).toContain(
      'https://www.youtube-nocookie.com',
    );
    // Astro writes script-src and style-src itself, with hashes.
    expect(CSP_DIRECTIVES.some((directive) => /^(script|style)-src/.test(directive))).toBe(false);
    expect(CSP_DIRECTIVES.join(';')).not.toContain('unsafe');
  });
  it('reports violations to the own endpoint, both the old and the Reporting API way', () => {
    expect(CSP_REPORT_PATH).toBe('/api/csp-report');
    expect(CSP_DIRECTIVES).toContain('report-uri /api/csp-report');
    expect(CSP_DIRECTIVES).toContain('report-to csp-endpoint');
    expect(FALLBACK_CSP).toContain('report-uri /api/csp-report; report-to csp-endpoint');
  });
  it('has a fallback for HTML Astro did not render, with no inline code', () => {
    expect(FALLBACK_CSP).toContain("script-src 'self'");
    expect(FALLBACK_CSP).not.toContain('unsafe-inline');
  });
});

describe('securityHeaders', () => {
  it('gives HTML the framing, referrer and feature policies', () => {
    expect(securityHeaders({ contentType: 'text/html; charset=utf-8', https: false, hasCsp: true })).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=(), microphone=(), geolocation=(), payment=()'),
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'reporting-endpoints': 'csp-endpoint="/api/csp-report"',
    });
  });
  it('names no feature Chromium does not know (it warns on every page otherwise)', () => {
    expect(PERMISSIONS_POLICY).not.toContain('bluetooth');
    expect(PERMISSIONS_POLICY).not.toContain('interest-cohort');
    expect(PERMISSIONS_POLICY).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    );
  });
  it('adds HSTS only over https, and the fallback CSP only when the answer has none', () => {
    const headers = securityHeaders({ contentType: 'text/html', https: true, hasCsp: false });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(FALLBACK_CSP);
  });
  it('keeps JSON and media to the own origin (CORP), with nosniff', () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/problem+json',
      'image/webp',
      'video/mp4',
      'audio/mpeg',
      'application/pdf',
    ])
      expect(securityHeaders({ contentType, https: false, hasCsp: false }), contentType).toEqual({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
  });
  it('gives other answers nosniff only', () => {
    expect(securityHeaders({ contentType: 'text/plain', https: false, hasCsp: false })).toEqual({
      'x-content-type-options': 'nosniff',
    });
    expect(securityHeaders({ contentType: null, https: true, hasCsp: false })).toEqual({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': HSTS,
    });
  });
});

describe('withSecurityHeaders', () => {
  it('sets the headers, copying a response whose headers are immutable', () => {
    const redirect = withSecurityHeaders(Response.redirect('http://example.com/', 302), true);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://example.com/');
    expect(redirect.headers.get('strict-transport-security')).toBe(HSTS);
    const page = withSecurityHeaders(
      new Response('<p>hi</p>', {
        headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
      }),
      false,
    );
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});
