import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '../../features/auth/auth-store';
import { demoUser } from '../../testing/fixtures';
import { makeReply, makeTicketDetail } from '../../testing/fixtures-dashboard';
import { errorResponse, handle, server } from '../../testing/msw';
import { renderApp } from '../../testing/render';

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

describe('ticket page', () => {
  it('shows the thread in order, styled by author', async () => {
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
    expect(within(customer).getByText('You')).toBeInTheDocument();
    expect(within(customer).queryByText('Staff')).toBeNull();
    expect(
      within(customer).getByText(/most sports channels buffer/),
    ).toBeInTheDocument();
    expect(
      within(customer).getByText('Nov 20, 2026, 7:42 PM'),
    ).toBeInTheDocument();
    expect(
      within(customer).getByText('buffering-screenshot.png'),
    ).toBeInTheDocument();
    expect(within(customer).queryByRole('link')).toBeNull();
    expect(within(staff).getByText('Alex')).toBeInTheDocument();
    expect(within(staff).getByText('Staff')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to tickets' }),
    ).toHaveAttribute('href', '/dashboard#tickets');
  });

  it('keeps line breaks of plain-text messages', async () => {
    server.use(handle('ticket', () => ({ ticket: makeTicketDetail() })));
    await renderApp('/dashboard/ticket?ticketid=11');
    const text = await screen.findByText(/most sports channels buffer/);
    expect(text.textContent).toBe(
      'Hello,\n\nmost sports channels buffer.\n\nThanks',
    );
  });

  it('runs no script from a malicious message', async () => {
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
          ],
        }),
      })),
    );
    const { container } = await renderApp('/dashboard/ticket?ticketid=11');
    expect(await screen.findByText('here')).toBeInTheDocument();
    expect(container.querySelector('img, script, iframe')).toBeNull();
    expect(screen.getByText('click')).not.toHaveAttribute('href');
    expect(
      screen.getByText('Plain <script>window.__pwned=2</script> text'),
    ).toBeInTheDocument();
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
