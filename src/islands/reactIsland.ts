/** The server renderer of the islands (src/integrations/reactIslands.ts): React's, keeping pure islands. */
export const ISLAND_RENDERER = '@storefront/react-islands';

const PURE = Symbol.for('storefront.pureIsland');
const PAGE_PROPS = Symbol.for('storefront.islandPageProps');

/**
 * Names the renderer that draws an island (`Symbol.for('astro:renderer')`, what Astro's own
 * `__astro_tag_component__` sets), so Astro does not ask its renderers whether they can: the React
 * renderer's `check` answers by rendering the whole component once in a throwaway render, on every
 * render of every page, before rendering it for real (issue 25: 5 % of a show page's render).
 * `pure`: the island's server markup reads its props and children only (no store, no clock, no
 * randomness), so the renderer may keep it and answer the same HTML for the same props (issue 25).
 * `pageProps`: string props of a pure island that change from page to page (the page's own path) and
 * that its markup writes as they are, inside an attribute value or text, never parsed, compared or
 * changed: the renderer keeps one markup for all pages and writes each page's value into it
 * (src/integrations/reactIslandsServer.ts).
 * @example export default reactIsland(Toaster); // Toaster[Symbol.for('astro:renderer')] === '@storefront/react-islands'
 * @example export default reactIsland(CurrencySwitcher, { pure: true, pageProps: ['hrefBase'] });
 */
export function reactIsland<C extends (props: never) => unknown>(
  component: C,
  options: { pure?: boolean; pageProps?: readonly (keyof Parameters<C>[0] & string)[] } = {},
): C {
  Object.defineProperty(component, Symbol.for('astro:renderer'), {
    value: ISLAND_RENDERER,
    enumerable: false,
    writable: false,
  });
  if (options.pure)
    Object.defineProperty(component, PURE, { value: true, enumerable: false, writable: false });
  if (options.pure && options.pageProps?.length)
    Object.defineProperty(component, PAGE_PROPS, {
      value: Object.freeze([...options.pageProps]),
      enumerable: false,
      writable: false,
    });
  return component;
}

/** Whether an island was marked pure by `reactIsland(component, { pure: true })`. */
export const isPureIsland = (component: unknown): component is (props: never) => unknown =>
  typeof component === 'function' && Object.hasOwn(component, PURE);

/** The page props of a pure island (`reactIsland(component, { pure: true, pageProps })`), else none. */
export const islandPageProps = (component: unknown): readonly string[] =>
  typeof component === 'function' && Object.hasOwn(component, PAGE_PROPS)
    ? ((component as unknown as Record<symbol, readonly string[]>)[PAGE_PROPS] ?? [])
    : [];
