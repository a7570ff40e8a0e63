import { createHash } from 'node:crypto';
import type { HandoffRequest } from '../lib/rules/booking/handoffRequest';

/** Every value shown is escaped: the page is built from the visitor's URL and cookies. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
header{background:#111827;color:#fff;padding:.75rem 1rem}
header p{margin:0;font-size:.875rem;opacity:.85}
main{max-inline-size:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem;margin:0;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.none{color:#6b7280;font-style:italic}
.back{display:inline-block;margin:1.5rem 1rem 0 0;padding:.75rem 1rem;border-radius:.5rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none;min-block-size:44px}
.back.secondary{background:transparent;color:#1d4ed8;border:1px solid #1d4ed8}
.back:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-block-end:.5rem}}
`;

/** The page's Content-Security-Policy: its one inline style by hash, nothing else. */
export const HANDOFF_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export interface HandoffView {
  siteName: string;
  /** The storefront's home, `http://broadway.localhost:4321/`. */
  siteHome: string;
  request: HandoffRequest;
  product: { name: string; href: string | undefined; variantName: string | undefined } | undefined;
  /** Whether the currency came from the parent-domain currency cookie (no currencyCode in the link). */
  currency: { code: string; from: 'link' | 'cookie' } | undefined;
  attribution: [string, string][];
}

function shell(title: string, siteName: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)} · Demo booking site</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>Demo booking site for ${escape(siteName)} — a stand-in for the separate booking site</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const row = (label: string, field: string, value: string | number | undefined, extra = ''): string =>
  `<dt>${escape(label)}</dt><dd data-field="${field}">${
    value === undefined || value === '' ? '<span class="none">not given</span>' : `${escape(value)}${extra}`
  }</dd>`;

/**
 * The receiver's page (issue 21 §2): what the storefront handed over, each value escaped, and the
 * way back to the product page and to the site.
 * @example renderHandoffPage(view).includes('data-field="date">2026-12-05<') === true
 */
export function renderHandoffPage(view: HandoffView): string {
  const { request, product } = view;
  const name = product?.name ?? `Product ${request.tgid}`;
  const variant =
    request.variantId === undefined
      ? undefined
      : product?.variantName
        ? `${product.variantName} (${request.variantId})`
        : String(request.variantId);
  const currency = view.currency
    ? `${view.currency.code}${view.currency.from === 'cookie' ? ' (from the currency cookie)' : ''}`
    : undefined;
  const cookieBanner =
    request.cookieBanner === undefined ? undefined : request.cookieBanner ? 'show' : 'already answered';
  const list = (pairs: [string, string][], field: string) =>
    pairs.length === 0
      ? `<p class="none" data-field="${field}">none</p>`
      : `<dl data-field="${field}">${pairs.map(([key, value]) => row(key, `${field}.${key}`, value)).join('')}</dl>`;
  const invalid =
    request.invalid.length === 0
      ? ''
      : `<p class="note" role="note">Ignored, not valid: ${request.invalid.map((name) => escape(name)).join(', ')}.</p>`;
  const back = product?.href
    ? `<a class="back" href="${escape(product.href)}">Back to ${escape(name)}</a>`
    : '';
  const body = `<h1>Booking ${escape(name)}</h1>
<p class="note" role="note">This demo does not take bookings. It shows what the storefront handed over.</p>
${invalid}<h2>Handed over</h2>
<dl>
${row('Product', 'product', name, ` (#${request.tgid})`)}
${row('Flow step', 'flowStep', request.flowStep)}
${row('Date', 'date', request.date)}
${row('Time', 'time', request.time)}
${row('Variant', 'variant', variant)}
${row('Guests', 'pax', request.pax)}
${row('Currency', 'currency', currency)}
${row('Coupon', 'coupon', request.couponCode)}
${row('hsid', 'hsid', request.hsid)}
${row('From collection', 'refererCollectionId', request.refererCollectionId)}
${row('Cookie banner', 'cookieBanner', cookieBanner)}
</dl>
<h2>Attribution</h2>
${list(view.attribution, 'attribution')}
${request.other.length > 0 ? `<h2>Other parameters</h2>\n${list(request.other, 'other')}` : ''}
<nav aria-label="Back to the storefront">${back}<a class="back secondary" href="${escape(view.siteHome)}">Back to ${escape(view.siteName)}</a></nav>`;
  return shell(`Booking ${name}`, view.siteName, body);
}

/** The receiver's answer to something that is not a booking link. */
export function renderHandoffProblem(siteName: string, siteHome: string, message: string): string {
  return shell(
    'Not a booking link',
    siteName,
    `<h1>Not a booking link</h1>
<p class="note" role="alert">${escape(message)}</p>
<nav aria-label="Back to the storefront"><a class="back" href="${escape(siteHome)}">Back to ${escape(siteName)}</a></nav>`,
  );
}
