import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './securityHeaders';
import { withToolbarCsp, withToolbarCspHeader } from './previewToolbarCsp';

const astroPolicy = [
  ...CSP_DIRECTIVES,
  "script-src 'self' 'sha256-abc'",
  "style-src 'self' 'sha256-def'",
].join('; ');
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('withToolbarCsp', () => {
  it("adds the toolbar's script host and the repository's hosts to the storefront's own policy", () => {
    const widened = withToolbarCsp(astroPolicy, 'my-repo');
    expect(directive(widened, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc'",
      'https://static.cdn.prismic.io',
    ]);
    expect(directive(widened, 'connect-src')).toEqual([
      "'self'",
      'https://my-repo.prismic.io',
      'https://*.prismic.io',
    ]);
    expect(directive(widened, 'frame-src')).toEqual([
      ...(directive(astroPolicy, 'frame-src') ?? []),
      'https://my-repo.prismic.io',
      'https://*.prismic.io',
    ]);
    // Everything else is untouched, in the same order.
    expect(directive(widened, 'style-src')).toEqual(["'self'", "'sha256-def'"]);
    expect(directive(widened, 'default-src')).toEqual(["'self'"]);
    expect(directive(widened, 'frame-ancestors')).toEqual(["'none'"]);
    expect(widened.split('; ').map((part) => part.split(' ')[0])).toEqual(
      astroPolicy.split('; ').map((part) => part.split(' ')[0]),
    );
  });

  it('adds missing directives from default-src, replaces none, widens script-src-elem, adds nothing twice', () => {
    expect(withToolbarCsp("default-src 'self'; script-src-elem 'self'; frame-src 'none'", 'Repo')).toBe(
      "default-src 'self'; script-src-elem 'self' https://static.cdn.prismic.io; " +
        'frame-src https://repo.prismic.io https://*.prismic.io; ' +
        "script-src 'self' https://static.cdn.prismic.io; " +
        "connect-src 'self' https://repo.prismic.io https://*.prismic.io",
    );
    const once = withToolbarCsp(astroPolicy, 'my-repo');
    expect(withToolbarCsp(once, 'my-repo')).toBe(once);
  });

  it('leaves the policy alone for a name that is not a repository name', () => {
    expect(withToolbarCsp(astroPolicy, 'evil.com; script-src *')).toBe(astroPolicy);
    expect(withToolbarCsp(astroPolicy, '')).toBe(astroPolicy);
  });
});

describe('withToolbarCspHeader', () => {
  const html = (headers: Record<string, string>) =>
    new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

  it('widens the CSP header of an HTML answer', () => {
    const answer = withToolbarCspHeader(html({ 'content-security-policy': astroPolicy }), 'my-repo');
    expect(answer.headers.get('content-security-policy')).toBe(withToolbarCsp(astroPolicy, 'my-repo'));
  });

  it('leaves an answer without a CSP, or not HTML, as it was', () => {
    expect(withToolbarCspHeader(html({}), 'my-repo').headers.get('content-security-policy')).toBeNull();
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-security-policy': astroPolicy },
    });
    expect(withToolbarCspHeader(json, 'my-repo').headers.get('content-security-policy')).toBe(astroPolicy);
  });
});
