/**
 * A Content-Security-Policy with more sources in some directives: each source is added once to its
 * directive ('none' is replaced). A missing directive is added with default-src's sources plus the new
 * ones, except an element or attribute directive (`script-src-elem`, `style-src-attr`…): missing, its
 * parent directive applies, so it stays missing. No sources leave the policy as it was.
 * @example withCspSources("default-src 'self'; img-src 'self' data:", { 'img-src': ['https://images.prismic.io'] }) === "default-src 'self'; img-src 'self' data: https://images.prismic.io"
 * @example withCspSources("default-src 'self'; media-src 'none'", { 'media-src': ['https://r.cdn.prismic.io'] }) === "default-src 'self'; media-src https://r.cdn.prismic.io"
 */
export function withCspSources(policy: string, sources: Readonly<Record<string, readonly string[]>>): string {
  const wanted = Object.entries(sources).filter(([, list]) => list.length > 0);
  if (wanted.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0]);
  const find = (name: string) => directives.find((tokens) => tokens[0]?.toLowerCase() === name);
  const defaults = (find('default-src')?.slice(1) ?? []).filter((source) => source !== "'none'");
  for (const [name, list] of wanted) {
    let directive = find(name);
    if (!directive) {
      if (/-(?:elem|attr)$/.test(name)) continue;
      directive = [name, ...defaults];
      directives.push(directive);
    }
    const index = directive.indexOf("'none'");
    if (index > 0) directive.splice(index, 1);
    for (const source of list) if (!directive.includes(source)) directive.push(source);
  }
  return directives.map((tokens) => tokens.join(' ')).join('; ');
}

/**
 * Sets a widened CSP on an HTML answer that has one (a copy when its headers are immutable); any other
 * answer unchanged.
 */
export function withCspSourcesHeader(
  response: Response,
  sources: Readonly<Record<string, readonly string[]>>,
): Response {
  const policy = response.headers.get('content-security-policy');
  if (!policy || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const widened = withCspSources(policy, sources);
  if (widened === policy) return response;
  try {
    response.headers.set('content-security-policy', widened);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('content-security-policy', widened);
    return copy;
  }
}
