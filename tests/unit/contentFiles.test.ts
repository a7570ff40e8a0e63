import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalRepository } from '../../src/lib/content/local/localRepository';

const dir = join(process.cwd(), 'src/content');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `src/content/${name}`, text: readFileSync(join(dir, name), 'utf8') }));

describe('the shipped demo content', () => {
  const repository = new LocalRepository(files);

  it('has no malformed document', () => {
    expect(repository.problems).toEqual([]);
  });

  it('gives every microsite a landing page in English, Arabic, Chinese or Japanese, and one more language', () => {
    const sites = repository.documents.filter((d) => d.type === 'site_settings' && d.lang === 'en-us');
    expect(sites.length).toBeGreaterThanOrEqual(6);
    for (const site of sites) {
      // A global (B1) site's landing page is its global homepage, in English, Arabic and French.
      if (String(site.data['microsite_type']).startsWith('b1')) {
        const home = repository.documents.filter((d) => d.type === 'global_homepage' && d.uid === site.uid);
        expect(home.map((d) => d.lang).sort(), String(site.uid)).toEqual(['ar-ae', 'en-us', 'fr-fr']);
        continue;
      }
      const landing = repository.documents.filter((d) => d.type === 'microsite' && d.uid === site.uid);
      const locales = landing.map((d) => d.lang);
      expect(locales, String(site.uid)).toContain('en-us');
      expect(locales, String(site.uid)).toContain('ar-ae');
      expect(
        locales.some((l) => ['zh-cn', 'zh-tw', 'ja-jp'].includes(l)),
        String(site.uid),
      ).toBe(true);
      expect(locales.length, String(site.uid)).toBeGreaterThanOrEqual(4);
    }
  });
});
