import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from './raw';
import { startBuiltServer } from './server';

/**
 * Issue 20 §5: the `<alias>.<LOCAL_SITE_SUFFIX>` demo hosts answer only while the demo sites are on (the
 * default of `npm start`); with DEMO_HOSTS=off only the sites' own domains answer.
 */
describe('DEMO_HOSTS=off', () => {
  let port = 0;
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    const server = await startBuiltServer({ build: false, env: { DEMO_HOSTS: 'off' }, quiet: true });
    port = Number(new URL(server.base).port);
    stop = server.stop;
  }, 180_000);
  afterAll(() => stop());

  const get = (host: string, path = '/') => raw({ method: 'GET', path, host, port });

  it('answers the demo hosts and the index like unknown hosts', async () => {
    expect((await get(`london-theatre.localhost:${port}`)).status).toBe(404);
    expect((await get(`localhost:${port}`)).status).toBe(404);
    // robots.txt of a host that is no site keeps every crawler out; no sitemap.
    const robots = await get(`london-theatre.localhost:${port}`, '/robots.txt');
    expect(robots.body).toMatch(/Disallow: \/\s*$/);
    expect(robots.body).not.toContain('Sitemap:');
    expect((await get(`london-theatre.localhost:${port}`, '/sitemap.xml')).status).toBe(404);
  });

  it('still answers a site on its own domain', async () => {
    const page = await get('london-theatre-tickets.com');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en"');
  });
});
