import { describe, expect, it } from 'vitest';
import { withCspSources, withCspSourcesHeader } from './cspSources';

const policy =
  "default-src 'self'; img-src 'self' data: blob:; media-src 'self'; script-src 'self' 'sha256-x'";

describe('withCspSources', () => {
  it('adds each source once to its directive', () => {
    expect(
      withCspSources(policy, {
        'img-src': ['https://images.prismic.io', 'data:'],
        'media-src': ['https://my-repo.cdn.prismic.io'],
      }),
    ).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://images.prismic.io; media-src 'self' https://my-repo.cdn.prismic.io; script-src 'self' 'sha256-x'",
    );
  });
  it("replaces 'none' and adds a missing directive with default-src's sources", () => {
    expect(
      withCspSources("default-src 'self'; media-src 'none'", { 'media-src': ['https://v.example'] }),
    ).toBe("default-src 'self'; media-src https://v.example");
    expect(withCspSources("default-src 'self'", { 'img-src': ['https://i.example'] })).toBe(
      "default-src 'self'; img-src 'self' https://i.example",
    );
  });
  it('leaves a missing element or attribute directive missing (its parent applies)', () => {
    expect(withCspSources("script-src 'self'", { 'script-src-elem': ['https://s.example'] })).toBe(
      "script-src 'self'",
    );
  });
  it('leaves the policy as it was without sources', () => {
    expect(withCspSources(policy, { 'img-src': [], 'media-src': [] })).toBe(policy);
    expect(withCspSources(policy, {})).toBe(policy);
  });
});

describe('withCspSourcesHeader', () => {
  const html = (headers: Record<string, string>) => new Response('<p>x</p>', { headers });
  it("widens an HTML answer's policy", () => {
    const response = withCspSourcesHeader(
      html({ 'content-type': 'text/html', 'content-security-policy': "img-src 'self'" }),
      { 'img-src': ['https://images.prismic.io'] },
    );
    expect(response.headers.get('content-security-policy')).toBe("img-src 'self' https://images.prismic.io");
  });
  it('leaves other answers alone', () => {
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-security-policy': "img-src 'self'" },
    });
    expect(
      withCspSourcesHeader(json, { 'img-src': ['https://i.example'] }).headers.get('content-security-policy'),
    ).toBe("img-src 'self'");
    const bare = html({ 'content-type': 'text/html' });
    expect(
      withCspSourcesHeader(bare, { 'img-src': ['https://i.example'] }).headers.has('content-security-policy'),
    ).toBe(false);
  });
  it('copies an answer whose headers are immutable', () => {
    const immutable = Response.redirect('http://x.example/', 302);
    expect(withCspSourcesHeader(immutable, { 'img-src': ['https://i.example'] })).toBe(immutable);
    const frozen = html({ 'content-type': 'text/html', 'content-security-policy': "img-src 'self'" });
    Object.defineProperty(frozen, 'headers', {
      value: new Proxy(frozen.headers, {
        get: (target, key) =>
          key === 'set'
            ? () => {
                throw new TypeError('immutable');
              }
            : (Reflect.get(target, key) as unknown as (...a: unknown[]) => unknown).bind(target),
      }),
    });
    const copy = withCspSourcesHeader(frozen, { 'img-src': ['https://i.example'] });
    expect(copy).not.toBe(frozen);
    expect(copy.headers.get('content-security-policy')).toBe("img-src 'self' https://i.example");
  });
});
