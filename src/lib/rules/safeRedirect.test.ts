import { describe, expect, it } from 'vitest';
import { normaliseSameSitePath, safeRedirect } from './safeRedirect';

describe('safeRedirect: ordinary paths', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/fr/louvre-museum/')).toBe('/fr/louvre-museum/');
    expect(safeRedirect('/fr/louvre-museum/?a=1&b=two')).toBe('/fr/louvre-museum/?a=1&b=two');
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/a//b/')).toBe('/a//b/');
  });

  it('leaves the query as it is (only the path is decoded)', () => {
    expect(safeRedirect('/search/?q=a%2Fb&next=%2F%2Fevil.com')).toBe('/search/?q=a%2Fb&next=%2F%2Fevil.com');
  });

  it('encodes what a Location must not carry raw', () => {
    expect(safeRedirect('/café/?q="x"<y>')).toBe('/caf%C3%A9/?q=%22x%22%3Cy%3E');
  });

  it('drops the fragment unless asked to keep it', () => {
    expect(safeRedirect('/a/?x=1#top')).toBe('/a/?x=1');
    expect(normaliseSameSitePath('/a/?x=1#top', { hash: true })).toBe('/a/?x=1#top');
  });
});

describe('safeRedirect: dot segments are resolved before the check', () => {
  it('resolves `..` and `.`', () => {
    expect(safeRedirect('/a/b/../c/')).toBe('/a/c/');
    expect(safeRedirect('/a/./c')).toBe('/a/c');
    expect(safeRedirect('/../../etc/')).toBe('/etc/');
    expect(safeRedirect('/..')).toBe('/');
  });

  it('resolves percent-encoded dots in either case', () => {
    expect(safeRedirect('/a/%2e%2e/c/')).toBe('/c/');
    expect(safeRedirect('/a/%2E%2E/c/')).toBe('/c/');
    expect(safeRedirect('/a/%2E/c/')).toBe('/a/c/');
    expect(safeRedirect('/a/.%2e/c/')).toBe('/c/');
  });

  it('refuses a path that dot segments turn into another host', () => {
    expect(safeRedirect('/x/..//evil.com')).toBe('/');
    expect(safeRedirect('/x/../..//evil.com/')).toBe('/');
    expect(safeRedirect('/x/%2e%2e//evil.com')).toBe('/');
    expect(safeRedirect('/x/%2E%2E//evil.com')).toBe('/');
    expect(safeRedirect('/x/..%2f%2fevil.com')).toBe('/');
    expect(safeRedirect('/x/..\\\\evil.com')).toBe('/');
  });
});

describe('safeRedirect: other hosts in disguise', () => {
  it('refuses protocol-relative and backslash forms', () => {
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('//evil.com/a/')).toBe('/');
    expect(safeRedirect('/\\evil.com')).toBe('/');
    expect(safeRedirect('\\\\evil.com')).toBe('/');
    expect(safeRedirect('\\/evil.com')).toBe('/');
  });

  it('refuses encoded slashes and backslashes that make one', () => {
    expect(safeRedirect('/%2f%2fevil.com')).toBe('/');
    expect(safeRedirect('/%2F/evil.com')).toBe('/');
    expect(safeRedirect('/%5cevil.com')).toBe('/');
    expect(safeRedirect('/%5C%5Cevil.com')).toBe('/');
  });

  it('turns encoded slashes inside a path into plain ones', () => {
    expect(safeRedirect('/a%2fb/')).toBe('/a/b/');
    expect(safeRedirect('/a%5cb/')).toBe('/a/b/');
  });

  it('refuses absolute URLs and other schemes', () => {
    expect(safeRedirect('https://evil.com')).toBe('/');
    expect(safeRedirect('http://evil.com/a/')).toBe('/');
    expect(safeRedirect('https:evil.com')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('JaVaScRiPt:alert(1)')).toBe('/');
    expect(safeRedirect('data:text/html,<script>')).toBe('/');
    expect(safeRedirect('evil.com/')).toBe('/');
    expect(safeRedirect('a/b/')).toBe('/');
  });

  it('refuses control characters and whitespace anywhere', () => {
    expect(safeRedirect('/\t/evil.com')).toBe('/');
    expect(safeRedirect('/\n/evil.com')).toBe('/');
    expect(safeRedirect('/\r\n/evil.com')).toBe('/');
    expect(safeRedirect('/a\tb/')).toBe('/');
    expect(safeRedirect('/a b/')).toBe('/');
    expect(safeRedirect(' /a/')).toBe('/');
    expect(safeRedirect('/a/\u0000')).toBe('/');
    expect(safeRedirect('/a/\u007f')).toBe('/');
    expect(safeRedirect('/a/\u2028')).toBe('/');
    expect(safeRedirect('/a/\u00a0')).toBe('/');
  });

  it('refuses values that are no string, empty or too long', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(42)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(`/${'a'.repeat(2048)}`)).toBe('/');
    expect(safeRedirect(`/${'a'.repeat(2000)}`)).toBe(`/${'a'.repeat(2000)}`);
  });
});

describe('safeRedirect: the fallback', () => {
  it('answers the given fallback for anything refused', () => {
    expect(safeRedirect('//evil.com', '/fr/')).toBe('/fr/');
    expect(safeRedirect('/x/..//evil.com', '/fr/')).toBe('/fr/');
    expect(safeRedirect('/ok/', '/fr/')).toBe('/ok/');
  });

  it('normaliseSameSitePath answers undefined instead', () => {
    expect(normaliseSameSitePath('/x/..//evil.com')).toBeUndefined();
    expect(normaliseSameSitePath('/a/%2e%2e/b/?c=1')).toBe('/b/?c=1');
  });
});
