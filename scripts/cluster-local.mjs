// A multi-node deployment on this machine (issue 11 §2; `npm run cluster:local` builds first):
// nginx (Debian package, installed when missing) on CLUSTER_PORT (default 4340), and with TLS (a self-signed
// certificate made at start) on CLUSTER_TLS_PORT (default 4343), in front of two storefront nodes (4341,
// 4342), one catalogue process (4330), PostgreSQL (DATABASE_URL, default the local server's
// `storefront_cluster` database, created when missing) and Redis (REDIS_URL, default db 14 of the local
// server). The nodes read one copy of the content (CONTENT_WATCH=0: only the webhook publishes).
//
//   node scripts/cluster-local.mjs           start everything, print the URLs, stop on Ctrl-C
//   node scripts/cluster-local.mjs --check   start, prove it, stop: pages through nginx are right; a publish
//                                            on node A is seen on node B; killing node B mid-load loses no
//                                            request (nginx retries it on node A); every form posted through
//                                            nginx's TLS port is taken, a cross-site one refused, and two
//                                            clients have their own rate limits; exit 1 on any failure
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { askServer } from './lib/askServer.mjs';
import { pageMix, runLoad, warm } from './lib/loadgen.ts';
import { checkFormsThroughTls, selfSignedCertificate } from './lib/tlsFormsCheck.mjs';

const check = process.argv.includes('--check');
const PORT = Number(process.env.CLUSTER_PORT ?? 4340);
const NODES = [PORT + 1, PORT + 2];
const TLS_PORT = Number(process.env.CLUSTER_TLS_PORT ?? PORT + 3);
const CATALOGUE_PORT = Number(process.env.CLUSTER_CATALOGUE_PORT ?? 4330);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/storefront_cluster';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/14';
const SECRET = 'cluster-local-prismic-webhook-secret-32b';
const work = mkdtempSync(join(tmpdir(), 'storefront-cluster-'));
const contentDir = join(work, 'content');
const children = new Map();

function ensureNginx() {
  if (spawnSync('nginx', ['-v']).error === undefined) return;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is missing: `sudo apt-get install -y nginx`, then run this again.');
  console.log('Installing nginx from Debian’s packages…');
  spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
}

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
}

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.set(name, child);
  return child;
}

const nodeEnv = (port) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  CATALOGUE_API_URL: `http://127.0.0.1:${CATALOGUE_PORT}`,
  DATABASE_URL,
  REDIS_URL,
  PRISMIC_WEBHOOK_SECRET: SECRET,
  CONTENT_DIR: contentDir,
  CONTENT_WATCH: '0',
  TRUSTED_PROXY: 'true',
});
const startNode = (port) => start(`node ${port}`, ['dist/server/entry.mjs'], nodeEnv(port));

async function get(port, host, path, headers = {}) {
  const answer = await askServer(port, { host, path, headers });
  return { status: answer.status, headers: answer.headers, body: answer.text() };
}

async function waitFor(port, path, host = `localhost:${port}`) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await get(port, host, path)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing answered on port ${port}${path}`);
}

// What nginx sends the nodes, as the documented production set-up: the visitor's Host, scheme and address.
const PROXY_LOCATION = `    # The nodes' Prometheus endpoint is for the internal network, not the public.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A node that dies mid-request: idempotent requests are retried on the other node.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }`;

function nginxConfig(tls) {
  const servers = NODES.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream storefront {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PORT};
${PROXY_LOCATION}
  }
  # TLS terminated here, as in production: the nodes see http and trust X-Forwarded-* (TRUSTED_PROXY).
  server {
    listen 127.0.0.1:${TLS_PORT} ssl;
    ssl_certificate ${tls.certFile};
    ssl_certificate_key ${tls.keyFile};
${PROXY_LOCATION}
  }
}
`;
}

function stopAll() {
  for (const child of children.values()) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

ensureNginx();
await ensureDatabase();
cpSync('src/content', contentDir, { recursive: true });
start('catalogue', ['packages/catalogue/bin/server.ts'], {
  CATALOGUE_PORT: String(CATALOGUE_PORT),
  HOST: '127.0.0.1',
  DATABASE_URL,
});
await waitFor(CATALOGUE_PORT, '/healthz');
for (const port of NODES) startNode(port);
for (const port of NODES) await waitFor(port, '/api/v1/currency/list/');
const tls = selfSignedCertificate(work);
writeFileSync(join(work, 'nginx.conf'), nginxConfig(tls));
const nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
children.set('nginx', nginx);
await waitFor(PORT, '/', `london-theatre.localhost:${PORT}`);

const host = (alias) => `${alias}.localhost:${PORT}`;
console.log(
  `cluster: nginx http://london-theatre.localhost:${PORT}/ and https://london-theatre.localhost:${TLS_PORT}/ (self-signed) → nodes ${NODES.join(', ')}; catalogue ${CATALOGUE_PORT}`,
);

