import { describe, expect, it } from 'vitest';
import { originFromHeaders, parseHostHeader, requestOrigin } from './requestHost';

describe('parseHostHeader', () => {
  it('accepts names, local aliases, IPv4 and IPv6 with an optional port, lowercased', () => {
    expect(parseHostHeader('Colosseum.localhost:4321')).toEqual({
      host: 'colosseum.localhost:4321',
      hostname: 'colosseum.localhost',
      port: 4321,
    });
    expect(parseHostHeader('www.colosseum-rome-tickets.com')).toEqual({
      host: 'www.colosseum-rome-tickets.com',
      hostname: 'www.colosseum-rome-tickets.com',
      port: undefined,
    });
    expect(parseHostHeader('example.com.')?.host).toBe('example.com');
    expect(parseHostHeader('127.0.0.1:4411')?.host).toBe('127.0.0.1:4411');
    expect(parseHostHeader('[::1]:4411')?.host).toBe('[::1]:4411');
    expect(parseHostHeader('localhost:65535')?.port).toBe(65_535);
  });
  it('refuses userinfo, bad ports and junk', () => {
    for (const hostile of [
      'user@colosseum.localhost',
      'user:pass@example.com:443',
      'example.com:99999',
      'example.com:0',
      'example.com:',
      'example.com:80:80',
      'example.com:8o',
      'example.com/evil',
      'example.com\\evil',
      'example.com?x=1',
      'exa mple.com',
      '<script>alert(1)</script>',
      '-bad.example.com',
      'bad-.example.com',
      'a..b',
      '.',
      '',
      '[::1',
      '[zz::1]',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(150)}com`,
      'ex\u0000ample.com',
      'éxample.com',
    ])
      expect(parseHostHeader(hostile), hostile).toBeUndefined();
    expect(parseHostHeader(null)).toBeUndefined();
  });
});

const request = (headers: Record<string, string>, url = 'http://localhost:4321/') =>
  new Request(url, { headers });

describe('requestOrigin', () => {
  it('builds the origin from the Host header and the connection scheme', () => {
    expect(requestOrigin(request({ host: 'Colosseum.localhost:4321' }), false)).toEqual({
      host: { host: 'colosseum.localhost:4321', hostname: 'colosseum.localhost', port: 4321 },
      https: false,
      origin: 'http://colosseum.localhost:4321',
    });
    expect(requestOrigin(request({ host: 'example.com' }, 'https://localhost/'), false)?.origin).toBe(
      'https://example.com',
    );
  });
  it('ignores X-Forwarded-Host and -Proto unless the proxy is trusted', () => {
    const proxied = request({
      host: 'internal:8080',
      'x-forwarded-host': 'www.example.com, evil.com',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(proxied, false)).toMatchObject({ https: false, origin: 'http://internal:8080' });
    expect(requestOrigin(proxied, true)).toMatchObject({ https: true, origin: 'https://www.example.com' });
  });
  it('refuses a malformed Host, or a malformed forwarded host from a trusted proxy', () => {
    expect(requestOrigin(request({ host: 'a@b.com' }), false)).toBeUndefined();
    expect(requestOrigin(request({ host: 'ok.com', 'x-forwarded-host': 'a@b.com' }), true)).toBeUndefined();
    expect(requestOrigin(request({ host: 'ok.com', 'x-forwarded-host': 'a@b.com' }), false)?.origin).toBe(
      'http://ok.com',
    );
  });
});

describe('originFromHeaders (the page cache and the edge share it)', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  it('uses the Host header and the connection scheme', () => {
    expect(originFromHeaders(headers({ host: 'Paris.localhost:4321' }), true, false)?.origin).toBe(
      'https://paris.localhost:4321',
    );
  });
  it('trusts forwarded headers only through a trusted proxy, first value', () => {
    const forwarded = headers({
      host: 'node-a:4341',
      'x-forwarded-host': 'paris.example, evil',
      'x-forwarded-proto': 'https',
    });
    expect(originFromHeaders(forwarded, false, true)?.origin).toBe('https://paris.example');
    expect(originFromHeaders(forwarded, false, false)?.origin).toBe('http://node-a:4341');
  });
  it('refuses a malformed host, and has no origin without one', () => {
    expect(originFromHeaders(headers({ host: 'a@b' }), false, false)).toBeUndefined();
    expect(originFromHeaders(headers({}), false, false)).toBeUndefined();
  });
});
