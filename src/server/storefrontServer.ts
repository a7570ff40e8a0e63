import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { writeResponse } from 'astro/app/node';
import { clockIsSet, withRequestClock } from '@storefront/clock';
import { appConfig } from '../lib/config';
import { buildRequestContext, FAULT_HEADER, type RequestContext } from '../lib/request/requestContext';
import { visitorCookies } from '../lib/request/visitorCookies';
import { FORBIDDEN_FETCH_METHODS } from '../lib/routing/methodPolicy';
import { canonicalPageRedirect } from '../lib/rules/routing/pagePath';
import { safeRedirect } from '../lib/rules/safeRedirect';
import { rejectBadHost } from '../lib/security/hostGuardListener';
import { cookieContextFor } from '../lib/security/cookieContext';
import { originFromHeaders } from '../lib/security/requestHost';
import { logger } from '../lib/log/logger';
import { installPageCache, type RenderingApp } from './pageCache/installPageCache';
import { createServerMetrics, mayReadMetrics } from './serverMetrics';
import { requestKind } from './pageCache/requestPolicy';
import type { PageCache, Render } from './pageCache/pageCache';
import { checkTarget } from './requestTarget';
import { DEFAULT_LIMITS, type ServerLimits } from './serverLimits';
import { createStaticHandler } from './staticHandler';
import { createHandoffReceiver, type HandoffSources } from './handoffReceiver';
import { checkReadiness, type ReadinessCheck } from './readiness';
import { createPageStylesStep } from './pageStylesStep';
import { asResponse } from './bufferedAnswer';
import { asRequest } from './requestIdStep';
import { liveRequest } from './liveRequest';
import type { PageStylesIndex } from '../lib/styles/pageStyles';

/** Largest request body any route reads (forms take far less; the adapter's default was 1 GiB). */
export const BODY_SIZE_LIMIT = 1024 * 1024;

function plain(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

const header =
  (req: IncomingMessage) =>
  (name: string): string | undefined => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

/** Request contexts remembered by the request step (a returning visitor's same headers). */
const MEMO_ENTRIES = 10_000;

/** Paths that are pages (the visitor's own cookies may be set on their answers). */
const NOT_A_PAGE =
  /^\/(?:api\/|_astro\/|_image|media\/|_server-islands\/|_actions\/|robots\.txt$|sitemap[\w-]*\.xml$)/;

const live = (req: IncomingMessage, res: ServerResponse): Request => liveRequest(req, res, BODY_SIZE_LIMIT);

const log = logger('server');

function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
  log.error({ err: error, method: req.method, url: req.url?.slice(0, 200) }, 'request failed');
  if (!res.headersSent) plain(res, 503, 'The page could not be answered just now.', { 'retry-after': '30' });
  else res.destroy();
}

/**
 * The request step of the server (issue 20 §1): the visitor's origin by the edge's rule, the request
 * context built once, the canonical-path redirect, then the page cache for page GETs (keyed on the
 * context, answers with the visitor's own cookies) or `pass` for everything else (posts, static files,
 * media), which gets the same context.
 */
