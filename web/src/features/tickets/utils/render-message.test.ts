import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '@/components/ui/sanitize-html';

import { messageToHtml } from './render-message';
import { toMarkdown } from './to-markdown';

function show(message: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(messageToHtml(message));
  return container;
}

function hasEventHandler(root: HTMLElement): boolean {
  return [...root.querySelectorAll('*')].some((element) =>
    [...element.attributes].some((attribute) =>
      attribute.name.toLowerCase().startsWith('on'),
    ),
  );
}

describe('messageToHtml', () => {
  it('renders Markdown formatting and lists', () => {
    const root = show('Hi **there**, *please*:\n\n-   restart\n-   retry');
    expect(root.querySelector('strong')?.textContent).toBe('there');
    expect(root.querySelector('em')?.textContent).toBe('please');
    expect(
      [...root.querySelectorAll('ul > li')].map((li) => li.textContent),
    ).toEqual(['restart', 'retry']);
  });

  it('keeps the line breaks of plain-text messages', () => {
    const root = show('Hello,\r\n\r\nline one\r\nline two\r\n\r\nThanks');
    expect([...root.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual([
      'Hello,',
      'line one<br>line two',
      'Thanks',
    ]);
  });

  it('makes links safe and opens them in a new tab', () => {
    const root = show(
      '[status](https://status.example.com) [bad](javascript:alert(1))',
    );
    const [good, bad] = [...root.querySelectorAll('a')];
    expect(good?.getAttribute('href')).toBe('https://status.example.com');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bad?.hasAttribute('href') ?? false).toBe(false);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    'Look: <img src=x onerror=alert(1)> here',
    '<script>alert(1)</script>',
    '<svg onload=alert(1)></svg>',
    '<a href="javascript:alert(1)" onclick="alert(2)">x</a>',
    '![pixel](https://tracker.example/pixel.gif)',
    '<iframe src="https://evil.example"></iframe>',
    '<details open ontoggle=alert(1)>x</details>',
  ])('leaves nothing that runs or loads: %s', (payload) => {
    const root = show(payload);
    expect(root.querySelector('img, script, svg, iframe, details')).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
    expect(root.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each([
    ['the "Live TV" tab shows <nothing>', 'the "Live TV" tab shows <nothing>'],
    ['tap <Account> & <Devices>', 'tap <Account> & <Devices>'],
    ['<b>not bold</b>', '<b>not bold</b>'],
    [
      'Raw <img src=x onerror=alert(1)> here',
      'Raw <img src=x onerror=alert(1)> here',
    ],
  ])(
    'shows markup in a stored message as the text it was: %s',
    (message, text) => {
      const root = show(message);
      expect(root.textContent?.trim()).toBe(text);
      expect(root.querySelector('b, img')).toBeNull();
    },
  );

  it('shows markup typed in the editor as text', () => {
    const markdown = toMarkdown('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    const root = show(markdown);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent?.trim()).toBe('<img src=x onerror=alert(1)>');
  });
});
