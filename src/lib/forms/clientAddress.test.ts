import { describe, expect, it } from 'vitest';
import { clientAddressFrom, clientAddressOf, normaliseAddress, UNKNOWN_CLIENT } from './clientAddress';

const direct = { trustedProxy: false, hops: 0 };
const oneProxy = { trustedProxy: true, hops: 1 };
const twoProxies = { trustedProxy: true, hops: 2 };

describe('normaliseAddress', () => {
  it('keeps IPv4 and IPv6 addresses, drops ports and brackets, unmaps IPv4-mapped IPv6', () => {
    expect(normaliseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
  it('refuses anything that is not an address', () => {
    for (const junk of [
      '',
      'unknown',
      'evil.example',
      '203.0.113',
      '999.1.1.1',
      '1.2.3.4:x',
      '[::1',
      '<script>',
    ])
      expect(normaliseAddress(junk), junk).toBeUndefined();
    expect(normaliseAddress(undefined)).toBeUndefined();
  });
});

describe('clientAddressFrom', () => {
  it('is the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('198.51.100.4', '203.0.113.9', direct)).toBe('198.51.100.4');
    expect(clientAddressFrom('::ffff:198.51.100.4', null, direct)).toBe('198.51.100.4');
    expect(clientAddressFrom(undefined, '203.0.113.9', direct)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom('', null, direct)).toBe(UNKNOWN_CLIENT);
  });
  it('behind one proxy is the rightmost entry (the one the proxy appended)', () => {
    expect(clientAddressFrom('127.0.0.1', '198.51.100.4', oneProxy)).toBe('198.51.100.4');
    // A visitor's forged entries stay on the left and never count.
    expect(clientAddressFrom('127.0.0.1', '203.0.113.9, 10.0.0.1, 198.51.100.4', oneProxy)).toBe(
      '198.51.100.4',
    );
    expect(clientAddressFrom('127.0.0.1', '203.0.113.9,198.51.100.4', oneProxy)).toBe('198.51.100.4');
  });
  it('behind two proxies is the second entry from the right', () => {
    expect(clientAddressFrom('127.0.0.1', '203.0.113.9, 198.51.100.4, 192.0.2.1', twoProxies)).toBe(
      '198.51.100.4',
    );
    // Fewer entries than hops: the request skipped the outer proxy; every entry is a trusted one's.
    expect(clientAddressFrom('127.0.0.1', '198.51.100.4', twoProxies)).toBe('198.51.100.4');
  });
  it('falls back to the socket address when the entry is malformed or the header missing', () => {
    expect(clientAddressFrom('127.0.0.1', '203.0.113.9, not-an-ip', oneProxy)).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', '203.0.113.9, ', oneProxy)).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', '', oneProxy)).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', null, oneProxy)).toBe('127.0.0.1');
    expect(
      clientAddressFrom('127.0.0.1', Array.from({ length: 101 }, () => '1.1.1.1').join(','), oneProxy),
    ).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', '[2001:db8::7]:80', oneProxy)).toBe('2001:db8::7');
  });
});

describe('clientAddressOf', () => {
  it('reads the adapter’s address, and survives an adapter that throws', () => {
    const request = new Request('http://a.localhost/', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    // The test process runs without TRUSTED_PROXY: the forwarded header is ignored.
    expect(clientAddressOf({ clientAddress: '198.51.100.4', request })).toBe('198.51.100.4');
    const throwing = {
      request,
      get clientAddress(): string {
        throw new Error('no address while prerendering');
      },
    };
    expect(clientAddressOf(throwing)).toBe(UNKNOWN_CLIENT);
  });
});
