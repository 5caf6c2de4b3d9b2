import { notifications } from '@mantine/notifications';
import type { PrivacyResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const OPEN_REQUEST = {
  ticketId: 31,
  tid: '774102',
  requestedAt: '2026-11-27T18:30:00.000Z',
};

let privacy: PrivacyResponse;
let saved: { name: string; blob: Blob }[];

/** A ZIP answer streamed in two parts; the second waits for `release`. */
function streamedZip(first: Uint8Array, second: Uint8Array) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(first);
      await released;
      controller.enqueue(second);
      controller.close();
    },
  });
  const response = new Response(body, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="my-data-2026-11-28.zip"',
    },
  });
  return { response, release };
}

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  privacy = {
    error: false,
    marketingOptIn: true,
    exportsLeft: 3,
    erasureRequest: null,
  };
  saved = [];
  // jsdom has no object URLs and does not follow a download link: the
  // file the page saves is caught at its link instead.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) {
      saved.push({ name: this.download, blob });
    }
  });
  server.use(handle('privacy', () => privacy));
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openPage() {
  await renderApp('/dashboard/privacy');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your data' }),
  ).toBeVisible();
}

describe('/privacy: download my data', () => {
  it('says what the file holds and leaves out, and how many downloads are left today', async () => {
    await openPage();
    const card = await screen.findByTestId('export-card');
    expect(
      within(card).getByText(
        'Your tickets with all messages; attachments are listed by name',
      ),
    ).toBeVisible();
    expect(within(card).getByText(/The passwords of your lines/)).toBeVisible();
    expect(screen.getByTestId('exports-left')).toHaveTextContent(
      'You can download your data 3 more times today.',
    );
  });

  it('shows the bytes as they arrive, then saves the ZIP under the server’s name and reads the downloads left again', async () => {
    const first = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]);
    const second = new Uint8Array(2000).fill(7);
    const stream = streamedZip(first, second);
    server.use(
      handle('dataExport', () => {
        privacy = { ...privacy, exportsLeft: 2 };
        return stream.response;
      }),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download my data' }),
    );
    const status = screen.getByTestId('export-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent('Downloading: 5 bytes received'),
    );
    expect(saved).toEqual([]);

    stream.release();
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Saved as my-data-2026-11-28.zip (2 kB).',
      ),
    );
    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file?.name).toBe('my-data-2026-11-28.zip');
    expect(file?.blob.type).toBe('application/zip');
    const bytes = new Uint8Array(
      await (file?.blob ?? new Blob()).arrayBuffer(),
    );
    expect(bytes.length).toBe(2005);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    await waitFor(() =>
      expect(screen.getByTestId('exports-left')).toHaveTextContent(
        'You can download your data 2 more times today.',
      ),
    );
  });

  it('says when the day’s downloads are used up, with the time it can be tried again, and saves nothing', async () => {
    let asked = 0;
    server.use(
      handle('dataExport', () => {
        asked += 1;
        return errorResponse('RATE_LIMITED', { retryAfter: 5400 });
      }),
    );
    await openPage();
    // The control: the button is there and may be pressed.
    const button = await screen.findByRole('button', {
      name: 'Download my data',
    });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    const alert = await screen.findByTestId('export-error');
    expect(alert).toHaveTextContent(
      /You have used today’s downloads\. You can download your data again from .+\./,
    );
    expect(asked).toBe(1);
    expect(saved).toEqual([]);
  });

  it('shows a failure of the server in words, and saves nothing', async () => {
    server.use(handle('dataExport', () => errorResponse('WHMCS_UNAVAILABLE')));
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download my data' }),
    );
    expect(await screen.findByTestId('export-error')).toHaveTextContent(
      'Our billing system is not available right now. Please try again in a few minutes.',
    );
    expect(saved).toEqual([]);
  });

  it('offers no download once none is left today', async () => {
    privacy = { ...privacy, exportsLeft: 0 };
    await openPage();
    expect(
      await screen.findByRole('button', { name: 'Download my data' }),
    ).toBeDisabled();
    expect(screen.getByTestId('exports-left')).toHaveTextContent(
      'You have used today’s downloads. You can download your data again tomorrow.',
    );
  });

  it('shows why the page cannot be read, and reads it again on retry', async () => {
    let fails = true;
    server.use(
      handle('privacy', () =>
        fails ? errorResponse('WHMCS_UNAVAILABLE') : privacy,
      ),
    );
    await openPage();
    expect(
      await screen.findByText(
        'Our billing system is not available right now. Please try again in a few minutes.',
      ),
    ).toBeVisible();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('export-card')).toBeVisible();
  });
});

