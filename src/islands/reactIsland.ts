/** The server renderer of the islands (src/integrations/reactIslands.ts): React's, keeping pure islands. */
export const ISLAND_RENDERER = '@storefront/react-islands';

const PURE = Symbol.for('storefront.pureIsland');

/**
 * Names the renderer that draws an island (`Symbol.for('astro:renderer')`, what Astro's own
 * `__astro_tag_component__` sets), so Astro does not ask its renderers whether they can: the React
 * renderer's `check` answers by rendering the whole component once in a throwaway render, on every
 * render of every page, before rendering it for real (issue 25: 5 % of a show page's render).
 * `pure`: the island's server markup reads its props and children only (no store, no clock, no
 * randomness), so the renderer may keep it and answer the same HTML for the same props (issue 25).
 * @example export default reactIsland(Toaster); // Toaster[Symbol.for('astro:renderer')] === '@storefront/react-islands'
 */
export function reactIsland<C extends (props: never) => unknown>(
  component: C,
  options: { pure?: boolean } = {},
): C {
  Object.defineProperty(component, Symbol.for('astro:renderer'), {
    value: ISLAND_RENDERER,
    enumerable: false,
    writable: false,
  });
  if (options.pure)
    Object.defineProperty(component, PURE, { value: true, enumerable: false, writable: false });
  return component;
}

/** Whether an island was marked pure by `reactIsland(component, { pure: true })`. */
export const isPureIsland = (component: unknown): component is (props: never) => unknown =>
  typeof component === 'function' && Object.hasOwn(component, PURE);
