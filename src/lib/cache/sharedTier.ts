import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { logger } from '../log/logger';

const log = logger('shared-cache');

/**
 * Reads an entry and, in the same round trip, checks it against the invalidation stamps of its tags
 * (and of "everything"): an entry written at or before a stamp is gone (deleted here). Always answers
 * Redis' clock first, so a writer can stamp its entry with the moment it started loading.
 * KEYS[1] entry; ARGV[1] "everything" stamp key; ARGV[2] tag stamp prefix; ARGV[3] number of parts.
 */
const READ = `
local t = redis.call('TIME')
local now = t[1] .. string.sub('000000' .. t[2], -6)
local at = redis.call('HGET', KEYS[1], 'at')
if not at then return { now } end
at = tonumber(at)
local all = redis.call('GET', ARGV[1])
if all and tonumber(all) >= at then
  redis.call('DEL', KEYS[1])
  return { now }
end
local tags = redis.call('HGET', KEYS[1], 't') or ''
for tag in string.gmatch(tags, '[^\\n]+') do
  local stamp = redis.call('GET', ARGV[2] .. tag)
  if stamp and tonumber(stamp) >= at then
    redis.call('DEL', KEYS[1])
    return { now }
  end
end
local out = { now }
for i = 0, tonumber(ARGV[3]) - 1 do out[#out + 1] = redis.call('HGET', KEYS[1], tostring(i)) or '' end
return out
`;

/**
 * Writes an entry: its parts, tags and stamp (the clock given, else Redis' clock now), expiring.
 * KEYS[1] entry; ARGV[1] ttl ms; ARGV[2] tags joined by newlines; ARGV[3] stamp or ''; ARGV[4..] parts.
 */
