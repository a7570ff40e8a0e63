import { describe, expect, it } from 'vitest';
import { raw, siteHost } from './raw.ts';

/**
 * Issue 20 §5: a same-site target is normalised before it is checked, so dot segments, encoded dots
 * and slashes or backslashes never turn it into a Location on another host.
 */
const HOSTILE = [
  '/x/..//evil.com',
  '/x/%2e%2e//evil.com',
  '/x/%2E%2E//evil.com',
  '/%2f%2fevil.com',
  '/%5cevil.com',
  '/\\evil.com',
  '//evil.com',
  'https://evil.com/',
];

/** A Location the browser resolves on the same host: one leading `/`, never `//` or a scheme. */
const expectSameSite = (location: unknown, label: string) => {
  expect(typeof location, label).toBe('string');
  expect(location as string, label).toMatch(/^\/(?![/\\])/);
};

describe('open redirects (issue 20 §5)', () => {
  it('/api/exit-preview?path=/x/..//evil.com answers a same-site Location', async () => {
    const host = siteHost('colosseum');
    const response = await raw({ method: 'GET', path: '/api/exit-preview?path=/x/..//evil.com', host });
    expect(response.status).toBe(303);
    expect(response.headers['location']).toBe('/');
  });

  it.each(HOSTILE)('exit-preview with path=%s stays on the site', async (path) => {
    const host = siteHost('colosseum');
    const response = await raw({
      method: 'GET',
      path: `/api/exit-preview?path=${encodeURIComponent(path)}`,
      host,
    });
    expect(response.status).toBe(303);
    expectSameSite(response.headers['location'], path);
  });

  it.each(HOSTILE)('the consent form with return=%s goes back to this site', async (hostile) => {
    const host = siteHost('colosseum');
    const body = new URLSearchParams({ consent: 'all', return: hostile }).toString();
    const response = await raw({
      method: 'POST',
      path: '/consent',
      host,
      headers: { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(303);
    expect(response.headers['location'], hostile).toBe('/');
  });

  it('the consent form still goes back to the page it came from, dot segments resolved', async () => {
    const host = siteHost('colosseum');
    const body = new URLSearchParams({ consent: 'none', return: '/it/x/../?cookie-preferences' }).toString();
    const response = await raw({
      method: 'POST',
      path: '/consent',
      host,
      headers: { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(303);
    expect(response.headers['location']).toBe('/it/');
  });
});
