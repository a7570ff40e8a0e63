import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { invalidateContent, type ContentChange } from '../../cache/invalidation';
import { fromPrismicUid } from '../prismicUid';
import { LocalRepository } from './localRepository';
import type { StoredDocument } from './prismicDocument';
import type { LoadOptions, SourceFile } from './loadDocuments';
import { logger } from '../../log/logger';

const logs = logger('content');

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}

function signature(files: readonly string[]): string {
  return files
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

/**
 * What changed between two versions of the published documents: ids added, removed or edited, with
 * their types and uids (old and new), like a Prismic webhook says after a publication.
 * @example changedDocuments([a], [a2]) → { ids: ['a'], types: ['microsite'], … }
 */
export function changedDocuments(
  before: readonly StoredDocument[],
  after: readonly StoredDocument[],
): ContentChange {
  const key = (document: StoredDocument) => JSON.stringify(document);
  const old = new Map(before.map((document) => [document.id, document]));
  const current = new Map(after.map((document) => [document.id, document]));
  const touched: StoredDocument[] = [];
  for (const [id, document] of current) {
    const previous = old.get(id);
    if (!previous || key(previous) !== key(document)) touched.push(document, ...(previous ? [previous] : []));
  }
  for (const [id, document] of old) if (!current.has(id)) touched.push(document);
  return {
    ids: [...new Set(touched.map((document) => document.id))],
    types: [...new Set(touched.map((document) => document.type))],
    // The storefront's caches know pages by their identities (`site:<domain>`), not by Prismic UIDs.
    uids: [...new Set(touched.flatMap((document) => (document.uid ? [fromPrismicUid(document.uid)] : [])))],
    unknownIds: [],
    everything: false,
  };
}

export interface DirectoryRepositoryOptions extends LoadOptions {
  /** Told what a file change published (the in-process caches drop what used it). */
  onChange?: (change: ContentChange) => void;
  /** How often, at most, the folder is checked for changes. */
  checkIntervalMs?: number;
  /**
   * Whether the folder is checked by itself (default true). Off (`CONTENT_WATCH=0`), it is read once and
   * then only after `rescan()`, which the webhook (POST /api/revalidate) calls: publishing is explicit.
   */
  watch?: boolean;
  log?: (message: string) => void;
}

/** The local repository of a folder; `rescan()` makes the next call check the folder whatever the interval. */
export type DirectoryRepository = (() => LocalRepository) & { rescan: () => void };

/**
 * The local repository backed by a folder of JSON documents. The folder is re-read when a file is
 * added, removed or changed (checked at most once per interval, or only on `rescan()` without `watch`),
 * which gives a new master ref.
 * Malformed documents are logged with file and field and left out; the rest stay online.
 */
export function createDirectoryRepository(
  dir: string,
  options: DirectoryRepositoryOptions = {},
): DirectoryRepository {
  const {
    checkIntervalMs = 1000,
    watch = true,
    log = (message) => logs.error(message),
    onChange = invalidateContent,
    refuseTypes,
  } = options;
  let repository: LocalRepository | undefined;
  let lastSignature = '';
  let checkedAt = 0;
  let rescanRequested = false;
  const read = (): LocalRepository => {
    const now = Date.now();
    if (repository && !rescanRequested && (!watch || now - checkedAt < checkIntervalMs)) return repository;
    rescanRequested = false;
    checkedAt = now;
    let files: string[];
    try {
      files = listJsonFiles(dir);
    } catch (error) {
      if (!repository)
        log(`[content] cannot read the local repository at ${dir}: ${(error as Error).message}`);
      files = [];
    }
    const current = signature(files);
    if (repository && current === lastSignature) return repository;
    lastSignature = current;
    const sources: SourceFile[] = files.map((file) => ({
      file: relative(process.cwd(), file),
      text: readFileSync(file, 'utf8'),
    }));
    const previous = repository;
    repository = new LocalRepository(sources, refuseTypes ? { refuseTypes } : {});
    if (previous) {
      const change = changedDocuments(previous.documents, repository.documents);
      if (change.ids.length > 0) onChange(change);
    }
    for (const problem of repository.problems) {
      log(`[content] ${problem.file} › ${problem.field}: ${problem.message} (document left out)`);
    }
    return repository;
  };
  return Object.assign(read, {
    rescan: () => {
      rescanRequested = true;
    },
  });
}
