import { CHANNEL_REPORT_QUERY, MAX_GUIDE_STREAMS } from '@members/contract';
import type { ChannelGuideRequest } from '@members/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeChannels, makeGuideEntry } from '@/testing/fixtures-channels';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { ChannelsSection } from './channels-section';

const LIST_SIZE = 10_000;
/** The scroller's height in this test: jsdom lays nothing out. */
const SCREEN_HEIGHT = 480;

let listCalls: unknown[] = [];
let guideCalls: ChannelGuideRequest[] = [];

// jsdom has no layout: the list's box is given the height a browser would.
const offsetHeight = Object.getOwnPropertyDescriptor(
  HTMLElement.prototype,
  'offsetHeight',
);
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'channel-scroller' ? SCREEN_HEIGHT : 0;
    },
  });
  listCalls = [];
  guideCalls = [];
  server.use(
    handle('channels', (body) => {
      listCalls.push(body);
      return makeChannels(LIST_SIZE, new Date().toISOString());
    }),
    handle('channelGuide', (body) => {
      guideCalls.push(body);
      return {
        entries: body.streamIds.map((id) => makeGuideEntry(id, Date.now())),
      };
    }),
  );
});
afterEach(() => {
  if (offsetHeight) {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  }
});

async function openList() {
  const user = userEvent.setup();
  await renderWithProviders(<ChannelsSection serviceid={101} />);
  const toggle = await screen.findByRole('button', { name: 'Show channels' });
  // Nothing is read before the customer asks for the list.
  expect(listCalls).toEqual([]);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // English groups the thousands: the count is written the locale's way.
  await screen.findByText('10,000 channels');
  return { user, list: screen.getByRole('list', { name: 'Channels' }) };
}

/** A channel's name as its row shows it (the report link repeats it for screen readers). */
const NAME = { selector: '[class*="name"]' };

function rows(list: HTMLElement) {
  return within(list).getAllByRole('listitem');
}

describe('ChannelsSection', { timeout: 30_000 }, () => {
  it('reads nothing until opened, then draws only the rows on screen of 10 000', async () => {
    const { list } = await openList();
    expect(listCalls).toEqual([{ serviceid: 101 }]);
    const drawn = rows(list);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(LIST_SIZE));
    expect(within(list).getByText('Channel 1', NAME)).toBeVisible();
    expect(within(list).queryByText('Channel 500')).not.toBeInTheDocument();
    // Channel 3 keeps a week of catch-up, and says so in words.
    expect(within(list).getAllByText('Catch-up 7 days')[0]).toBeVisible();
  });

  it('finds a channel by a part of its name, whatever the case and accents', async () => {
    const { user, list } = await openList();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search channels' }),
      'TELE sport edition',
    );
    await screen.findByText('1 channel');
    const found = rows(list);
    expect(found).toHaveLength(1);
    expect(within(found[0] as HTMLElement).getByText('7777')).toBeVisible();
    expect(
      within(found[0] as HTMLElement).getByText('Télé Sport Édition', NAME),
    ).toBeVisible();
  });

  it('shows the channels of the chosen category only', async () => {
    const { user, list } = await openList();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Category 2',
    );
    // 10 000 channels over 60 categories: the second has 167.
    await screen.findByText('167 channels');
    const names = rows(list).map(
      (row) => row.querySelector('[class*="name"]')?.textContent,
    );
    expect(names.slice(0, 3)).toEqual([
      'Channel 2',
      'Channel 62',
      'Channel 122',
    ]);
  });

  it('shows now and next for the rows on screen, asked in one call of at most 60', async () => {
    const { list } = await openList();
    await waitFor(() =>
      expect(
        within(list).getAllByTestId('channel-guide').length,
      ).toBeGreaterThan(3),
    );
    expect(within(list).getByText('News on 1001')).toBeVisible();
    expect(within(list).getByText('Film on 1001')).toBeVisible();
    expect(guideCalls).toHaveLength(1);
    const asked = guideCalls[0]?.streamIds ?? [];
    expect(asked.length).toBeLessThanOrEqual(MAX_GUIDE_STREAMS);
    // Only the drawn channels with a guide: channel 5 has none.
    expect(asked).toContain(1001);
    expect(asked).not.toContain(1005);
    expect(asked).not.toContain(1500);
    expect(
      within(rows(list)[4] as HTMLElement).getByText('No programme guide'),
    ).toBeVisible();
  });

  it('asks now and next for the rows scrolled to once scrolling pauses, and keeps what it has', async () => {
    const { list } = await openList();
    await within(list).findByText('News on 1001');
    expect(guideCalls).toHaveLength(1);
    const scroller = screen.getByTestId('channel-scroller');
    // Two quick scrolls: the guide is asked once, for where the list stopped.
    for (const row of [100, 300]) {
      scroller.scrollTop = row * 72;
      fireEvent.scroll(scroller);
    }
    expect(await within(list).findByText('Channel 301', NAME)).toBeVisible();
    await within(list).findByText('News on 1301');
    expect(guideCalls).toHaveLength(2);
    const asked = guideCalls[1]?.streamIds ?? [];
    expect(asked).toContain(1301);
    expect(asked).not.toContain(1101);
    expect(asked.length).toBeLessThanOrEqual(MAX_GUIDE_STREAMS);

    // Back at the top: what was read a moment ago is not asked again.
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    await within(list).findByText('News on 1001');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(guideCalls).toHaveLength(2);
  });

  it('links each channel to a ticket report with its own query, never serviceid', async () => {
    const { list } = await openList();
    const link = within(rows(list)[1] as HTMLElement).getByRole('link', {
      name: 'Report Channel 2',
    });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/dashboard/openTicket');
    expect(url.searchParams.get(CHANNEL_REPORT_QUERY.line)).toBe('101');
    expect(url.searchParams.get(CHANNEL_REPORT_QUERY.streamId)).toBe('1002');
    expect(url.searchParams.get(CHANNEL_REPORT_QUERY.channel)).toBe(
      'Channel 2',
    );
    expect(url.searchParams.get(CHANNEL_REPORT_QUERY.category)).toBe(
      'Category 2',
    );
    const seenAt = Date.parse(
      url.searchParams.get(CHANNEL_REPORT_QUERY.seenAt) ?? '',
    );
    expect(Math.abs(seenAt - Date.now())).toBeLessThan(60_000);
    expect(url.searchParams.has('serviceid')).toBe(false);
    expect(url.searchParams.has('subscriptionid')).toBe(false);
  });

  it('says in the section only when the panel cannot be read', async () => {
    server.use(handle('channels', () => errorResponse('PANEL_UNAVAILABLE')));
    const user = userEvent.setup();
    await renderWithProviders(<ChannelsSection serviceid={101} />);
    await user.click(
      await screen.findByRole('button', { name: 'Show channels' }),
    );
    const failure = await screen.findByTestId('channels-failed');
    expect(
      within(failure).getByText('The channel list cannot be read right now'),
    ).toBeVisible();
    expect(
      within(failure).getByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  });
});