if (!check) {
  console.log('Ctrl-C stops nginx, both nodes and the catalogue.');
  await new Promise(() => {});
}

let failures = 0;
const verdict = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures += 1;
};

// 1. Every page and visitor through the balancer is right.
const mix = pageMix(host);
await warm(PORT, mix);
const steady = await runLoad({ port: PORT, connections: 20, seconds: 5, mix });
verdict(
  steady.errors === 0 && steady.wrong === 0,
  `through nginx: ${steady.requests} requests, ${steady.rps.toFixed(0)} req/s, p99 ${steady.p99.toFixed(0)} ms, errors ${steady.errors}, wrong ${steady.wrong} ${steady.samples.join('; ')}`,
);

// 2. A publication on node A is seen on node B (the webhook reaches A only; Redis tells B).
const file = join(contentDir, 'vienna', 'en', 'landing.json');
const document = JSON.parse(readFileSync(file, 'utf8'));
const viennaB = () =>
  get(NODES[1], `vienna.localhost:${NODES[1]}`, '/', { cookie: 'sandboxId=cluster-check-1' });
await viennaB(); // cached on B
const title = `Vienna State Opera tickets — published ${Date.now()}`;
document.data.title[0] = { ...document.data.title[0], text: title };
writeFileSync(file, JSON.stringify(document));
const beforePublish = await viennaB();
const body = JSON.stringify({
  type: 'api-update',
  secret: SECRET,
  masterRef: 'cluster',
  releases: {},
  masks: {},
  tags: {},
  experiments: {},
  documents: [document.id],
  domain: 'local',
  apiUrl: 'http://local/api',
});
const { status: published } = await askServer(NODES[0], {
  host: `vienna.localhost:${NODES[0]}`,
  path: '/api/revalidate',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});
await new Promise((r) => setTimeout(r, 500));
const afterPublish = await viennaB();
verdict(
  !beforePublish.body.includes(title) && published === 200 && afterPublish.body.includes(title),
  `publish on node A (webhook ${published}) is seen on node B (before: ${beforePublish.body.includes(title) ? 'already new' : 'old'}, after: ${afterPublish.body.includes(title) ? 'new' : 'old'})`,
);

// 3. Node B dies mid-load and comes back: nginx retries its requests on node A; nothing is lost.
const load = runLoad({ port: PORT, connections: 20, seconds: 12, mix });
await new Promise((r) => setTimeout(r, 3000));
children.get(`node ${NODES[1]}`)?.kill('SIGKILL');
await new Promise((r) => setTimeout(r, 4000));
startNode(NODES[1]);
const killed = await load;
await waitFor(NODES[1], '/api/v1/currency/list/');
verdict(
  killed.errors === 0 && killed.wrong === 0,
  `node B killed mid-load and restarted: ${killed.requests} requests, statuses ${JSON.stringify(killed.statuses)}, errors ${killed.errors}, wrong ${killed.wrong} ${killed.samples.join('; ')}`,
);
const backOnB = await viennaB();
verdict(
  backOnB.status === 200 && backOnB.body.includes(title),
  'the restarted node B serves the published page',
);

// 4. The documented production set-up: forms posted through nginx's TLS port (issue 20 §4).
await checkFormsThroughTls({ port: TLS_PORT, ca: tls.cert, verdict });

console.log(failures === 0 ? 'cluster:local check passed' : `cluster:local check: ${failures} failure(s)`);
process.exit(failures === 0 ? 0 : 1);
