import { createHash } from 'node:crypto';
import { loadDocuments, type ContentProblem, type LoadOptions, type SourceFile } from './loadDocuments';
import { QueryParseError } from './predicates';
import type { StoredDocument } from './prismicDocument';
import { MASTER_LOCALE, searchDocuments } from './searchDocuments';

const LOCALE_NAMES: Record<string, string> = {
  'en-us': 'English - United States',
  'es-es': 'Spanish - Spain',
  'it-it': 'Italian - Italy',
  'fr-fr': 'French - France',
  'pt-pt': 'Portuguese - Portugal',
  'de-de': 'German - Germany',
  'nl-nl': 'Dutch - Netherlands',
  'ja-jp': 'Japanese - Japan',
  'zh-tw': 'Chinese - Taiwan',
  'zh-cn': 'Chinese - China',
  'ko-kr': 'Korean - Korea',
  'id-id': 'Indonesian - Indonesia',
  'pl-pl': 'Polish - Poland',
  'ar-ae': 'Arabic - United Arab Emirates',
  'ru-ru': 'Russian - Russia',
  'da-da': 'Danish',
  'no-nb': 'Norwegian - Bokmål',
  'ro-ro': 'Romanian - Romania',
  'sv-se': 'Swedish - Sweden',
  'tr-tr': 'Turkish - Turkey',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
  });
}

function titleCase(type: string): string {
  return type.replace(
    /(^|_)(\w)/g,
    (_, separator: string, letter: string) => `${separator ? ' ' : ''}${letter.toUpperCase()}`,
  );
}

/** A ref of the repository endpoint, as Prismic lists them. */
export interface RepositoryRef {
  id: string;
  ref: string;
  label: string;
  isMasterRef: boolean;
}

/** A preview ref (drafts or a release) with the documents it answers: master overridden by id. */
interface PreviewRefSet extends RepositoryRef {
  documents: readonly StoredDocument[];
}

/** `_drafts/…` and `_releases/<label>/…` hold unpublished documents; a label is a lowercase slug. */
const DRAFTS_FOLDER = /(?:^|[\\/])_drafts[\\/]/;
const RELEASE_FOLDER = /(?:^|[\\/])_releases[\\/]([^\\/]+)[\\/]/;
const RELEASE_LABEL = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Which ref a content file belongs to: master, the drafts, or a release (by its folder label).
 * @example refSetOfFile('src/content/_releases/summer-2026/paris/en/banner.json') → { id: 'release-summer-2026', label: 'summer-2026' }
 */
export function refSetOfFile(file: string): { id: string; label: string } | 'master' | 'invalid' {
  if (DRAFTS_FOLDER.test(file)) return { id: 'drafts', label: 'Drafts' };
  const release = RELEASE_FOLDER.exec(file);
  if (!release) return 'master';
  const label = release[1] ?? '';
  return RELEASE_LABEL.test(label) ? { id: `release-${label}`, label } : 'invalid';
}

function digest(files: readonly SourceFile[]): string {
  const hash = createHash('sha256');
  for (const { file, text } of files) hash.update(file).update('\0').update(text).update('\0');
  return hash.digest('base64url').slice(0, 16);
}

/**
 * An in-memory Prismic repository: the repository endpoint and documents/search of REST API v2,
 * answered from validated local documents. Its master ref is a hash of the published content, so it
 * changes whenever a document does. Drafts (`_drafts/`) and releases (`_releases/<label>/`) are extra
 * refs answered only for those refs: master with their documents overriding by id; never on master.
 */
export class LocalRepository {
  readonly documents: readonly StoredDocument[];
  readonly problems: readonly ContentProblem[];
  readonly masterRef: string;
  /** The preview refs (drafts, releases), in label order. */
  readonly previewRefs: readonly RepositoryRef[];
  private readonly refSets = new Map<string, PreviewRefSet>();

  /** `options.refuseTypes`: by default the private types (a public repository, src/features/promo/README.md). */
  constructor(files: readonly SourceFile[], options: LoadOptions = {}) {
    const published: SourceFile[] = [];
    const unpublished = new Map<string, { label: string; files: SourceFile[] }>();
    const problems: ContentProblem[] = [];
    for (const source of files) {
      const set = refSetOfFile(source.file);
      if (set === 'master') published.push(source);
      else if (set === 'invalid')
        problems.push({
          file: source.file,
          field: '(file)',
          message: 'a release folder is named by a lowercase slug (a-z, 0-9, -)',
        });
      else {
        const entry = unpublished.get(set.id) ?? { label: set.label, files: [] };
        entry.files.push(source);
        unpublished.set(set.id, entry);
      }
    }
    const master = loadDocuments(published, options);
    this.documents = master.documents;
    problems.push(...master.problems);
    this.masterRef = `local-${digest(published)}`;
    for (const [id, { label, files: own }] of [...unpublished].sort(([a], [b]) => a.localeCompare(b))) {
      // The set's own files first: their documents win over master's by id (master's are then skipped).
      const merged = loadDocuments([...own, ...published], options);
      const ownFiles = new Set(own.map((source) => source.file));
      problems.push(...merged.problems.filter((problem) => ownFiles.has(problem.file)));
      const ref = `${id}~${digest([...own, ...published])}`;
      this.refSets.set(ref, { id, ref, label, isMasterRef: false, documents: merged.documents });
    }
    this.problems = problems;
    this.previewRefs = [...this.refSets.values()].map(({ id, ref, label, isMasterRef }) => ({
      id,
      ref,
      label,
      isMasterRef,
    }));
  }

