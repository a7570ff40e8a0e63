import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:interaction`: an island hydrates on the visitor's first sign of intent inside it
 * (pointer over or down, touch, focus, a key) or when asked by name through the `islands:hydrate`
 * window event, so a page nobody touches loads no framework JavaScript (docs/decisions.md).
 * @example <CurrencySwitcher client:interaction="currency" />
 */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'storefront:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // esbuild bundles the entrypoint: it wants a file path, not a file: URL.
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
