import { describe, expect, it } from 'vitest';
import {
  ALLOW_ALL,
  DENY_ALL,
  consentCookieHeader,
  consentFromForm,
  formatConsent,
  parseConsent,
  safeReturnPath,
} from './consent';

describe('the consent cookie', () => {
  it('reads and writes the stored choice', () => {
    expect(parseConsent('necessary.analytics')).toEqual({ analytics: true, marketing: false });
    expect(parseConsent('necessary')).toEqual(DENY_ALL);
    expect(parseConsent('necessary.marketing.analytics')).toEqual(ALLOW_ALL);
    expect(parseConsent('analytics')).toBeUndefined();
    expect(parseConsent('necessary.tracking')).toBeUndefined();
    expect(parseConsent(undefined)).toBeUndefined();
    expect(formatConsent(ALLOW_ALL)).toBe('necessary.analytics.marketing');
    expect(formatConsent(DENY_ALL)).toBe('necessary');
  });
  it("lasts 180 days on the microsite's own host, Secure over https", () => {
    expect(consentCookieHeader(ALLOW_ALL, 'www.example.com')).toBe(
      'cookieConsent=necessary.analytics.marketing; Max-Age=15552000; Path=/; SameSite=Lax; Secure',
    );
    expect(consentCookieHeader(DENY_ALL, 'broadway.localhost:4321')).toBe(
      'cookieConsent=necessary; Max-Age=15552000; Path=/; SameSite=Lax',
    );
    expect(consentCookieHeader(DENY_ALL, 'www.example.com', false)).toBe(
      'cookieConsent=necessary; Max-Age=15552000; Path=/; SameSite=Lax',
    );
  });
});

describe('the banner form without JavaScript', () => {
  it('accepts all, none or the ticked purposes', () => {
    expect(consentFromForm('all', [])).toEqual(ALLOW_ALL);
    expect(consentFromForm('none', ['analytics'])).toEqual(DENY_ALL);
    expect(consentFromForm('custom', ['marketing', 'spam'])).toEqual({ analytics: false, marketing: true });
    expect(consentFromForm('yes', [])).toBeUndefined();
  });
  it('goes back to a same-site path only', () => {
    expect(safeReturnPath('/ar/hamilton/?cookie-preferences')).toBe('/ar/hamilton/');
    expect(safeReturnPath('/tickets/?page=2&cookie-preferences=1')).toBe('/tickets/?page=2');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
  it('resolves dot segments and encoded separators before the check (issue 20 §5)', () => {
    expect(safeReturnPath('/x/..//evil.example')).toBe('/');
    expect(safeReturnPath('/x/%2e%2e//evil.example')).toBe('/');
    expect(safeReturnPath('/%2f%2fevil.example')).toBe('/');
    expect(safeReturnPath('/fr/x/../y/?cookie-preferences&a=1')).toBe('/fr/y/?a=1');
  });
});
