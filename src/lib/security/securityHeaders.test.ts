import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, FALLBACK_CSP, HSTS, securityHeaders, withSecurityHeaders } from './securityHeaders';

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
    });
  });
  it('adds HSTS only over https, and the fallback CSP only when the answer has none', () => {
    const headers = securityHeaders({ contentType: 'text/html', https: true, hasCsp: false });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(FALLBACK_CSP);
  });
  it('gives JSON and other answers nosniff only', () => {
    expect(securityHeaders({ contentType: 'application/json', https: false, hasCsp: false })).toEqual({
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
