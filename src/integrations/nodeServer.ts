import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';

/**
 * The Node adapter in `middleware` mode (its build settings, sessions and image endpoint) with the
 * storefront's own server entry (src/server/entry.ts): the server is ours — host guard, method guard,
 * request context, page cache, static files, Astro — instead of string patches of the adapter's
 * standalone build (issue 20 §1, docs/decisions.md). Request bodies are capped at 1 MiB.
 */
export function nodeServer(): AstroIntegration {
  const adapter = node({
    mode: 'middleware',
    bodySizeLimit: 1024 * 1024,
    experimentalDisableStreaming: true,
  });
  const entry = fileURLToPath(new URL('../server/entry.ts', import.meta.url));
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        adapter.hooks['astro:config:done']?.({
          ...params,
          setAdapter: (settings) => params.setAdapter({ ...settings, serverEntrypoint: entry }),
        }),
    },
  };
}
