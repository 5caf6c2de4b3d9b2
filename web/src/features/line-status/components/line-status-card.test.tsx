import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  envFixture,
  makeLineStatus,
  makeSubscription,
} from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { LineStatusCard } from './line-status-card';
import { LineStatusLine } from './line-status-line';

let requests: unknown[] = [];

function answerLine(
  answer: ReturnType<typeof makeLineStatus> | (() => Response),
) {
  server.use(
    handle('lineStatus', (body) => {
      requests.push(body);
      return typeof answer === 'function' ? answer() : answer;
    }),
  );
}

beforeEach(() => {
  requests = [];
});

const subscription = makeSubscription();

async function renderCard(sub = subscription) {
  await renderWithProviders(<LineStatusCard subscription={sub} />);
  return screen.findByTestId('line-status');
}

describe('LineStatusCard', { timeout: 20_000 }, () => {
  it('shows an Active line with a free connection: status, expiry from the panel’s clock, connections and formats', async () => {
    answerLine(
      makeLineStatus({
        // 10 days by the panel's clock; the browser's date plays no part.
        expiresAt: '2026-12-07T12:00:00.000Z',
        checkedAt: '2026-11-27T12:00:00.000Z',
        activeConnections: 2,
        maxConnections: 3,
        outputFormats: ['m3u8', 'ts'],
      }),
    );
    const card = await renderCard();
    expect(await within(card).findByText('Working')).toBeVisible();
    expect(
      within(card).getByText('Expires on Dec 7, 2026 (in 10 days)'),
    ).toBeVisible();
    expect(
      within(card).getByText('2 connections in use now, 3 allowed'),
    ).toBeVisible();
    expect(within(card).getByText('HLS (m3u8), MPEG-TS (ts)')).toBeVisible();
    expect(within(card).queryByText('Trial')).not.toBeInTheDocument();
    expect(
      within(card).queryByTestId('line-status-full'),
    ).not.toBeInTheDocument();
    expect(
      within(card).queryByTestId('line-status-mismatch'),
    ).not.toBeInTheDocument();
    expect(requests).toEqual([{ serviceid: 101 }]);
  });

  it('counts the days left from the panel’s clock when it differs from the browser’s', async () => {
    answerLine(
      makeLineStatus({
        expiresAt: '2030-01-02T00:00:00.000Z',
        checkedAt: '2030-01-01T06:00:00.000Z',
      }),
    );
    const card = await renderCard();
    expect(
      await within(card).findByText('Expires on Jan 2, 2030 (in 1 day)'),
    ).toBeVisible();
  });

  it('explains why another device is refused when every connection is in use, with a way to a bigger plan', async () => {
    answerLine(makeLineStatus({ activeConnections: 3, maxConnections: 3 }));
    const card = await renderCard();
    const full = await within(card).findByTestId('line-status-full');
    expect(
      within(card).getByText('3 connections in use now, 3 allowed'),
    ).toBeVisible();
    expect(within(full).getByText('Every connection is in use')).toBeVisible();
    expect(full).toHaveTextContent(
      'Your line plays on 3 devices at a time and all of them are playing now, so the TV server refuses another device until one stops.',
    );
    expect(full).toHaveTextContent('close the app on a device');
    expect(full).toHaveTextContent('A bigger plan allows more connections.');
    expect(
      within(full).getByRole('link', { name: 'Change plan' }),
    ).toHaveAttribute('href', '/dashboard/changePlan?subscriptionid=101');
  });

  it('words a one-connection line at its limit in the singular', async () => {
    answerLine(makeLineStatus({ activeConnections: 1, maxConnections: 1 }));
    const card = await renderCard();
    expect(
      await within(card).findByText('1 connection in use now, 1 allowed'),
    ).toBeVisible();
    expect(within(card).getByTestId('line-status-full')).toHaveTextContent(
      'Your line plays on 1 device at a time and that device is playing now',
    );
  });

  it('shows a trial badge on a trial line', async () => {
    answerLine(makeLineStatus({ isTrial: true }));
    const card = await renderCard();
    expect(await within(card).findByText('Trial')).toBeVisible();
  });

  it('says a line that never expires never expires, and a line with no limit has none', async () => {
    answerLine(
      makeLineStatus({
        expiresAt: null,
        maxConnections: null,
        activeConnections: 4,
        outputFormats: [],
      }),
    );
    const card = await renderCard();
    expect(await within(card).findByText('Never expires')).toBeVisible();
    expect(
      within(card).getByText('4 connections in use now, no limit'),
    ).toBeVisible();
    expect(within(card).getByText('Not stated by the TV server')).toBeVisible();
    expect(
      within(card).queryByTestId('line-status-full'),
    ).not.toBeInTheDocument();
  });

  it('says plainly that the panel expired a line billing counts as Active, and offers a ticket with its details', async () => {
    answerLine(
      makeLineStatus({
        status: 'Expired',
        expiresAt: '2026-11-20T00:00:00.000Z',
        checkedAt: '2026-11-27T12:00:00.000Z',
      }),
    );
    const card = await renderCard();
    const mismatch = await within(card).findByTestId('line-status-mismatch');
    expect(within(card).getByTestId('line-status-status')).toHaveTextContent(
      'Expired',
    );
    expect(within(card).getByText('Expired on Nov 20, 2026')).toBeVisible();
    expect(mismatch).toHaveTextContent(
      'Your subscription is active, but the TV server says your line has expired, so your apps cannot play.',
    );
    const link = within(mismatch).getByRole('link', { name: 'Open a ticket' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/dashboard/openTicket');
    // The form's own query: `serviceid` is the entry link to the subscription
    // (product rules: Entry links), which a reload would follow.
    expect([...target.searchParams.keys()]).toEqual([
      'subscriptionid',
      'subject',
      'message',
    ]);
    expect(target.searchParams.get('subscriptionid')).toBe('101');
    expect(target.searchParams.get('subject')).toBe(
      'My line does not work: Expired on the TV server',
    );
    const message = target.searchParams.get('message') ?? '';
    expect(message).toContain(
      'My subscription IPTV Premium — 12 months (#101, username demo101) is active, but the TV server reports the line as Expired.',
    );
    expect(message).toContain('Expired on Nov 20, 2026');
    expect(message).toContain('2026-11-27T12:00:00.000Z');
  });

  it('says a disabled or banned line is stopped, in words', async () => {
    answerLine(makeLineStatus({ status: 'Banned' }));
    const card = await renderCard();
    expect(
      await within(card).findByTestId('line-status-mismatch'),
    ).toHaveTextContent('the TV server says your line is blocked');
  });

  it('says the line cannot be read now when the panel is unavailable', async () => {
    answerLine(() => errorResponse('PANEL_UNAVAILABLE'));
    const card = await renderCard();
    expect(
      await within(card).findByTestId(
        'line-status-unavailable',
        {},
        { timeout: 5_000 },
      ),
    ).toHaveTextContent(
      'The live status of your line cannot be read right now. Everything else on this page works',
    );
    // Asked once more, never in a storm.
    expect(requests).toHaveLength(2);
  });

  it('explains a refused login with a support link, and does not ask again', async () => {
    answerLine(() => errorResponse('PANEL_REFUSED'));
    const card = await renderCard();
    const refused = await within(card).findByTestId('line-status-refused');
    expect(refused).toHaveTextContent(
      'The TV server does not accept your line’s login',
    );
    expect(
      within(refused).getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', '/dashboard/openTicket');
    expect(requests).toHaveLength(1);
  });

  it('shows a skeleton while the panel is read', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle('lineStatus', async () => {
        await answered;
        return makeLineStatus();
      }),
    );
    const card = await renderCard();
    expect(within(card).getByTestId('line-status-loading')).toBeVisible();
    release();
    expect(
      await within(card).findByText('1 connection in use now, 2 allowed'),
    ).toBeVisible();
    expect(
      within(card).queryByTestId('line-status-loading'),
    ).not.toBeInTheDocument();
  });

  it('renders nothing and asks nothing when the feature is off', async () => {
    answerLine(makeLineStatus());
    let envRequests = 0;
    server.use(
      handle('env', () => {
        envRequests += 1;
        return { ...envFixture, linePanel: false };
      }),
    );
    await renderWithProviders(
      <div data-testid="holder">
        <LineStatusCard subscription={subscription} />
      </div>,
    );
    await waitFor(() => expect(envRequests).toBe(1));
    expect(screen.getByTestId('holder')).toBeEmptyDOMElement();
    expect(requests).toHaveLength(0);
  });

  it('renders and asks when the feature is on (the control of the case above)', async () => {
    answerLine(makeLineStatus());
    await renderCard();
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});

describe('LineStatusLine', { timeout: 20_000 }, () => {
  it('sums the line up in one line, and says when every connection is in use', async () => {
    answerLine(makeLineStatus({ activeConnections: 2, maxConnections: 2 }));
    await renderWithProviders(<LineStatusLine subscription={subscription} />);
    const line = await screen.findByTestId('line-status-compact');
    expect(line).toHaveTextContent('2 connections in use now, 2 allowed');
    expect(line).toHaveTextContent('All connections in use');
  });

  it('says a line the panel stopped is stopped there', async () => {
    answerLine(makeLineStatus({ status: 'Disabled' }));
    await renderWithProviders(<LineStatusLine subscription={subscription} />);
    expect(await screen.findByTestId('line-status-compact')).toHaveTextContent(
      'Disabled on the TV server',
    );
  });
});
