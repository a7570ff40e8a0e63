import { Writable } from 'node:stream';
import { createLogger, setRootLogger } from './logger';

/** One JSON log line as pino wrote it. */
export type LogLine = { level: string; msg: string; scope?: string; reqId?: string } & Record<
  string,
  unknown
>;

/**
 * Tests: every log line written until `restore()`, at every level, parsed (the logs' destination is
 * a memory stream instead of stdout).
 * @example const logs = captureLogs(); …; expect(logs.at('error')).toHaveLength(1); logs.restore();
 */
export function captureLogs(): {
  lines: LogLine[];
  at: (level: string) => LogLine[];
  restore: () => void;
} {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n'))
        if (text.trim() !== '') lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  // pino writes synchronously to a plain stream: each line is here when the call returns.
  const previous = setRootLogger(createLogger('trace', destination));
  return {
    lines,
    at: (level) => lines.filter((line) => line.level === level),
    restore: () => void setRootLogger(previous),
  };
}
