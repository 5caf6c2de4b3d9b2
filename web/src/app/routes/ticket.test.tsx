import type { Ticket } from '@members/contract';
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

import { stubEditorDom } from '@/features/tickets/testing/stub-editor-dom';
import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData, makeTicket } from '@/testing/fixtures';
import { makeReply, makeTicketDetail } from '@/testing/fixtures-dashboard';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

stubEditorDom();
// The reply editor makes the first render of this route slow in jsdom.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function pasteHtml(editor: HTMLElement, html: string) {
  fireEvent.paste(editor, {
    clipboardData: {
      types: ['text/html'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
}

async function findEditor() {
  return screen.findByRole(
    'textbox',
    { name: 'Your message' },
    { timeout: 10_000 },
  );
}

describe('ticket page', () => {
  it('shows the thread in order, styled by author, with downloadable files', async () => {
    let requested: unknown;
    server.use(
      handle('ticket', (body) => {
        requested = body;
        return { ticket: makeTicketDetail() };
      }),
    );
    await renderApp('/dashboard/ticket?ticketid=11');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No picture on channel 5',
      }),
    ).toBeInTheDocument();
    expect(requested).toEqual({ ticketid: 11 });
    expect(screen.getByText(/#482913 · Support/)).toBeInTheDocument();
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    const messages = screen.getAllByRole('article');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual([
      'customer',
      'staff',
    ]);
    const [customer, staff] = messages as [HTMLElement, HTMLElement];
    expect(customer).toHaveAccessibleName('Your message');
    expect(within(customer).getByText('You')).toBeInTheDocument();
    expect(within(customer).queryByText('Staff')).toBeNull();
    expect(
      within(customer).getByText(/most sports channels buffer/),
    ).toBeInTheDocument();
    expect(
      within(customer).getByText('Nov 20, 2026, 7:42 PM'),
    ).toBeInTheDocument();
    const download = within(customer).getByRole('link', {
      name: 'Download buffering-screenshot.png',
    });
    expect(download).toHaveAttribute(
      'href',
      `${ENDPOINT_ROUTES.ticketAttachment.path}?ticketid=11&replyid=0&index=0`,
    );
    expect(download).toHaveAttribute('download', 'buffering-screenshot.png');
    expect(staff).toHaveAccessibleName('Message from Alex, support staff');
    expect(
      within(staff).getByText('Alex', { selector: 'header *' }),
    ).toBeInTheDocument();
    expect(within(staff).getByText('Staff')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to tickets' }),
    ).toHaveAttribute('href', '/dashboard/#tickets');
  });

  it('renders Markdown and keeps the line breaks of plain-text messages', async () => {
    server.use(
      handle('ticket', () => ({
        ticket: makeTicketDetail({
          replies: [
            makeReply(),
            makeReply({
              replyid: 2,
              message:
                'Try **this**:\n\n-   restart\n-   [status](https://status.example.com)',
            }),
          ],
        }),
      })),
    );
    await renderApp('/dashboard/ticket?ticketid=11');
    const [plain, markdown] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect([...plain.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Hello,',
      'most sports channels buffer.',
      'Thanks',
    ]);
    expect(within(markdown).getByText('this').tagName).toBe('STRONG');
    expect(
      within(markdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['restart', 'status']);
    const link = within(markdown).getByRole('link', { name: 'status' });
    expect(link).toHaveAttribute('href', 'https://status.example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('runs no script from a malicious message', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(
      handle('ticket', () => ({
        ticket: makeTicketDetail({
          replies: [
            makeReply({
              message:
                '<p>Look <b>here</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">click</a><iframe src="https://evil.example"></iframe>',
            }),
            makeReply({
              replyid: 2,
              message: 'Plain <script>window.__pwned=2</script> text',
            }),
            makeReply({
              replyid: 3,
              from: 'staff',
              name: 'Eve',
              message:
                '**Hi** <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![t](https://tracker.example/p.gif)',
            }),
            makeReply({
              replyid: 4,
              message: 'I see \\<img src=x onerror=alert(1)> on screen',
            }),
          ],
        }),
      })),
    );
    const { container } = await renderApp('/dashboard/ticket?ticketid=11');
    // WHMCS stores messages escaped, so markup in one is text someone
    // typed: it shows as that text and never becomes an element.
    expect(
      await screen.findByText(/^<p>Look <b>here<\/b><\/p><img src=x/),
    ).toBeInTheDocument();
    expect(
      container.querySelector('article b, img, script, iframe'),
    ).toBeNull();
    expect(screen.getByText(/^Plain/)).toHaveTextContent(
      'Plain <script>window.__pwned=2</script> text',
    );
    expect(screen.getByText('Hi').tagName).toBe('STRONG');
    expect(screen.getByText('x')).not.toHaveAttribute('href');
    expect(
      screen.getByText('I see <img src=x onerror=alert(1)> on screen'),
    ).toBeInTheDocument();
    expect(
      [...container.querySelectorAll('article *')].some((element) =>
        [...element.attributes].some((attribute) =>
          attribute.name.startsWith('on'),
        ),
      ),
    ).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows not found for NOT_FOUND and for a bad id', async () => {
    server.use(handle('ticket', () => errorResponse('NOT_FOUND')));
    const first = await renderApp('/dashboard/ticket?ticketid=21');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    first.unmount();
    await renderApp('/dashboard/ticket?ticketid=x1');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
  });
});

describe('replying', () => {
  function answered(ticket: Ticket): Ticket {
    return {
      ...ticket,
      status: 'Customer-Reply',
      replies: [
        ...ticket.replies,
        makeReply({
          replyid: 9,
          date: '2026-11-22T10:00:00',
          message: 'Restarted, **still** buffering.',
          attachments: [{ replyid: 9, index: 0, filename: 'photo.png' }],
        }),
      ],
    };
  }

  it('sends the reply with its files, then shows the updated thread', async () => {
    const ticket = makeTicketDetail();
    const updated = answered(ticket);
    const forms: FormData[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.body instanceof FormData) {
        forms.push(init.body);
      }
      return original(input, init);
    });
    let ticketCalls = 0;
    server.use(
      handle('ticket', () => {
        ticketCalls += 1;
        return { ticket };
      }),
      http.post(ENDPOINT_ROUTES.addReply.path, async ({ request }) => {
        const form = await request.formData();
        expect(form.get('ticketid')).toBe('11');
        expect(request.headers.get('x-requested-with')).toBe('members-area');
        expect(request.headers.get('idempotency-key')).toMatch(
          /^[0-9a-f-]{36}$/,
        );
        return HttpResponse.json({
          ticket: updated,
          tickets: [makeTicket({ status: 'Customer-Reply' })],
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { container, queryClient } = await renderApp(
      '/dashboard/ticket?ticketid=11',
    );
    queryClient.setQueryData(['dashboard', 'allData'], makeAllData());
    const editor = await findEditor();
    await screen.findByRole('button', { name: 'Choose files' });
    await user.click(editor);
    pasteHtml(editor, '<p>Restarted, <strong>still</strong> buffering.</p>');
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    await user.upload(
      input as HTMLInputElement,
      new File([new Uint8Array(20)], 'photo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(forms[0]?.get('message')).toBe('Restarted, **still** buffering.');
    expect(
      forms[0]?.getAll('attachments').map((file) => (file as File).name),
    ).toEqual(['photo.png']);
    const messages = screen.getAllByRole('article');
    expect(messages).toHaveLength(3);
    expect(
      within(messages[2] as HTMLElement).getByRole('link', {
        name: 'Download photo.png',
      }),
    ).toHaveAttribute(
      'href',
      `${ENDPOINT_ROUTES.ticketAttachment.path}?ticketid=11&replyid=9&index=0`,
    );
    expect(screen.getAllByText('Awaiting support').length).toBeGreaterThan(0);
    expect(editor).toHaveTextContent('');
    expect(screen.queryByRole('list', { name: /chosen/ })).toBeNull();
    expect(ticketCalls).toBe(1);
    expect(
      queryClient.getQueryData<ReturnType<typeof makeAllData>>([
        'dashboard',
        'allData',
      ])?.ticketsData,
    ).toEqual([makeTicket({ status: 'Customer-Reply' })]);
  });

  it('asks for a message before sending', async () => {
    let sent = 0;
    server.use(
      handle('ticket', () => ({ ticket: makeTicketDetail() })),
      http.post(ENDPOINT_ROUTES.addReply.path, () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/ticket?ticketid=11');
    const editor = await findEditor();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('shows a failed reply and keeps the text', async () => {
    server.use(
      handle('ticket', () => ({ ticket: makeTicketDetail() })),
      http.post(ENDPOINT_ROUTES.addReply.path, () =>
        errorResponse('WHMCS_TIMEOUT'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/ticket?ticketid=11');
    const editor = await findEditor();
    await user.click(editor);
    pasteHtml(editor, '<p>Hello again</p>');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText(
        'Our billing system took too long to answer. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(editor).toHaveTextContent('Hello again');
  });
});

describe('closing', () => {
  it('asks for confirmation; keeping it open sends nothing', async () => {
    let sent = 0;
    server.use(
      handle('ticket', () => ({ ticket: makeTicketDetail() })),
      handle('cancelTicket', () => {
        sent += 1;
        return errorResponse('INTERNAL');
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/ticket?ticketid=11');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Close ticket' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Close this ticket?',
    });
    expect(dialog).toHaveTextContent(
      'Close “No picture on channel 5” if your question has been answered.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Keep it open' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(sent).toBe(0);
  });

  it('closes the ticket after confirming: status Closed, no reply box', async () => {
    let requested: unknown;
    const ticket = makeTicketDetail();
    server.use(
      handle('ticket', () => ({ ticket })),
      handle('cancelTicket', (body, request) => {
        requested = {
          body,
          requestedWith: request.headers.get('x-requested-with'),
        };
        return {
          ticket: { ...ticket, status: 'Closed' },
          tickets: [makeTicket({ status: 'Closed' })],
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/ticket?ticketid=11');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Close ticket' }),
    );
    expect(await screen.findByText('Ticket closed')).toBeInTheDocument();
    expect(requested).toEqual({
      body: { ticketid: 11 },
      requestedWith: 'members-area',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Your message' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Close ticket' }),
    ).not.toBeInTheDocument();
  });

  it('shows a failure inside the dialog and cannot be confirmed twice', async () => {
    let sent = 0;
    let finish: () => void = () => undefined;
    server.use(
      handle('ticket', () => ({ ticket: makeTicketDetail() })),
      handle('cancelTicket', async () => {
        sent += 1;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return errorResponse('RATE_LIMITED');
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/ticket?ticketid=11');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Close ticket' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', {
      name: 'Close ticket',
    });
    await user.click(confirm);
    await waitFor(() =>
      expect(confirm).toHaveAttribute('data-loading', 'true'),
    );
    await user.click(confirm);
    expect(
      within(dialog).getByRole('button', { name: 'Keep it open' }),
    ).toBeDisabled();
    finish();
    expect(
      await within(dialog).findByText(
        'Too many attempts. Please wait a little and try again.',
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('shows a closed ticket without reply box or close button', async () => {
    server.use(
      handle('ticket', () => ({
        ticket: makeTicketDetail({ status: 'Closed' }),
      })),
    );
    await renderApp('/dashboard/ticket?ticketid=13');
    expect(
      await screen.findByText('This ticket is closed', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a ticket' })).toHaveAttribute(
      'href',
      '/dashboard/openTicket',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Close ticket' }),
    ).not.toBeInTheDocument();
  });
});
