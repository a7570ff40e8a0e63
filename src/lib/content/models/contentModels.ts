import { DynamicCustomTypeModelSchema, SharedSliceModelSchema } from '@prismicio/types-internal/zod4';

/**
 * The content models: Prismic custom types (`customtypes/<id>/index.json`) and shared slices
 * (`slices/<Name>/model.json`) in the format Slice Machine and the Custom Types API use. They are the
 * source of truth of what a document holds (docs/content-model.md); each one is parsed by Prismic's
 * own codecs (`@prismicio/types-internal`) before anything reads it.
 */

/** A field of a model, as the document validator reads it (a subset of Prismic's field models). */
export interface FieldModel {
  type: string;
  config?: {
    label?: string | null;
    single?: string;
    multi?: string;
    options?: readonly string[];
    default_value?: string | boolean;
    select?: 'document' | 'media' | 'web' | null;
    customtypes?: readonly unknown[];
    thumbnails?: readonly { name: string }[];
    fields?: Readonly<Record<string, FieldModel>>;
    choices?: Readonly<Record<string, { type: string }>>;
  };
}

export interface CustomTypeModel {
  id: string;
  label?: string | null;
  repeatable: boolean;
  status: boolean;
  format: 'page' | 'custom';
  json: Readonly<Record<string, Readonly<Record<string, FieldModel>>>>;
}

export interface SliceVariationModel {
  id: string;
  name: string;
  version: string;
  primary?: Readonly<Record<string, FieldModel>>;
  items?: Readonly<Record<string, FieldModel>>;
}

export interface SliceModel {
  id: string;
  type: 'SharedSlice';
  name: string;
  variations: readonly SliceVariationModel[];
}

/** The parsed models, by custom type id and by slice type. */
export interface ContentModels {
  customTypes: ReadonlyMap<string, CustomTypeModel>;
  slices: ReadonlyMap<string, SliceModel>;
}

/** A model file that Prismic's codecs refuse, or that names something the codecs drop. */
export interface ModelProblem {
  file: string;
  message: string;
}

/** Keys of `input` that `parsed` lost: Prismic's codecs strip what they do not know (a typo in a config). */
function droppedKeys(input: unknown, parsed: unknown, path: string): string[] {
  if (!input || typeof input !== 'object' || !parsed || typeof parsed !== 'object') return [];
  if (Array.isArray(input)) {
    return Array.isArray(parsed)
      ? input.flatMap((item: unknown, index) => droppedKeys(item, parsed[index], `${path}[${index}]`))
      : [];
  }
  const out = parsed as Record<string, unknown>;
  return Object.entries(input as Record<string, unknown>).flatMap(([key, value]) =>
    key in out
      ? droppedKeys(value, out[key], path ? `${path}.${key}` : key)
      : [path ? `${path}.${key}` : key],
  );
}

function parseModel<T>(
  file: string,
  json: unknown,
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      data?: unknown;
      error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };
  },
  problems: ModelProblem[],
): T | undefined {
  const result = schema.safeParse(json);
  if (!result.success) {
    for (const issue of result.error?.issues ?? [])
      problems.push({ file, message: `${issue.path.map(String).join('.') || '(model)'}: ${issue.message}` });
    return undefined;
  }
  const dropped = droppedKeys(json, result.data, '');
  for (const key of dropped) problems.push({ file, message: `${key}: not part of Prismic's model format` });
  return dropped.length > 0 ? undefined : (json as T);
}

/**
 * Parses model files with Prismic's codecs and checks they fit together: the file's folder names its
 * id, every slice zone's choice is a shared slice that exists, ids are unique.
 * @example parseContentModels({ 'customtypes/redirect/index.json': redirectJson }, {}).problems → []
 */
export function parseContentModels(
  customTypeFiles: Readonly<Record<string, unknown>>,
  sliceFiles: Readonly<Record<string, unknown>>,
): ContentModels & { problems: ModelProblem[] } {
  const problems: ModelProblem[] = [];
  const slices = new Map<string, SliceModel>();
  for (const [file, json] of Object.entries(sliceFiles)) {
    const model = parseModel<SliceModel>(file, json, SharedSliceModelSchema, problems);
    if (!model) continue;
    if (slices.has(model.id)) problems.push({ file, message: `slice id '${model.id}' is used twice` });
    else slices.set(model.id, model);
  }
  const customTypes = new Map<string, CustomTypeModel>();
  for (const [file, json] of Object.entries(customTypeFiles)) {
    const model = parseModel<CustomTypeModel>(file, json, DynamicCustomTypeModelSchema, problems);
    if (!model) continue;
    const folder = /([^/\\]+)[/\\]index\.json$/.exec(file)?.[1];
    if (folder !== model.id)
      problems.push({ file, message: `id '${model.id}' differs from its folder '${folder ?? ''}'` });
    for (const [tab, fields] of Object.entries(model.json))
      for (const [key, field] of Object.entries(fields))
        for (const choice of Object.keys(field.type === 'Slices' ? (field.config?.choices ?? {}) : {}))
          if (!slices.has(choice))
            problems.push({ file, message: `json.${tab}.${key}: slice '${choice}' has no model in slices/` });
    customTypes.set(model.id, model);
  }
  return { customTypes, slices, problems };
}
