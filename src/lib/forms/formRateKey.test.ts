import { describe, expect, it } from 'vitest';
import type { Route } from '../routing/route';
import type { Site } from '../sites/site';
import { formSite } from './formSite';
import { formRateKey } from './formRateKey';
import { promoAttempt } from './promoAttempt';
import { MemoryRateLimiter } from './rateLimit';

const broadway = { domain: 'broadway-tickets.com', alias: 'broadway' } as Site;
const paris = { domain: 'paris-city-tickets.com', alias: 'paris' } as Site;
const sites = async () => [broadway, paris];
const notRouted = { kind: 'notFound', site: undefined } as const;

describe('formRateKey', () => {
  it('keys on client, site domain and form, nothing else', () => {
    expect(formRateKey('203.0.113.9', broadway, 'group')).toBe('203.0.113.9|broadway-tickets.com|group');
    expect(formRateKey('203.0.113.9', undefined, 'consent')).toBe('203.0.113.9|-|consent');
    expect(formRateKey('203.0.113.9', broadway, 'promo')).not.toBe(
      formRateKey('203.0.113.9', broadway, 'signup'),
    );
    expect(formRateKey('203.0.113.9', broadway, 'group')).not.toBe(
      formRateKey('203.0.113.9', paris, 'group'),
    );
  });
  it('gives every Host variant of a site one key (ports, www., a trailing dot, upper case)', async () => {
    const keys = new Set<string>();
    for (const host of [
      'broadway.localhost',
      'broadway.localhost:4321',
      'www.broadway.localhost:8443',
      'broadway.localhost.',
      'BROADWAY.LocalHost:80',
      'broadway-tickets.com',
      'www.broadway-tickets.com.',
      'broadway-tickets.com.localhost:4321',
    ]) {
      const matched = await formSite({ route: notRouted, host }, sites);
      expect(matched.kind, host).toBe('site');
      keys.add(formRateKey('203.0.113.9', matched.kind === 'site' ? matched.site : undefined, 'group'));
    }
    expect([...keys]).toEqual(['203.0.113.9|broadway-tickets.com|group']);
  });
});

describe('formSite', () => {
  it('takes the routed site first, else matches the host; no microsite is none', async () => {
    const routed: Route = { kind: 'page', site: paris, language: 'en', segments: [], uid: paris.domain };
    expect(await formSite({ route: routed, host: 'broadway.localhost' }, sites)).toEqual({
      kind: 'site',
      site: paris,
    });
    expect(await formSite({ route: notRouted, host: 'nosuch.localhost' }, sites)).toEqual({ kind: 'none' });
    expect(await formSite({ route: notRouted, host: 'localhost:4321' }, sites)).toEqual({ kind: 'none' });
    expect(await formSite({ route: notRouted, host: undefined }, sites)).toEqual({ kind: 'none' });
  });
  it('says unavailable when the microsite list cannot be loaded', async () => {
    const down = () => Promise.reject(new Error('content down'));
    expect(await formSite({ route: notRouted, host: 'broadway.localhost' }, down)).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('promoAttempt', () => {
  it('shares one bucket per client and site across show pages; another client has its own', async () => {
    const limiter = new MemoryRateLimiter({ capacity: 2, windowSeconds: 60, now: () => 0 });
    const route: Route = { kind: 'page', site: broadway, language: 'en', segments: ['hamilton'], uid: 'x' };
    const attempt = (path: string, clientAddress = '203.0.113.9') =>
      promoAttempt(
        { request: new Request(`http://broadway.localhost${path}`), clientAddress, locals: { route } },
        limiter,
      );
    expect(await attempt('/hamilton/?promo=A')).toBeUndefined();
    expect(await attempt('/wicked/?promo=B')).toBeUndefined();
    expect(await attempt('/hamilton/?promo=C')).toBe(30);
    expect(await attempt('/hamilton/?promo=C', '198.51.100.1')).toBeUndefined();
  });
});
