import { describe, expect, it } from 'vitest';
import { richTextToHTML } from './richText';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml (hostile input)', () => {
  it('drops scripts, styles, event handlers, forms and ids', () => {
    expect(sanitizeHtml('<p onclick="x()" id="app-state">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<style>*{}</style><form action="/x"><input name="a"></form><b>ok</b>')).toBe(
      '<b>ok</b>',
    );
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
    expect(sanitizeHtml('<img src="http://tracker.example/p.gif">')).toBe('<img />');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('refuses javascript:, data: and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('adds rel="noopener noreferrer" to links to other hosts, not to same-site paths', () => {
    expect(sanitizeHtml('<a href="https://example.com/" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/rome/" target="_top" rel="opener">x</a>')).toBe('<a href="/rome/">x</a>');
  });

  it('keeps iframes only from the player allow-list, sandboxed and lazy', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe src="https://www.google.com/search?q=x"></iframe>')).toBe('');
    expect(
      sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe>'),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });
});

describe('richTextToHTML with hostile CMS content', () => {
  it("never passes an embed block's raw oEmbed HTML through", () => {
    const html = richTextToHTML([
      {
        type: 'embed',
        oembed: {
          embed_url: 'https://evil.example/v',
          type: 'video',
          provider_name: 'Evil',
          html: '<iframe src="https://evil.example/v"></iframe><script>alert(1)</script><img src=x onerror=alert(1)>',
        },
      },
    ]);
    expect(html).not.toMatch(/<script|onerror|<iframe|evil\.example\/v"><\/iframe/);
    expect(html).toBe(
      '<p><a href="https://evil.example/v" rel="noopener noreferrer" target="_blank">https://evil.example/v</a></p>',
    );
  });

  it('renders an allow-listed player embed as a link too (players open from shortcodes only)', () => {
    const html = richTextToHTML([
      {
        type: 'embed',
        oembed: {
          embed_url: 'https://www.youtube.com/watch?v=abc',
          type: 'video',
          html: '<iframe></iframe>',
          title: 'Colosseum tour',
        },
      },
    ]);
    expect(html).toBe(
      '<p><a href="https://www.youtube.com/watch?v=abc" rel="noopener noreferrer" target="_blank">Colosseum tour</a></p>',
    );
  });

  it('escapes text and labels and keeps only safe links', () => {
    const html = richTextToHTML([
      {
        type: 'paragraph',
        text: '<x-fuzz-1> click',
        spans: [
          { start: 0, end: 10, type: 'label', data: { label: '"><script>alert(1)</script>' } },
          { start: 11, end: 16, type: 'hyperlink', data: { link_type: 'Web', url: 'javascript:alert(1)' } },
        ],
      },
    ]);
    expect(html).not.toContain('<x-fuzz-1>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;x-fuzz-1&gt;');
  });
});
