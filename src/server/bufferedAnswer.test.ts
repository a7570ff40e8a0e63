import { describe, expect, it } from 'vitest';
import { asResponse, bodyBytes, isBuffered, type BufferedAnswer } from './bufferedAnswer';

const page = (status: number, body = '<p>تذاكر €49</p>'): BufferedAnswer => {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  headers.append('set-cookie', 'a=1');
  headers.append('set-cookie', 'b=2');
  return { status, statusText: status === 404 ? 'Not Found' : 'OK', headers, body: Buffer.from(body) };
};

describe('buffered answers', () => {
  it("gives a buffered answer's own bytes, not a copy, and reads a Response's body once", async () => {
    const buffered = page(200);
    expect(await bodyBytes(buffered)).toBe(buffered.body);
    const response = new Response('<p>€</p>', { headers: { 'content-type': 'text/html' } });
    expect(isBuffered(response)).toBe(false);
    expect((await bodyBytes(response)).toString('utf8')).toBe('<p>€</p>');
  });

  it('becomes a Response with its status, status text, cookies and bytes for the live writer', async () => {
    const response = asResponse(page(404));
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe('<p>تذاكر €49</p>');
  });

  it('drops the body of a status that has none instead of throwing, and passes a Response as it is', () => {
    expect(asResponse(page(304)).body).toBeNull();
    expect(asResponse(page(204)).status).toBe(204);
    const response = new Response('x');
    expect(asResponse(response)).toBe(response);
  });
});
