import { ENDPOINT_ROUTES } from '@members/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubEditorDom } from '@/features/tickets/testing/stub-editor-dom';
import { authStore } from '@/stores/auth-store';
import { demoUser, plainUser } from '@/testing/fixtures';
import { makeTicketDetail } from '@/testing/fixtures-dashboard';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

stubEditorDom();
// Whole-app renders and typing into the rich-text editor are slow in jsdom.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const SUBJECT = 'My line does not work: Expired on the TV server';
const LINES = [
  'Line #101 is active, but the TV server says Expired.',
  'Please make it work again.',
];
/** The prefilled message, one paragraph a line. */
const MESSAGE = LINES.join('\n');
/** The message as the editor's text: its paragraphs one after the other. */
const MESSAGE_SHOWN = LINES.join('');

/** The link a line's status card makes for line 101. */
const PREFILLED = `/dashboard/openTicket?subscriptionid=101&subject=${encodeURIComponent(
  SUBJECT,
)}&message=${encodeURIComponent(MESSAGE)}`;

let sent: Record<string, string>[] = [];

beforeEach(() => {
  sent = [];
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
    handle('ticket', () => ({
      ticket: makeTicketDetail({ ticketid: 42, tid: '739104' }),
    })),
    http.post(ENDPOINT_ROUTES.openTicket.path, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') {
          // Multipart encoding turns line breaks into CRLF, in browsers too.
          fields[name] = value.replace(/\r\n/g, '\n');
        }
      });
      sent.push(fields);
      return HttpResponse.json({ ticketid: 42, tid: '739104' });
    }),
  );
});

/** Opens the app at `url` and waits for the whole form, its lists loaded. */
async function openForm(url: string) {
  const result = await renderApp(url, {
    locale: url.includes('/de-de/') ? 'de-de' : 'en-en',
  });
  const editor = await screen.findByRole('textbox', {
    name: url.includes('/de-de/') ? 'Nachricht' : 'Message',
  });
  await screen.findByRole('combobox', {
    name: url.includes('/de-de/') ? 'Abteilung' : 'Department',
  });
  return { ...result, editor };
}

