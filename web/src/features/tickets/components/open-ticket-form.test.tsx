import { ENDPOINT_ROUTES } from '@members/contract';
import {
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { makeTicketDetail } from '@/testing/fixtures-dashboard';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

import { stubEditorDom } from '../testing/stub-editor-dom';

stubEditorDom();
// Typing into the rich-text editor through jsdom is slow.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

interface SentForm {
  fields: Record<string, string>;
  files: string[];
  idempotencyKey: string | null;
  requestedWith: string | null;
}

async function readForm(request: Request): Promise<SentForm> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  const files: string[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') {
      // Multipart encoding turns line breaks into CRLF, in browsers too.
      fields[name] = value.replace(/\r\n/g, '\n');
    } else {
      files.push(`${name}:${value.name}:${value.size}`);
    }
  });
  return {
    fields,
    files,
    idempotencyKey: request.headers.get('idempotency-key'),
    requestedWith: request.headers.get('x-requested-with'),
  };
}

function onOpenTicket(resolver: (request: Request) => Promise<Response>) {
  server.use(
    http.post(ENDPOINT_ROUTES.openTicket.path, ({ request }) =>
      resolver(request),
    ),
  );
}

/**
 * The FormData bodies the app hands to fetch. jsdom's files do not survive
 * Node's multipart encoding, so their names are checked here.
 */
function recordFormBodies(): FormData[] {
  const forms: FormData[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.body instanceof FormData) {
      forms.push(init.body);
    }
    return original(input, init);
  });
  return forms;
}