export function createPageStep(
  cache: Pick<PageCache, 'handle'>,
  options: {
    trustedProxy: boolean;
    faultInjection: boolean;
    newId: () => string;
    liveRequest: (req: IncomingMessage, res: ServerResponse) => Request;
  },
) {
  // A returning visitor sends the same URL and headers again and again: the frozen context of those
  // inputs is remembered (bounded; a first visit, which gets a new sandbox id, never is).
  const contexts = new Map<string, RequestContext>();
  const contextFor = (origin: string, url: string, req: IncomingMessage): RequestContext => {
    const read = header(req);
    const cookie = read('cookie') ?? '';
    const agent = read('user-agent') ?? '';
    const fault = options.faultInjection ? (read(FAULT_HEADER) ?? '') : '';
    const key = `${origin}\n${url}\n${cookie}\n${agent}\n${fault}`;
    const known = key.length <= 4096 ? contexts.get(key) : undefined;
    if (known) return known;
    const context = buildRequestContext({
      origin,
      target: url,
      header: read,
      newId: options.newId,
      faultInjection: options.faultInjection,
    });
    if (!context.visitor.newSandboxId && key.length <= 4096) {
      if (contexts.size >= MEMO_ENTRIES) contexts.clear();
      contexts.set(key, context);
    }
    return context;
  };
  return (req: IncomingMessage, res: ServerResponse, pass: (context: RequestContext) => void): void => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q);
    const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
    const at = originFromHeaders(header(req), encrypted, options.trustedProxy);
    if (!at?.host) return plain(res, 400, 'Bad request: the Host header is missing or not valid.');
    const host = at.host.host;
    const context = contextFor(at.origin, url, req);
    const method = req.method ?? 'GET';
    // `/%68amilton/` is `/hamilton/`: one address per page, never a second cache entry.
    if (context.changed.path && (method === 'GET' || method === 'HEAD'))
      return plain(res, 301, '', { location: `${context.path}${search}` });
    // A test's clock (CLOCK_INJECTION=1): rendered on it, never kept.
    const asked = requestKind(method, path, search, context);
    const kind = asked === 'cache' && clockIsSet() ? 'render' : asked;
    if (kind === 'pass') return pass(context);
    // A page path that is not canonical (no trailing slash, `/en/`): the router's 301, answered here
    // with the visitor's own query (a cacheable render sees only the canonical one), never kept.
    const canonical = kind === 'cache' ? canonicalPageRedirect(context.path) : undefined;
    if (canonical !== undefined)
      return plain(res, 301, '', { location: safeRedirect(`${canonical}${search}`) });
    const cookies = NOT_A_PAGE.test(path)
      ? []
      : visitorCookies(context, () => cookieContextFor(host, at.https));
    void cache.handle(req, res, context, { kind, request: () => options.liveRequest(req, res), cookies });
  };
}

/**
 * The storefront's Node request listener (issue 20 §1, docs/architecture.md "One request"): request
 * target → Host → method → health → the request context (built once) → the page cache (keyed on the
 * context; cacheable pages rendered from the canonical context only) → static files → Astro.
 */
