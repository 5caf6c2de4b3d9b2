import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { CHANNEL_REPORT_QUERY, PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { demoTest } from './support/fixtures';
import { appUrl, urlWith } from './support/paths';

// Line 101 of the demo customer is Active on the demo panel, whose channel
// list is generated (emulator/README.md, "The IPTV panel"). The journey reads
// names from the list itself rather than naming the panel's channels.
const LINE = 101;

/** The section's count in English, its thousands grouped (`10,000 channels`). */
const COUNT_TEXT = /^\d{1,3}(,\d{3})* channels?$/;

/** Opens line 101's subscription page and its Channels section. */
async function openChannels(page: Page): Promise<Locator> {
  await page.goto(appUrl(PAGES.subscription, { subscriptionid: LINE }));
  const section = page.getByTestId('channels-card');
  const toggle = section.getByRole('button', {
    name: /^(Show|Hide) channels$/,
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByTestId('channel-count')).toHaveText(COUNT_TEXT);
  return section;
}

/** The name of a channel as its row shows it. */
function nameOf(row: Locator): Locator {
  return row.locator('[class*="name"]').first();
}

demoTest(
  'the channel list of a line opens, a search finds a channel, its now and next show, and a report opens a filled-in ticket that survives a reload',
  async ({ page }, testInfo) => {
    // A list of thousands of channels, the guide and several page loads.
    demoTest.slow();
    const section = await openChannels(page);
    const list = section.getByRole('list', { name: 'Channels' });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // Only the rows on screen are drawn, not the whole list.
    expect(await rows.count()).toBeLessThan(60);

    // Scrolled far down, the rows there are drawn.
    await section.getByTestId('channel-scroller').evaluate((element) => {
      element.scrollTop = 72 * 500;
    });
    await expect(list.locator('li[aria-posinset="501"]')).toBeVisible();

    // A channel further down, found by a part of its name in other case.
    const countText =
      (await section.getByTestId('channel-count').textContent()) ?? '';
    const total = Number(countText.split(' ')[0]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(100);
    const wanted = (await nameOf(rows.nth(3)).textContent()) ?? '';
    expect(wanted).not.toBe('');
    await section
      .getByRole('searchbox', { name: 'Search channels' })
      .fill(wanted.toUpperCase());
    await expect(section.getByTestId('channel-count')).not.toHaveText(
      countText,
    );
    const found = rows.filter({ has: page.getByText(wanted, { exact: true }) });
    await expect(found.first()).toBeVisible();

    // What is on now and next, asked for the rows on screen.
    await expect(list.getByTestId('channel-guide').first()).toBeVisible();
    await expect(list.getByTestId('channel-guide').first()).toContainText(
      'Now',
    );

    await expectNoViolations(page, 'channels');

    // Report it: the ticket form opens with the channel's own query.
    await found
      .first()
      .getByRole('link', { name: `Report ${wanted}` })
      .click();
    await expect(page).toHaveURL(
      urlWith(`${PAGES.openTicket}?${CHANNEL_REPORT_QUERY.line}=${LINE}&`),
    );
    const formUrl = new URL(page.url());
    expect(formUrl.searchParams.has('serviceid')).toBe(false);
    expect(formUrl.searchParams.get(CHANNEL_REPORT_QUERY.channel)).toBe(wanted);

    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(subject).toHaveValue(`Channel not working: ${wanted}`);
    await expect(
      page.getByRole('combobox', { name: 'Subscription' }),
    ).toHaveValue(new RegExp(`\\(#${LINE}\\)`));
    await expect(message).toContainText(`The channel ${wanted} (category `);
    await expect(message).toContainText(`on line #${LINE} was not working at`);

    // What the customer adds is kept across a reload, with the prefill.
    const typed = ` (${testInfo.project.name} ${Date.now().toString(36)})`;
    await subject.press('End');
    await subject.pressSequentially(typed);
    await page.reload();
    await expect(page).toHaveURL(formUrl.toString());
    await expect(subject).toHaveValue(`Channel not working: ${wanted}${typed}`);
    await expect(message).toContainText(`The channel ${wanted} (category `);
    await expect(page.getByTestId('ticket-draft-restored')).toBeVisible();
  },
);

demoTest(
  'the channel list filters by category, is reachable by keyboard and passes axe in both themes',
  async ({ page, context, baseURL }) => {
    demoTest.slow();
    for (const scheme of ['light', 'dark'] as const) {
      await useScheme(context, baseURL, scheme);
      const section = await openChannels(page);
      const count = section.getByTestId('channel-count');
      const all = await count.textContent();
      const category = section.getByRole('combobox', { name: 'Category' });
      // Another category starts from its top, wherever the list was.
      const scroller = section.getByTestId('channel-scroller');
      await scroller.evaluate((element) => {
        element.scrollTop = 72 * 500;
      });
      await category.selectOption({ index: 1 });
      await expect(count).toHaveText(COUNT_TEXT);
      await expect(count).not.toHaveText(all ?? '');
      // The list's own scroller is back at its top with the first row drawn
      // (where the page itself is scrolled is the browser's choice).
      await expect
        .poll(() => scroller.evaluate((element) => element.scrollTop))
        .toBe(0);
      await expect(
        section.locator('li[aria-posinset="1"]').first(),
      ).toBeVisible();

      // From the search box, the keyboard reaches the first report link.
      await section.getByRole('searchbox', { name: 'Search channels' }).focus();
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('data-testid', 'channel-report');
      await expectNoViolations(page, `channels (${scheme})`);
    }
  },
);
