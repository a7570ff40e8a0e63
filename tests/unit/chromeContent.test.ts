import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DOCUMENT_TYPES } from '../../src/lib/content/findPage';
import { LocalRepository } from '../../src/lib/content/local/localRepository';
import { documentFromPrismic } from '../../src/lib/content/prismicUid';
import { fromPrismicLocale } from '../../src/lib/i18n/languages';
import { parseFooter, parseHeader } from '../../src/lib/views/chromeDocuments';
import { deriveUid, parsePagePath } from '../../src/lib/rules/routing/pagePath';

const dir = join(process.cwd(), 'src/content');
const repository = new LocalRepository(
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: name, text: readFileSync(join(dir, name), 'utf8') })),
);
// As the storefront reads them: every uid a page identity (src/lib/content/prismicUid.ts).
const documents = repository.documents.map(documentFromPrismic);
const sites = documents.filter((d) => d.type === 'site_settings');
const pages = new Set(
  documents
    .filter((d) => d.type !== 'redirect' && (PAGE_DOCUMENT_TYPES as readonly string[]).includes(d.type))
    .map((d) => `${d.lang} ${d.uid}`),
);

describe('the shipped header and footer documents', () => {
  it('exist for every microsite in every language it has', () => {
    expect(sites.length).toBeGreaterThanOrEqual(34);
    for (const settings of sites) {
      for (const type of ['common_header', 'common_footer']) {
        const found = documents.some(
          (d) => d.type === type && d.uid === settings.uid && d.lang === settings.lang,
        );
        expect([type, settings.uid, settings.lang, found]).toEqual([type, settings.uid, settings.lang, true]);
      }
    }
  });

  it('read without a single problem, and link only to pages of their own language', () => {
    const problems: string[] = [];
    const log = (line: string) => problems.push(line);
    for (const document of documents) {
      const language = fromPrismicLocale(document.lang);
      if (!language || !['common_header', 'common_footer'].includes(document.type)) continue;
      const hrefs =
        document.type === 'common_header'
          ? (parseHeader(document.data, language, log)?.navigation ?? []).flatMap((entry) =>
              entry.kind === 'link' ? [entry.href] : entry.links.map((link) => link.href),
            )
          : (parseFooter(document.data, language, log)?.columns ?? []).flatMap((c) =>
              c.links.map((l) => l.href),
            );
      expect(hrefs.length, document.id).toBeGreaterThan(0);
      for (const href of hrefs) {
        const path = parsePagePath(href);
        expect(path?.language, href).toBe(language);
        const uid = deriveUid(String(document.uid), path?.segments ?? []);
        expect([document.id, href, pages.has(`${document.lang} ${uid}`)]).toEqual([document.id, href, true]);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover the four partnership classes', () => {
    const classes = new Set(
      documents
        .filter((d) => d.type === 'common_footer')
        .map((d) => `${String(d.data['partnership'])}/${String(d.data['sensitive'])}`),
    );
    expect([...classes].sort()).toEqual([
      'non-partnered/false',
      'non-partnered/true',
      'partnered/false',
      'partnered/true',
    ]);
  });
});
