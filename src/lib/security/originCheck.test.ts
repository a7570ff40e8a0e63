import { describe, expect, it } from 'vitest';
import { crossSiteRefusal, isCrossSite, type OriginFacts } from './originCheck';

const SITE = 'https://broadway.localhost:8443';
const form = 'application/x-www-form-urlencoded';
const facts = (over: Partial<OriginFacts>): OriginFacts => ({
  method: 'POST',
  origin: null,
  secFetchSite: null,
  contentType: form,
  ...over,
});

describe('isCrossSite', () => {
  it('accepts a browser post from the resolved origin (https behind a TLS proxy)', () => {
    expect(isCrossSite(facts({ origin: SITE }), SITE)).toBe(false);
    expect(isCrossSite(facts({ origin: 'HTTPS://Broadway.localhost:8443' }), SITE)).toBe(false);
    expect(isCrossSite(facts({ origin: 'https://a.example' }), 'https://a.example:443')).toBe(false);
    expect(isCrossSite(facts({ origin: 'https://broadway.localhost.:8443' }), SITE)).toBe(false);
  });
  it('refuses another site, another scheme (the http origin inside the proxy), null and junk', () => {
    for (const origin of [
      'https://evil.example',
      'http://broadway.localhost:8443',
      'https://broadway.localhost',
      'https://paris.localhost:8443',
      'null',
      'not a url',
      'file:///etc/passwd',
    ])
      expect(isCrossSite(facts({ origin }), SITE), origin).toBe(true);
    expect(
      isCrossSite(facts({ origin: SITE, contentType: 'application/json' }), 'https://other.example'),
    ).toBe(true);
  });
  it('without Origin: refuses Sec-Fetch-Site cross-site or same-site and form bodies, lets other bodies pass', () => {
    expect(isCrossSite(facts({ secFetchSite: 'cross-site', contentType: 'application/json' }), SITE)).toBe(
      true,
    );
    expect(isCrossSite(facts({ secFetchSite: 'same-site', contentType: 'application/json' }), SITE)).toBe(
      true,
    );
    expect(isCrossSite(facts({}), SITE)).toBe(true);
    expect(isCrossSite(facts({ contentType: 'multipart/form-data; boundary=x' }), SITE)).toBe(true);
    expect(isCrossSite(facts({ contentType: 'text/plain;charset=UTF-8' }), SITE)).toBe(true);
    expect(isCrossSite(facts({ contentType: 'application/json' }), SITE)).toBe(false);
    expect(isCrossSite(facts({ contentType: null }), SITE)).toBe(false);
    expect(isCrossSite(facts({ secFetchSite: 'same-origin', contentType: 'application/json' }), SITE)).toBe(
      false,
    );
  });
  it('never checks GET, HEAD or OPTIONS', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(isCrossSite(facts({ method, origin: 'https://evil.example' }), SITE)).toBe(false);
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect(isCrossSite(facts({ method, origin: 'https://evil.example' }), SITE)).toBe(true);
  });
});

describe('crossSiteRefusal', () => {
  it('answers a plain, uncached 403 without the input, or nothing', async () => {
    const evil = new Request('http://broadway.localhost:8443/consent', {
      method: 'POST',
      headers: { origin: 'https://<evil>.example', 'content-type': form },
    });
    const refused = crossSiteRefusal(evil, SITE);
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(await refused?.text()).not.toContain('evil');
    const same = new Request('http://broadway.localhost:8443/consent', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': form },
    });
    expect(crossSiteRefusal(same, SITE)).toBeUndefined();
  });
});
