import { createHash } from 'node:crypto';
import type { ContentModels, FieldModel, SliceModel, SliceVariationModel } from './contentModels.ts';
import { TEXT_BLOCK_TYPES } from '../richTextBlocks.ts';

/**
 * One validator and one completer of document data, derived from the content models (never kept per
 * type): each field kind says which values it accepts and what Prismic's API answers when it is empty.
 * Files may leave empty fields and a slice's `id`, `slice_label` and `version` out; what the repository
 * answers has them all, in the shape of Prismic's REST API v2 (docs/content-model.md, "Files and the API shape").
 */

/** A field that does not fit its model: the path from the document (`data.slices[2].primary.cta_link`). */
export interface FieldProblem {
  path: string;
  message: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TEXT_BLOCKS: ReadonlySet<string> = new Set(TEXT_BLOCK_TYPES);
const SPANS = new Set(['strong', 'em', 'hyperlink', 'label']);

/** The block and span types a rich-text model allows (`single` or `multi`, comma-separated). */
function allowedNodes(model: FieldModel): Set<string> {
  const list =
    model.config?.single ?? model.config?.multi ?? [...TEXT_BLOCKS, ...SPANS, 'image', 'embed'].join(',');
  return new Set(list.split(',').map((node) => node.trim()));
}

function checkLink(value: Json, model: FieldModel): string | undefined {
  const select = model.config?.select ?? null;
  const expected =
    select === 'document' ? 'Document' : select === 'media' ? 'Media' : select === 'web' ? 'Web' : undefined;
  const kind = value['link_type'];
  if (kind === 'Any')
    return Object.keys(value).length === 1 ? undefined : 'an empty Link holds only link_type';
  if (expected && kind !== expected) return `expected a ${expected} Link`;
  if (kind === 'Web' || kind === 'Media') {
    if (typeof value['url'] !== 'string' || !value['url']) return `expected a ${kind} Link with a url`;
    if (value['target'] !== undefined && typeof value['target'] !== 'string') return 'target must be text';
    return undefined;
  }
  if (kind === 'Document')
    return typeof value['id'] === 'string' && value['id'] ? undefined : 'expected a Document Link with an id';
  return 'expected a Link ({ link_type: "Web" | "Document" | "Media" | "Any", … })';
}

function checkImage(value: Json, model: FieldModel, path: string, problems: FieldProblem[]): void {
  if (Object.keys(value).length === 0) return;
  const thumbnails = new Set((model.config?.thumbnails ?? []).map((thumbnail) => thumbnail.name));
  const view = (candidate: unknown, at: string): void => {
    if (!isObject(candidate) || typeof candidate['url'] !== 'string') {
      problems.push({ path: at, message: 'expected an Image ({ url, dimensions, alt, copyright })' });
      return;
    }
    const dimensions = candidate['dimensions'];
    if (
      !isObject(dimensions) ||
      typeof dimensions['width'] !== 'number' ||
      typeof dimensions['height'] !== 'number'
    )
      problems.push({ path: `${at}.dimensions`, message: 'expected { width, height } in pixels' });
  };
  view(value, path);
  const known = new Set(['url', 'dimensions', 'alt', 'copyright', 'id', 'edit', ...thumbnails]);
  for (const key of Object.keys(value))
    if (!known.has(key))
      problems.push({ path: `${path}.${key}`, message: 'not a thumbnail of this Image field' });
  for (const name of thumbnails) if (value[name] !== undefined) view(value[name], `${path}.${name}`);
}

function checkRichText(value: unknown[], model: FieldModel, path: string, walk: Walk): void {
  const { problems } = walk;
  const allowed = allowedNodes(model);
  if (model.config?.single && value.length > 1)
    problems.push({ path, message: `expected a single ${model.config.single} block` });
  value.forEach((block, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(block) || typeof block['type'] !== 'string') {
      problems.push({ path: at, message: 'expected a rich-text block ({ type, text, spans })' });
      return;
    }
    const type = block['type'];
    if (!allowed.has(type)) {
      problems.push({
        path: `${at}.type`,
        message: `'${type}' is not allowed here (${[...allowed].join(', ')})`,
      });
      return;
    }
    if (type === 'image' || type === 'embed') return;
    if (typeof block['text'] !== 'string') problems.push({ path: `${at}.text`, message: 'expected text' });
    const spans = block['spans'] ?? [];
    if (!Array.isArray(spans)) {
      problems.push({ path: `${at}.spans`, message: 'expected a list of spans' });
      return;
    }
    spans.forEach((span, spanIndex) => {
      const spanAt = `${at}.spans[${spanIndex}]`;
      if (!isObject(span) || typeof span['start'] !== 'number' || typeof span['end'] !== 'number')
        problems.push({ path: spanAt, message: 'expected a span ({ start, end, type })' });
      else if (typeof span['type'] !== 'string' || !allowed.has(span['type']))
        problems.push({ path: `${spanAt}.type`, message: `'${String(span['type'])}' is not allowed here` });
      else if (span['type'] === 'hyperlink') {
        const data = span['data'];
        const problem = isObject(data) ? checkLink(data, { type: 'Link' }) : 'expected a Link';
        if (problem) problems.push({ path: `${spanAt}.data`, message: problem });
        else if (isObject(data) && data['link_type'] === 'Document') walk.documentLinks.push(data);
      }
    });
  });
}

