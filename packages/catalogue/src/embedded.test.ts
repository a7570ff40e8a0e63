import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCatalogueContext, getCatalogueContext } from './embedded.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-embedded-'));
afterAll(async () => {
  await closeCatalogueContext();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded catalogue', () => {
  it('lets its data directory go when a first open fails, so that the retry opens it', async () => {
    const failing = { CATALOGUE_DATA_DIR: dataDir, CATALOGUE_SCALE: 'no-such-scale' as 'test' };
    await expect(getCatalogueContext(failing)).rejects.toThrow('catalogue database could not be opened');
    const context = await getCatalogueContext({ CATALOGUE_DATA_DIR: dataDir, CATALOGUE_SCALE: 'test' });
    const [currency] = await context.db.selectFrom('currency').select('code').limit(1).execute();
    expect(currency?.code).toMatch(/^[A-Z]{3}$/);
  }, 120_000);
});
