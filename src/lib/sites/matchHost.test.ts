import { describe, expect, it } from 'vitest';
import { matchHost, normaliseHost } from './matchHost';
import type { Site } from './site';

const site = (domain: string, alias: string): Site => ({
  domain,
  alias,
  name: alias,
  tagline: '',
  themeColor: '#000000',
  languages: ['en'],
  cityCode: undefined,
  subdomainHosting: false,
  designV3: true,
  localized: {},
});
const sites = [
  site('colosseum-rome-tickets.com', 'colosseum'),
  site('vatican-museums-tickets.com', 'vatican'),
];

describe('normaliseHost', () => {
  it('drops port, www, trailing dot and case', () => {
    expect(normaliseHost('WWW.Colosseum-Rome-Tickets.com:443')).toBe('colosseum-rome-tickets.com');
    expect(normaliseHost('colosseum.localhost.')).toBe('colosseum.localhost');
    expect(normaliseHost('[::1]:4321')).toBe('[::1]');
  });
  it('refuses malformed hosts', () => {
    expect(normaliseHost('')).toBeUndefined();
    expect(normaliseHost(null)).toBeUndefined();
    expect(normaliseHost('evil.com/x')).toBeUndefined();
    expect(normaliseHost('a..b')).toBeUndefined();
    expect(normaliseHost('[::1')).toBeUndefined();
  });
});

describe('matchHost', () => {
  it('finds a site by production domain, with or without www', () => {
    expect(matchHost('www.colosseum-rome-tickets.com', sites)).toMatchObject({
      kind: 'site',
      site: { alias: 'colosseum' },
    });
    expect(matchHost('vatican-museums-tickets.com', sites)).toMatchObject({
      kind: 'site',
      site: { alias: 'vatican' },
    });
  });
  it('finds a site by its local alias or its domain under the local suffix', () => {
    expect(matchHost('vatican.localhost:4321', sites)).toMatchObject({
      kind: 'site',
      site: { alias: 'vatican' },
    });
    expect(matchHost('colosseum-rome-tickets.com.localhost:4321', sites)).toMatchObject({
      kind: 'site',
      site: { alias: 'colosseum' },
    });
    expect(matchHost('vatican.test', sites, 'test')).toMatchObject({ kind: 'site' });
  });
  it('gives the index on bare loopback hosts', () => {
    expect(matchHost('localhost:4321', sites).kind).toBe('index');
    expect(matchHost('127.0.0.1:4321', sites).kind).toBe('index');
    expect(matchHost('[::1]:4321', sites).kind).toBe('index');
  });
  it('says unknown for any other host', () => {
    expect(matchHost('paris.localhost', sites).kind).toBe('unknown');
    expect(matchHost('example.com', sites).kind).toBe('unknown');
    expect(matchHost(undefined, sites).kind).toBe('unknown');
  });
});

describe('matchHost with the demo hosts off (DEMO_HOSTS=off, issue 20 §5)', () => {
  it('answers the sites’ own domains only: no index, no <alias>.<suffix>', () => {
    const site = { domain: 'colosseum-rome-tickets.com', alias: 'colosseum' } as Site;
    expect(matchHost('colosseum.localhost:4321', [site], null).kind).toBe('unknown');
    expect(matchHost('localhost:4321', [site], null).kind).toBe('unknown');
    expect(matchHost('www.colosseum-rome-tickets.com', [site], null).kind).toBe('site');
    expect(matchHost('colosseum.localhost:4321', [site]).kind).toBe('site');
  });
});
