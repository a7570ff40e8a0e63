import { createCatalogueHandler } from '../api/router.ts';
import type { CatalogueContext } from '../service/context.ts';
import { openTestCatalogue, type TestTarget } from './testCatalogue.ts';

export interface RouterAnswer {
  status: number;
  cache: string | null;
  body: Record<string, unknown>;
}

/** The router on a `test`-scale catalogue, with a `get(path, headers)` that parses the JSON answer. */
export async function openTestRouter(target: TestTarget) {
  const catalogue = await openTestCatalogue(target);
  return routerOn(catalogue.ctx, catalogue.close);
}

export function routerOn(ctx: CatalogueContext, close: () => Promise<void>) {
  const handle = createCatalogueHandler(async () => ctx);
  const get = async (path: string, headers: Record<string, string> = {}): Promise<RouterAnswer> => {
    const response = await handle(new Request(`http://localhost${path}`, { headers }));
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  return { ctx, get, close };
}
