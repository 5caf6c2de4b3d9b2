import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import { addStaffReply, callWhmcs } from './support/emulator';
import { otherTest } from './support/fixtures';
import { appUrl } from './support/paths';

/**
 * Script and markup payloads in every field a customer or staff can set and
 * the app shows, rendered in real Chromium: nothing runs (the flag stays
 * unset, no dialog opens) and the text shows inert. Runs as the other demo
 * customer, so the demo customer's counts stay as other journeys expect.
 * (The demo customer's message and a markdown staff reply are covered by
 * tickets.spec.ts "markup in a message shows as text or stays inert".)
 */

/** The other demo customer's WHMCS client id. */
const OTHER_CLIENT_ID = 2;

const payload = (field: string) =>
  `${field} <img src=x onerror="window.__xss='${field}'"> "><svg onload="window.__xss='${field}'"> <script>window.__xss='${field}'</script>`;

async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('main svg[onload], main img[onerror]')).toHaveCount(
    0,
  );
  await expect(page.locator('main script')).toHaveCount(0);
}

otherTest(
  'a ticket subject, message and staff replies full of markup stay text',
  async ({ page }, testInfo) => {
    const dialogs = await watch(page);
    const subject = `${payload('subject')} ${testInfo.project.name}`.slice(
      0,
      250,
    );
    const opened = await callWhmcs(page.request, testInfo, 'OpenTicket', {
      clientid: OTHER_CLIENT_ID,
      deptid: 1,
      subject,
      message: payload('message'),
    });
    const ticketid = Number(opened.id);
    await addStaffReply(
      page.request,
      testInfo,
      ticketid,
      `${payload('reply')} <a href="javascript:window.__xss='link'">click</a> <iframe srcdoc="<script>parent.__xss='frame'</script>"></iframe> [md](javascript:window.__xss='md')`,
    );
    await callWhmcs(page.request, testInfo, 'AddTicketReply', {
      ticketid,
      adminusername: 'admin',
      message: payload('plain reply'),
    });

    await page.goto(appUrl(PAGES.home));
    await expectNothingRan(page, dialogs);

    await page.goto(appUrl(PAGES.ticket, { ticketid }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '<img src=x onerror=',
    );
    // WHMCS stores messages escaped: markup in one is text someone typed,
    // shown as text, never as elements.
    await expect(page.locator('main')).toContainText('message');
    await expect(page.locator('main')).toContainText('plain reply');
    await expect(page.locator('main')).toContainText(
      `plain reply <img src=x onerror="window.__xss='plain reply'">`,
    );
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('main iframe')).toHaveCount(0);
    for (const link of await page.locator('main a').all()) {
      expect((await link.getAttribute('href')) ?? '').not.toMatch(
        /^\s*javascript:/i,
      );
    }
    await expectNothingRan(page, dialogs);

    await callWhmcs(page.request, testInfo, 'UpdateTicket', {
      ticketid,
      status: 'Closed',
    }).catch(() => undefined);
  },
);

// A client's name and company never reach a page (no screen shows them yet):
// the names the app does show are those of the staff who answer a ticket.
otherTest(
  'a staff name full of markup shows as text',
  async ({ page }, testInfo) => {
    const dialogs = await watch(page);
    const name = `Alex <img src=x onerror="window.__xss='name'"> "><svg onload="window.__xss='name2'">`;
    const opened = await callWhmcs(page.request, testInfo, 'OpenTicket', {
      clientid: OTHER_CLIENT_ID,
      deptid: 1,
      subject: `Staff name (${testInfo.project.name})`,
      message: 'Who answers?',
    });
    const ticketid = Number(opened.id);
    try {
      // WHMCS keeps the name it is given for an admin it does not know.
      await callWhmcs(page.request, testInfo, 'AddTicketReply', {
        ticketid,
        adminusername: name,
        message: 'Answered by staff.',
      });

      await page.goto(appUrl(PAGES.ticket, { ticketid }));
      const staff = page.locator('main article[data-author="staff"]');
      await expect(staff).toHaveCount(1);
      // The payload is on the page, as the text it is.
      await expect(staff).toContainText(name);
      await expect(staff.locator('img, svg[onload]')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    } finally {
      await callWhmcs(page.request, testInfo, 'UpdateTicket', {
        ticketid,
        status: 'Closed',
      }).catch(() => undefined);
    }
  },
);