export function createStorefrontListener(
  app: RenderingApp,
  options: {
    clientDir: string;
    readiness: readonly ReadinessCheck[];
    draining: () => boolean;
    /** The demo's booking hand-off receiver on `book.<alias>.<suffix>` (src/server/handoffReceiver.ts). */
    handoff?: HandoffSources | undefined;
    /** The build's stylesheet index: each page gets its own styles inline (src/server/pageStylesStep.ts). */
    pageStyles?: PageStylesIndex | undefined;
  },
) {
  // Validated at start (src/server/startupConfig.ts): a bad value never reaches a request.
  const config = appConfig();
  const faultInjection = config.catalogue.faultInjection;
  // /metrics answers with or without the page cache (PAGE_CACHE=off): the process's own counters.
  const metrics = createServerMetrics();
  const withPageStyles = options.pageStyles ? createPageStylesStep(options.pageStyles) : undefined;
  const render: Render = async (request, context, clientAddress) => {
    const routeData = app.match(request, true);
    const response = await app.render(request, {
      addCookieHeader: true,
      clientAddress,
      locals: { requestContext: context },
      ...(routeData ? { routeData: routeData as never } : {}),
    });
    return withPageStyles ? withPageStyles(response) : response;
  };
  const cache = installPageCache(render, metrics.registry);
  const serveStatic = createStaticHandler(options.clientDir, app.manifest);
  const pageStep = createPageStep(cache, {
    trustedProxy: config.trustedProxy,
    faultInjection,
    newId: randomUUID,
    liveRequest: live,
  });
  const handoff = options.handoff ? createHandoffReceiver(options.handoff) : undefined;

  async function renderLive(req: IncomingMessage, res: ServerResponse, context: RequestContext) {
    const response = await render(live(req, res), context, req.socket.remoteAddress);
    await writeResponse(asResponse(response), res);
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    // While stopping, every answer closes its connection (Node then sends `Connection: close` itself).
    if (options.draining()) res.shouldKeepAlive = false;
    const target = checkTarget(req.url);
    if (!target.ok) return plain(res, target.status, target.message);
    if (rejectBadHost(req, res)) return;
    const method = req.method ?? 'GET';
    if (FORBIDDEN_FETCH_METHODS.includes(method))
      return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD, POST' });
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path === '/healthz') return plain(res, 200, 'ok');
    // Browsers ask for /favicon.ico where a page names no icon (a plain 400, a PDF): the site's icon is SVG.
    if (path === '/favicon.ico') {
      return plain(res, 301, '', { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' });
    }
    if (path === '/readyz') {
      if (options.draining()) return plain(res, 503, 'shutting down');
      void checkReadiness(options.readiness).then((result) =>
        plain(res, result.ready ? 200 : 503, result.text),
      );
      return;
    }
    if (path === '/metrics' && mayReadMetrics(req.socket.remoteAddress)) {
      void metrics.text().then(({ type, body }) => plain(res, 200, body, { 'content-type': type }));
      return;
    }
    const page = () =>
      withRequestClock(
        header(req),
        () =>
          pageStep(req, res, (context) =>
            serveStatic(
              req,
              res,
              () => void renderLive(req, res, context).catch((error: unknown) => failed(req, res, error)),
            ),
          ),
        config.clockInjection,
      );
    const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
    const at = handoff ? originFromHeaders(header(req), encrypted, config.trustedProxy) : undefined;
    if (handoff && at?.host) return handoff(req, res, at.host.host, at.https, page);
    page();
  };
  // Every answer carries the request's id, and its log lines and upstream calls too (requestIdStep.ts).
  // A listener never throws (a throw would take the process down): an unexpected failure is a 503.
  return (req: IncomingMessage, res: ServerResponse): void => {
    asRequest(req, res, () => {
      try {
        listener(req, res);
      } catch (error) {
        failed(req, res, error);
      }
    });
  };
}

/**
 * Starts the storefront's HTTP server (scripts/serve.mjs) with its limits and graceful shutdown: on
 * SIGTERM or SIGINT it stops accepting, answers `/readyz` 503, lets requests in flight finish within
 * the grace period, closes the catalogue database (PGlite releases its data directory) and exits 0.
 */
export function startStorefrontServer(
  app: RenderingApp,
  options: {
    clientDir: string;
    port: number;
    host: string;
    readiness: readonly ReadinessCheck[];
    close: () => Promise<void>;
    limits?: Partial<ServerLimits>;
    handoff?: HandoffSources | undefined;
    pageStyles?: PageStylesIndex | undefined;
  },
): Server {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  let draining = false;
  const listener = createStorefrontListener(app, {
    clientDir: options.clientDir,
    readiness: options.readiness,
    draining: () => draining,
    handoff: options.handoff,
    pageStyles: options.pageStyles,
  });
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ signal }, 'finishing requests in flight, then exiting');
    const stop = () => {
      const forced = setTimeout(() => server.closeAllConnections(), limits.shutdownGraceMs);
      forced.unref();
      // Stop accepting, without http.Server#close's closeIdleConnections: a connection whose request is
      // still unread counts as idle there and would be reset. Answers say `Connection: close`, idle
      // keep-alive connections end with keepAliveTimeout, and the grace period bounds the rest.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(forced);
        void options
          .close()
          .catch((error: unknown) => log.error({ err: error }, 'closing failed'))
          .finally(() => process.exit(0));
      });
    };
    setTimeout(stop, limits.shutdownDrainMs);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    log.info({ url: `http://${options.host}:${port}/` }, 'listening');
  });
  return server;
}