/** What Prismic's API answers for an empty field of this kind. */
function emptyValue(model: FieldModel): unknown {
  switch (model.type) {
    case 'StructuredText':
    case 'Group':
    case 'Slices':
      return [];
    case 'Link':
      return { link_type: 'Any' };
    case 'Image':
    case 'Embed':
    case 'GeoPoint':
      return {};
    case 'Boolean':
      return model.config?.default_value === true;
    default:
      return null;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

interface Walk {
  models: ContentModels;
  documentId: string;
  problems: FieldProblem[];
  /** Document links met (Link fields and rich-text hyperlinks), completed once every document is loaded. */
  documentLinks: Json[];
}

/** Checks one value against its field model and answers it completed (empty fields as the API has them). */
function readField(value: unknown, model: FieldModel, path: string, walk: Walk): unknown {
  if (value === undefined) return emptyValue(model);
  const fail = (message: string): unknown => {
    walk.problems.push({ path, message });
    return value;
  };
  switch (model.type) {
    case 'Text':
      return value === null || typeof value === 'string' ? value : fail('expected text (Key Text) or null');
    case 'Number':
      return value === null || (typeof value === 'number' && Number.isFinite(value))
        ? value
        : fail('expected a number or null');
    case 'Boolean':
      return typeof value === 'boolean' ? value : fail('expected true or false');
    case 'Color':
      return value === null || (typeof value === 'string' && COLOR.test(value))
        ? value
        : fail('expected a colour #rrggbb or null');
    case 'Date':
      return value === null || (typeof value === 'string' && DATE.test(value))
        ? value
        : fail('expected a date YYYY-MM-DD or null');
    case 'Timestamp':
      return value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
        ? value
        : fail('expected a date-time or null');
    case 'Select': {
      const options = model.config?.options ?? [];
      return value === null || (typeof value === 'string' && options.includes(value))
        ? value
        : fail(`expected one of ${options.map((option) => `'${option}'`).join(', ')} or null`);
    }
    case 'IntegrationFields':
      return value === null || isObject(value) ? value : fail('expected an integration field object or null');
    case 'Embed':
    case 'GeoPoint':
      return isObject(value) ? value : fail(`expected an ${model.type} object`);
    case 'Link': {
      const problem = isObject(value) ? checkLink(value, model) : 'expected a Link';
      if (problem) return fail(problem);
      if (isObject(value) && value['link_type'] === 'Document') walk.documentLinks.push(value);
      return value;
    }
    case 'Image':
      if (!isObject(value)) return fail('expected an Image ({} when empty)');
      checkImage(value, model, path, walk.problems);
      return Object.keys(value).length === 0 ? value : { alt: null, copyright: null, ...value };
    case 'StructuredText':
      if (!Array.isArray(value)) return fail('expected rich text (a list of blocks)');
      checkRichText(value, model, path, walk);
      return value;
    case 'Group': {
      if (!Array.isArray(value)) return fail('expected a Group (a list of rows)');
      const fields = model.config?.fields ?? {};
      return value.map((row, index) => readFields(row, fields, `${path}[${index}]`, walk));
    }
    case 'Slices':
      if (!Array.isArray(value)) return fail('expected a slice zone (a list of slices)');
      return value.map((slice, index) => readSlice(slice, model, `${path}[${index}]`, index, walk));
    default:
      return fail(`fields of kind ${model.type} are not read by the storefront`);
  }
}

/** The fields of an object (document data, a group row, a slice's primary or item): unknown keys are errors. */
function readFields(
  value: unknown,
  fields: Readonly<Record<string, FieldModel>>,
  path: string,
  walk: Walk,
): Json {
  if (!isObject(value)) {
    walk.problems.push({ path, message: 'expected an object of fields' });
    return {};
  }
  const out: Json = {};
  for (const key of Object.keys(value))
    if (!fields[key]) walk.problems.push({ path: `${path}.${key}`, message: 'not a field of the model' });
  for (const [key, model] of Object.entries(fields))
    out[key] = readField(value[key], model, `${path}.${key}`, walk);
  return out;
}

/** A short stable hash in base 36 (slice ids and versions). */
function hash36(text: string, length: number): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return BigInt(`0x${hex}`).toString(36).slice(0, length).padStart(length, '0');
}

/**
 * A slice's version as the API answers it: a hash of its variation's model, stable while the model
 * is unchanged. @example sliceVersion(variation) → 'k3q0v8f1x2m9a7b4c'
 */
export function sliceVersion(variation: SliceVariationModel): string {
  return hash36(JSON.stringify(variation), 17);
}

/** A uuid-like id stable for one slice of one document: `<slice_type>$<8-4-4-4-12 hex>`. */
export function sliceId(sliceType: string, documentId: string, index: number): string {
  const hex = createHash('sha256').update(`${documentId}\0${index}\0${sliceType}`).digest('hex');
  return `${sliceType}$${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const SLICE_KEYS = new Set(['slice_type', 'slice_label', 'id', 'version', 'variation', 'primary', 'items']);

function readSlice(value: unknown, zone: FieldModel, path: string, index: number, walk: Walk): unknown {
  const fail = (message: string, at = path): unknown => {
    walk.problems.push({ path: at, message });
    return value;
  };
  if (!isObject(value)) return fail('expected a slice ({ slice_type, variation, primary, items })');
  const type = value['slice_type'];
  if (typeof type !== 'string' || !zone.config?.choices?.[type])
    return fail(`'${String(type)}' is not a slice of this zone`, `${path}.slice_type`);
  const model: SliceModel | undefined = walk.models.slices.get(type);
  if (!model) return fail(`slice '${type}' has no model`, `${path}.slice_type`);
  const variation = model.variations.find((candidate) => candidate.id === value['variation']);
  if (!variation)
    return fail(
      `expected a variation of ${type}: ${model.variations.map((candidate) => `'${candidate.id}'`).join(', ')}`,
      `${path}.variation`,
    );
  for (const key of Object.keys(value))
    if (!SLICE_KEYS.has(key)) walk.problems.push({ path: `${path}.${key}`, message: 'not a key of a slice' });
  const items = value['items'] ?? [];
  if (!Array.isArray(items)) return fail('expected a list of items', `${path}.items`);
  return {
    id: typeof value['id'] === 'string' ? value['id'] : sliceId(type, walk.documentId, index),
    slice_type: type,
    slice_label: typeof value['slice_label'] === 'string' ? value['slice_label'] : null,
    version: typeof value['version'] === 'string' ? value['version'] : sliceVersion(variation),
    variation: variation.id,
    primary: readFields(value['primary'] ?? {}, variation.primary ?? {}, `${path}.primary`, walk),
    items: items.map((item, itemIndex) =>
      readFields(item, variation.items ?? {}, `${path}.items[${itemIndex}]`, walk),
    ),
  };
}

/** Every field of a custom type, over its tabs, without the UID (which is the document's `uid`). */
export function dataFields(models: ContentModels, type: string): Record<string, FieldModel> | undefined {
  const model = models.customTypes.get(type);
  if (!model) return undefined;
  const fields: Record<string, FieldModel> = {};
  for (const tab of Object.values(model.json))
    for (const [key, field] of Object.entries(tab)) if (field.type !== 'UID') fields[key] = field;
  return fields;
}

/**
 * A document's `data` checked against its custom type and completed to the shape Prismic's API answers.
 * @example readDocumentData(models, { id: 'r1', type: 'redirect', data: { target: '/x/' } }).data → { target: '/x/', status: null }
 */
export function readDocumentData(
  models: ContentModels,
  document: { id: string; type: string; data: unknown },
): { data: Json; problems: FieldProblem[]; documentLinks: Json[] } {
  const fields = dataFields(models, document.type);
  if (!fields)
    return {
      data: {},
      problems: [{ path: 'type', message: `'${document.type}' has no model in customtypes/` }],
      documentLinks: [],
    };
  const walk: Walk = { models, documentId: document.id, problems: [], documentLinks: [] };
  const data = readFields(document.data, fields, 'data', walk);
  return { data, problems: walk.problems, documentLinks: walk.documentLinks };
}

/**
 * Completes a Document link (a file may name only its `id`) as Prismic's API answers it: the linked
 * document's type, tags, lang, uid and slug, and `isBroken` when no such document is published.
 * @example completeDocumentLink({ link_type: 'Document', id: 'X' }, undefined) → { link_type: 'Document', id: 'X', isBroken: true, … }
 */
export function completeDocumentLink(
  link: Json,
  target: { id: string; uid: string | null; type: string; lang: string; tags: readonly string[] } | undefined,
): void {
  Object.assign(link, {
    type: target?.type ?? (typeof link['type'] === 'string' ? link['type'] : null),
    tags: target ? [...target.tags] : [],
    lang: target?.lang ?? (typeof link['lang'] === 'string' ? link['lang'] : null),
    ...(target?.uid ? { uid: target.uid } : {}),
    slug: target?.uid ?? null,
    isBroken: !target,
  });
}
