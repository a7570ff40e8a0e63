import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ISLAND_RENDERER } from '../islands/reactIsland';

/**
 * Registers the islands' server renderer (`reactIslandsServer.ts`): React's own, which keeps the HTML
 * of an island marked pure per component, props and children (issue 25). The browser side is React's
 * client entry, the same module as `@astrojs/react`'s, so pages load the same file.
 */
export function reactIslands(): AstroIntegration {
  return {
    name: 'storefront:react-islands',
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({
          name: ISLAND_RENDERER,
          serverEntrypoint: fileURLToPath(new URL('./reactIslandsServer.ts', import.meta.url)),
          clientEntrypoint: '@astrojs/react/client.js',
        });
      },
    },
  };
}
