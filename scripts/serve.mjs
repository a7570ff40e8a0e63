// Serves the built storefront (dist/) on PORT (default 4321): every demo microsite at
// http://<alias>.localhost:<port>/ and the list of microsites at http://localhost:<port>/.
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
console.log(`Storefront: open http://localhost:${process.env.PORT}/ for the list of demo microsites.`);
await import('../dist/server/entry.mjs');
