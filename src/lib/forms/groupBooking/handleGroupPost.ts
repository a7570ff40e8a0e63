import { z } from 'zod';
import { isLanguageCode, type LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../../rules/translatorFor';
import { safeRedirect } from '../../rules/safeRedirect';
import {
  groupErrorText,
  groupRequestLimits,
  groupStatus,
  groupValues,
  validateGroupBooking,
  type GroupBooking,
  type GroupErrors,
  type GroupLimits,
} from '../../rules/validation/groupBooking';
import { rateLimited, readFormBody } from '../formGuard';
import { formRateKey } from '../formRateKey';
import type { RateLimiter } from '../rateLimit';
import { encodeGroupFlash, groupFlashCookie, groupReturnLocation } from './flash';
import type { GroupOrigin, StoreResult } from './store';

/** The hidden field that people never see and bots fill in: a filled one is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

export interface GroupPostDeps {
  limiter: RateLimiter;
  clientAddress: string;
  /** The matched microsite's domain (`formSite`): the rate-limit bucket and the stored site. */
  site: string;
  /** The visitor's connection is https (`locals.edge.https`, through a trusted proxy too). */
  https: boolean;
  /** Today's date (ISO) for the "date has passed" check. */
  today: () => string;
  loadLimits: (target: {
    tgid?: number | undefined;
    collectionId?: number | undefined;
  }) => Promise<GroupLimits>;
  store: (booking: GroupBooking, origin: GroupOrigin) => Promise<StoreResult>;
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const optionalId = (value: unknown): number | undefined => {
  if (value === undefined || value === '' || value === null) return undefined;
  const parsed = id.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * A script asked (fetch / `Accept: application/json` / a JSON body): answer JSON. A form navigation
 * without JavaScript: answer POST-redirect-GET.
 */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  const type = request.headers.get('content-type') ?? '';
  const mode = request.headers.get('sec-fetch-mode');
  return (
    accept.includes('application/json') ||
    type.startsWith('application/json') ||
    mode === 'cors' ||
    mode === 'same-origin'
  );
}

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
const text = (body: string, status: number): Response =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });

/**
 * `POST /api/group-submit-form` (spec 001 §7), after the edge refused cross-site posts (403): rate-limits
 * per client and site (429 + Retry-After), bounds the body (413), drops honeypot hits, validates by the rules with the
 * product's group size limits, stores the request and answers `{"status":"Successful"}` or
 * `{"status":"Error: …"}` to a script, or redirects back to the page (303) with the entered values
 * kept in a short-lived cookie when the visitor has no JavaScript. Never echoes input unescaped: JSON
 * answers are JSON-encoded, plain-text answers carry no input at all.
 */
export async function handleGroupPost(request: Request, deps: GroupPostDeps): Promise<Response> {
  const asJson = wantsJson(request);
  const fail = (status: number, message: string): Response =>
    asJson ? json({ status: `Error: ${message}` }, status) : text(message, status);
  const key = formRateKey(deps.clientAddress, { domain: deps.site }, 'group');
  const limited = await rateLimited(deps.limiter, key, () =>
    fail(429, translatorFor('en')('forms.error.tooMany')),
  );
  if (limited) return limited;
  const body = await readFormBody(request);
  if (!body.ok) {
    const message =
      body.status === 413
        ? translatorFor('en')('forms.error.tooLarge')
        : body.status === 415
          ? 'Send the form as a form or JSON'
          : 'The form could not be read';
    return fail(body.status, message);
  }
  const { fields } = body;
  const lang: LanguageCode =
    typeof fields['lang'] === 'string' && isLanguageCode(fields['lang']) ? fields['lang'] : 'en';
  const returnPath = safeRedirect(fields['return']);
  const success = (): Response =>
    asJson
      ? json({ status: 'Successful' }, 200)
      : new Response(null, {
          status: 303,
          headers: { location: groupReturnLocation(returnPath, 'sent'), 'cache-control': 'no-store' },
        });
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return success();

  const tgid = optionalId(fields['tgid']);
  const collectionId = tgid === undefined ? optionalId(fields['collection']) : undefined;
  // The group product's limits, derived from the product's (or collection's) booking limits.
  const limits = groupRequestLimits(await deps.loadLimits({ tgid, collectionId }));
  const values = groupValues(fields);
  const result = validateGroupBooking(values, limits, deps.today());
  if (!result.ok) return refused(result.errors);

  const stored = await deps.store(result.booking, {
    site: deps.site,
    language: lang,
    pagePath: returnPath,
    tgid,
    collectionId,
  });
  if (!stored.ok) {
    const message = translatorFor(lang)('forms.group.unavailable');
    return asJson ? json({ status: `Error: ${message}` }, 503) : text(message, 503);
  }
  return success();

  function refused(errors: GroupErrors): Response {
    if (asJson) {
      const texts = Object.fromEntries(
        Object.entries(errors).map(([field, code]) => [field, groupErrorText(code, limits, lang)]),
      );
      return json({ status: groupStatus({ ok: false, errors }, limits, lang), errors: texts }, 400);
    }
    const secure = deps.https;
    return new Response(null, {
      status: 303,
      headers: {
        location: groupReturnLocation(returnPath, 'error'),
        'set-cookie': groupFlashCookie(encodeGroupFlash({ values, errors, limits }), secure),
        'cache-control': 'no-store',
      },
    });
  }
}
