import react from '@astrojs/react/server.js';
import { fragmentKey, fragments } from '../lib/cache/fragmentCache';
import { islandPageProps, ISLAND_RENDERER, isPureIsland } from '../islands/reactIsland';

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
 * What React writes for a string in text or in an attribute value (react-dom's `escapeTextForBrowser`):
 * the five characters `"&'<>` as entities, the rest as it is.
 * @example escapeAsReact('/a?x=1&currency=') === '/a?x=1&amp;currency='
 */
export function escapeAsReact(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (char) => REACT_ENTITIES[char] ?? char) : text;
}
const REACT_ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** The stand-in a page prop is drawn with: ASCII that React writes as it is, and no page holds. */
const standIn = (name: string): string => `storefront-page-prop-${name}-7d1c9e`;

/** Page props whose stand-in was found not to come back as written: that island keeps them in its key. */
const unsafePageProps = new WeakSet<object>();

/**
 * Draws an island's HTML with React's server renderer (experimentalDisableStreaming: `renderToString`,
 * no id prefix in the markup). An island marked pure (`reactIsland(component, { pure: true })`: its
 * markup reads its props and children only) is drawn once per component, props, children and
 * hydration, and kept in the fragments (src/lib/cache/fragmentCache.ts): the currency switcher, the
 * consent banner are the same on thousands of pages (issue 25, ~1 ms a render).
 * Its page props (`pageProps`: the page's path the switcher's links and the banner's form return to)
 * are drawn as stand-ins, so that one markup serves every page, and each page's values are written
 * into it escaped as React escapes them. The first drawing of each kept markup is checked against
 * React's own drawing with the page's values; an island whose markup differs keeps its page props in
 * the key from then on (and says so in the log). An empty value is kept in the key (React writes no
 * text node for it).
 * Every island, kept or not, still takes the next id of its page.
 */
export const renderToStaticMarkup: RenderToStaticMarkup = async function (component, props, slots, metadata) {
  const prefix = nextIslandPrefix(this?.result);
  if (!isPureIsland(component) || import.meta.env.DEV) {
    const { html } = await reactRender.call(undefined, component, props, slots, metadata);
    return { html, attrs: { prefix } };
  }
  const written: [string, string][] = [];
  const drawnWith: Record<string, unknown> = { ...props };
  if (!unsafePageProps.has(component))
    for (const name of islandPageProps(component)) {
      const value = props[name];
      if (typeof value !== 'string' || value === '') continue;
      drawnWith[name] = standIn(name);
      written.push([standIn(name), escapeAsReact(value)]);
    }
  const key = fragmentKey(`island:${component.name}`, {
    props: drawnWith,
    slots,
    hydrate: metadata?.hydrate ?? null,
  });
  const kept = fragments.get(key);
  if (kept !== undefined) return { html: writeIn(kept, written), attrs: { prefix } };
  // React's renderer deletes `class` from the props it is given: a copy keeps the key's inputs whole.
  const html = (await reactRender.call(undefined, component, { ...drawnWith }, slots, metadata)).html;
  if (written.length > 0) {
    const own = (await reactRender.call(undefined, component, { ...props }, slots, metadata)).html;
    if (writeIn(html, written) !== own) {
      unsafePageProps.add(component);
      console.error(
        new Error(`island ${component.name}: a page prop is not written as it is; it is kept in the key`),
      );
      return { html: own, attrs: { prefix } };
    }
  }
  fragments.set(key, html);
  return { html: writeIn(html, written), attrs: { prefix } };
};

const writeIn = (html: string, written: readonly [string, string][]): string =>
  written.reduce((out, [stand, value]) => out.replaceAll(stand, () => value), html);

export default {
  name: ISLAND_RENDERER,
  check: react.check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
