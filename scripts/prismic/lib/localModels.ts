import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { DynamicCustomTypeModelSchema, SharedSliceModelSchema } from '@prismicio/types-internal/zod4';

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

interface Codec {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** `<dir>/<folder>/<file>` for every folder of `dir` that has the file, in folder order. */
function modelFiles(dir: string, file: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
    .map((entry) => join(dir, entry.name, file))
    .sort();
}

function parseFile<T>(file: string, codec: Codec, problems: string[], root: string): T | undefined {
  const name = relative(root, file);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  const result = codec.safeParse(value);
  if (result.success) return value as T;
  for (const issue of result.error?.issues.slice(0, 5) ?? [])
    problems.push(`${name} › ${issue.path.map(String).join('.') || '(model)'}: ${issue.message}`);
  return undefined;
}

/**
 * Reads `<root>/customtypes/<id>/index.json` and `<root>/slices/<Name>/model.json`, and checks each with
 * `@prismicio/types-internal`'s codecs (the ones Prismic's own tools use), so that nothing malformed is
 * ever sent. Throws a ModelFilesError listing every bad file; an empty project is an error too.
 * @example readLocalModels(process.cwd()) → { customTypes: [{ id: 'microsite', … }], slices: [{ id: 'custom_banner', … }] }
 */
export function readLocalModels(root: string): LocalModels {
  const problems: string[] = [];
  const customTypes = modelFiles(join(root, 'customtypes'), 'index.json').flatMap(
    (file) => parseFile<CustomTypeModel>(file, DynamicCustomTypeModelSchema, problems, root) ?? [],
  );
  const slices = modelFiles(join(root, 'slices'), 'model.json').flatMap(
    (file) => parseFile<SharedSliceModel>(file, SharedSliceModelSchema, problems, root) ?? [],
  );
  if (problems.length > 0) throw new ModelFilesError(problems);
  if (customTypes.length === 0 && slices.length === 0)
    throw new ModelFilesError([`${root}: no customtypes/<id>/index.json nor slices/<Name>/model.json`]);
  return { customTypes, slices };
}
