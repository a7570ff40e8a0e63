import type { AstroIntegration } from 'astro';

/** What Astro writes before the first island of a page (astro/dist/runtime/server/scripts.js). */
const INLINE_ISLAND_STYLE = '`<style>${ISLAND_STYLES}</style>';

/**
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` into the
 * body, just before a page's first island: a `<style>` that is not the first child of its parent is
 * invalid HTML (the Nu HTML Checker's error on every page with an island). This integration drops that
 * element from Astro's server runtime at build time; the same rule is in the bundled stylesheet, in the
 * head (src/styles/global.scss). If an Astro upgrade changes the runtime, the build fails here rather
 * than shipping the element again silently (docs/performance.md "HTML validity").
 */
export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'storefront:island-styles-in-head',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'storefront:island-styles-in-head',
                transform(code, id) {
                  if (!/[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/.test(id))
                    return undefined;
                  if (!code.includes(INLINE_ISLAND_STYLE))
                    this.error(`${id}: Astro no longer writes the island style this integration removes`);
                  return { code: code.replace(INLINE_ISLAND_STYLE, '`'), map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