const WRITE = `
local at = ARGV[3]
if at == '' then
  local t = redis.call('TIME')
  at = t[1] .. string.sub('000000' .. t[2], -6)
end
redis.call('DEL', KEYS[1])
local fields = { 'at', at, 't', ARGV[2] }
for i = 4, #ARGV do
  fields[#fields + 1] = tostring(i - 4)
  fields[#fields + 1] = ARGV[i]
end
redis.call('HSET', KEYS[1], unpack(fields))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

/** Stamps tags (or everything) with Redis' clock. ARGV[1] ttl ms; ARGV[2..] stamp keys. */
const STAMP = `
local t = redis.call('TIME')
local now = t[1] .. string.sub('000000' .. t[2], -6)
for i = 2, #ARGV do redis.call('SET', ARGV[i], now, 'PX', ARGV[1]) end
return 1
`;

/** No entry lives longer than this in Redis; tag stamps live as long, so they outlive every entry. */
export const SHARED_MAX_TTL_MS = 2 * 24 * 60 * 60_000;

interface Scripts {
  sharedReadBuffer(key: string, all: string, prefix: string, parts: number): Promise<Buffer[]>;
  sharedWrite(key: string, ...args: (string | number | Buffer)[]): Promise<number>;
  sharedStamp(key: string, ...args: (string | number)[]): Promise<number>;
}

export interface SharedTierOptions {
  url: string;
  /**
   * Key namespace: entries `<ns>:<sha256>`, sets `<ns>-set:<sha256>`, tag stamps `<ns>-tag:<tag>`,
   * everything `<ns>-all`.
   */
  namespace: string;
  /** Names the tier in the log (`[shared cache] pages`). */
  label: string;
  /** Every Redis call gives up after this (default 250 ms). */
  commandTimeoutMs?: number;
}

/** What a read found: Redis' clock at the read, and the entry's parts when it is there and valid. */
export interface SharedRead {
  clock: string | undefined;
  parts: Buffer[] | undefined;
}

/**
 * A second cache tier shared by every node through Redis (docs/page-cache.md, "Shared through
 * Redis"): entries of binary parts under hashed keys, each with the tags it used; invalidation stamps
 * tags with Redis' clock and a read ignores (and deletes) an entry stamped at or before one of its tags,
 * in one round trip. Never blocks a request: while Redis is not connected every call answers at once
 * as a miss, every call has a short timeout, and failures are logged once per outage.
 * @example const tier = new SharedTier({ url, namespace: 'storefront:page', label: 'pages' }); await tier.read('k', 4)
 */
export class SharedTier {
  readonly #redis: Redis;
  readonly #scripts: Scripts;
  readonly #namespace: string;
  readonly #label: string;
  #down = false;

  constructor(options: SharedTierOptions) {
    this.#namespace = options.namespace;
    this.#label = options.label;
    this.#redis = new Redis(options.url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: options.commandTimeoutMs ?? 250,
    });
    this.#redis.defineCommand('sharedRead', { lua: READ, numberOfKeys: 1 });
    this.#redis.defineCommand('sharedWrite', { lua: WRITE, numberOfKeys: 1 });
    this.#redis.defineCommand('sharedStamp', { lua: STAMP, numberOfKeys: 0 });
    this.#scripts = this.#redis as unknown as Scripts;
    this.#redis.on('error', (error: unknown) => this.#failed(error));
    this.#redis.on('ready', () => this.#recovered());
  }

  /** Whether calls go to Redis now (connected); otherwise they answer at once. */
  get ready(): boolean {
    return this.#redis.status === 'ready';
  }

  /** Reads an entry of `parts` parts; a miss, an invalidated entry and any failure give no parts. */
  async read(key: string, parts: number): Promise<SharedRead> {
    if (!this.ready) return { clock: undefined, parts: undefined };
    try {
      const [clock, ...found] = await this.#scripts.sharedReadBuffer(
        this.#entryKey(key),
        `${this.#namespace}-all`,
        `${this.#namespace}-tag:`,
        parts,
      );
      this.#recovered();
      return {
        clock: clock?.toString(),
        parts: found.length === parts ? found : undefined,
      };
    } catch (error) {
      this.#failed(error);
      return { clock: undefined, parts: undefined };
    }
  }

  /**
   * Writes an entry for `ttlMs` (capped at two days), stamped with `clock` (a read's clock, taken
   * before loading) or Redis' clock now. Resolves once written or failed; never rejects.
   */
  async write(
    key: string,
    parts: readonly Buffer[],
    tags: readonly string[],
    ttlMs: number,
    clock?: string,
  ): Promise<void> {
    if (!this.ready) return;
    const ttl = Math.max(1, Math.min(SHARED_MAX_TTL_MS, Math.round(ttlMs)));
    try {
      await this.#scripts.sharedWrite(this.#entryKey(key), ttl, tags.join('\n'), clock ?? '', ...parts);
      this.#recovered();
    } catch (error) {
      this.#failed(error);
    }
  }

  /**
   * Adds `members` to the set under `key` (a set only grows), which expires `ttlMs` after its last
   * addition (capped at two days). Resolves once written or failed; never rejects.
   */
  async addMembers(key: string, members: readonly string[], ttlMs: number): Promise<void> {
    if (!this.ready || members.length === 0) return;
    const ttl = Math.max(1, Math.min(SHARED_MAX_TTL_MS, Math.round(ttlMs)));
    const setKey = this.#setKey(key);
    try {
      const results = await this.#redis
        .multi()
        .sadd(setKey, ...members)
        .pexpire(setKey, ttl)
        .exec();
      const failure = results?.find(([error]) => error)?.[0];
      if (failure) throw failure;
      this.#recovered();
    } catch (error) {
      this.#failed(error);
    }
  }

  /** The members of the set under `key`: undefined when there is none, or on any failure. */
  async members(key: string): Promise<string[] | undefined> {
    if (!this.ready) return undefined;
    try {
      const found = await this.#redis.smembers(this.#setKey(key));
      this.#recovered();
      return found.length > 0 ? found : undefined;
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
  }

  /** Stamps tags (or everything) so that entries written until now are never read again. */
  async invalidate(tags: readonly string[] | 'all'): Promise<void> {
    if (!this.ready) return;
    const keys =
      tags === 'all' ? [`${this.#namespace}-all`] : tags.map((tag) => `${this.#namespace}-tag:${tag}`);
    if (keys.length === 0) return;
    try {
      await this.#scripts.sharedStamp(String(SHARED_MAX_TTL_MS), ...keys);
      this.#recovered();
    } catch (error) {
      this.#failed(error);
    }
  }

  /** Resolves once connected, or after `ms` (tests, warm-up). */
  async whenReady(ms = 1000): Promise<boolean> {
    if (this.ready) return true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#redis.once('ready', done);
    });
    return this.ready;
  }

  /** Closes the connection (tests, shutdown). */
  close(): void {
    this.#redis.disconnect();
  }

  #entryKey(key: string): string {
    return this.#hashed('', key);
  }

  #setKey(key: string): string {
    return this.#hashed('-set', key);
  }

  /** `<ns><kind>:<sha256 of key>`: any key, however long, is one short Redis key. */
  #hashed(kind: string, key: string): string {
    return `${this.#namespace}${kind}:${createHash('sha256').update(key).digest('hex')}`;
  }

  #failed(error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    log.error({ err: error }, `${this.#label}: Redis is unavailable, serving from memory`);
  }

  #recovered(): void {
    if (!this.#down) return;
    this.#down = false;
    log.info(`${this.#label}: Redis is back, sharing again`);
  }
}
