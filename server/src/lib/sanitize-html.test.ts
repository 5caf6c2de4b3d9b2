import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html.js';

const LINK = 'target="_blank" rel="noopener noreferrer"';

/** Whether the output still holds anything a browser could run. */
function looksDangerous(html: string): boolean {
  return /<\s*(script|style|iframe|svg|math|img|object|embed|form|input|meta|base|link)\b|\son\w+\s*=|javascript:|vbscript:|data:/i.test(
    html,
  );
}

describe('sanitizeHtml (server)', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>News</h2><p>More <strong>football</strong>, <em>films</em> and <u>more</u>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><pre><code>x &lt; y</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with colspan and rowspan, and titles', () => {
    const html =
      '<table><thead><tr><th colspan="2">Plan</th></tr></thead><tbody><tr><td rowspan="2" title="Price">9 €</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens http, https, mailto and tel links in a new tab without an opener', () => {
    expect(
      sanitizeHtml(
        '<a href="https://status.example/news?a=1&amp;b=2">S</a><a href="http://x.example">H</a><a href="mailto:help@example.com">M</a><a href="tel:+4930123">T</a>',
      ),
    ).toBe(
      `<a href="https://status.example/news?a=1&amp;b=2" ${LINK}>S</a><a href="http://x.example" ${LINK}>H</a><a href="mailto:help@example.com" ${LINK}>M</a><a href="tel:+4930123" ${LINK}>T</a>`,
    );
  });

  it('replaces the target and rel a link brings with its own', () => {
    expect(
      sanitizeHtml(
        '<a href="https://x.example" target="_self" rel="opener">x</a><a target="_top" rel="opener">no href</a>',
      ),
    ).toBe(`<a href="https://x.example" ${LINK}>x</a><a>no href</a>`);
  });

  it('removes scripts and their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<p>Hi<SCRIPT SRC="https://evil.example/x.js">')).toBe(
      '<p>Hi</p>',
    );
  });

  it('removes style elements and style, class, id and data attributes', () => {
    expect(
      sanitizeHtml(
        '<style>body{background:url("javascript:alert(1)")}</style><p style="background:url(javascript:alert(1))" class="x" id="main" data-x="1">a</p><div style="width: expression(alert(1))">b</div>',
      ),
    ).toBe('<p>a</p><div>b</div>');
  });

  it('removes event handlers, on allowed and dropped elements', () => {
    expect(
      sanitizeHtml(
        '<p onclick="alert(1)" onmouseover="alert(2)">Hover</p><img src=x onerror=alert(1)><a href="https://x.example" onfocus="alert(3)">x</a>',
      ),
    ).toBe(`<p>Hover</p><a href="https://x.example" ${LINK}>x</a>`);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java&#10;script:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="/relative/path">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="">x</a>',
  ])('drops a link target outside the allowed schemes: %s', (html) => {
    expect(sanitizeHtml(html)).toBe('<a>x</a>');
  });

  it('drops svg and math with everything inside', () => {
    expect(
      sanitizeHtml(
        '<svg onload=alert(1)><script>alert(1)</script><a href="https://x.example">in svg</a></svg>after',
      ),
    ).toBe('after');
    expect(
      sanitizeHtml(
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      ),
    ).toBe('');
  });

  it('drops iframes, objects, embeds, frames, forms and their fields', () => {
    const result = sanitizeHtml(
      '<iframe src="https://evil.example">inside</iframe><object data="x.swf"></object><embed src="x.swf"><frameset><frame src="x"></frameset><form action="https://evil.example"><input name="password"><textarea>secret</textarea><button>Go</button></form>',
    );
    expect(result).toBe('Go');
  });

  it('drops meta refresh, base, link and comments', () => {
    expect(
      sanitizeHtml(
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><!-- <script>alert(1)</script> --><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('keeps raw-text tricks as text, never as markup', () => {
    for (const html of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<title><img src=x onerror=alert(1)></title>',
      '<template><img src=x onerror=alert(1)></template>',
    ]) {
      expect(sanitizeHtml(html)).toBe('');
    }
  });

  it('escapes attribute values, so a quote cannot open a new attribute', () => {
    expect(
      sanitizeHtml('<div title="a&quot; onmouseover=&quot;alert(1)">q</div>'),
    ).toBe('<div title="a&quot; onmouseover=&quot;alert(1)">q</div>');
  });

  it('keeps entities as text and decodes harmless ones', () => {
    expect(
      sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &copy;'),
    ).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; ©');
  });

  it('closes unclosed tags', () => {
    expect(sanitizeHtml('<p><strong>bold <em>both')).toBe(
      '<p><strong>bold <em>both</em></strong></p>',
    );
    expect(sanitizeHtml('<p>cut <a href="https://x.example')).toBe(
      '<p>cut </p>',
    );
  });

  it.each([
    '<img src=x onerror=alert(1)//',
    '<<script>alert(1)//<</script>',
    '<scr<script>ipt>alert(1)</script>',
    '<a href="https://x.example"<script>alert(1)</script>>x</a>',
    '<div><svg><p><style><img src=x onerror=alert(1)></style></p></svg></div>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<IMG SRC=`javascript:alert(1)`>',
    '<body onload=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<a href="https://x.example" style="position:fixed;inset:0">overlay</a>',
  ])('leaves nothing that can run: %s', (html) => {
    expect(looksDangerous(sanitizeHtml(html))).toBe(false);
  });
});
