import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { parseContentModels, type ContentModels } from '../../../src/lib/content/models/contentModels.ts';

/** The project's models as Slice Machine lays them out, each parsed by Prismic's own codecs. */
export interface LocalModels {
  customTypes: CustomTypeModel[];
  slices: SharedSliceModel[];
}

/** Models that did not parse: every problem names its file and the field path. */
export class ModelFilesError extends Error {
  override name = 'ModelFilesError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`${problems.length} model file(s) are not valid Prismic models:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** `<dir>/<folder>/<file>` for every folder of `dir` that has the file, in folder order. */
function modelFiles(dir: string, file: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
    .map((entry) => join(dir, entry.name, file))
    .sort();
}

/** Each file's JSON by its path under `root` (`customtypes/page/index.json`); unreadable ones are problems. */
function readJsonFiles(root: string, files: string[], problems: string[]): Record<string, unknown> {
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
}

/**
 * Reads `<root>/customtypes/<id>/index.json` and `<root>/slices/<Name>/model.json` and parses them as the
 * storefront does (`parseContentModels`: `@prismicio/types-internal`'s codecs, folders naming ids, slice
 * zones naming slices that exist), so that nothing malformed is ever sent or checked against. Throws a
 * ModelFilesError listing every bad file; an empty project is an error too.
 * @example readContentModels(process.cwd()).customTypes.get('microsite')?.format === 'page'
 */
export function readContentModels(root: string): ContentModels {
  const problems: string[] = [];
  const customTypeFiles = readJsonFiles(root, modelFiles(join(root, 'customtypes'), 'index.json'), problems);
  const sliceFiles = readJsonFiles(root, modelFiles(join(root, 'slices'), 'model.json'), problems);
  const parsed = parseContentModels(customTypeFiles, sliceFiles);
  problems.push(...parsed.problems.map((problem) => `${problem.file} › ${problem.message}`));
  if (problems.length > 0) throw new ModelFilesError(problems);
  if (parsed.customTypes.size === 0 && parsed.slices.size === 0)
    throw new ModelFilesError([`${root}: no customtypes/<id>/index.json nor slices/<Name>/model.json`]);
  return { customTypes: parsed.customTypes, slices: parsed.slices };
}

/**
 * The models as the Custom Types API takes them (`readContentModels`, as lists).
 * @example readLocalModels(process.cwd()) → { customTypes: [{ id: 'microsite', … }], slices: [{ id: 'custom_banner', … }] }
 */
export function readLocalModels(root: string): LocalModels {
  const models = readContentModels(root);
  return {
    customTypes: [...models.customTypes.values()] as unknown as CustomTypeModel[],
    slices: [...models.slices.values()] as unknown as SharedSliceModel[],
  };
}
