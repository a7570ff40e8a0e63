import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { parseContentModels, type ContentModels } from '../../../src/lib/content/models/contentModels.ts';
import { readModelFiles } from '../../../src/lib/content/models/modelFiles.ts';

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

/**
 * Reads `<root>/customtypes/<id>/index.json` and `<root>/slices/<Name>/model.json` and parses them as the
 * storefront does (`parseContentModels`: `@prismicio/types-internal`'s codecs, folders naming ids, slice
 * zones naming slices that exist), so that nothing malformed is ever sent or checked against. Throws a
 * ModelFilesError listing every bad file; an empty project is an error too.
 * @example readContentModels(process.cwd()).customTypes.get('microsite')?.format === 'page'
 */
export function readContentModels(root: string): ContentModels {
  const { customTypeFiles, sliceFiles, problems } = readModelFiles(root);
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
