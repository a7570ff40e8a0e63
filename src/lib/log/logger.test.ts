import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from './captureLogs';
import { logger } from './logger';
import { withRequestId } from './requestId';

let logs: ReturnType<typeof captureLogs> | undefined;
afterEach(() => logs?.restore());

describe('logger', () => {
  it('writes one JSON line per event: level, time, scope, message and fields, the error with its cause', () => {
    logs = captureLogs();
    const error = new Error('catalogue /api/x failed', { cause: new Error('ECONNREFUSED') });
    logger('catalogue').error({ err: error, path: '/api/x' }, 'catalogue call failed');
    const [line] = logs.lines;
    expect(line).toMatchObject({
      level: 'error',
      scope: 'catalogue',
      msg: 'catalogue call failed',
      path: '/api/x',
    });
    expect(line?.['time']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(line?.['err']).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('catalogue /api/x failed'),
    });
    expect(JSON.stringify(line?.['err'])).toContain('ECONNREFUSED');
    expect(line).not.toHaveProperty('reqId');
  });

  it('adds the request id to every line written inside a request', async () => {
    logs = captureLogs();
    await withRequestId('req-7', async () => {
      await Promise.resolve();
      logger('pages').warn('redirect has no target');
    });
    logger('pages').info('outside');
    expect(logs.lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['redirect has no target', 'req-7'],
      ['outside', undefined],
    ]);
  });
});
