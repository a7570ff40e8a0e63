import { createHash } from 'node:crypto';
import { Cache } from '../../../../lib/cache/cache';
import type { CatalogueClient } from '../../../../lib/catalogue/client';
import { slugifyName } from '../../../../lib/rules/routing/slugifyName';
import { menuOf } from './cruiseMenus';
import { menuPdf, type SetMenuPrice } from './menuPdf';

const MENU_PATH = /^\/media\/menus\/(\d{1,9})\.pdf$/;
/** Made menus by product and prices (a price change makes another key; old ones age out). */
const cache = new Cache<{ bytes: Uint8Array; etag: string }>({ maxEntries: 200 });
const KEPT = { ttlMs: Infinity, swrMs: 0 };

/** The set menus of a cruise: its ticket types with their prices in euros, as the catalogue answers them. */
async function setMenus(catalogue: CatalogueClient, tgid: number): Promise<SetMenuPrice[] | undefined> {
  const answer = await catalogue.getVariants([tgid], { currency: 'EUR', language: 'en' });
  const variants = answer?.tourGroups.find((group) => group.tourGroupId === tgid)?.variants;
  if (!variants) return undefined;
  return variants.flatMap((variant) => {
    const price = variant.listingPrice?.finalPrice;
    return typeof price === 'number' ? [{ name: variant.name ?? '', price }] : [];
  });
}

/**
 * `GET /media/menus/{tgid}.pdf`: the menu of a lunch or dinner cruise as a PDF made by the project
 * (`menuPdf`), with the set-menu prices of the catalogue. Kept in memory per menu and prices; answers
 * an ETag and honours If-None-Match. 404 for a product without a menu, 503 when the catalogue cannot
 * give the prices.
 * @example await handleMenuRequest(new Request('http://paris.localhost/media/menus/10408.pdf'), catalogue()) → 200 application/pdf
 */
export async function handleMenuRequest(request: Request, catalogue: CatalogueClient): Promise<Response> {
  const tgid = Number(MENU_PATH.exec(new URL(request.url).pathname)?.[1]);
  const menu = Number.isSafeInteger(tgid) ? menuOf(tgid) : undefined;
  if (!menu) return new Response('No menu here.', { status: 404, headers: { 'content-type': 'text/plain' } });
  const prices = await setMenus(catalogue, tgid);
  if (!prices)
    return new Response('The menu is unavailable right now; try again shortly.', {
      status: 503,
      headers: { 'content-type': 'text/plain', 'retry-after': '30' },
    });
  const key = `${tgid}:${prices.map((set) => `${set.name}=${set.price}`).join(';')}`;
  const entry = await cache.load(key, KEPT, async () => {
    const bytes = await menuPdf(menu, prices);
    return { bytes, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}"` };
  });
  if (!entry) throw new Error(`the menu of ${tgid} could not be made`);
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${slugifyName(`${menu.operator} ${menu.title.en}`)}-menu.pdf"`,
    'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    etag: entry.etag,
  };
  if (request.headers.get('if-none-match') === entry.etag)
    return new Response(null, { status: 304, headers });
  const body = request.method === 'HEAD' ? null : (entry.bytes.slice().buffer as ArrayBuffer);
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'content-length': String(entry.bytes.length) },
  });
}