/** What the form shows: department, subscription, subject and message. */
function shown(locale: 'en' | 'de' = 'en') {
  const names =
    locale === 'en'
      ? ['Department', 'Subscription', 'Subject', 'Message']
      : ['Abteilung', 'Abonnement', 'Betreff', 'Nachricht'];
  const [department, subscription, subject, message] = names as [
    string,
    string,
    string,
    string,
  ];
  return {
    department: (
      screen.getByRole('combobox', { name: department }) as HTMLInputElement
    ).value,
    subscription: (
      screen.getByRole('combobox', { name: subscription }) as HTMLInputElement
    ).value,
    subject: (
      screen.getByRole('textbox', { name: subject }) as HTMLInputElement
    ).value,
    message: screen.getByRole('textbox', { name: message }).textContent,
  };
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

/**
 * Chooses Billing, adds to the subject and gives the message a second
 * paragraph with bold text.
 */
async function editDraft(editor: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(
    await screen.findByRole('option', { name: 'Billing', hidden: true }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' again');
  await user.click(editor);
  await user.keyboard('{Control>}a{/Control}');
  pasteHtml(
    editor,
    `<p>${LINES[0]}</p><p>${LINES[1]}</p><p><b>Since Monday</b>, every evening.</p>`,
  );
  return user;
}

const EDITED = {
  department: 'Billing',
  subscription: 'IPTV Premium — 12 months (#101)',
  subject: `${SUBJECT} again`,
  message: `${MESSAGE_SHOWN}Since Monday, every evening.`,
};

describe('/openTicket', () => {
  it('fills the form in from its subscriptionid, subject and message', async () => {
    await openForm(PREFILLED);
    await waitFor(() =>
      expect(shown()).toEqual({
        department: '',
        subscription: 'IPTV Premium — 12 months (#101)',
        subject: SUBJECT,
        message: MESSAGE_SHOWN,
      }),
    );
    expect(screen.queryByTestId('ticket-draft-restored')).toBeNull();
  });

  it('keeps the prefilled message’s lines across a language switch', async () => {
    const { editor } = await openForm(PREFILLED);
    await waitFor(() =>
      expect(
        [...editor.querySelectorAll('p')].map((line) => line.textContent),
      ).toEqual(LINES),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    const german = await screen.findByRole('textbox', { name: 'Nachricht' });
    await waitFor(() =>
      expect(
        [...german.querySelectorAll('p')].map((line) => line.textContent),
      ).toEqual(LINES),
    );
    expect(new URLSearchParams(window.location.search).get('message')).toBe(
      MESSAGE,
    );
  });

  it('takes serviceid as the entry link it is everywhere: the subscription opens, not the form', async () => {
    // Control: the form's own query stays on the form.
    const control = await renderApp(PREFILLED);
    await screen.findByRole('heading', { level: 1, name: 'Open a ticket' });
    expect(control.router.state.location.pathname).toBe(
      '/dashboard/openTicket',
    );
    control.unmount();

    const { router } = await renderApp(
      `/dashboard/openTicket?serviceid=101&subject=${encodeURIComponent(SUBJECT)}`,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/subscription'),
    );
    expect(router.state.location.search).toBe('?subscriptionid=101');
  });

  it('keeps what the customer wrote across a reload and a language switch, until it is sent', async () => {
    const first = await openForm(PREFILLED);
    await waitFor(() => expect(shown().subject).toBe(SUBJECT));
    await editDraft(first.editor);
    expect(shown()).toEqual(EDITED);

    // A reload: the app starts again at the same address.
    first.unmount();
    const reloaded = await openForm(PREFILLED);
    await waitFor(() => expect(shown()).toEqual(EDITED));
    expect(screen.getByTestId('ticket-draft-restored')).toHaveTextContent(
      'We kept what you wrote. Files aren’t kept: if you had added any, add them again.',
    );

    // Another language: the same form, in German, with the draft.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Ticket eröffnen' });
    expect(reloaded.router.state.location.pathname).toBe(
      '/dashboard/de-de/openTicket',
    );
    await waitFor(() =>
      expect(shown('de')).toEqual({
        ...EDITED,
        // German puts a no-break space after Nr.
        subscription: 'IPTV Premium — 12 months (Nr.\u00a0101)',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Ticket senden' }));
    await waitFor(() =>
      expect(reloaded.router.state.location.pathname).toBe(
        '/dashboard/de-de/ticket',
      ),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        deptid: '2',
        serviceid: '101',
        subject: EDITED.subject,
        message: `${LINES[0]}\n\n${LINES[1]}\n\n**Since Monday**, every evening.`,
      }),
    ]);

    // Sent: the same link starts from its prefill again.
    reloaded.unmount();
    await openForm(PREFILLED);
    await waitFor(() =>
      expect(shown()).toEqual({
        department: '',
        subscription: 'IPTV Premium — 12 months (#101)',
        subject: SUBJECT,
        message: MESSAGE_SHOWN,
      }),
    );
  });

  it('keeps a draft per customer and per link, and Cancel forgets it', async () => {
    const first = await openForm(PREFILLED);
    await waitFor(() => expect(shown().subject).toBe(SUBJECT));
    const user = await editDraft(first.editor);
    first.unmount();

    // The plain form is another draft: it starts empty.
    const plain = await openForm('/dashboard/openTicket');
    expect(shown()).toEqual({
      department: '',
      subscription: '',
      subject: '',
      message: '',
    });
    plain.unmount();

    // Another customer signed in on this tab does not see it.
    authStore.reset();
    authStore.signedIn(plainUser);
    const other = await openForm(PREFILLED);
    await waitFor(() => expect(shown().subject).toBe(SUBJECT));
    expect(shown().message).toBe(MESSAGE_SHOWN);
    expect(shown().department).toBe('');
    other.unmount();

    // The customer who wrote it finds it, and Cancel forgets it.
    authStore.reset();
    authStore.signedIn(demoUser);
    const again = await openForm(PREFILLED);
    await waitFor(() => expect(shown()).toEqual(EDITED));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() =>
      expect(again.router.state.location.pathname).toBe('/dashboard'),
    );
    again.unmount();
    await openForm(PREFILLED);
    await waitFor(() => expect(shown().subject).toBe(SUBJECT));
    expect(shown().department).toBe('');
    expect(shown().message).toBe(MESSAGE_SHOWN);
  });
});
