import { NotFoundError, type Client } from '@prismicio/client';
import { appConfig } from '../config';
import { getContentClient } from '../content';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../i18n/languages';
import { createTranslator } from '../i18n/translator';
import type { UiKey } from '../i18n/bundles';
import {
  clearPreviewCookie,
  isDocumentId,
  listedPreviewRef,
  PREVIEW_MAX_AGE,
  prismicSessionToken,
  serializePreviewCookie,
  type RepositoryRef,
} from '../rules/preview/preview';
import { isSignedPreviewLink, signPreviewSession, verifyPreviewLink } from '../rules/preview/previewToken';
import { previewSecret } from './previewSecret';
import { previewLinkResolver } from '../routing/linkResolver';
import { safeRedirect } from '../rules/safeRedirect';
import { matchHost } from '../sites/matchHost';
import type { Site } from '../sites/site';
import { configuredCookieKey, repositoryRefs, toolbarRepository } from './previewSession';
import { logger } from '../log/logger';

const log = logger('preview');

/** The language of an error page: the first of the browser's languages this site speaks, else English. */
function errorLanguage(acceptLanguage: string | null): LanguageCode {
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 10)) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const code = /^zh-(tw|hk|hant)/.test(tag)
      ? 'tw'
      : tag.startsWith('zh')
        ? 'cn'
        : /^(nb|nn)\b/.test(tag)
          ? 'no'
          : tag.slice(0, 2);
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

type ErrorKey = Extract<UiKey, `preview.error.${string}`>;

/** A clear, localized, uncached error page for a preview link that cannot be followed. */
export function previewErrorPage(status: number, key: ErrorKey, acceptLanguage: string | null): Response {
  const language = errorLanguage(acceptLanguage);
  const t = createTranslator(language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${t('preview.error.title')}</title></head>
<body><main><h1>${t('preview.error.title')}</h1><p data-preview-error="${key.slice('preview.error.'.length)}">${t(key)}</p><p><a href="/">${t('preview.error.back')}</a></p></main></body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

export interface PreviewDeps {
  sites: () => Promise<Site[]>;
  refs?: () => Promise<RepositoryRef[]>;
  client?: () => Client;
  localSuffix?: string;
  repository?: string | undefined;
  httpOnly?: boolean;
  /** Served over https (the edge's validated scheme, `locals.edge.https`); default: the request URL's. */
  https?: boolean;
  /** The key of signed links and cookies (default: `previewSecret()`). */
  secret?: string;
  /** Unix seconds (default: now). */
  now?: number;
}

/**
 * What a preview link opens, or undefined (issue 20 §3): a link signed by this server's key for a
 * release the repository lists (its id, resolved to the current ref; the cookie then carries a signed
 * value), or, with a Prismic repository, a preview session URL of that repository (Prismic's own flow; the
 * cookie carries the session URL, which the toolbar renews). A bare ref, listed or not, opens nothing.
 */
function openedPreview(
  token: string | null,
  documentId: string | null,
  refs: readonly RepositoryRef[],
  repository: string | undefined,
  secret: string,
  now: number,
): { ref: string; cookieValue: string } | undefined {
  if (isSignedPreviewLink(token)) {
    const signed = verifyPreviewLink(token, documentId, secret, now);
    const listed = signed && listedPreviewRef(refs, signed.refId);
    if (!listed) return undefined;
    return { ref: listed.ref, cookieValue: signPreviewSession(listed.id, now + PREVIEW_MAX_AGE, secret) };
  }
  const session = prismicSessionToken(token, repository);
  return session ? { ref: session, cookieValue: session } : undefined;
}

/**
 * GET /api/preview?token=…&documentId=…: the token must be a signed link of this server or a Prismic
 * preview session of the configured repository (never fetched; `openedPreview`), the document id
 * well-formed; the document's page on this microsite is found with the client's `resolvePreviewURL`, the
 * preview cookie set, and the editor sent there.
 */
export async function handlePreview(request: Request, deps: PreviewDeps): Promise<Response> {
  const url = new URL(request.url);
  const accept = request.headers.get('accept-language');
  const config = appConfig();
  const repository = 'repository' in deps ? deps.repository : config.prismicRepository;
  let refs: RepositoryRef[];
  let sites: Site[];
  try {
    [refs, sites] = await Promise.all([(deps.refs ?? repositoryRefs)(), deps.sites()]);
  } catch (error) {
    log.error({ err: error }, 'the repository could not be read');
    return previewErrorPage(503, 'preview.error.unavailable', accept);
  }
  const match = matchHost(request.headers.get('host'), sites, deps.localSuffix ?? config.localSiteSuffix);
  if (match.kind !== 'site') return previewErrorPage(400, 'preview.error.site', accept);
  const documentId = url.searchParams.get('documentId');
  if (documentId !== null && !isDocumentId(documentId))
    return previewErrorPage(400, 'preview.error.document', accept);
  const token = openedPreview(
    url.searchParams.get('token'),
    documentId,
    refs,
    repository,
    deps.secret ?? previewSecret(),
    deps.now ?? Math.floor(Date.now() / 1000),
  );
  if (!token) return previewErrorPage(400, 'preview.error.token', accept);
  let path = '/';
  if (documentId) {
    try {
      path = await (deps.client ?? getContentClient)().resolvePreviewURL({
        linkResolver: previewLinkResolver(match.site.domain),
        defaultURL: '',
        documentID: documentId,
        previewToken: token.ref,
      });
    } catch (error) {
      if (error instanceof NotFoundError) return previewErrorPage(404, 'preview.error.notFound', accept);
      log.error({ err: error }, 'the previewed document could not be read');
      return previewErrorPage(503, 'preview.error.unavailable', accept);
    }
    if (!path) return previewErrorPage(404, 'preview.error.otherSite', accept);
  }
  const secure = deps.https ?? url.protocol === 'https:';
  // HttpOnly unless the Prismic toolbar (a script) has to read and renew the cookie.
  const httpOnly = deps.httpOnly ?? toolbarRepository() === undefined;
  return new Response(null, {
    status: 302,
    headers: {
      location: safeRedirect(path),
      'cache-control': 'private, no-store',
      'set-cookie': serializePreviewCookie({
        key: configuredCookieKey(),
        ref: token.cookieValue,
        secure,
        httpOnly,
      }),
    },
  });
}

/** GET /api/exit-preview?path=…: ends the preview and returns to a path of this site. */
export function handleExitPreview(request: Request, https?: boolean): Response {
  const url = new URL(request.url);
  return new Response(null, {
    status: 303,
    headers: {
      location: safeRedirect(url.searchParams.get('path')),
      'cache-control': 'private, no-store',
      'set-cookie': clearPreviewCookie(https ?? url.protocol === 'https:'),
    },
  });
}
