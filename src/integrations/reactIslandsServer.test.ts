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

const { renderToStaticMarkup } = await import('./reactIslandsServer');
const { reactIsland } = await import('../islands/reactIsland');

const Greeting = reactIsland(({ name }: { name: string }) => createElement('p', null, `Hello ${name}`), {
  pure: true,
});
const Clock = reactIsland(({ label }: { label: string }) => createElement('p', null, label));

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
});
