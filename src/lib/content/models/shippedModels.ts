import { fileURLToPath } from 'node:url';
import { parseContentModels, type ContentModels } from './contentModels.ts';
import { readModelFiles } from './modelFiles.ts';

let shipped: ContentModels | undefined;

/**
 * The models shipped at the repository root (customtypes/, slices/), bundled at build time and parsed
 * once, on first use. Bundled (Vite's `import.meta.glob`), not read from disk: they are code, like the
 * readers that follow them, and do not depend on the working directory; without a bundler they are read
 * from the repository root (below).
 * @example shippedContentModels().customTypes.get('microsite')?.format === 'page'
 */
export function shippedContentModels(): ContentModels {
  if (shipped) return shipped;
  const parsed = parseContentModels(...bundledOrOnDisk());
  if (parsed.problems.length > 0)
    throw new Error(
      `content models refused by Prismic's codecs:\n${parsed.problems.map((p) => `${p.file}: ${p.message}`).join('\n')}`,
    );
  shipped = { customTypes: parsed.customTypes, slices: parsed.slices };
  return shipped;
}

/**
 * The model files as the bundler brought them; without a bundler (a test driving the local repository
 * from Playwright, `npm run preview:link` on plain Node) `import.meta.glob` does not exist, and the
 * files are read from the repository root, two folders above `src/`.
 */
function bundledOrOnDisk(): [Record<string, unknown>, Record<string, unknown>] {
  try {
    return [
      import.meta.glob<unknown>('/customtypes/*/index.json', { eager: true, import: 'default' }),
      import.meta.glob<unknown>('/slices/*/model.json', { eager: true, import: 'default' }),
    ];
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const files = readModelFiles(fileURLToPath(new URL('../../../../', import.meta.url)));
    if (files.problems.length > 0)
      throw new Error(`content models unreadable:\n${files.problems.join('\n')}`, { cause: error });
    return [files.customTypeFiles, files.sliceFiles];
  }
}
