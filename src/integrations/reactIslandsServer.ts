import react from '@astrojs/react/server.js';
import { fragmentKey, fragments } from '../lib/cache/fragmentCache';
import { ISLAND_RENDERER, isPureIsland } from '../islands/reactIsland';

type Slots = Record<string, string | undefined>;
type RenderThis = { result?: object } | undefined;
interface Rendered {
  html: string;
  attrs?: Record<string, string | undefined>;
}
type RenderToStaticMarkup = (
  this: RenderThis,
  component: unknown,
  props: Record<string, unknown>,
  slots: Slots,
  metadata?: { hydrate?: string },
) => Promise<Rendered>;

const reactRender = react.renderToStaticMarkup as unknown as RenderToStaticMarkup;

/**
 * The island ids of one page (`r0`, `r1`, … in the order its islands render), as `@astrojs/react`
 * numbers them: each island's `prefix` attribute, which React's client uses for the ids it makes.
 */
const islandCounts = new WeakMap<object, number>();
function nextIslandPrefix(result: object | undefined): string | undefined {
  if (result === undefined) return undefined;
  const index = islandCounts.get(result) ?? 0;
  islandCounts.set(result, index + 1);
  return `r${index}`;
}

/**
 * Draws an island's HTML with React's server renderer (experimentalDisableStreaming: `renderToString`,
 * no id prefix in the markup). An island marked pure (`reactIsland(component, { pure: true })`: its
 * markup reads its props and children only) is drawn once per component, props, children and
 * hydration, and kept in the fragments (src/lib/cache/fragmentCache.ts): the currency switcher, the
 * consent banner are the same on thousands of pages (issue 25, ~1 ms a render).
 * Every island, kept or not, still takes the next id of its page.
 */
export const renderToStaticMarkup: RenderToStaticMarkup = async function (component, props, slots, metadata) {
  const prefix = nextIslandPrefix(this?.result);
  if (!isPureIsland(component) || import.meta.env.DEV) {
    const { html } = await reactRender.call(undefined, component, props, slots, metadata);
    return { html, attrs: { prefix } };
  }
  const key = fragmentKey(`island:${component.name}`, { props, slots, hydrate: metadata?.hydrate ?? null });
  let html = fragments.get(key);
  if (html === undefined) {
    // React's renderer deletes `class` from the props it is given: a copy keeps the key's inputs whole.
    html = (await reactRender.call(undefined, component, { ...props }, slots, metadata)).html;
    fragments.set(key, html);
  }
  return { html, attrs: { prefix } };
};

export default {
  name: ISLAND_RENDERER,
  check: react.check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
