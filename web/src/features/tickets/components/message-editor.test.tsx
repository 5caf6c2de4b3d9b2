import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { stubEditorDom } from '../testing/stub-editor-dom';

import {
  MessageEditor,
  readMarkdown,
  useMessageEditor,
} from './message-editor';

stubEditorDom();
vi.setConfig({ testTimeout: 20_000 });

function Harness({ error }: { error?: string }) {
  const [markdown, setMarkdown] = useState('');
  const editor = useMessageEditor({});
  return (
    <>
      <MessageEditor
        editor={editor}
        label="Message"
        description="Say what happens."
        error={error}
      />
      <button type="button" onClick={() => setMarkdown(readMarkdown(editor))}>
        Read
      </button>
      <output data-testid="markdown">{markdown}</output>
    </>
  );
}

function pasteHtml(editor: HTMLElement, html: string) {
  fireEvent.paste(editor, {
    clipboardData: {
      types: ['text/html'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
}

async function read(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Read' }));
  return screen.getByTestId('markdown').textContent;
}

describe('MessageEditor', () => {
  it('is a labelled, described text box with a translated toolbar', async () => {
    await renderWithProviders(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor).toHaveAccessibleDescription('Say what happens.');
    expect(editor).not.toHaveAttribute('aria-invalid');
    for (const name of [
      'Bold',
      'Italic',
      'Code',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Add link',
      'Remove link',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows its error on the text box', async () => {
    await renderWithProviders(<Harness error="Write a message." />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(
      'Say what happens. Write a message.',
    );
  });

  it('gives Markdown: bold and italic from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await user.click(editor);
    await user.type(editor, 'Channel ');
    await user.keyboard('{Control>}b{/Control}');
    await user.type(editor, '5');
    await user.keyboard('{Control>}b{/Control}{Control>}i{/Control}');
    await user.type(editor, ' freezes');
    expect(await read(user)).toBe('Channel **5** *freezes*');
  });

  it('gives Markdown: lists, links, quotes and code', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await user.click(editor);
    pasteHtml(
      editor,
      '<p>See <a href="https://status.example.com">status</a>:</p><ol><li>Restart</li><li>Retry</li></ol><blockquote><p>Error 403</p></blockquote><pre><code>ping 1.1.1.1</code></pre>',
    );
    expect(await read(user)).toBe(
      'See [status](https://status.example.com):\n\n1.  Restart\n2.  Retry\n\n> Error 403\n\n```\nping 1.1.1.1\n```',
    );
  });

  it('drops what Markdown cannot carry and keeps typed markup as text', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await user.click(editor);
    pasteHtml(
      editor,
      '<p><u>under</u> <span style="color:red">red</span> <img src="x" onerror="alert(1)"> &lt;b&gt;</p><p><a href="javascript:alert(1)">bad link</a></p>',
    );
    expect(await read(user)).toBe('under red \\<b>\n\nbad link');
  });

  it('reads an empty editor as an empty message', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Harness />);
    expect(await read(user)).toBe('');
  });
});
