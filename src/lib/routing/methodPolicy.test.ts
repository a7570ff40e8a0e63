import { describe, expect, it } from 'vitest';
import { allowedMethods, refuseMethod } from './methodPolicy';

describe('method policy', () => {
  it('lets pages answer GET, HEAD and POST (forms) and refuses the rest with 405 and Allow', () => {
    expect(refuseMethod('GET', '/rome/colosseum/')).toBeUndefined();
    expect(refuseMethod('POST', '/ar/')).toBeUndefined();
    for (const method of ['PATCH', 'PUT', 'DELETE', 'PROPFIND', 'MKCOL', 'PURGE']) {
      const response = refuseMethod(method, '/rome/colosseum/');
      expect(response?.status).toBe(405);
      expect(response?.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it('answers OPTIONS 204 with Allow', () => {
    const response = refuseMethod('OPTIONS', '/');
    expect(response?.status).toBe(204);
    expect(response?.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('keeps media, assets, robots and sitemaps read-only', () => {
    expect(refuseMethod('POST', '/media/cities/rome.webp')?.headers.get('allow')).toBe('GET, HEAD');
    expect(refuseMethod('DELETE', '/sitemap-pages.xml')?.status).toBe(405);
    expect(refuseMethod('PUT', '/_image')?.status).toBe(405);
  });

  it('lets the CSP report endpoint answer POST only', () => {
    expect(refuseMethod('POST', '/api/csp-report')).toBeUndefined();
    expect(refuseMethod('GET', '/api/csp-report')?.status).toBe(405);
    expect(refuseMethod('PUT', '/api/csp-report')?.headers.get('allow')).toBe('POST');
    expect(refuseMethod('OPTIONS', '/api/csp-report')?.status).toBe(204);
  });

  it('leaves the API and the consent form to their own handlers', () => {
    expect(allowedMethods('/api/v1/pois')).toBeUndefined();
    expect(allowedMethods('/consent')).toBeUndefined();
    expect(refuseMethod('PATCH', '/api/group-submit-form')).toBeUndefined();
  });

  it('treats /_content/ as any page path: the repository has no HTTP face (issue 20 §3)', () => {
    expect(allowedMethods('/_content/api/v2')).toEqual(['GET', 'HEAD', 'POST']);
    expect(refuseMethod('DELETE', '/_content/api/v2')?.status).toBe(405);
  });
});
