import { parseContentModels, type ContentModels } from './contentModels.ts';

let shipped: ContentModels | undefined;

/**
 * The models shipped at the repository root (customtypes/, slices/), bundled at build time and parsed
 * once, on first use. Bundled (Vite's `import.meta.glob`), not read from disk: they are code, like the
 * readers that follow them, and do not depend on the working directory. A script on plain Node (no
 * bundler) reads the files itself and passes `parseContentModels(customTypeFiles, sliceFiles)` instead.
 * @example shippedContentModels().customTypes.get('microsite')?.format === 'page'
 */
export function shippedContentModels(): ContentModels {
  if (shipped) return shipped;
  const parsed = parseContentModels(
    import.meta.glob<unknown>('/customtypes/*/index.json', { eager: true, import: 'default' }),
    import.meta.glob<unknown>('/slices/*/model.json', { eager: true, import: 'default' }),
  );
  if (parsed.problems.length > 0)
    throw new Error(
      `content models refused by Prismic's codecs:\n${parsed.problems.map((p) => `${p.file}: ${p.message}`).join('\n')}`,
    );
  shipped = { customTypes: parsed.customTypes, slices: parsed.slices };
  return shipped;
}
