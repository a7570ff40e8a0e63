import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadDocuments, type ContentProblem } from '../../../src/lib/content/local/loadDocuments.ts';
import type { StoredDocument } from '../../../src/lib/content/local/prismicDocument.ts';
import type { ContentModels } from '../../../src/lib/content/models/contentModels.ts';

/** Drafts and releases are editors' unpublished work (docs/preview.md): never migrated. */
const UNPUBLISHED = /(^|[\\/])_(drafts|releases)[\\/]/;

/**
 * The published documents of a content folder, read by the repository's own loader (validated,
 * translations linked) exactly as the storefront reads them; `_drafts/` and `_releases/` left out.
 * `privateTypes: true` reads a private folder (`src/content-private`: promo codes), whose types the
 * public loader refuses. Documents are checked against `models` (`readContentModels`: a script has no
 * bundler to bring the shipped ones) and completed to the API's shape, as the storefront's repository does.
 * @example readLocalDocuments('src/content', { models: readContentModels('.') }).documents.length === 440
 */
export function readLocalDocuments(
  dir: string,
  options: { models: ContentModels; privateTypes?: boolean },
): { documents: StoredDocument[]; problems: ContentProblem[] } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && !UNPUBLISHED.test(name))
    .sort()
    .map((name) => ({
      file: relative(process.cwd(), join(dir, name)),
      text: readFileSync(join(dir, name), 'utf8'),
    }));
  return loadDocuments(files, {
    models: options.models,
    ...(options.privateTypes ? { refuseTypes: [] } : {}),
  });
}
