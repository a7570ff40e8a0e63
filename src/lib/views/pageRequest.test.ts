import { describe, expect, it } from 'vitest';
import { buildRequestContext } from '../request/requestContext';
import { pageRequestOf } from './routeData';

const requestContext = buildRequestContext({
  origin: 'http://paris-city-tickets.localhost',
  target: '/louvre-museum/',
  header: () => undefined,
  newId: () => 'visitor-0001',
  faultInjection: false,
});

/** An Astro context whose client address, like Astro's for a render without a socket, throws. */
function astroContext(method: string) {
  let asked = 0;
  return {
    context: {
      request: new Request('http://paris-city-tickets.localhost/louvre-museum/', { method }),
      locals: { cookie: undefined, currencyCookie: undefined, requestContext },
      get clientAddress(): string {
        asked += 1;
        if (method === 'GET') throw new Error('clientAddress is not available');
        return '203.0.113.9';
      },
    },
    asked: () => asked,
  };
}

describe('pageRequestOf', () => {
  it('does not read the client address for a page view (Astro throws for renders without one)', () => {
    const { context, asked } = astroContext('GET');
    const request = pageRequestOf(context);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/louvre-museum/');
    expect(asked()).toBe(0);
  });

  it('reads it when a form needs it', () => {
    const { context, asked } = astroContext('POST');
    expect(pageRequestOf(context).clientAddress).toBe('203.0.113.9');
    expect(asked()).toBe(1);
  });
});
