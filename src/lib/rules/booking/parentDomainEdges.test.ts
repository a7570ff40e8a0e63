import { describe, expect, it } from 'vitest';
import { hostParts, parentDomain } from './parentDomain';

describe('parentDomain edges', () => {
  it('keeps three labels under every listed two-level suffix', () => {
    const suffixes = [
      'co.uk',
      'org.uk',
      'com.au',
      'net.au',
      'co.nz',
      'co.jp',
      'co.kr',
      'com.sg',
      'com.my',
      'co.in',
      'co.za',
      'com.br',
      'com.mx',
      'com.tr',
      'com.hk',
      'com.tw',
      'com.cn',
      'co.id',
      'co.th',
      'com.ar',
    ];
    expect(suffixes.map((suffix) => parentDomain(`shop.brand.${suffix}`))).toEqual(
      suffixes.map((suffix) => `brand.${suffix}`),
    );
    // com.de is a (private) public suffix: the list knows it, the old hand-written subset did not.
    expect(parentDomain('shop.brand.com.de')).toBe('brand.com.de');
    expect(parentDomain('tickets.example.com.ua')).toBe('example.com.ua');
    expect(parentDomain('a.foo.github.io')).toBe('foo.github.io');
  });
  it('leaves a host that is itself a public suffix as it is', () => {
    expect(parentDomain('github.io')).toBe('github.io');
    expect(parentDomain('co.uk')).toBe('co.uk');
  });
  it('trims, lowercases and ignores empty labels', () => {
    expect(parentDomain(' WWW.Example.COM ')).toBe('example.com');
    expect(parentDomain('example.com..')).toBe('example.com');
  });
  it('recognises IPv4 and IPv6 hosts only when they are whole', () => {
    expect(hostParts('1.22.333.4').isLocal).toBe(true);
    expect(hostParts('a1.2.3.4').isLocal).toBe(false);
    expect(hostParts('1.2.3.4x').isLocal).toBe(false);
    expect(hostParts('1.2.3.4444').isLocal).toBe(false);
    expect(hostParts('[::1]')).toEqual({ hostname: '[::1]', port: '', isLocal: true, isDevelopment: true });
    expect(hostParts('www.example.com[').isLocal).toBe(false);
  });
  it('keeps a host with a malformed port whole', () => {
    expect(hostParts('example.com:abc')).toEqual({
      hostname: 'example.com:abc',
      port: '',
      isLocal: false,
      isDevelopment: false,
    });
    expect(hostParts('example.com:8080:1')).toEqual({
      hostname: 'example.com:8080:1',
      port: '',
      isLocal: false,
      isDevelopment: false,
    });
  });
});
