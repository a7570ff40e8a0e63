/**
 * Names the renderer that draws an island (`Symbol.for('astro:renderer')`, what Astro's own
 * `__astro_tag_component__` sets), so Astro does not ask its renderers whether they can: the React
 * renderer's `check` answers by rendering the whole component once in a throwaway render, on every
 * render of every page, before rendering it for real (issue 25: 5 % of a show page's render).
 * @example export default reactIsland(Toaster); // Toaster[Symbol.for('astro:renderer')] === '@astrojs/react'
 */
export function reactIsland<C extends (props: never) => unknown>(component: C): C {
  Object.defineProperty(component, Symbol.for('astro:renderer'), {
    value: '@astrojs/react',
    enumerable: false,
    writable: false,
  });
  return component;
}
