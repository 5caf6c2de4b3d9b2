import { describe, expect, it } from 'vitest';

import { toMarkdown } from './to-markdown';

describe('toMarkdown', () => {
  it('keeps bold, italic and inline code', () => {
    expect(
      toMarkdown(
        '<p>Channel <strong>5</strong> is <em>frozen</em> on <code>MAG 322</code></p>',
      ),
    ).toBe('Channel **5** is *frozen* on `MAG 322`');
  });

  it('writes tight bulleted and numbered lists', () => {
    expect(
      toMarkdown(
        '<ul><li><p>Sports</p></li><li><p>News</p></li></ul><ol><li><p>Restart</p></li><li><p>Retry</p></li></ol>',
      ),
    ).toBe('-   Sports\n-   News\n\n1.  Restart\n2.  Retry');
  });

  it('keeps links, quotes, code blocks and line breaks', () => {
    expect(
      toMarkdown(
        '<p><a href="https://status.example.com">status</a></p><blockquote><p>Error 403</p></blockquote><pre><code>line 1\nline 2</code></pre><p>first<br>second</p>',
      ),
    ).toBe(
      '[status](https://status.example.com)\n\n> Error 403\n\n```\nline 1\nline 2\n```\n\nfirst  \nsecond',
    );
  });

  it('keeps typed markup as text, escaped', () => {
    expect(toMarkdown('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe(
      '\\<img src=x onerror=alert(1)>',
    );
    expect(toMarkdown('<p>2 * 3 and _this_</p>')).toBe(
      '2 \\* 3 and \\_this\\_',
    );
  });

  it('gives an empty string for an empty editor', () => {
    expect(toMarkdown('<p></p>')).toBe('');
  });
});
