// Serves the built storefront (dist/) on PORT (default 4321): every demo microsite at
// http://<alias>.localhost:<port>/ and the list of microsites at http://localhost:<port>/.
// WEB_CONCURRENCY=N (N > 1) runs N worker processes on the same port with node's cluster module; the
// primary relays invalidations between them (docs/deployment.md). A PGlite directory has one writer, so
// several processes need DATABASE_URL: the storefront's store (sign-ups, group requests) lives there, and
// the catalogue too unless a catalogue process serves it (CATALOGUE_API_URL).
import cluster from 'node:cluster';

// React (the islands' server render) and other libraries pick their production build from NODE_ENV.
process.env.NODE_ENV ??= 'production';
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
// Importing the entry validates the whole configuration (WEB_CONCURRENCY too) once, in the primary
// before any worker is forked: a bad value stops here with its message (exit 1), not in a crash loop.
const { start, startupConfig } = await import('../dist/server/entry.mjs');
const workers = startupConfig().server.webConcurrency;
const PEER = 'storefront:peer';

if (workers === 1 || cluster.isWorker) {
  if (cluster.isPrimary)
    console.log(`Storefront: open http://localhost:${process.env.PORT}/ for the list of demo microsites.`);
  start();
} else {
  if (!startupConfig().databases.databaseUrl) {
    console.error(
      `WEB_CONCURRENCY=${workers} needs DATABASE_URL (PostgreSQL): the storefront's store of sign-ups and group ` +
        'requests, and the embedded catalogue, would otherwise be PGlite directories, which allow one process ' +
        'only (several would corrupt them). Set it, or run a single process (WEB_CONCURRENCY=1).',
    );
    process.exit(1);
  }
  console.log(
    `Storefront: ${workers} workers on port ${process.env.PORT}; open http://localhost:${process.env.PORT}/.`,
  );
  const relay = (from, message) => {
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message && message.type === PEER) relay(worker, message);
    });
  };
  for (let i = 0; i < workers; i += 1) fork();
  // A worker that dies is replaced (after a short pause, so a crash loop does not spin).
  cluster.on('exit', (worker, code, signal) => {
    if (signal === 'SIGTERM' || signal === 'SIGINT') return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  // Each worker shuts down gracefully (src/server/storefrontServer.ts); the primary exits after them.
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => {
      const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
      for (const worker of alive) worker?.kill(signal);
      let left = alive.length;
      if (left === 0) process.exit(0);
      for (const worker of alive)
        worker?.once('exit', () => {
          left -= 1;
          if (left === 0) process.exit(0);
        });
    });
}
