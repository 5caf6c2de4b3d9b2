import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { addStaffReply, callWhmcs } from './support/emulator';
import { demoTest } from './support/fixtures';
import { apiUrl, appUrl, urlEndingIn } from './support/paths';

/** A real 1×1 PNG: the server checks the content, not only the name. */
const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function uniqueSubject(label: string, testInfo: TestInfo): string {
  return `${label} (${testInfo.project.name} ${Date.now().toString(36)})`;
}

/** Fills the open-ticket form (Support), sends it and lands on the ticket. */
async function sendNewTicket(
  page: Page,
  subject: string,
  writeMessage: () => Promise<void>,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
): Promise<number> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open a ticket' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await writeMessage();
  if (files.length > 0) {
    await page.locator('input[type=file]').setInputFiles(files);
  }
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.ticket), '\\?ticketid=\\d+'),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: subject }),
  ).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('ticketid'));
}

/**
 * Answers the ticket as staff in WHMCS and reloads the page: the staff
 * member's message, as the thread shows it.
 */
async function staffAnswer(
  page: Page,
  testInfo: TestInfo,
  ticketid: number,
  message: string,
): Promise<Locator> {
  await addStaffReply(page.request, testInfo, ticketid, message);
  await page.reload();
  return page.getByRole('article', {
    name: 'Message from Alex Staff, support staff',
  });
}

demoTest(
  'open a ticket with a screenshot, reply, get a staff answer, close it',
  async ({ page }, testInfo) => {
    // A long journey with several WHMCS round trips and reloads.
    demoTest.slow();
    const subject = uniqueSubject('Channel 5 has no sound', testInfo);

    await page.goto(appUrl(PAGES.openTicket));
    await expect(
      page.getByText('PNG, JPG, JPEG, GIF, WEBP, PDF, TXT, LOG'),
    ).toBeVisible();
    const ticketid = await sendNewTicket(
      page,
      subject,
      async () => {
        await page.keyboard.type('Since today ');
        await page.keyboard.press('Control+b');
        await page.keyboard.type('no sound');
        await page.keyboard.press('Control+b');
        await page.keyboard.type(' on:');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Bulleted list' }).click();
        await page.keyboard.type('Channel 5');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Channel 7');
      },
      [
        {
          name: 'screenshot.png',
          mimeType: 'image/png',
          buffer: SCREENSHOT_PNG,
        },
      ],
    );
    await expect(page.getByText(/Ticket #\d+ is open/)).toBeVisible();

    const opening = page.getByRole('article', { name: 'Your message' });
    await expect(opening.locator('strong')).toHaveText('no sound');
    await expect(
      opening.getByTestId('message-text').getByRole('listitem'),
    ).toHaveText(['Channel 5', 'Channel 7']);

    // WHMCS has the ticket as Markdown, with the file.
    const stored = await callWhmcs(page.request, testInfo, 'GetTicket', {
      ticketid,
    });
    const firstReply = (stored.replies as { reply: { message: string }[] })
      .reply[0];
    expect(firstReply?.message).toContain('**no sound**');
    expect(firstReply?.message).toMatch(/- +Channel 5/);

    // The file comes back byte for byte.
    const link = opening.getByRole('link', {
      name: 'Download screenshot.png',
    });
    await expect(link).toHaveAttribute('download', 'screenshot.png');
    const href = await link.getAttribute('href');
    expect(href?.split('?')[0]).toBe(apiUrl('ticketAttachment'));
    const file = await page.request.get(href ?? '');
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await file.body()).equals(SCREENSHOT_PNG)).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toBe('screenshot.png');

    // It is on the dashboard's ticket list and opens from there.
    await page.getByRole('link', { name: 'Back to tickets' }).click();
    await expect(page).toHaveURL(
      urlEndingIn(appUrl(PAGES.home).replace(/\/$/, ''), '/?#tickets'),
    );
    const listed = page
      .getByRole('list', { name: 'Support tickets' })
      .getByRole('link', {
        name: new RegExp(subject.replace(/[()]/g, '\\$&')),
      });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('Open');
    await listed.click();
    await expect(page).toHaveURL(new RegExp(`ticketid=${ticketid}$`));

    // Reply with a file.
    const editor = page.getByRole('textbox', { name: 'Your message' });
    await editor.click();
    await page.keyboard.type('Restarted the box, still no sound.');
    await page.locator('input[type=file]').setInputFiles([
      {
        name: 'speedtest.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Download 48 Mbit/s, ping 21 ms\n'),
      },
    ]);
    await expect(page.getByText('speedtest.txt')).toBeVisible();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    const messages = page.getByRole('article');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText(
      'Restarted the box, still no sound.',
    );
    await expect(
      messages.nth(1).getByRole('link', { name: 'Download speedtest.txt' }),
    ).toBeVisible();
    await expect(editor).toHaveText('');
    await expect(page.getByText('Awaiting support').first()).toBeVisible();

    // Staff answer in WHMCS; after a reload the answer shows as staff.
    const answer = await staffAnswer(
      page,
      testInfo,
      ticketid,
      'Hi, please **restart** the app once more.',
    );
    await expect(answer).toBeVisible();
    await expect(answer).toHaveAttribute('data-author', 'staff');
    await expect(answer.locator('strong')).toHaveText('restart');
    await expect(answer.getByText('Staff', { exact: true })).toBeVisible();
    await expect(page.getByText('Answered').first()).toBeVisible();

    // Close after confirming; first change one's mind.
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor).toBeVisible();
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(page.getByText('Ticket closed')).toBeVisible();
    await expect(page.getByText('This ticket is closed')).toBeVisible();
    await expect(page.getByText('Closed').first()).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Close ticket' }),
    ).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('This ticket is closed')).toBeVisible();
    await expect(editor).toHaveCount(0);
  },
);

