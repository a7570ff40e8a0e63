import { describe, expect, it } from 'vitest';
import { normaliseQuery, overrideOf, pageCacheKey, parseCookies, variationOf } from './cacheKey';

const human = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const newId = () => 'newvisitor-0001';

describe('normaliseQuery', () => {
  it('drops tracking parameters and sorts the rest', () => {
    expect(normaliseQuery('?utm_source=x&b=2&a=1&gclid=9&fbclid=f&msclkid=m&ci=1&cm=2&utm_medium=y')).toBe(
      'a=1&b=2',
    );
  });
  it('keeps repeated names in their order and re-encodes', () => {
    expect(normaliseQuery('?tag=b&tag=a&q=caf%C3%A9')).toBe('q=caf%C3%A9&tag=b&tag=a');
  });
  it('is empty for no query or only trackers', () => {
    expect(normaliseQuery('')).toBe('');
    expect(normaliseQuery('?')).toBe('');
    expect(normaliseQuery('?utm_campaign=spring')).toBe('');
  });
  it('gives the same key whatever the parameter order', () => {
    expect(normaliseQuery('?page=2&sort=rating')).toBe(normaliseQuery('?sort=rating&page=2&utm_id=1'));
  });
});

describe('parseCookies', () => {
  it('reads name=value pairs, the last one winning', () => {
    const cookies = parseCookies('a=1; currentCurrency=EUR; a=2; junk; =x');
    expect(cookies.get('a')).toBe('2');
    expect(cookies.get('currentCurrency')).toBe('EUR');
    expect(cookies.size).toBe(2);
  });
});

describe('variationOf', () => {
  it('keeps a well-formed currency cookie as sent, drops junk', () => {
    expect(
      variationOf({ cookie: 'currentCurrency=EUR', userAgent: human, urlOverride: null, newId }).currency,
    ).toBe('EUR');
    expect(
      variationOf({ cookie: 'currentCurrency=eur', userAgent: human, urlOverride: null, newId }).currency,
    ).toBe('eur');
    expect(
      variationOf({ cookie: 'currentCurrency=<script>', userAgent: human, urlOverride: null, newId })
        .currency,
    ).toBe('');
  });
  it('normalises consent and ignores unknown purposes', () => {
    expect(
      variationOf({ cookie: 'cookieConsent=necessary.marketing', userAgent: human, urlOverride: null, newId })
        .consent,
    ).toBe('necessary.marketing');
    expect(
      variationOf({ cookie: 'cookieConsent=all', userAgent: human, urlOverride: null, newId }).consent,
    ).toBe('');
  });
  it('gives a first-time human a sandbox id, a returning one none', () => {
    expect(variationOf({ cookie: undefined, userAgent: human, urlOverride: null, newId }).newSandboxId).toBe(
      'newvisitor-0001',
    );
    expect(
      variationOf({ cookie: 'sandboxId=abcdefgh-1234', userAgent: human, urlOverride: null, newId })
        .newSandboxId,
    ).toBeUndefined();
  });
  it('gives bots no id and the control variants', () => {
    const bot = variationOf({ cookie: undefined, userAgent: 'Googlebot/2.1', urlOverride: null, newId });
    expect(bot.bot).toBe(true);
    expect(bot.newSandboxId).toBeUndefined();
    expect(bot.variants).toBe(
      'ratings=control,cta-copy=control,seat-map-revamp=control,day-trip-videos=control,hoho-mobile-revamp=control',
    );
  });
  it('keys only the experiments that change HTML, and follows overrides', () => {
    const forced = variationOf({
      cookie: undefined,
      userAgent: human,
      urlOverride: 'cta-copy:treatment',
      newId,
    });
    expect(forced.variants).toContain('cta-copy=treatment');
    expect(forced.variants).not.toContain('session-replay');
  });
  it('keeps the same variants for the same sandbox id', () => {
    const a = variationOf({ cookie: 'sandboxId=abcdefgh-1234', userAgent: human, urlOverride: null, newId });
    const b = variationOf({
      cookie: 'x=1; sandboxId=abcdefgh-1234',
      userAgent: human,
      urlOverride: null,
      newId,
    });
    expect(a.variants).toBe(b.variants);
  });
});

describe('overrideOf and pageCacheKey', () => {
  it('reads the URL override only when present', () => {
    expect(overrideOf('?experimentOverride=ratings:treatment')).toBe('ratings:treatment');
    expect(overrideOf('?page=2')).toBeNull();
  });
  it('puts origin, path, query and every dimension in the key', () => {
    const variation = {
      currency: 'EUR',
      consent: 'necessary',
      channel: '',
      bot: false,
      variants: 'cta-copy=control',
      newSandboxId: undefined,
    };
    expect(pageCacheKey('http://a.localhost:4321', '/en/', 'page=2', variation)).toBe(
      'http://a.localhost:4321/en/?page=2|EUR|necessary||0|cta-copy=control',
    );
    expect(pageCacheKey('https://a.localhost:4321', '/en/', '', { ...variation, currency: 'GBP' })).toBe(
      'https://a.localhost:4321/en/?|GBP|necessary||0|cta-copy=control',
    );
  });
});
