import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalogueDb } from './open';

const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-open-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openCatalogueDb on a PGlite data directory', () => {
  it('holds the directory while open (a second open is refused) and lets it go when destroyed', async () => {
    const db = await openCatalogueDb({ kind: 'pglite', dataDir });
    await expect(openCatalogueDb({ kind: 'pglite', dataDir })).rejects.toThrow(
      `is in use by process ${process.pid}`,
    );
    await db.destroy();
    const again = await openCatalogueDb({ kind: 'pglite', dataDir });
    await again.destroy();
  }, 60_000);
});
