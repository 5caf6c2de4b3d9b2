import { CHANNEL_REPORT_QUERY } from '@members/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubEditorDom } from '@/features/tickets/testing/stub-editor-dom';
import { authStore } from '@/stores/auth-store';
import { demoUser, envFixture } from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { formatMoment } from '@/utils/format';

stubEditorDom();
// Whole-app renders and the rich-text editor are slow in jsdom.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

/** When the customer saw the fault: a few minutes ago by the clock. */
const SEEN_AT = new Date(Date.now() - 5 * 60_000).toISOString();

/** The link a row of line 101's channel list makes. */
function reportUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    [CHANNEL_REPORT_QUERY.line]: '101',
    [CHANNEL_REPORT_QUERY.streamId]: '1002',
    [CHANNEL_REPORT_QUERY.channel]: 'Sport <b>HD</b>',
    [CHANNEL_REPORT_QUERY.category]: 'Sports',
    [CHANNEL_REPORT_QUERY.seenAt]: SEEN_AT,
    ...extra,
  });
  return `/dashboard/openTicket?${query.toString()}`;
}

beforeEach(() => {
  window.sessionStorage.clear();
  authStore.reset();
  authStore.signedIn(demoUser);
  server.use(
    handle('env', () => ({ ...envFixture, channelReportDepartmentId: 2 })),
    handle('departements', () => ({
      departements: [
        { id: 1, name: 'Support' },
        { id: 2, name: 'Technical' },
      ],
    })),
  );
});

async function openForm(url: string) {
  const result = await renderApp(url);
  const editor = await screen.findByRole('textbox', { name: 'Message' });
  await screen.findByRole('combobox', { name: 'Department' });
  return { ...result, editor };
}

function shown() {
  const value = (name: string) =>
    (screen.getByRole('combobox', { name }) as HTMLInputElement).value;
  return {
    department: value('Department'),
    subscription: value('Subscription'),
    subject: (
      screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement
    ).value,
    message: screen.getByRole('textbox', { name: 'Message' }).textContent,
  };
}

const PREFILLED = {
  department: 'Technical',
  subscription: 'IPTV Premium — 12 months (#101)',
  subject: 'Channel not working: Sport <b>HD</b>',
  message: `The channel Sport <b>HD</b> (category Sports, stream 1002) on line #101 was not working at ${formatMoment(SEEN_AT, 'en-en')}.What I see: `,
};

describe('/openTicket with a reported channel', () => {
  it('fills in the line, the channel, its category and time, in the channel reports’ department', async () => {
    const { editor } = await openForm(reportUrl());
    await waitFor(() => expect(shown()).toEqual(PREFILLED));
    // The panel's name is text, never markup.
    expect(editor.querySelector('b')).toBeNull();
  });

  it('leaves the department to the customer when none is set for channel reports', async () => {
    server.use(handle('env', () => envFixture));
    await openForm(reportUrl());
    await waitFor(() =>
      expect(shown()).toEqual({ ...PREFILLED, department: '' }),
    );
  });

  it('ignores a report whose line is not an id, and the plain form opens', async () => {
    // Control: the same report with a valid line fills the form in.
    const control = await openForm(reportUrl());
    await waitFor(() => expect(shown().subject).toBe(PREFILLED.subject));
    control.unmount();

    await openForm(reportUrl({ [CHANNEL_REPORT_QUERY.line]: 'abc' }));
    await waitFor(() =>
      expect(shown()).toEqual({
        department: '',
        subscription: '',
        subject: '',
        message: '',
      }),
    );
  });

  it('keeps what the customer changed across a reload', async () => {
    const first = await openForm(reportUrl());
    await waitFor(() => expect(shown()).toEqual(PREFILLED));
    const user = userEvent.setup({ delay: null });
    await user.type(
      screen.getByRole('textbox', { name: 'Subject' }),
      ' since noon',
    );
    first.unmount();

    await openForm(reportUrl());
    await waitFor(() =>
      expect(shown()).toEqual({
        ...PREFILLED,
        subject: `${PREFILLED.subject} since noon`,
      }),
    );
    expect(screen.getByTestId('ticket-draft-restored')).toBeVisible();
  });
});