  /** Every ref of the repository endpoint: master first, then drafts and releases. */
  get refs(): RepositoryRef[] {
    return [{ id: 'master', ref: this.masterRef, label: 'Master', isMasterRef: true }, ...this.previewRefs];
  }

  /** The documents answered for a ref, or undefined for a ref this repository does not have. */
  documentsFor(ref: string): readonly StoredDocument[] | undefined {
    return ref === this.masterRef ? this.documents : this.refSets.get(ref)?.documents;
  }

  /** Answers a request to `<endpoint>` or `<endpoint>/documents/search`; `endpoint` ends with /api/v2. */
  handle(url: URL, endpoint: string): Response {
    const path = url.pathname.replace(/\/+$/, '');
    const base = new URL(endpoint).pathname.replace(/\/+$/, '');
    if (path === base) return json(this.repositoryInfo(endpoint));
    if (path === `${base}/documents/search`) return this.search(url, endpoint);
    return json({ message: `No route for ${url.pathname}`, type: 'api_notfound_error' }, 404);
  }

  private repositoryInfo(endpoint: string): unknown {
    const locales = [...new Set([MASTER_LOCALE, ...this.documents.map((d) => d.lang)])];
    const types = [...new Set(this.documents.map((d) => d.type))].sort();
    return {
      refs: this.refs,
      bookmarks: {},
      languages: locales.map((id) => ({ id, name: LOCALE_NAMES[id] ?? id, is_master: id === MASTER_LOCALE })),
      types: Object.fromEntries(types.map((type) => [type, titleCase(type)])),
      tags: [...new Set(this.documents.flatMap((d) => d.tags))].sort(),
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${endpoint.replace(/\/+$/, '')}/documents/search`,
          fields: {
            ref: { type: 'String', multiple: false },
            q: { type: 'String', multiple: true },
            lang: { type: 'String', multiple: false },
            page: { type: 'Integer', multiple: false, default: '1' },
            pageSize: { type: 'Integer', multiple: false, default: '20' },
            orderings: { type: 'String', multiple: false },
            access_token: { type: 'String', multiple: false },
          },
        },
      },
      oauth_initiate: '',
      oauth_token: '',
      version: 'local',
      license: 'All Rights Reserved',
      experiments: { draft: [], running: [] },
      integrationFieldsRef: null,
    };
  }

  private search(url: URL, endpoint: string): Response {
    const params = url.searchParams;
    const ref = params.get('ref');
    if (!ref) return json({ message: 'Missing ref parameter', type: 'api_parsing_error' }, 400);
    const documents = this.documentsFor(ref);
    if (!documents) {
      return json(
        {
          message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${this.masterRef}`,
          type: 'api_notfound_error',
        },
        404,
      );
    }
    try {
      const result = searchDocuments(documents, {
        q: params.getAll('q'),
        lang: params.get('lang'),
        page: params.get('page'),
        pageSize: params.get('pageSize'),
        orderings: params.get('orderings'),
      });
      const pageUrl = (page: number): string | null => {
        if (page < 1 || page > result.totalPages) return null;
        const next = new URL(url);
        next.searchParams.set('page', String(page));
        return next.toString();
      };
      const search = `${endpoint.replace(/\/+$/, '')}/documents/search`;
      return json({
        page: result.page,
        results_per_page: result.pageSize,
        results_size: result.results.length,
        total_results_size: result.total,
        total_pages: result.totalPages,
        next_page: pageUrl(result.page + 1),
        prev_page: result.page > 1 ? pageUrl(Math.min(result.page - 1, result.totalPages)) : null,
        results: result.results.map((document) => ({
          ...document,
          href: `${search}?ref=${encodeURIComponent(ref)}&q=${encodeURIComponent(`[[:d = at(document.id, "${document.id}")]]`)}`,
          url: null,
          slugs: document.uid ? [document.uid] : [],
          linked_documents: [],
        })),
        version: 'local',
        license: 'All Rights Reserved',
      });
    } catch (error) {
      if (error instanceof QueryParseError)
        return json({ message: error.message, type: 'api_parsing_error' }, 400);
      throw error;
    }
  }
}
