import type { EmailsResponse, SentEmail } from '@members/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const NEWSLETTER: SentEmail = {
  id: 4,
  date: '2026-11-27T18:30:00',
  subject: 'Your new channel guide',
  to: 'demo@example.com',
  html: `<html><head><title>Guide</title></head><body><h1>Guide</h1>
<img src="http://tracker.example.test/pixel.gif" alt="logo">
<a href="https://example.com/guide">Read</a>
<script>document.title = 'script ran'</script></body></html>`,
};

/** `count` e-mails, ids from `first` down, as one page of 20. */
function page(number: number, total: number): EmailsResponse {
  const start = (number - 1) * 20;
  const size = Math.max(0, Math.min(20, total - start));
  return {
    error: false,
    emails: Array.from({ length: size }, (_, index) => ({
      id: total - start - index,
      date: '2026-11-20T08:00:00',
      subject: `Message ${total - start - index}`,
    })),
    page: number,
    pageSize: 20,
    total,
  };
}

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  server.use(
    handle('emails', ({ page: asked }) => page(Number(asked ?? '1'), 25)),
    handle('email', ({ emailid }) =>
      emailid === '4'
        ? { error: false, email: NEWSLETTER }
        : errorResponse('NOT_FOUND'),
    ),
  );
});

/** The srcdoc the e-mail's frame shows. */
function frameDocument(): string {
  return screen.getByTestId('email-frame').getAttribute('srcdoc') ?? '';
}

describe('/emails: the list', () => {
  it('lists a page of e-mails and pages to older and newer ones', async () => {
    await renderApp('/dashboard/emails');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mails' }),
    ).toBeVisible();
    expect(await screen.findAllByTestId('email-link')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.queryByTestId('emails-newer')).toBeNull();
    await userEvent.click(screen.getByTestId('emails-older'));
    await waitFor(() =>
      expect(screen.getAllByTestId('email-link')).toHaveLength(5),
    );
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByTestId('emails-newer')).toBeVisible();
  });

  it('links each e-mail to its own address', async () => {
    await renderApp('/dashboard/emails');
    const [first] = await screen.findAllByTestId('email-link');
    expect(first).toHaveAttribute('href', '/dashboard/emails?emailid=25');
    expect(first).toHaveTextContent('Message 25');
  });
});

describe('/emails?emailid=N: one e-mail', () => {
  it('shows it in a frame that runs no script, with remote content blocked', async () => {
    await renderApp('/dashboard/emails?emailid=4');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your new channel guide',
      }),
    ).toBeVisible();
    const frame = screen.getByTestId('email-frame');
    expect(frame).toHaveAttribute('title', 'E-mail: Your new channel guide');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).toContain('allow-popups');
    const doc = frameDocument();
    expect(doc).toMatch(
      /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: cid:; /,
    );
    expect(doc).toContain('<base target="_blank">');
    expect(doc).not.toContain('<script');
    expect(doc).toContain('http://tracker.example.test/pixel.gif');
    expect(screen.getByText(/Remote images are blocked/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All e-mails' })).toHaveAttribute(
      'href',
      '/dashboard/emails',
    );
  });

  it('allows remote images once asked', async () => {
    await renderApp('/dashboard/emails?emailid=4');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show remote images' }),
    );
    expect(frameDocument()).toContain('img-src data: cid: https: http:');
    expect(screen.getByText('Remote images are shown.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Show remote images' }),
    ).toBeNull();
  });

  it('says so when the e-mail is not the customer’s', async () => {
    await renderApp('/dashboard/emails?emailid=5');
    expect(
      await screen.findByText('This e-mail does not exist or is not yours.'),
    ).toBeVisible();
  });
});
