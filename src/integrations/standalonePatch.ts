import type { AstroIntegration } from 'astro';

const STANDALONE = /@astrojs\/node\/dist\/standalone\.js$/;

/**
 * An integration that edits the Node adapter's standalone server at build time (the adapter has no hook
 * ahead of its request handling): `patch` gets the module's code and must throw when it changed shape,
 * so the build fails instead of shipping a server without the edit. Used by the host guard and the page
 * cache.
 * @example standalonePatch('storefront:host-guard', (code) => patchStandalone(code, guardPath))
 */
export function standalonePatch(name: string, patch: (code: string) => string): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [{ name, transform: (code, id) => (STANDALONE.test(id) ? patch(code) : undefined) }],
          },
        });
      },
    },
  };
}
