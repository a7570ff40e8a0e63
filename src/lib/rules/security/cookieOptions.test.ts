import { describe, expect, it } from 'vitest';
import { cookieContextFor } from '../../security/cookieContext';
import { cookieOptions, serializeCookie } from './cookieOptions';

const https = { host: 'www.colosseum-rome-tickets.com', https: true, domain: 'colosseum-rome-tickets.com' };
const local = { host: 'colosseum.localhost:4321', https: false, domain: 'colosseum.localhost' };

describe('cookieOptions', () => {
  it('puts the currency cookie alone on the parent domain, readable by scripts', () => {
    expect(cookieOptions('currentCurrency', https, 60)).toEqual({
      path: '/',
      domain: 'colosseum-rome-tickets.com',
      sameSite: 'Lax',
      secure: true,
      httpOnly: false,
      maxAge: 60,
    });
    expect(cookieOptions('currentCurrency', cookieContextFor('shop.example.co.uk', true)).domain).toBe(
      'example.co.uk',
    );
    expect(cookieOptions('currentCurrency', cookieContextFor('foo.github.io', true)).domain).toBe(
      'foo.github.io',
    );
  });
  it('keeps the other cookies on the host; HttpOnly when no script reads them', () => {
    expect(cookieOptions('cookieConsent', https)).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
      httpOnly: false,
    });
    expect(cookieOptions('sandboxId', https).httpOnly).toBe(true);
    expect(cookieOptions('sandboxId', https).domain).toBeUndefined();
    expect(cookieOptions('experimentOverride', https).httpOnly).toBe(true);
  });
  it('is Secure only over https, and host-only on localhost and IP addresses', () => {
    expect(cookieOptions('currentCurrency', local)).toEqual({
      path: '/',
      domain: 'colosseum.localhost',
      sameSite: 'Lax',
      secure: false,
      httpOnly: false,
    });
    expect(cookieOptions('currentCurrency', cookieContextFor('localhost:4321')).domain).toBeUndefined();
    expect(cookieOptions('currentCurrency', cookieContextFor('127.0.0.1:4321', true))).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
      httpOnly: false,
    });
  });
});

describe('serializeCookie', () => {
  it('writes every attribute in order', () => {
    expect(serializeCookie('sandboxId', 'abc-1', https, 31_536_000)).toBe(
      'sandboxId=abc-1; Max-Age=31536000; Path=/; SameSite=Lax; Secure; HttpOnly',
    );
    expect(serializeCookie('experimentOverride', 'cta-copy:treatment', local)).toBe(
      'experimentOverride=cta-copy%3Atreatment; Path=/; SameSite=Lax; HttpOnly',
    );
    expect(serializeCookie('currentCurrency', 'EUR', https, 60)).toBe(
      'currentCurrency=EUR; Max-Age=60; Path=/; Domain=colosseum-rome-tickets.com; SameSite=Lax; Secure',
    );
  });
  it('cannot be made to add attributes or headers by its value', () => {
    expect(serializeCookie('experimentOverride', 'x; Domain=evil.com\r\nSet-Cookie: a=b', local)).toBe(
      'experimentOverride=x%3B%20Domain%3Devil.com%0D%0ASet-Cookie%3A%20a%3Db; Path=/; SameSite=Lax; HttpOnly',
    );
  });
});

describe('cookieContextFor', () => {
  it('adds the registrable domain by the public suffix list, or none', () => {
    expect(cookieContextFor('tickets.example.co.uk', true)).toEqual({
      host: 'tickets.example.co.uk',
      https: true,
      domain: 'example.co.uk',
    });
    expect(cookieContextFor('colosseum.localhost:4321')).toEqual({
      host: 'colosseum.localhost:4321',
      https: false,
      domain: 'colosseum.localhost',
    });
    expect(cookieContextFor('www.example.com')).toEqual({
      host: 'www.example.com',
      https: true,
      domain: 'example.com',
    });
    expect(cookieContextFor('[::1]:4321')).toEqual({ host: '[::1]:4321', https: false });
    expect(cookieContextFor('github.io', true)).toEqual({ host: 'github.io', https: true });
  });
});