/** Pastes HTML into the editor, as copying from a web page does. */
function pasteHtml(editor: HTMLElement, html: string) {
  fireEvent.paste(editor, {
    clipboardData: {
      types: ['text/html'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
}

function png(name = 'screen.png', size = 64): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

beforeEach(() => {
  // Each test starts from an empty form, not the draft an earlier one left.
  window.sessionStorage.clear();
  authStore.reset();
  authStore.signedIn(demoUser);
  server.use(
    handle('departements', () => ({
      departements: [
        { id: 1, name: 'Support' },
        { id: 2, name: 'Billing' },
      ],
    })),
  );
});

async function renderForm() {
  const user = userEvent.setup({ delay: null });
  const result = await renderApp('/dashboard/openTicket');
  const editor = await screen.findByRole(
    'textbox',
    { name: 'Message' },
    { timeout: 10_000 },
  );
  await screen.findByRole('combobox', { name: 'Department' });
  await screen.findByRole('button', { name: 'Choose files' });
  return { ...result, user, editor };
}

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  editor: HTMLElement,
) {
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(
    await screen.findByRole('option', { name: 'Support', hidden: true }),
  );
  await user.click(screen.getByRole('textbox', { name: 'Subject' }));
  await user.paste('Sports channels buffer');
  await user.click(editor);
  pasteHtml(editor, '<p>They buffer every evening</p>');
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('open-ticket form', () => {
  it('shows the fields, the departments, the subscriptions and the file limits', async () => {
    const { user } = await renderForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Open a ticket' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    const departments = await screen.findByRole('listbox', {
      name: 'Department',
      hidden: true,
    });
    expect(
      within(departments)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Support', 'Billing']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Subscription' }));
    expect(
      await screen.findByRole('option', {
        name: 'IPTV Premium — 12 months (#101)',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', {
        name: 'IPTV Premium — 12 months (#103) · Suspended',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('PNG, PDF · up to 5 MB each · at most 5 files'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bulleted list' }),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    let sent = 0;
    onOpenTicket(async () => {
      sent += 1;
      return HttpResponse.json({ ticketid: 1, tid: '1' });
    });
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Choose a department.')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'x');
    expect(screen.queryByText('Enter a subject.')).toBeNull();
  });

  it('sends the ticket as multipart with Markdown and files, then opens it', async () => {
    let sent: SentForm | null = null;
    onOpenTicket(async (request) => {
      sent = await readForm(request);
      return HttpResponse.json({ ticketid: 42, tid: '739104' });
    });
    server.use(
      handle('ticket', () => ({
        ticket: makeTicketDetail({ ticketid: 42, tid: '739104' }),
      })),
    );
    let allDataCalls = 0;
    server.use(
      handle('allData', () => {
        allDataCalls += 1;
        return makeAllData();
      }),
    );
    const forms = recordFormBodies();
    const { user, editor, container, router } = await renderForm();
    expect(allDataCalls).toBe(1);
    await fillValidForm(user, editor);
    await user.keyboard('{Control>}a{/Control}');
    pasteHtml(
      editor,
      '<p>They buffer <b>every</b> evening:</p><ul><li>Sky Sports</li><li>BT Sport</li></ul>',
    );
    await user.click(screen.getByRole('combobox', { name: 'Subscription' }));
    await user.click(
      await screen.findByRole('option', {
        name: 'IPTV Premium — 12 months (#101)',
        hidden: true,
      }),
    );
    await user.upload(fileInput(container), png());
    expect(
      within(screen.getByRole('list', { name: '1 file chosen' })).getByText(
        'screen.png',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ticketid=42'),
    );
    expect(router.state.location.pathname).toBe('/dashboard/ticket');
    expect(sent).toMatchObject({
      fields: {
        deptid: '1',
        subject: 'Sports channels buffer',
        message:
          'They buffer **every** evening:\n\n-   Sky Sports\n-   BT Sport',
        serviceid: '101',
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requestedWith: 'members-area',
    });
    expect(
      forms[0]?.getAll('attachments').map((file) => (file as File).name),
    ).toEqual(['screen.png']);
    expect(
      await screen.findByText('Ticket #739104 is open'),
    ).toBeInTheDocument();
    await waitFor(() => expect(allDataCalls).toBe(2));
  });

  it('sends bold text as Markdown', async () => {
    const sent: SentForm[] = [];
    onOpenTicket(async (request) => {
      sent.push(await readForm(request));
      return errorResponse('RATE_LIMITED');
    });
    const { user, editor } = await renderForm();
    await fillValidForm(user, editor);
    await user.type(editor, ' on ');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.type(editor, 'channel 5');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await screen.findByRole('alert');
    expect(sent[0]?.fields.message).toBe(
      'They buffer every evening on **channel 5**',
    );
  });

  it('shows the server’s field errors on their fields', async () => {
    onOpenTicket(async () =>
      errorResponse('VALIDATION', {
        issues: [
          { path: 'deptid', code: 'unknown_department' },
          { path: 'subject', code: 'subject_too_long' },
          { path: 'attachments', code: 'file_type' },
        ],
      }),
    );
    const { user, editor, container } = await renderForm();
    await fillValidForm(user, editor);
    await user.upload(fileInput(container), png('renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(
      await screen.findByText(
        'This department is no longer available. Choose another one.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Keep the subject under 200 characters.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'One of the files was refused: its content isn’t an accepted type, or doesn’t match its name.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveFocus();
    expect(screen.queryByText('Please check what you entered.')).toBeNull();
  });

  it('puts files too large for the server on the attachments', async () => {
    onOpenTicket(async () => errorResponse('PAYLOAD_TOO_LARGE'));
    const { user, editor, container } = await renderForm();
    await fillValidForm(user, editor);
    await user.upload(fileInput(container), png());
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(
      await screen.findByText(
        'The files are too large or too many to send. Remove some and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses files the server would refuse, and removes chosen ones', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const { container } = await renderApp('/dashboard/openTicket');
    await screen.findByRole(
      'button',
      { name: 'Choose files' },
      { timeout: 10_000 },
    );
    const input = fileInput(container);
    await user.upload(input, [
      new File(['MZ'], 'setup.exe'),
      new File([], 'empty.png'),
      png('huge.png', 5 * 1024 * 1024 + 1),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'setup.exe can’t be added: this type of file isn’t accepted.',
    );
    expect(alert).toHaveTextContent(
      'empty.png can’t be added: the file is empty.',
    );
    expect(alert).toHaveTextContent(
      'huge.png can’t be added: it is larger than 5 MB.',
    );
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => png(`shot-${n}.png`)),
    );
    const list = screen.getByRole('list', { name: '5 files chosen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'shot-6.png can’t be added: you can attach at most 5 files.',
    );
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove shot-1.png' }));
    expect(
      screen.getByRole('list', { name: '4 files chosen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });

  it('adds dropped files', async () => {
    const { container } = await renderForm();
    const drop = screen.getByTestId('attachment-drop');
    const dataTransfer = {
      types: ['Files'],
      files: [png('dropped.png')],
      dropEffect: 'none',
    };
    fireEvent.dragOver(drop, { dataTransfer });
    expect(drop).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(drop, { dataTransfer });
    expect(drop).not.toHaveAttribute('data-dragging');
    expect(within(container).getByText('dropped.png')).toBeInTheDocument();
  });

  it('cannot be sent twice while sending', async () => {
    let sent = 0;
    let finish: () => void = () => undefined;
    onOpenTicket(async () => {
      sent += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return errorResponse('WHMCS_UNAVAILABLE');
    });
    const { user, editor } = await renderForm();
    await fillValidForm(user, editor);
    const submit = screen.getByRole('button', { name: 'Send ticket' });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(submit).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    await user.click(submit);
    await user.type(
      screen.getByRole('textbox', { name: 'Subject' }),
      '{Enter}',
    );
    finish();
    expect(
      await screen.findByText(
        'Our billing system is not available right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(submit).toBeEnabled();
  });

  it('reuses the Idempotency-Key when retrying after a network failure', async () => {
    const keys: (string | null)[] = [];
    onOpenTicket(async (request) => {
      keys.push(request.headers.get('idempotency-key'));
      return keys.length === 1
        ? HttpResponse.error()
        : HttpResponse.json({ ticketid: 43, tid: '100' });
    });
    server.use(
      handle('ticket', () => ({ ticket: makeTicketDetail({ ticketid: 43 }) })),
    );
    const { user, editor, router } = await renderForm();
    await fillValidForm(user, editor);
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(
      await screen.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ticketid=43'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new Idempotency-Key once the content changed', async () => {
    const keys: (string | null)[] = [];
    onOpenTicket(async (request) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.error();
    });
    const { user, editor } = await renderForm();
    await fillValidForm(user, editor);
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows when the departments cannot be loaded, with a retry', async () => {
    let calls = 0;
    server.use(
      handle('departements', () => {
        calls += 1;
        return calls === 1
          ? errorResponse('INTERNAL')
          : { departements: [{ id: 1, name: 'Support' }] };
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/openTicket');
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send ticket' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send ticket' })).toBeEnabled(),
    );
  });
});
