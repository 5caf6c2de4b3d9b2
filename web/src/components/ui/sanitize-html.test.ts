import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

function hasEventHandler(root: HTMLElement): boolean {
  return [...root.querySelectorAll('*')].some((element) =>
    [...element.attributes].some((attribute) =>
      attribute.name.toLowerCase().startsWith('on'),
    ),
  );
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    expect(
      sanitizeHtml(
        '<p>More <strong>football</strong> and <em>films</em>.</p><ul><li>One</li></ul>',
      ),
    ).toBe(
      '<p>More <strong>football</strong> and <em>films</em>.</p><ul><li>One</li></ul>',
    );
  });

  it('opens links in a new tab without an opener or referrer', () => {
    const root = parse('<a href="https://example.com/news">News</a>');
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/news');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links', () => {
    const link = parse(
      '<a href="mailto:help@example.com">Mail</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:help@example.com');
  });

  it('drops an image with an onerror handler', () => {
    const root = parse('<p>Hi</p><img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
    expect(root.innerHTML).not.toContain('alert');
  });

  it('drops remote images entirely', () => {
    const root = parse('<img src="https://tracker.example/pixel.gif">');
    expect(root.querySelector('img')).toBeNull();
  });

  it('removes scripts and their content', () => {
    const result = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(result).toBe('<p>Hi</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
  ])('drops a dangerous link target: %s', (html) => {
    const link = parse(html).querySelector('a');
    expect(link?.hasAttribute('href') ?? false).toBe(false);
  });

  it('drops svg with onload', () => {
    const root = parse('<svg onload=alert(1)><circle r="1"></circle></svg>');
    expect(root.querySelector('svg')).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
  });

  it('drops iframes, objects, embeds and frames', () => {
    const root = parse(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><frameset><frame src="x"></frameset>',
    );
    expect(
      root.querySelector('iframe, object, embed, frame, frameset'),
    ).toBeNull();
  });

  it('drops forms and their fields', () => {
    const root = parse(
      '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    );
    expect(root.querySelector('form, input, button')).toBeNull();
  });

  it('drops style attributes and style elements (expression and url tricks)', () => {
    const root = parse(
      '<p style="background:url(javascript:alert(1))">a</p><div style="width: expression(alert(1))">b</div><style>body{background:url("javascript:alert(1)")}</style>',
    );
    expect(root.querySelector('[style], style')).toBeNull();
    expect(root.innerHTML).not.toContain('expression');
    expect(root.innerHTML).not.toContain('javascript');
  });

  it('drops event handlers on allowed tags', () => {
    const root = parse(
      '<p onclick="alert(1)" onmouseover="alert(2)">Hover</p><a href="https://x.example" onfocus="alert(3)">x</a>',
    );
    expect(hasEventHandler(root)).toBe(false);
  });

  it('drops meta refresh, base and link tags', () => {
    const root = parse(
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
    );
    expect(root.querySelector('meta, base, link')).toBeNull();
  });

  it('survives mutation XSS through foreign content', () => {
    const root = parse(
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    );
    expect(root.querySelector('img, math, style')).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
  });

  it('drops class, id and data attributes', () => {
    const root = parse('<p class="x" id="main" data-x="1">Text</p>');
    const paragraph = root.querySelector('p');
    expect(paragraph?.attributes).toHaveLength(0);
  });
});
