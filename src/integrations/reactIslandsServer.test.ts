import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// React's Astro renderer, as the server build has it (its options come from a virtual module of the
// build); here a stand-in that counts how often it draws.
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@astrojs/react/server.js', () => ({
  default: {
    name: '@astrojs/react',
    check: async () => true,
    renderToStaticMarkup: async function (
      this: unknown,
      component: (props: Record<string, unknown>) => unknown,
      props: Record<string, unknown>,
    ) {
      drawn.count += 1;
      delete props['class'];
      return { html: renderToString(createElement(component as never, props)), attrs: { prefix: 'ignored' } };
    },
  },
}));

const { escapeAsReact, renderToStaticMarkup } = await import('./reactIslandsServer');
const { reactIsland } = await import('../islands/reactIsland');

const Greeting = reactIsland(({ name }: { name: string }) => createElement('p', null, `Hello ${name}`), {
  pure: true,
});
const Clock = reactIsland(({ label }: { label: string }) => createElement('p', null, label));
// The currency switcher's kind of island: every page's links start with the page's own path.
const Links = reactIsland(
  ({ base, codes }: { base: string; codes: string[] }) =>
    createElement(
      'nav',
      { 'data-base': base },
      codes.map((code) => createElement('a', { key: code, href: `${base}${code}` }, code)),
      createElement('span', null, base),
    ),
  { pure: true, pageProps: ['base'] },
);
// An island that changes its page prop before writing it: its markup cannot be shared between pages.
const Shouting = reactIsland(
  ({ base }: { base: string }) => createElement('a', { href: base.toUpperCase() }, 'x'),
  { pure: true, pageProps: ['base'] },
);
const direct = (component: unknown, props: Record<string, unknown>) =>
  renderToString(createElement(component as never, props));

beforeAll(() => {
  vi.stubEnv('DEV', false);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the islands’ renderer', () => {
  it('draws a pure island once for the same props and answers the same HTML after', async () => {
    const before = drawn.count;
    const first = await renderToStaticMarkup.call({ result: {} }, Greeting, { name: 'Louvre' }, {});
    const second = await renderToStaticMarkup.call({ result: {} }, Greeting, { name: 'Louvre' }, {});
    expect(first.html).toBe('<p>Hello Louvre</p>');
    expect(second.html).toBe(first.html);
    expect(drawn.count - before).toBe(1);
    const other = await renderToStaticMarkup.call({ result: {} }, Greeting, { name: 'Orsay' }, {});
    expect(other.html).toBe('<p>Hello Orsay</p>');
    expect(drawn.count - before).toBe(2);
  });

  it('keeps children and hydration in the key, and leaves the props it was given whole', async () => {
    const props = { name: 'Prado', class: 'x' };
    const before = drawn.count;
    await renderToStaticMarkup.call({ result: {} }, Greeting, props, { default: '<b>a</b>' });
    await renderToStaticMarkup.call({ result: {} }, Greeting, props, { default: '<b>b</b>' });
    await renderToStaticMarkup.call(
      { result: {} },
      Greeting,
      props,
      { default: '<b>a</b>' },
      { hydrate: 'load' },
    );
    expect(drawn.count - before).toBe(3);
    expect(props).toEqual({ name: 'Prado', class: 'x' });
  });

  it('draws an island that is not pure every time', async () => {
    const before = drawn.count;
    await renderToStaticMarkup.call({ result: {} }, Clock, { label: 'now' }, {});
    await renderToStaticMarkup.call({ result: {} }, Clock, { label: 'now' }, {});
    expect(drawn.count - before).toBe(2);
  });

  it('numbers the islands of one page r0, r1, … whether kept or drawn', async () => {
    const page = { result: {} };
    const prefixes = [];
    for (const island of [Greeting, Clock, Greeting])
      prefixes.push(
        (await renderToStaticMarkup.call(page, island, { name: 'x', label: 'y' }, {})).attrs?.prefix,
      );
    expect(prefixes).toEqual(['r0', 'r1', 'r2']);
    expect((await renderToStaticMarkup.call({ result: {} }, Clock, { label: 'y' }, {})).attrs?.prefix).toBe(
      'r0',
    );
  });

  it('draws an island with page props once for every page, each page with its own values escaped as React does', async () => {
    const before = drawn.count;
    const codes = ['EUR', 'USD'];
    const pages = ['/wicked/?currency=', '/les-mis/?a=1&b="2"&c=<x>&d=\'y\'&currency=', '/ض/?currency=€$&'];
    for (const base of pages) {
      const { html } = await renderToStaticMarkup.call({ result: {} }, Links, { base, codes }, {});
      expect(html).toBe(direct(Links, { base, codes }));
    }
    // Drawn with the stand-in once, and once with the first page's values to check the markup.
    expect(drawn.count - before).toBe(2);
    expect(
      (await renderToStaticMarkup.call({ result: {} }, Links, { base: '/x/', codes }, {})).html,
    ).toContain('href="/x/USD"');
    expect(drawn.count - before).toBe(2);
    // Other props are still the key.
    await renderToStaticMarkup.call({ result: {} }, Links, { base: '/x/', codes: ['GBP'] }, {});
    expect(drawn.count - before).toBe(4);
  });

  it('keeps an empty page prop in the key', async () => {
    const before = drawn.count;
    const { html } = await renderToStaticMarkup.call({ result: {} }, Links, { base: '', codes: ['JPY'] }, {});
    expect(html).toBe(direct(Links, { base: '', codes: ['JPY'] }));
    expect(drawn.count - before).toBe(1);
  });

  it('finds an island that changes its page prop, answers React’s own markup, and keys it by the prop from then on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = drawn.count;
    const first = await renderToStaticMarkup.call({ result: {} }, Shouting, { base: '/a/' }, {});
    expect(first.html).toBe(direct(Shouting, { base: '/a/' }));
    expect(errors).toHaveBeenCalledTimes(1);
    const second = await renderToStaticMarkup.call({ result: {} }, Shouting, { base: '/b/' }, {});
    expect(second.html).toBe(direct(Shouting, { base: '/b/' }));
    await renderToStaticMarkup.call({ result: {} }, Shouting, { base: '/b/' }, {});
    // Two drawings for the check, one for /b/, then /b/ kept.
    expect(drawn.count - before).toBe(3);
    errors.mockRestore();
  });

  it('escapes the five characters React escapes, and nothing else', () => {
    expect(escapeAsReact(`/a?x=1&y="2"&z='3'<>€ض`)).toBe(
      '/a?x=1&amp;y=&quot;2&quot;&amp;z=&#x27;3&#x27;&lt;&gt;€ض',
    );
    expect(escapeAsReact('/plain/?currency=')).toBe('/plain/?currency=');
    const hostile = `"'&<>$&$1`;
    expect(renderToString(createElement('a', { href: hostile }, hostile))).toBe(
      `<a href="${escapeAsReact(hostile)}">${escapeAsReact(hostile)}</a>`,
    );
  });
});