demoTest(
  'a subject and message with & \' " < ü ı and an emoji show exactly as typed',
  async ({ page }, testInfo) => {
    // WHMCS stores both HTML-escaped (&amp; &#039; &quot; &lt;); the
    // customer reads what they typed, in the thread and in the list.
    const typed = `Tom & Jerry's "best" <3 ü ı 😀`;
    const subject = uniqueSubject(typed, testInfo);
    await page.goto(appUrl(PAGES.openTicket));
    const ticketid = await sendNewTicket(page, subject, async () => {
      await page.keyboard.type(typed);
    });
    const stored = await callWhmcs(page.request, testInfo, 'GetTicket', {
      ticketid,
    });
    expect(stored.subject).toContain(
      'Tom &amp; Jerry&#039;s &quot;best&quot; &lt;3 ü ı 😀',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(
      page.getByRole('article', { name: 'Your message' }),
    ).toContainText(typed);
    await expect(page.locator('main')).not.toContainText('&amp;');
    await expect(page.locator('main')).not.toContainText('&#039;');

    await page.goto(`${appUrl(PAGES.home)}#tickets`);
    await expect(
      page
        .getByRole('list', { name: 'Support tickets' })
        .getByText(subject, { exact: true }),
    ).toBeVisible();
  },
);

demoTest(
  'markup in a message shows as text or stays inert, and nothing runs',
  async ({ page }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(appUrl(PAGES.openTicket));
    const ticketid = await sendNewTicket(
      page,
      uniqueSubject('Strange text on screen', testInfo),
      async () => {
        await page.keyboard.type('My box shows <img src=x onerror=alert(1)>');
      },
    );
    const opening = page.getByRole('article', { name: 'Your message' });
    await expect(opening).toContainText(
      'My box shows <img src=x onerror=alert(1)>',
    );
    await expect(opening.locator('img')).toHaveCount(0);

    const answer = await staffAnswer(
      page,
      testInfo,
      ticketid,
      'Raw <img src=x onerror=alert(2)> and <script>alert(3)</script> and [a link](javascript:alert(4)) and ![pixel](https://tracker.example/p.gif)',
    );
    await expect(answer).toContainText('Raw');
    await expect(answer.locator('img, script, iframe')).toHaveCount(0);
    await expect(answer.getByText('a link')).not.toHaveAttribute(
      'href',
      /javascript/,
    );
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  },
);

demoTest(
  'a closed ticket shows its thread without reply box or close button',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.ticket, { ticketid: 13 }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This ticket is closed')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Your message' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Close ticket' }),
    ).toHaveCount(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Open a ticket' })
      .click();
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.openTicket)));
  },
);
