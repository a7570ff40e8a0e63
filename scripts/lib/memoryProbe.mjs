// Loaded into the server with `--import` by the soak run only (never by `npm start`), with --expose-gc:
// on SIGUSR2 it runs a full garbage collection and appends the process's memory as one JSON line to
// MEMORY_PROBE_FILE. What a full collection leaves is what the server really retains, so its slope over a
// long run tells a leak from the heap's and the allocator's normal growth to their working size.
import { appendFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage() })}\n`);
  });
}
