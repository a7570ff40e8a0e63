import { describe, expect, it } from 'vitest';
import { parseWebhook, secretsMatch } from './webhook';

describe('the Prismic webhook payload', () => {
  it('reads an api-update with documents, masterRef and releases', () => {
    const parsed = parseWebhook(
      JSON.stringify({
        type: 'api-update',
        secret: 's',
        masterRef: 'ZH1~abc',
        domain: 'my-repo',
        apiUrl: 'https://my-repo.prismic.io/api',
        releases: { update: [{ id: 'R1', ref: 'R1~x', label: 'Summer', documents: ['YhE3YhEAACIA4321'] }] },
        documents: ['YhE3YhEAACIA4321', 'paris-landing-en'],
      }),
    );
    expect(parsed.ok && parsed.payload.documents).toEqual(['YhE3YhEAACIA4321', 'paris-landing-en']);
    expect(parsed.ok && parsed.payload.releases?.update?.[0]?.id).toBe('R1');
  });

  it('reads a test-trigger without documents', () => {
    const parsed = parseWebhook('{"type":"test-trigger","secret":"s","domain":"my-repo"}');
    expect(parsed.ok && parsed.payload.documents).toEqual([]);
  });

  it('says what is wrong with junk', () => {
    expect(parseWebhook('not json')).toEqual({ ok: false, message: 'The body is not JSON' });
    const bad = parseWebhook('{"type":"api-update","documents":["../x"]}');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/^Invalid webhook payload: documents\.0/);
    expect(parseWebhook('[]').ok).toBe(false);
  });
});

describe('secretsMatch', () => {
  it('matches the same secret only', () => {
    expect(secretsMatch('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretsMatch('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(secretsMatch('s3cret', 's3cret-value')).toBe(false);
    expect(secretsMatch('', 's3cret-value')).toBe(false);
    expect(secretsMatch(undefined, 's3cret-value')).toBe(false);
    expect(secretsMatch(null, 's3cret-value')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
  });
});
