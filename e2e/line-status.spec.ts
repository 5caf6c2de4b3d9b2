import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs, readPanelLine } from './support/emulator';
import { demoTest } from './support/fixtures';
import { appUrl, urlEndingIn, urlWith } from './support/paths';
import { screenReady } from './support/screen';

// The demo panel's lines (emulator/README.md, "The IPTV panel"): 101 has a
// free connection, 102 plays on its only one, 106 is Expired on the panel
// while Active in WHMCS. These journeys only read them.
const FREE = 101;
const AT_LIMIT = 102;
const EXPIRED_ON_PANEL = 106;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` to an expiry in unix seconds, a part of a day counting as one. */
function daysUntil(expDate: number, now: number): number {
  return Math.ceil((expDate * 1000 - now) / DAY_MS);
}

async function openSubscription(page: Page, id: number) {
  await page.goto(appUrl(PAGES.subscription, { subscriptionid: id }));
  const card = page.getByTestId('line-status');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('line-status-status')).toBeVisible();
  return card;
}

demoTest(
  'a line with a free connection shows its state and no warning',
  async ({ page }, testInfo) => {
    // The expiry as the panel has it. The days left are counted on the
    // panel's clock, this machine's: as many as before the page opened or as
    // once the expiry is shown (they differ only across a day's end).
    const { expDate } = await readPanelLine(
      page.request,
      testInfo,
      'demo_premium',
    );
    if (expDate === null) {
      throw new Error('demo_premium expires on the panel');
    }
    const before = daysUntil(expDate, Date.now());
    const card = await openSubscription(page, FREE);
    await expect(card.getByTestId('line-status-status')).toHaveText('Working');
    await expect(card).toContainText('1 connection in use now, 2 allowed');
    await expect(card).toContainText('HLS (m3u8), MPEG-TS (ts), RTMP');
    await expect(card).toContainText(/Expires on .+ \(in \d+ days?\)/);
    const after = daysUntil(expDate, Date.now());
    const date = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(expDate * 1000));
    const days = [...new Set([before, after])]
      .map((count) => `in ${count} ${count === 1 ? 'day' : 'days'}`)
      .join('|');
    expect(after).toBeGreaterThan(0);
    await expect(card).toContainText(
      new RegExp(`Expires on ${date} \\((?:${days})\\)`),
    );
    await expect(card.getByTestId('line-status-full')).toHaveCount(0);
    await expect(card.getByTestId('line-status-mismatch')).toHaveCount(0);
  },
);

demoTest(
  'the line at its connection limit explains why another device is refused and what to do',
  async ({ page }) => {
    const card = await openSubscription(page, AT_LIMIT);
    await expect(card).toContainText('1 connection in use now, 1 allowed');
    const full = card.getByTestId('line-status-full');
    await expect(full).toBeVisible();
    await expect(full).toContainText('Every connection is in use');
    await expect(full).toContainText(
      'so the TV server refuses any other device until it stops',
    );
    await expect(full).toContainText('close the app on a device');
    await full.getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(
      urlEndingIn(PAGES.changePlan, `\\?subscriptionid=${AT_LIMIT}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Change plan' }),
    ).toBeVisible();
  },
);

demoTest(
  'the line expired on the panel while Active offers a ticket filled in with its details',
  async ({ page }) => {
    const card = await openSubscription(page, EXPIRED_ON_PANEL);
    await expect(card.getByTestId('line-status-status')).toHaveText('Expired');
    const mismatch = card.getByTestId('line-status-mismatch');
    await expect(mismatch).toContainText(
      'Your subscription is active, but the TV server says your line has expired',
    );
    await mismatch.getByRole('link', { name: 'Open a ticket' }).click();
    await expect(page).toHaveURL(/\/openTicket\?/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'My line does not work: Expired on the TV server',
    );
    await expect(
      page.getByRole('combobox', { name: 'Subscription' }),
    ).toHaveValue(new RegExp(`\\(#${EXPIRED_ON_PANEL}\\)`));
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toContainText(
      `(#${EXPIRED_ON_PANEL}, username demo_bedroom) is active, but the TV server reports the line as Expired.`,
    );
    await expect(message).toContainText('Expiry on the TV server: Expired on');
    await expect(message).toContainText('Checked at: 20');
  },
);

