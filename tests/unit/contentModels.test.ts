import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentModels } from '../../src/lib/content/models/contentModels';
import { shippedContentModels } from '../../src/lib/content/models/shippedModels';
import { loadDocuments } from '../../src/lib/content/local/loadDocuments';
import { refSetOfFile } from '../../src/lib/content/local/localRepository';

const root = process.cwd();
function jsonFiles(dir: string, name: string): { file: string; text: string }[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(name))
    .map((path) => ({ file: `${dir}/${path}`, text: readFileSync(join(root, dir, path), 'utf8') }));
}
const parsedFiles = (dir: string, name: string) =>
  Object.fromEntries(jsonFiles(dir, name).map(({ file, text }) => [file, JSON.parse(text) as unknown]));

describe('the content models (customtypes/, slices/)', () => {
  it('parse with Prismic’s own codecs, losing no key, and every slice zone names existing slices', () => {
    const parsed = parseContentModels(
      parsedFiles('customtypes', 'index.json'),
      parsedFiles('slices', 'model.json'),
    );
    expect(parsed.problems).toEqual([]);
    expect([...parsed.customTypes.keys()].sort()).toEqual(
      [...shippedContentModels().customTypes.keys()].sort(),
    );
    expect([...parsed.slices.keys()].sort()).toEqual([
      'custom_banner',
      'product_cards',
      'rich_text',
      'tour_list_category',
    ]);
  });

  it('cover every document type the demo holds, closed vocabularies as Select fields', () => {
    const microsite = shippedContentModels().customTypes.get('microsite');
    const tags = microsite?.json['Tags'] ?? {};
    expect(tags['tagged_mb_type']?.type).toBe('Select');
    expect(tags['tagged_page_type']?.config?.options).toEqual(['landing-page', 'shoulder-page']);
    expect(tags['shoulder_page_type']?.config?.options).toHaveLength(16);
    const banner = shippedContentModels().slices.get('custom_banner');
    expect(banner?.variations.map((variation) => variation.id)).toEqual(['default', 'videoText']);
    expect(banner?.variations[0]?.primary?.['uploaded_image']?.config?.thumbnails).toEqual([
      { name: 'mobile', width: 800, height: 500 },
    ]);
    expect(banner?.variations[0]?.primary?.['cta_link']?.type).toBe('Link');
  });

  it('refuse a model Prismic refuses, a config key it does not know, and a slice choice without a model', () => {
    const model = (id: string, json: Record<string, unknown>) => ({
      id,
      label: 'Page',
      format: 'page',
      repeatable: true,
      status: true,
      json: { Main: json },
    });
    const { problems } = parseContentModels(
      {
        'customtypes/page/index.json': model('page', { title: { type: 'Sparkles' } }),
        'customtypes/other/index.json': model('other', {
          title: { type: 'Text', config: { label: 'T', colour: 'red' } },
        }),
        'customtypes/zone/index.json': model('zone', {
          slices: { type: 'Slices', config: { choices: { hero: { type: 'SharedSlice' } } } },
        }),
        'customtypes/moved/index.json': model('renamed', {}),
      },
      {},
    );
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      expect.stringMatching(
        /^customtypes\/page\/index\.json: json\.Main\.title\.type: Invalid discriminator value/,
      ),
      "customtypes/other/index.json: json.Main.title.config.colour: not part of Prismic's model format",
      "customtypes/zone/index.json: json.Main.slices: slice 'hero' has no model in slices/",
      "customtypes/moved/index.json: id 'renamed' differs from its folder 'moved'",
    ]);
  });
});

describe('every local document against its model', () => {
  it('validates, master, drafts and each release on its own (a release overrides master by id)', () => {
    const files = [...jsonFiles('src/content', '.json'), ...jsonFiles('src/content-private', '.json')];
    const sets = new Map<string, typeof files>();
    for (const file of files) {
      const set = refSetOfFile(file.file);
      const key = typeof set === 'string' ? set : set.id;
      sets.set(key, [...(sets.get(key) ?? []), file]);
    }
    expect([...sets.keys()]).toContain('release-summer-2026');
    const problems = [...sets.values()].flatMap(
      (group) => loadDocuments(group, { refuseTypes: [] }).problems,
    );
    expect(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`)).toEqual([]);
    expect(files.length).toBeGreaterThan(400);
  });
});
