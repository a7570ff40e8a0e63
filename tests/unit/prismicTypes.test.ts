import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRISMIC_TYPES_FILE, prismicTypesSource } from '../../scripts/prismic-types';

const root = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'prismic-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the generated Prismic types (npm run prismic:types)', () => {
  it('are current: the committed file is what prismic-ts-codegen generates from customtypes/ and slices/', async () => {
    expect(readFileSync(join(root, PRISMIC_TYPES_FILE), 'utf8')).toBe(await prismicTypesSource(root));
  }, 30_000);

  it('change when a model changes (a fresh generation from an edited copy differs)', async () => {
    for (const folder of ['customtypes', 'slices', 'src/lib/content'])
      cpSync(join(root, folder), join(scratch, folder), { recursive: true });
    cpSync(join(root, '.prettierrc.json'), join(scratch, '.prettierrc.json'));
    const file = join(scratch, 'customtypes/redirect/index.json');
    const model = JSON.parse(readFileSync(file, 'utf8')) as { json: { Main: Record<string, unknown> } };
    model.json.Main['note'] = { type: 'Text', config: { label: 'Note' } };
    writeFileSync(file, JSON.stringify(model));
    const edited = await prismicTypesSource(scratch);
    expect(edited).not.toBe(readFileSync(join(root, PRISMIC_TYPES_FILE), 'utf8'));
    expect(edited).toContain('note: prismic.KeyTextField;');
  }, 30_000);
});