demoTest(
  'the filled-in ticket from a line keeps what the customer wrote across a reload, a new tab and a language switch until it is sent',
  async ({ page }, testInfo) => {
    // Several full page loads and a ticket written to WHMCS.
    demoTest.slow();
    const card = await openSubscription(page, EXPIRED_ON_PANEL);
    await card
      .getByTestId('line-status-mismatch')
      .getByRole('link', { name: 'Open a ticket' })
      .click();
    await expect(page).toHaveURL(
      urlWith(`${PAGES.openTicket}?subscriptionid=${EXPIRED_ON_PANEL}&`),
    );
    const formUrl = page.url();
    expect(new URL(formUrl).searchParams.has('serviceid')).toBe(false);

    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(subject).toHaveValue(
      'My line does not work: Expired on the TV server',
    );
    await expect(page.getByTestId('ticket-draft-restored')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    const typed = ` (${testInfo.project.name} ${Date.now().toString(36)})`;
    await subject.press('End');
    await subject.pressSequentially(typed);
    await message.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('It stopped on every device on Monday.');

    /** The form shows the line's details and what was typed. */
    async function expectDraft(
      target: Page,
      names: {
        department: string;
        subscription: string;
        subject: string;
        message: string;
        number: string;
      },
    ) {
      await expect(
        target.getByRole('combobox', { name: names.department }),
      ).toHaveValue('Support');
      await expect(
        target.getByRole('combobox', { name: names.subscription }),
      ).toHaveValue(new RegExp(`\\(${names.number}${EXPIRED_ON_PANEL}\\)`));
      await expect(
        target.getByRole('textbox', { name: names.subject }),
      ).toHaveValue(`My line does not work: Expired on the TV server${typed}`);
      const text = target.getByRole('textbox', { name: names.message });
      await expect(text).toContainText(
        `(#${EXPIRED_ON_PANEL}, username demo_bedroom) is active, but the TV server reports the line as Expired.`,
      );
      await expect(text).toContainText('It stopped on every device on Monday.');
      // Files are not kept: the form says so.
      await expect(target.getByTestId('ticket-draft-restored')).toBeVisible();
    }
    const english = {
      department: 'Department',
      subscription: 'Subscription',
      subject: 'Subject',
      message: 'Message',
      number: '#',
    };

    // A reload keeps the form, its prefill and the draft.
    await page.reload();
    await expect(page).toHaveURL(formUrl);
    await expectDraft(page, english);

    // So does the same link in a tab opened from this one.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((url) => window.open(url), formUrl),
    ]);
    await expect(tab).toHaveURL(formUrl);
    await expectDraft(tab, english);
    await tab.close();

    // And another language.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(
      urlWith(
        appUrl(PAGES.openTicket, { subscriptionid: EXPIRED_ON_PANEL }, 'de-de'),
      ),
    );
    const germanUrl = page.url();
    await expectDraft(page, {
      department: 'Abteilung',
      subscription: 'Abonnement',
      subject: 'Betreff',
      message: 'Nachricht',
      number: 'Nr\\.\\s',
    });

    await page.getByRole('button', { name: 'Ticket senden' }).click();
    await expect(page).toHaveURL(
      urlEndingIn(appUrl(PAGES.ticket, {}, 'de-de'), '\\?ticketid=\\d+'),
    );
    const ticketid = Number(new URL(page.url()).searchParams.get('ticketid'));
    try {
      // WHMCS has the ticket as the customer left it, about line 106.
      const stored = await callWhmcs(page.request, testInfo, 'GetTicket', {
        ticketid,
      });
      expect(stored.subject).toBe(
        `My line does not work: Expired on the TV server${typed}`,
      );
      // WHMCS names a ticket's service S<id>.
      expect(stored.service).toBe(`S${EXPIRED_ON_PANEL}`);
      const opening = (stored.replies as { reply: { message: string }[] })
        .reply[0];
      expect(opening?.message).toContain(
        'It stopped on every device on Monday.',
      );

      // Sent, the draft is gone: the same link starts from its prefill (in
      // German, the language now chosen).
      await page.goto(germanUrl);
      await expect(page.getByRole('textbox', { name: 'Betreff' })).toHaveValue(
        'My line does not work: Expired on the TV server',
      );
      const prefilled = page.getByRole('textbox', { name: 'Nachricht' });
      await expect(prefilled).toContainText(
        `(#${EXPIRED_ON_PANEL}, username demo_bedroom) is active`,
      );
      await expect(prefilled).not.toContainText('It stopped on every device');
      await expect(
        page.getByRole('combobox', { name: 'Abteilung' }),
      ).toHaveValue('');
      await expect(page.getByTestId('ticket-draft-restored')).toHaveCount(0);
    } finally {
      await callWhmcs(page.request, testInfo, 'UpdateTicket', {
        ticketid,
        status: 'Closed',
      }).catch(() => undefined);
    }
  },
);

