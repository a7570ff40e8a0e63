import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURATED_TOUR_GROUPS } from '@storefront/catalogue/testing';
import { LocalRepository } from '../../src/lib/content/local/localRepository';
import { documentFromPrismic } from '../../src/lib/content/prismicUid';
import type { StoredDocument } from '../../src/lib/content/local/prismicDocument';
import { articlesOf } from '../../src/features/news/views/newsListing';
import { newsRole } from '../../src/features/news/views/newsDocument';
import { NEWS_PAGE_SIZE } from '../../src/features/news/rules/newsPaging';
import { deriveUid, parsePagePath } from '../../src/lib/rules/routing/pagePath';
import { toPrismicLocale } from '../../src/lib/i18n/languages';

// The news demo (src/features/news/README.md): a West End hub in English and Arabic, a Broadway hub in English and
// Spanish, articles about shows the site sells and has show pages for, in every language of the hub.
const dir = join(process.cwd(), 'src/content');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `src/content/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
// As the storefront reads them: every uid a page identity (src/lib/content/prismicUid.ts).
const documents = new LocalRepository(files).documents.map(documentFromPrismic);
const noLog = () => undefined;

const HUBS = [
  { domain: 'london-theatre-tickets.com', collection: 167, locales: ['en-us', 'ar-ae'], atLeast: 12 },
  { domain: 'broadway-show-tickets.com', collection: 24, locales: ['en-us', 'es-es'], atLeast: 4 },
];

const bodyLinks = (document: StoredDocument): string[] =>
  (Array.isArray(document.data['body'])
    ? (document.data['body'] as { spans?: { data?: { url?: unknown } }[] }[])
    : []
  )
    .flatMap((block) => block.spans ?? [])
    .map((span) => span.data?.url)
    .filter((url): url is string => typeof url === 'string');

describe('the news demo content', () => {
  for (const hub of HUBS) {
    it(`${hub.domain}: a hub and the same dated articles in ${hub.locales.join(', ')}`, () => {
      const perLocale = hub.locales.map((locale) => {
        const inLocale = documents.filter((d) => d.type === 'news_page' && d.lang === locale);
        const hubDocument = inLocale.find((d) => d.uid === `${hub.domain}.news`);
        expect(hubDocument && newsRole(hubDocument.data), locale).toBe('hub');
        return articlesOf(inLocale, ['news'], hub.domain, undefined, noLog);
      });
      const [first = [], ...others] = perLocale;
      expect(first.length).toBeGreaterThanOrEqual(hub.atLeast);
      for (const other of others)
        expect(other.map((a) => a.uid).sort()).toEqual(first.map((a) => a.uid).sort());
      if (hub.atLeast > NEWS_PAGE_SIZE) expect(first.length - 1).toBeGreaterThan(NEWS_PAGE_SIZE);
      expect(first.filter((a) => a.featured)).toHaveLength(1);
      for (const section of ['announcement', 'casting', 'review', 'trailer'])
        expect(
          first.some((a) => a.section === section),
          section,
        ).toBe(true);
      for (const article of perLocale.flat()) {
        expect(article.headline, article.uid).not.toBe('');
        expect(article.standfirst, article.uid).not.toBe('');
        expect(article.author, article.uid).toBeDefined();
        if (article.section === 'review') expect(article.rating, article.uid).toBeDefined();
        if (article.trailer) {
          expect(existsSync(join(process.cwd(), 'public', article.trailer.src)), article.uid).toBe(true);
          expect([article.trailer.duration, article.trailer.uploadDate], article.uid).not.toContain(
            undefined,
          );
        }
      }
    });

    it(`${hub.domain}: articles are about the site's shows, which have show pages in the article's language`, () => {
      const sold = CURATED_TOUR_GROUPS.filter((tg) => tg.collectionId === hub.collection).map(
        (tg) => tg.tgid,
      );
      for (const locale of hub.locales) {
        const articles = articlesOf(
          documents.filter((d) => d.type === 'news_page' && d.lang === locale),
          ['news'],
          hub.domain,
          undefined,
          noLog,
        );
        for (const article of articles.filter((a) => a.tgid !== undefined)) {
          expect(sold, article.uid).toContain(article.tgid);
          const showPage = documents.some(
            (d) => d.type === 'showpage' && d.lang === locale && d.data['tgid'] === article.tgid,
          );
          expect(showPage, `${article.uid} ${locale}`).toBe(true);
        }
      }
    });
  }

  it('links from news bodies only to pages of the same site in the same language, and from the header', () => {
    let checked = 0;
    for (const document of documents.filter((d) => d.type === 'news_page')) {
      const domain = HUBS.find((hub) => document.uid?.startsWith(`${hub.domain}.`))?.domain ?? '';
      for (const url of bodyLinks(document)) {
        const path = parsePagePath(url);
        expect(path && toPrismicLocale(path.language), `${document.uid} ${url}`).toBe(document.lang);
        const target = deriveUid(domain, path?.segments ?? []);
        expect(
          documents.some((d) => d.uid === target && d.lang === document.lang),
          `${document.uid} ${url}`,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    for (const hub of HUBS)
      for (const locale of hub.locales) {
        const header = documents.find(
          (d) => d.type === 'common_header' && d.uid === hub.domain && d.lang === locale,
        );
        const paths = (header?.data['navigation'] as { path: string }[] | undefined)?.map(
          (item) => item.path,
        );
        expect(paths, `${hub.domain} ${locale}`).toContain('/news/');
      }
  });
});
