import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

const context = {
  requestOrigin: 'http://colosseum.localhost:4321',
  allowedHosts: ['colosseum-rome-tickets.com', 'partner.example'],
};

describe('redirectTarget', () => {
  it('sends same-site paths with 302 by default', () => {
    expect(redirectTarget({ target: '/guided-tours/' }, context)).toEqual({
      location: '/guided-tours/',
      status: 302,
    });
    expect(redirectTarget({ target: '/guided-tours/?a=1' }, context)).toEqual({
      location: '/guided-tours/?a=1',
      status: 302,
    });
  });
  it('uses the status the document names when it is a redirect status', () => {
    expect(redirectTarget({ target: '/a/', status: 301 }, context)?.status).toBe(301);
    expect(redirectTarget({ target: '/a/', status: '308' }, context)?.status).toBe(308);
    expect(redirectTarget({ target: '/a/', status: 200 }, context)?.status).toBe(302);
    expect(redirectTarget({ target: '/a/', status: 'soon' }, context)?.status).toBe(302);
  });
  it('accepts a Prismic web link object', () => {
    expect(
      redirectTarget({ target: { link_type: 'Web', url: 'https://partner.example/x' } }, context),
    ).toEqual({ location: 'https://partner.example/x', status: 302 });
  });
  it('allows absolute URLs on the same host, the site domain or allow-listed hosts', () => {
    expect(redirectTarget({ target: 'http://colosseum.localhost:4321/x/' }, context)?.location).toBe(
      'http://colosseum.localhost:4321/x/',
    );
    expect(redirectTarget({ target: 'https://www.colosseum-rome-tickets.com/x/' }, context)?.location).toBe(
      'https://www.colosseum-rome-tickets.com/x/',
    );
    expect(redirectTarget({ target: 'https://shop.partner.example/' }, context)?.location).toBe(
      'https://shop.partner.example/',
    );
  });
  it('refuses other hosts, other schemes and protocol-relative or malformed targets', () => {
    expect(redirectTarget({ target: 'https://evil.example/' }, context)).toBeUndefined();
    expect(
      redirectTarget({ target: 'https://colosseum-rome-tickets.com.evil.example/' }, context),
    ).toBeUndefined();
    expect(redirectTarget({ target: '//evil.example/' }, context)).toBeUndefined();
    expect(redirectTarget({ target: 'javascript:alert(1)' }, context)).toBeUndefined();
    expect(redirectTarget({ target: '/\\evil.example' }, context)).toBeUndefined();
    expect(redirectTarget({ target: 'not a url' }, context)).toBeUndefined();
    expect(redirectTarget({}, context)).toBeUndefined();
  });
  it('resolves dot segments and encoded separators before the check (issue 20 §5)', () => {
    expect(redirectTarget({ target: '/x/..//evil.example' }, context)).toBeUndefined();
    expect(redirectTarget({ target: '/x/%2e%2e//evil.example' }, context)).toBeUndefined();
    expect(redirectTarget({ target: '/%2f%2fevil.example' }, context)).toBeUndefined();
    expect(redirectTarget({ target: '/%5cevil.example' }, context)).toBeUndefined();
    expect(redirectTarget({ target: ' /a/b/../c/?d=1 ' }, context)).toEqual({
      location: '/a/c/?d=1',
      status: 302,
    });
  });
});
