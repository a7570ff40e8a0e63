import type { z } from 'zod';
import { documentSchema } from './documentSchema.ts';
import { parsePrismicTimestamp } from '../prismicTimestamp.ts';
import type { AlternateLanguage, StoredDocument } from './prismicDocument.ts';
import type { ContentModels } from '../models/contentModels.ts';
import { shippedContentModels } from '../models/shippedModels.ts';
import { completeDocumentLink, readDocumentData } from '../models/documentFields.ts';

/** A problem found in a content file: which file, which field, what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export interface SourceFile {
  file: string;
  text: string;
}

const EPOCH = '2026-01-01T00:00:00+0000';

function toProblem(file: string, prefix: string, issue: z.core.$ZodIssue): ContentProblem {
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return { file, field: field || '(document)', message: issue.message };
}

/** Prismic writes timestamps as 2026-03-01T10:00:00+0000. */
function normaliseTimestamp(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = parsePrismicTimestamp(value);
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * Document types that live only in the private repository (issue 20 §3, src/features/promo/README.md): a public
 * repository refuses them, so no HTTP face of it (a test server, a proxy) can ever answer one.
 */
export const PRIVATE_DOCUMENT_TYPES: readonly string[] = Object.freeze(['promo_codes']);

export interface LoadOptions {
  /** Types refused (reported, left out); default: the private types (a public repository). */
  refuseTypes?: readonly string[];
  /** The models documents are checked against and completed from; default: customtypes/ and slices/. */
  models?: ContentModels;
}

/**
 * Validates the documents of every file (a file holds one document or an array of them) against their
 * content models, completes them to the shape Prismic's API answers (empty fields, slice ids and
 * versions; src/lib/content/models/documentFields.ts), skips and reports the malformed ones and those
 * of a refused type, and links translations: documents of one type
 * sharing a uid are alternates of each other unless a file lists `alternate_languages` itself.
 */
export function loadDocuments(
  files: readonly SourceFile[],
  options: LoadOptions = {},
): {
  documents: StoredDocument[];
  problems: ContentProblem[];
} {
  const refused = new Set(options.refuseTypes ?? PRIVATE_DOCUMENT_TYPES);
  const problems: ContentProblem[] = [];
  const documents: StoredDocument[] = [];
  const explicitAlternates = new Set<string>();
  const seenIds = new Set<string>();
  const seenUids = new Set<string>();
  const documentLinks: Record<string, unknown>[] = [];

  for (const { file, text } of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      problems.push({ file, field: '(file)', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const entries = Array.isArray(parsed) ? parsed : [parsed];
    entries.forEach((entry, index) => {
      const prefix = Array.isArray(parsed) ? `[${index}]` : '';
      const result = documentSchema.safeParse(entry);
      if (!result.success) {
        for (const issue of result.error.issues) problems.push(toProblem(file, prefix, issue));
        return;
      }
      const input = result.data;
      if (refused.has(input.type)) {
        problems.push({
          file,
          field: [prefix, 'type'].filter(Boolean).join('.'),
          message: `'${input.type}' documents live in the private repository only (src/features/promo/README.md)`,
        });
        return;
      }
      const read = readDocumentData(options.models ?? shippedContentModels(), input);
      if (read.problems.length > 0) {
        for (const problem of read.problems)
          problems.push({
            file,
            field: [prefix, problem.path].filter(Boolean).join('.'),
            message: problem.message,
          });
        return;
      }
      const uidKey = `${input.type}|${input.uid ?? ''}|${input.lang}`;
      if (seenIds.has(input.id)) {
        problems.push({
          file,
          field: `${prefix}id`.replace(/^\./, ''),
          message: `duplicate document id '${input.id}'`,
        });
        return;
      }
      if (input.uid && seenUids.has(uidKey)) {
        problems.push({
          file,
          field: `${prefix}uid`,
          message: `duplicate uid '${input.uid}' for ${input.type} in ${input.lang}`,
        });
        return;
      }
      seenIds.add(input.id);
      documentLinks.push(...read.documentLinks);
      if (input.uid) seenUids.add(uidKey);
      if (input.alternate_languages) explicitAlternates.add(input.id);
      const first = normaliseTimestamp(input.first_publication_date, EPOCH);
      documents.push({
        id: input.id,
        uid: input.uid ?? null,
        type: input.type,
        lang: input.lang,
        tags: input.tags,
        alternate_languages: (input.alternate_languages ?? []).map((alternate) => ({
          ...alternate,
          uid: alternate.uid ?? null,
        })),
        first_publication_date: first,
        last_publication_date: normaliseTimestamp(input.last_publication_date, first),
        data: read.data,
      });
    });
  }
  linkTranslations(documents, explicitAlternates);
  const byId = new Map(documents.map((document) => [document.id, document]));
  for (const link of documentLinks) completeDocumentLink(link, byId.get(String(link['id'])));
  return { documents, problems };
}

function linkTranslations(documents: StoredDocument[], explicit: ReadonlySet<string>): void {
  const groups = new Map<string, StoredDocument[]>();
  for (const document of documents) {
    if (!document.uid) continue;
    const key = `${document.type}|${document.uid}`;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  for (const group of groups.values()) {
    for (const document of group) {
      if (explicit.has(document.id)) continue;
      document.alternate_languages = group
        .filter((other) => other !== document)
        .map((other): AlternateLanguage => ({
          id: other.id,
          uid: other.uid,
          type: other.type,
          lang: other.lang,
        }));
    }
  }
}
