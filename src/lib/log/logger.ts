import { pino, type DestinationStream, type Logger } from 'pino';
import { appConfig, type LogLevel } from '../config.ts';
import { currentRequestId } from './requestId.ts';

/**
 * A JSON logger at `level` writing to `destination` (stdout by default): one line per event with
 * `level`, `time`, `msg`, the event's fields (`err` serialised with its cause) and, inside a request,
 * its `reqId` (src/lib/log/requestId.ts). Tests give their own destination to read the lines.
 * @example createLogger('silent').info('nothing') writes nothing
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

let root: Logger | undefined;

/** The process's logger, at LOG_LEVEL (default info), made on first use. */
export const rootLogger = (): Logger => (root ??= createLogger(appConfig().logLevel));

/**
 * Replaces the process's logger (tests read the lines through their own destination; undefined: the
 * next line makes the usual one again); returns the previous.
 */
export function setRootLogger(logger: Logger | undefined): Logger | undefined {
  const previous = root;
  root = logger;
  return previous;
}

/** What a part of the server logs with: pino's level methods. */
export type Log = Pick<Logger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * The logger of one part of the server: its lines carry `scope` (`server`, `page-cache`, `catalogue`…).
 * Made lazily, so a module may call it as it loads; the root logger is read on every line, so a test
 * that replaces it sees every part's lines.
 * @example logger('peers').error({ err }, 'Redis') → {"level":"error","scope":"peers","msg":"Redis",…}
 */
export function logger(scope: string): Log {
  const children = new WeakMap<Logger, Logger>();
  const child = (): Logger => {
    const parent = rootLogger();
    const known = children.get(parent);
    if (known) return known;
    const made = parent.child({ scope });
    children.set(parent, made);
    return made;
  };
  const log = {} as Log;
  for (const level of LEVELS) {
    const write: (...args: unknown[]) => void = (...args) =>
      (child()[level] as (...given: unknown[]) => void)(...args);
    log[level] = write as Logger[typeof level];
  }
  return log;
}
