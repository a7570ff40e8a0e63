import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';
import { checkTarget, MAX_TARGET_LENGTH } from './requestTarget';

describe('checkTarget (issue 20 §5)', () => {
  it('answers origin-form targets only', () => {
    expect(checkTarget('/en/?a=1')).toEqual({ ok: true });
    expect(checkTarget('http://other.example/x')).toMatchObject({ ok: false, status: 400 });
    expect(checkTarget('*')).toMatchObject({ ok: false, status: 400 });
    expect(checkTarget('//evil.example/x')).toMatchObject({ ok: false, status: 400 });
    expect(checkTarget(undefined)).toMatchObject({ ok: false, status: 400 });
  });
  it('refuses targets over 8 kB with 414 and malformed escapes with 400', () => {
    expect(checkTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
    expect(checkTarget(`/${'a'.repeat(MAX_TARGET_LENGTH - 2)}`)).toEqual({ ok: true });
    expect(checkTarget('/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
    expect(checkTarget('/a%00b/')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('checkReadiness', () => {
  it('is ready when every probe answers, naming each', async () => {
    expect(await checkReadiness([{ name: 'content', probe: async () => 1 }])).toEqual({
      ready: true,
      text: 'content ok\n',
    });
    const described = {
      name: 'warm-up',
      probe: async () => undefined,
      describe: () => 'ok (9 pages in 80 ms)',
    };
    expect(await checkReadiness([described])).toEqual({
      ready: true,
      text: 'warm-up ok (9 pages in 80 ms)\n',
    });
  });
  it('is not ready when a probe fails or does not answer in time', async () => {
    const result = await checkReadiness(
      [
        { name: 'content', probe: async () => 1 },
        { name: 'database', probe: () => Promise.reject(new Error('closed')) },
        { name: 'catalogue', probe: () => new Promise(() => undefined) },
      ],
      50,
    );
    expect(result).toEqual({
      ready: false,
      text: 'content ok\ndatabase closed\ncatalogue no answer within 50 ms\n',
    });
  });
});