demoTest(
  'the playlist is offered in the formats the panel allows the line, and only those',
  async ({ page }) => {
    const download = page.getByRole('link', { name: 'Download playlist' });
    await openSubscription(page, FREE);
    const setup = page.getByTestId('device-setup');
    const choice = setup.getByRole('radiogroup', { name: 'Stream format' });
    await expect(choice).toBeVisible();
    // The panel allows m3u8, ts and rtmp: a playlist exists in the first two.
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expect(download).toHaveAttribute('href', /&output=ts$/);
    await choice.getByText('HLS (m3u8)').click();
    await expect(download).toHaveAttribute('href', /&output=m3u8$/);
    await expect(setup).toContainText('&output=m3u8');

    await openSubscription(page, EXPIRED_ON_PANEL);
    await expect(page.getByTestId('playlist-format')).toHaveText(
      'Stream format: HLS (m3u8)',
    );
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(download).toHaveAttribute('href', /&output=m3u8$/);
  },
);

demoTest(
  'the dashboard sums up each Active line on its card',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    const cards = page
      .getByTestId('active-subscriptions')
      .getByTestId('subscription-card');
    const lineOf = (username: string) =>
      cards.filter({ hasText: username }).getByTestId('line-status-compact');
    // The line with a free connection: its use, and no warning.
    const free = lineOf('demo_premium');
    await expect(free).toHaveText('1 connection in use now, 2 allowed');
    // The line at its limit, and the one expired on the panel.
    const full = lineOf('demo_standard');
    await expect(full).toContainText('1 connection in use now, 1 allowed');
    await expect(full).toContainText('All connections in use');
    await expect(lineOf('demo_bedroom')).toHaveText('Expired on the TV server');
    // One line on every Active card, no more.
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(
      page
        .getByTestId('active-subscriptions')
        .getByTestId('line-status-compact'),
    ).toHaveCount(count);
  },
);

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `the subscription page with its line status has no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      demoTest.slow();
      await useScheme(context, baseURL, scheme);
      for (const id of [FREE, AT_LIMIT, EXPIRED_ON_PANEL]) {
        const card = await openSubscription(page, id);
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          scheme,
        );
        await expect(
          id === FREE
            ? page.getByRole('radiogroup', { name: 'Stream format' })
            : card.getByTestId(
                id === AT_LIMIT ? 'line-status-full' : 'line-status-mismatch',
              ),
        ).toBeVisible();
        await screenReady(page);
        await expectNoViolations(page, `subscription ${id} with line status`);
      }
    },
  );
}
