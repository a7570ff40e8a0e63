import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPrismicUid, isPrismicUid, toPrismicUid } from '../../src/lib/content/prismicUid';

// Issue 24: every demo document could be created in a real Prismic repository as it is. Its uid is what
// Prismic's UID field takes, and reads back (src/lib/content/prismicUid.ts) as the page identity the
// storefront routes by, which maps to the very same uid.

interface Uids {
  file: string;
  type: string;
  uids: (string | null | undefined)[];
}

function documentsIn(folder: string): Uids[] {
  const dir = join(process.cwd(), folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const parsed = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
      const documents = (Array.isArray(parsed) ? parsed : [parsed]) as {
        type: string;
        uid?: string | null;
        alternate_languages?: { uid?: string | null }[];
      }[];
      return documents.map((document) => ({
        file: `${folder}/${name}`,
        type: document.type,
        uids: [document.uid, ...(document.alternate_languages ?? []).map((alternate) => alternate.uid)],
      }));
    });
}

const documents = [...documentsIn('src/content'), ...documentsIn('src/content-private')];

describe('the demo documents’ uids', () => {
  it('are read from the public and private content, releases included', () => {
    expect(documents.length).toBeGreaterThan(400);
    expect(documents.some((document) => document.file.startsWith('src/content/_releases/'))).toBe(true);
    expect(documents.some((document) => document.type === 'promo_codes')).toBe(true);
  });

  it('are Prismic UIDs that read back as page identities mapping to the same uid', () => {
    const wrong = documents.flatMap(({ file, uids }) =>
      uids.flatMap((uid) =>
        typeof uid === 'string' && (!isPrismicUid(uid) || toPrismicUid(fromPrismicUid(uid)) !== uid)
          ? [`${file}: ${uid}`]
          : [],
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('name their site: a site document’s uid is a domain, a page’s starts with one', () => {
    const domains = documents
      .filter((document) => document.type === 'site_settings')
      .map((document) => fromPrismicUid(document.uids[0] ?? ''));
    expect(domains).toContain('paris-city-tickets.com');
    const strays = documents.flatMap(({ file, type, uids }) => {
      const identity = fromPrismicUid(uids[0] ?? '');
      const ofSite = domains.some((domain) => identity === domain || identity.startsWith(`${domain}.`));
      return type === 'hoho_routes' || ofSite ? [] : [`${file}: ${identity}`];
    });
    expect(strays).toEqual([]);
  });
});
