import { checkTicketSubject } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { envFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { MessageFields } from '../components/message-fields';
import { stubEditorDom } from '../testing/stub-editor-dom';

import { useMessageForm } from './use-message-form';
import type { MessageFormVariables } from './use-message-form';

stubEditorDom();
// Typing into the rich-text editor through jsdom is slow.
vi.setConfig({ testTimeout: 20_000 });

interface Fields {
  subject: string;
  message: string;
}

type Send = (
  variables: MessageFormVariables<Fields>,
) => Promise<{ id: number }>;

/** A form with one more field than the message, as the open-ticket form has. */
function Harness({ send }: { send: Send }) {
  const [sentId, setSentId] = useState<number | null>(null);
  const form = useMessageForm({
    mutation: useMutation<{ id: number }, Error, MessageFormVariables<Fields>>({
      mutationFn: send,
    }),
    rules: { subject: { check: checkTicketSubject } },
    toFields: ({ subject, message }) => ({ subject, message }),
    onSent: (answer) => {
      setSentId(answer.id);
      form.clear();
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Subject
        <input
          ref={form.fields.inputProps('subject').ref}
          value={form.fields.values.subject}
          onChange={form.fields.inputProps('subject').onChange}
          disabled={form.isSending}
          aria-invalid={form.fields.problemOf('subject') ? true : undefined}
        />
      </label>
      <MessageFields form={form} label="Message" uploads={envFixture.uploads} />
      <button type="submit">Send</button>
      <output data-testid="sent">{sentId}</output>
    </form>
  );
}

async function renderHarness(send: Send) {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<Harness send={send} />);
  const editor = screen.getByRole('textbox', { name: 'Message' });
  return { user, editor };
}

describe('useMessageForm with MessageFields', () => {
  it('checks the message with the other fields and focuses the first in error', async () => {
    const send = vi.fn<Send>();
    const { user, editor } = await renderHarness(send);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    expect(editor).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(editor).toHaveFocus());
    expect(send).not.toHaveBeenCalled();

    await user.type(editor, 'x');
    // The editor reports its edit on its own update, after the keystroke.
    await waitFor(() =>
      expect(screen.queryByText('Write a message.')).toBeNull(),
    );
  });

  it('sends the fields and files, then clears the message', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ id: 7 });
    const { user, editor } = await renderHarness(send);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.click(editor);
    await user.type(editor, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByTestId('sent')).toHaveTextContent('7'),
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      body: { subject: 'Hi', message: 'Hello', attachments: [] },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(editor.textContent).toBe(''));
  });

  it('puts the server’s issues on their fields and other failures in a banner, keeping the key', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(
        new ApiError('VALIDATION', 400, 'Invalid', undefined, undefined, [
          { path: 'attachments', code: 'payload_too_large' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError('INTERNAL', 500, 'Failed'))
      .mockResolvedValueOnce({ id: 1 });
    const { user, editor } = await renderHarness(send);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.click(editor);
    await user.type(editor, 'Hello');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The files are too large or too many to send. Remove some and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Choose files' }),
      ).toHaveFocus(),
    );
    expect(screen.queryByText('Please check what you entered.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        'The files are too large or too many to send. Remove some and try again.',
      ),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByTestId('sent')).toHaveTextContent('1'),
    );
    const keys = send.mock.calls.map(([variables]) => variables.idempotencyKey);
    // A refusal settles the attempt; after a server failure it may have happened.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
