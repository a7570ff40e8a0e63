import { describe, expect, it } from 'vitest';
import { normaliseUrl } from './normaliseUrl';

describe('normaliseUrl', () => {
  it('upgrades http and protocol-relative URLs to https', () => {
    expect(normaliseUrl('http://example.com/paris')).toBe('https://example.com/paris/');
    expect(normaliseUrl('HTTP://example.com/')).toBe('https://example.com/');
    expect(normaliseUrl('//cdn.example.com/a')).toBe('https://cdn.example.com/a/');
    expect(normaliseUrl('https://example.com')).toBe('https://example.com/');
  });
  it('adds a trailing slash but not after a file name', () => {
    expect(normaliseUrl('/paris')).toBe('/paris/');
    expect(normaliseUrl('/paris/')).toBe('/paris/');
    expect(normaliseUrl('/paris//')).toBe('/paris/');
    expect(normaliseUrl('https://example.com/menu.pdf')).toBe('https://example.com/menu.pdf');
    expect(normaliseUrl('/')).toBe('/');
  });
  it('joins slugs as path segments and keeps query and fragment', () => {
    expect(normaliseUrl('http://example.com/paris?ref=x', ['tours'])).toBe(
      'https://example.com/paris/tours/?ref=x',
    );
    expect(normaliseUrl('/paris/?a=1#top', ['/tours/', '', 'night cruise'])).toBe(
      '/paris/tours/night%20cruise/?a=1#top',
    );
    expect(normaliseUrl('/', ['a/b'])).toBe('/a/b/');
  });
  it('leaves other schemes and empty text alone', () => {
    expect(normaliseUrl(' mailto:hello@example.com ')).toBe('mailto:hello@example.com');
    expect(normaliseUrl('tel:+441234')).toBe('tel:+441234');
    expect(normaliseUrl('')).toBe('');
  });
  it('returns unparseable URLs trimmed', () => {
    expect(normaliseUrl(' http://exa mple.com ')).toBe('https://exa mple.com');
  });
});
