import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LocalRepository } from './localRepository';
import type { SourceFile } from './loadDocuments';

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

export interface DirectoryRepositoryOptions {
  /** How often, at most, the folder is checked for changes. */
  checkIntervalMs?: number;
  log?: (message: string) => void;
}

/**
 * The local repository backed by a folder of JSON documents. The folder is re-read when a file is
 * added, removed or changed (checked at most once per interval), which gives a new master ref.
 * Malformed documents are logged with file and field and left out; the rest stay online.
 */
export function createDirectoryRepository(
  dir: string,
  options: DirectoryRepositoryOptions = {},
): () => LocalRepository {
  const { checkIntervalMs = 1000, log = (message) => console.error(message) } = options;
  let repository: LocalRepository | undefined;
  let lastSignature = '';
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (repository && now - checkedAt < checkIntervalMs) return repository;
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
    repository = new LocalRepository(sources);
    for (const problem of repository.problems) {
      log(`[content] ${problem.file} › ${problem.field}: ${problem.message} (document left out)`);
    }
    return repository;
  };
}
