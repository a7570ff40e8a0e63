import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCatalogueProcess, type CatalogueProcess } from './catalogueProcess';
import { freePort } from './server';

/**
 * `npm run catalogue` (docs/deployment.md, "The catalogue as its own process"): the same router and the
 * same answers as the storefront's in-process `/api/…`, a health check, clear start-up errors and a clean
 * exit on SIGTERM.
 */
describe('the catalogue as its own process', () => {
  let catalogue: CatalogueProcess;
  beforeAll(async () => {
    catalogue = await startCatalogueProcess();
  }, 180_000);
  afterAll(async () => {
    if (catalogue.child.exitCode === null) await catalogue.stop();
  });

  it('answers /healthz once its database is open', async () => {
    const response = await fetch(`${catalogue.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/v1/currency/list/', '/api/tours/v2/city/list?language=en', '/api/v2/category/?language=en'])(
    'answers %s exactly as the storefront does in process',
    async (path) => {
      const [own, storefront] = await Promise.all([
        fetch(`${catalogue.base}${path}`),
        fetch(`${inject('catalogueBase')}${path}`),
      ]);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(own.headers.get('cache-control')).toBe(storefront.headers.get('cache-control'));
      expect(await own.json()).toEqual(await storefront.json());
    },
  );

  it('lists tour groups of a collection, with the same cards as the storefront', async () => {
    const collections = (await (
      await fetch(`${catalogue.base}/api/tours/v1/collection/?language=en&limit=5`)
    ).json()) as { collections?: { id: number }[] };
    const id = collections.collections?.[0]?.id;
    expect(id).toBeGreaterThan(0);
    const path = `/api/tours/v6/tour-groups/list-by/collection/${id}/?language=en&currency=EUR&limit=10`;
    const own = await fetch(`${catalogue.base}${path}`);
    expect(own.status).toBe(200);
    const body = (await own.json()) as { items?: unknown[] };
    expect(body.items?.length).toBeGreaterThan(0);
    expect(body).toEqual(await (await fetch(`${inject('catalogueBase')}${path}`)).json());
  });

  it('answers unknown endpoints 404, bad parameters 400 and other methods 405, as the router does', async () => {
    expect((await fetch(`${catalogue.base}/api/nowhere/`)).status).toBe(404);
    expect((await fetch(`${catalogue.base}/api/tours/v6/tour-groups/abc/`)).status).toBe(400);
    const post = await fetch(`${catalogue.base}/api/v1/currency/list/`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a port in use with a message that says what to do', () => {
    const second = spawnSync(process.execPath, ['packages/catalogue/bin/server.ts'], {
      env: {
        ...process.env,
        CATALOGUE_PORT: String(catalogue.port),
        HOST: '127.0.0.1',
        CATALOGUE_SCALE: 'test',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/port \d+ on 127\.0\.0\.1 is in use; set CATALOGUE_PORT/);
  }, 150_000);

  it('refuses a PGlite data directory that the running process holds', async () => {
    const spare = await freePort();
    const second = spawnSync(process.execPath, ['packages/catalogue/bin/server.ts'], {
      env: {
        ...process.env,
        CATALOGUE_PORT: String(spare),
        HOST: '127.0.0.1',
        CATALOGUE_DATA_DIR: catalogue.dataDir,
        CATALOGUE_SCALE: 'test',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `PGlite data directory ${catalogue.dataDir} is in use by process ${catalogue.child.pid}. PGlite allows one process only`,
    );
  }, 150_000);

  it('refuses a malformed CATALOGUE_PORT before opening anything', () => {
    const bad = spawnSync(process.execPath, ['packages/catalogue/bin/server.ts'], {
      env: { ...process.env, CATALOGUE_PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("CATALOGUE_PORT must be a port number (1–65535), not 'eighty'");
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect(await catalogue.stop()).toBe(0);
  });
});
