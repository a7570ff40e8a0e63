import { describe, expect, it } from 'vitest';
import { rejectBadHost } from './hostGuardListener';

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  return {
    sent,
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
      return this;
    },
    end(body: string) {
      sent.body = body;
      return this;
    },
  };
}

describe('rejectBadHost', () => {
  it('answers a malformed Host with a plain 400 that does not echo it', () => {
    const res = fakeResponse();
    expect(rejectBadHost({ headers: { host: '<b>x</b>@colosseum.localhost' } }, res as never)).toBe(true);
    expect(res.sent).toEqual({
      status: 400,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: 'Bad request: the Host header is not a valid host name.',
    });
  });
  it('lets valid and absent Host headers through', () => {
    const res = fakeResponse();
    expect(rejectBadHost({ headers: { host: 'colosseum.localhost:4321' } }, res as never)).toBe(false);
    expect(rejectBadHost({ headers: {} }, res as never)).toBe(false);
    expect(res.sent).toEqual({});
  });
});
