/**
 * A rendered answer whose body is already in memory as bytes: what the page-styles step makes of an
 * HTML page (src/server/pageStylesStep.ts). The page cache keeps and compresses those bytes as they
 * are; wrapping them in a web `Response` again would copy the page once more on the way in (undici
 * copies a body it is given) and once more on the way out (reading a body concatenates its chunks),
 * ~3 % of a miss's render thread (issue 25, docs/performance.md "Cold renders, seventh slice").
 */
export interface BufferedAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly body: Buffer<ArrayBuffer>;
}

/** What a render gives the server: Astro's own answer, or a page already read into bytes. */
export type RenderAnswer = Response | BufferedAnswer;

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** Whether an answer's body is in memory already. */
export const isBuffered = (answer: RenderAnswer): answer is BufferedAnswer => !(answer instanceof Response);

/** An answer's whole body as bytes: a buffered one's own (not copied), a Response's read once. */
export async function bodyBytes(answer: RenderAnswer): Promise<Buffer<ArrayBuffer>> {
  return isBuffered(answer) ? answer.body : Buffer.from(await answer.arrayBuffer());
}

/**
 * The answer as a web `Response`, for the writers that take one (Astro's `writeResponse` on the live
 * path: previews, forms' answers; never a cache miss). A Response passes as it is.
 */
export function asResponse(answer: RenderAnswer): Response {
  if (!isBuffered(answer)) return answer;
  // A Response refuses a body with a status that has none (204, 205, 304).
  return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
