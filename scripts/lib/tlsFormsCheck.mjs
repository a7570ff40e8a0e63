// The documented production set-up (issue 20 §4): a TLS-terminating proxy in front of nodes started with
// TRUSTED_PROXY=1. Used by `cluster-local.mjs --check` (nginx with TLS); the same checks run in `npm test`
// against a Node proxy (tests/contract/forms.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

/** A self-signed certificate for localhost and *.localhost (one day), written to `dir` by the openssl CLI. */
export function selfSignedCertificate(dir) {
  const keyFile = join(dir, 'tls-key.pem');
  const certFile = join(dir, 'tls-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, cert: readFileSync(certFile, 'utf8') };
}

/** One HTTPS request from the loopback address `from` (each test client its own), trusting only `ca`. */
export function httpsRequest(port, ca, { from, host, method = 'GET', path, headers = {}, body = '' }) {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        servername: 'localhost',
        ca,
        method,
        path,
        agent: false,
        headers: {
          host,
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Posts each form through the TLS proxy on `port` as a browser would (`Origin: https://<site>`) and
 * expects it taken; from another site, 403; two clients (127.0.0.x addresses, appended to
 * X-Forwarded-For by the proxy) have separate promo buckets. `verdict(ok, text)` records each result.
 */
export async function checkFormsThroughTls({ port, ca, verdict }) {
  const host = (alias) => `${alias}.localhost:${port}`;
  const send = (from, alias, path, fields, origin = `https://${host(alias)}`) =>
    httpsRequest(port, ca, {
      from,
      host: host(alias),
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  const forms = [
    ['sign-up', 'paris', '/', { form: 'subscribe', email: 'cluster-tls@example.com' }],
    ['consent', 'broadway', '/consent/', { consent: 'all', return: '/hamilton/' }],
    [
      'group form',
      'broadway',
      '/api/group-submit-form',
      {
        name: 'Tess Cluster',
        email: 'tess.cluster@example.com',
        date: inDays(21),
        adults: '4',
        message: `cluster check ${Date.now()}`,
        return: '/hamilton/',
        lang: 'en',
      },
    ],
  ];
  for (const [name, alias, path, fields] of forms) {
    const taken = await send('127.0.0.2', alias, path, fields);
    const forged = await send('127.0.0.2', alias, path, fields, 'https://evil.example');
    verdict(
      taken.status === 303 && forged.status === 403,
      `through nginx with TLS: the ${name} from https://${host(alias)} answers ${taken.status} (303 wanted), from another site ${forged.status} (403 wanted)`,
    );
  }
  const guess = (from, code) =>
    httpsRequest(port, ca, { from, host: host('london-theatre'), path: `/the-lion-king/?promo=${code}` });
  let tries = 0;
  let locked;
  do {
    tries += 1;
    locked = await guess('127.0.0.3', `CLUSTER${tries}`);
  } while (locked.status === 200 && tries < 200);
  const other = await guess('127.0.0.4', 'CLUSTERX');
  verdict(
    locked.status === 429 && other.status === 200,
    `through nginx with TLS: one client's promo guesses end in ${locked.status} after ${tries} (429 wanted); another client then gets ${other.status} (200 wanted)`,
  );
}