describe('/privacy: ask for erasure', () => {
  it('sends the request with its message only after the confirmation, then shows it with its ticket instead of the form', async () => {
    const sent: unknown[] = [];
    server.use(
      handle('requestErasure', (body) => {
        sent.push(body);
        privacy = { ...privacy, erasureRequest: OPEN_REQUEST };
        return { error: false, erasureRequest: OPEN_REQUEST };
      }),
    );
    await openPage();
    const card = await screen.findByTestId('erasure-card');
    expect(
      within(card).getByText(/Invoices and payment records/),
    ).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message \(optional\)/ }),
      'Please erase my address too.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Ask for erasure' }),
    );
    const confirm = await screen.findByTestId('erasure-confirm');
    expect(confirm).toHaveTextContent('Please erase my address too.');
    expect(sent).toEqual([]);

    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Yes, send my request' }),
    );
    const request = await screen.findByTestId('erasure-request');
    expect(sent).toEqual([{ message: 'Please erase my address too.' }]);
    expect(request).toHaveTextContent('We handle it in ticket #774102.');
    expect(
      within(request).getByRole('link', { name: 'Open ticket #774102' }),
    ).toHaveAttribute('href', '/dashboard/ticket?ticketid=31');
    expect(
      screen.queryByRole('button', { name: 'Ask for erasure' }),
    ).toBeNull();
  });

  it('goes back to the message from the confirmation without sending anything', async () => {
    const sent: unknown[] = [];
    server.use(
      handle('requestErasure', (body) => {
        sent.push(body);
        return { error: false, erasureRequest: OPEN_REQUEST };
      }),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask for erasure' }),
    );
    await userEvent.click(
      within(await screen.findByTestId('erasure-confirm')).getByRole('button', {
        name: 'Back',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Ask for erasure' }),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows an open request instead of the form', async () => {
    privacy = { ...privacy, erasureRequest: OPEN_REQUEST };
    await openPage();
    const request = await screen.findByTestId('erasure-request');
    expect(request).toHaveTextContent('Your request for erasure is open');
    expect(
      within(request).getByRole('link', { name: 'Open ticket #774102' }),
    ).toHaveAttribute('href', '/dashboard/ticket?ticketid=31');
    expect(
      screen.queryByRole('button', { name: 'Ask for erasure' }),
    ).toBeNull();
  });

  it('keeps the confirmation with the failure in words when the request fails', async () => {
    server.use(
      handle('requestErasure', () => errorResponse('WHMCS_UNAVAILABLE')),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask for erasure' }),
    );
    const confirm = await screen.findByTestId('erasure-confirm');
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Yes, send my request' }),
    );
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Our billing system is not available right now.',
    );
    expect(screen.queryByTestId('erasure-request')).toBeNull();
  });
});

describe('/privacy: marketing e-mails', () => {
  it('turns the switch off at once, sends the choice and confirms it', async () => {
    const sent: unknown[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handle('marketingConsent', async (body) => {
        sent.push(body);
        await answered;
        privacy = { ...privacy, marketingOptIn: body.optIn };
        return privacy;
      }),
    );
    await openPage();
    const toggle = await screen.findByRole('switch', {
      name: /Send me news and offers by e-mail/,
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    // Moved before the server answered.
    expect(toggle).not.toBeChecked();
    answer();
    expect(
      await screen.findByText(
        'You will no longer get news and offers by e-mail.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ optIn: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('puts the switch back and says so when the change fails', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handle('marketingConsent', async () => {
        await answered;
        return errorResponse('WHMCS_UNAVAILABLE');
      }),
    );
    privacy = { ...privacy, marketingOptIn: false };
    await openPage();
    const toggle = await screen.findByRole('switch', {
      name: /Send me news and offers by e-mail/,
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    // Moved at once, before the refusal came.
    expect(toggle).toBeChecked();
    answer();
    expect(
      await screen.findByText('Your choice could not be saved'),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('links the e-mails about the account to My details', async () => {
    await openPage();
    expect(
      await screen.findByRole('link', {
        name: 'Choose the e-mails about your account in My details',
      }),
    ).toHaveAttribute('href', '/dashboard/profile');
  });
});

describe('Your data links', () => {
  it('are in the account menu and the footer', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menuitem', { name: 'Your data' })).toHaveAttribute(
      'href',
      '/dashboard/privacy',
    );
    expect(screen.getByTestId('privacy-centre-link')).toHaveAttribute(
      'href',
      '/dashboard/privacy',
    );
  });
});
