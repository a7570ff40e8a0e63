import { describe, expect, it } from 'vitest';
import type { Site } from '../sites/site';
import { seoHost } from './seoHost';

const base = {
  name: 'X',
  tagline: '',
  themeColor: '#000000',
  languages: ['en'],
  cityCode: undefined,
  subdomainHosting: false,
  designV3: true,
  localized: {},
} satisfies Partial<Site>;
const colosseum: Site = { ...base, domain: 'colosseum-rome-tickets.com', alias: 'colosseum' };
const vatican: Site = { ...base, domain: 'vatican-museums-tickets.com', alias: 'vatican' };
const sites = [colosseum, vatican];

const request = (host: string | undefined, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:4412/robots.txt', { headers: { ...(host && { host }), ...headers } });

describe('seoHost', () => {
  it('finds the microsite of a local or production host and keeps the origin the crawler used', () => {
    expect(seoHost(request('colosseum.localhost:4412'), sites, 'localhost')).toEqual({
      site: colosseum,
      origin: 'http://colosseum.localhost:4412',
      otherDomains: ['vatican-museums-tickets.com'],
    });
    expect(seoHost(request('www.Vatican-Museums-Tickets.com'), sites, 'localhost')?.origin).toBe(
      'http://www.vatican-museums-tickets.com',
    );
  });
  it('uses https when a trusted proxy says the request came over https, and ignores it otherwise', () => {
    const proxied = request('colosseum-rome-tickets.com', { 'x-forwarded-proto': 'https' });
    expect(seoHost(proxied, sites, 'localhost', true)?.origin).toBe('https://colosseum-rome-tickets.com');
    expect(seoHost(proxied, sites, 'localhost')?.origin).toBe('http://colosseum-rome-tickets.com');
  });
  it('has no microsite for unknown, index, missing or malformed hosts', () => {
    expect(seoHost(request('nowhere.test'), sites, 'localhost')).toBeUndefined();
    expect(seoHost(request('localhost:4412'), sites, 'localhost')).toBeUndefined();
    expect(seoHost(request(undefined), sites, 'localhost')).toBeUndefined();
    expect(seoHost(request('colosseum.localhost:4412/../x'), sites, 'localhost')).toBeUndefined();
  });
});
