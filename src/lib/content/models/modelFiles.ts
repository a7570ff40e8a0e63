import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** `<dir>/<folder>/<file>` for every folder of `dir` that has the file, in folder order. */
function filesIn(dir: string, file: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
    .map((entry) => join(dir, entry.name, file))
    .sort();
}

/**
 * The model files under `root` as Slice Machine lays them out (`customtypes/<id>/index.json`,
 * `slices/<Name>/model.json`), each file's JSON by its path under `root`, for `parseContentModels`;
 * a file that is not JSON is a problem naming it. For processes without a bundler: the write scripts,
 * tests driving the local repository from Playwright, `npm run preview:link`.
 * @example readModelFiles('.').customTypeFiles['customtypes/microsite/index.json'] → { id: 'microsite', … }
 */
export function readModelFiles(root: string): {
  customTypeFiles: Record<string, unknown>;
  sliceFiles: Record<string, unknown>;
  problems: string[];
} {
  const problems: string[] = [];
  const read = (files: string[]): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    for (const file of files) {
      const name = relative(root, file);
      try {
        values[name] = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      }
    }
    return values;
  };
  return {
    customTypeFiles: read(filesIn(join(root, 'customtypes'), 'index.json')),
    sliceFiles: read(filesIn(join(root, 'slices'), 'model.json')),
    problems,
  };
}
