import { describe, expect, it } from 'vitest';
import type { Site } from '../sites/site';
import { resolveRoute } from './resolveRoute';

const colosseum: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum',
  tagline: '',
  themeColor: '#000000',
  languages: ['en', 'ar'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: {},
};
const resolve = (href: string, host: string, dev = false) =>
  resolveRoute({ url: new URL(href), host, sites: [colosseum], localSuffix: 'localhost', dev });

describe('resolveRoute', () => {
  it('never redirects to another host through the request path (issue 20 §5)', () => {
    expect(resolve('http://x//evil.example/x?a=1', 'colosseum.localhost')).toEqual({
      redirect: '/',
      status: 301,
    });
  });
  it('redirects a path without trailing slash permanently, keeping the query', () => {
    expect(resolve('http://x/ar/guided-tours?utm=1&b=2', 'colosseum.localhost')).toEqual({
      redirect: '/ar/guided-tours/?utm=1&b=2',
      status: 301,
    });
  });
  it('redirects /en/ and mixed case to the canonical path', () => {
    expect(resolve('http://x/en/guided-tours/?q=1', 'colosseum.localhost')).toEqual({
      redirect: '/guided-tours/?q=1',
      status: 301,
    });
    expect(resolve('http://x/AR/', 'colosseum.localhost')).toEqual({ redirect: '/ar/', status: 301 });
  });
  it('derives language and uid from host and path', () => {
    expect(resolve('http://x/ar/guided-tours/', 'colosseum.localhost:4321')).toEqual({
      route: {
        kind: 'page',
        site: colosseum,
        language: 'ar',
        segments: ['guided-tours'],
        uid: 'colosseum-rome-tickets.com.guided-tours',
      },
      language: 'ar',
    });
    expect(resolve('http://x/', 'www.colosseum-rome-tickets.com')).toMatchObject({
      route: { uid: 'colosseum-rome-tickets.com', language: 'en' },
    });
  });
  it('lists the microsites on a bare local host, and nothing else there', () => {
    expect(resolve('http://x/', 'localhost:4321')).toEqual({ route: { kind: 'index' }, language: 'en' });
    expect(resolve('http://x/ar/', 'localhost:4321')).toEqual({
      route: { kind: 'notFound', site: undefined },
      language: 'ar',
    });
  });
  it('says unknown site for a host no microsite has', () => {
    expect(resolve('http://x/', 'nowhere.example')).toEqual({
      route: { kind: 'unknownSite' },
      language: 'en',
    });
  });
  it('says not found for a path that cannot name a page', () => {
    expect(resolve('http://x/a.b/', 'colosseum.localhost')).toEqual({
      route: { kind: 'notFound', site: colosseum },
      language: 'en',
    });
  });
  it('accepts mystique_uid and lang on the root path in development only', () => {
    expect(
      resolve('http://x/?mystique_uid=colosseum-rome-tickets.com.guided-tours&lang=ar', 'localhost', true),
    ).toEqual({
      route: {
        kind: 'page',
        site: colosseum,
        language: 'ar',
        segments: ['guided-tours'],
        uid: 'colosseum-rome-tickets.com.guided-tours',
      },
      language: 'ar',
    });
    expect(
      resolve('http://x/?mystique_uid=colosseum-rome-tickets.com&lang=zz', 'localhost', true),
    ).toMatchObject({ route: { uid: 'colosseum-rome-tickets.com' }, language: 'en' });
    expect(resolve('http://x/?mystique_uid=other.com', 'localhost', true)).toEqual({
      route: { kind: 'notFound', site: undefined },
      language: 'en',
    });
    expect(resolve('http://x/?mystique_uid=colosseum-rome-tickets.com', 'localhost', false)).toEqual({
      route: { kind: 'index' },
      language: 'en',
    });
  });
});
