import {
  COOKIES,
  DATA_EXPORTS_PER_DAY,
  ENDPOINT_ROUTES,
} from '@members/contract';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { activityLog, callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startRewritingUpstream } from '../../../test/support/rewriting-upstream.js';

import type { ExportData } from './data-export/export-data.js';
import { DESCRIBED_FILES } from './data-export/readme.js';
import { EXPORT_LOG_TEXT } from './export-data.service.js';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true, limits: true },
});

/** An export as the browser downloads it: status, headers and bytes. */
interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

async function download(
  browser: TestBrowser,
  serverUrl = suite.server.url,
): Promise<Download> {
  const response = await fetch(
    `${serverUrl}${ENDPOINT_ROUTES.dataExport.path}`,
    {
      headers: {
        cookie: [...browser.cookies]
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
    },
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: response.ok ? '' : new TextDecoder().decode(bytes),
  };
}

/** The archive's files by name, as text. */
async function exportOf(
  browser: TestBrowser,
  serverUrl = suite.server.url,
): Promise<Map<string, string>> {
  const answer = await download(browser, serverUrl);
  expect(answer.status, answer.text).toBe(200);
  const files = unzipSync(answer.bytes);
  return new Map(
    Object.entries(files).map(([name, data]) => [name, strFromU8(data)]),
  );
}

function dataOf(files: Map<string, string>): ExportData {
  return JSON.parse(files.get('data.json') ?? '') as ExportData;
}

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, action, params);
}

/**
 * What WHMCS holds for a client's lines that the export leaves out: the
 * passwords (line and password fields) and the MAC the portal signs in with.
 */
async function lineSecrets(
  clientId: number,
): Promise<{ passwords: string[]; macs: string[] }> {
  const reply = (await whmcs('GetClientsProducts', {
    clientid: String(clientId),
  })) as {
    products: {
      product: {
        password: string;
        customfields: { customfield: { name: string; value: string }[] };
      }[];
    };
  };
  const lines = reply.products.product;
  const fields = (pattern: RegExp) =>
    lines.flatMap((line) =>
      line.customfields.customfield
        .filter((field) => pattern.test(field.name) && field.value.length >= 6)
        .map((field) => field.value),
    );
  return {
    passwords: [
      ...lines.map((line) => line.password).filter((value) => value !== ''),
      ...fields(/password/i),
    ],
    macs: fields(/mac/i),
  };
}

describe('dataExport', () => {
  it('streams a ZIP of the client’s data with the download headers', async () => {
    const answer = await download(suite.demo);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const day = new Date(suite.server.clock.now()).toISOString().slice(0, 10);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="my-data-${day}.zip"`,
    );
    const files = Object.keys(unzipSync(answer.bytes)).sort();
    expect(files).toEqual(
      [
        'README.txt',
        'activity.csv',
        'data.json',
        'emails.csv',
        'invoice-items.csv',
        'invoices.csv',
        'lines.csv',
        'profile.csv',
        'sessions.csv',
        'sign-ins.csv',
        'ticket-messages.csv',
        'tickets.csv',
        'users.csv',
      ].sort(),
    );
  });

  it('holds the client’s invoices, tickets, e-mails, log, sessions and sign-ins, and nobody else’s', async () => {
    // An entry of the other client that a log read without the filter would show.
    await whmcs('LogActivity', {
      clientid: '2',
      description: 'Other client private entry',
    });
    const files = await exportOf(suite.demo);
    const data = dataOf(files);
    expect(data.profile).toMatchObject({
      clientId: 1,
      email: 'demo@example.com',
    });
    expect(data.invoices.map((invoice) => invoice.id).sort()).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect(data.invoices[0]?.items.length).toBeGreaterThan(0);
    expect(data.tickets.map((ticket) => ticket.id).sort()).toEqual([
      11, 12, 13,
    ]);
    const ticket11 = data.tickets.find((ticket) => ticket.id === 11);
    expect(ticket11?.messages.length).toBeGreaterThan(1);
    expect(
      ticket11?.messages.flatMap((message) => message.attachments),
    ).toContain('buffering-screenshot.png');
    expect(data.emails.map((email) => email.subject)).toContain(
      'Welcome to Demo IPTV',
    );
    expect(data.activity.length).toBeGreaterThan(0);
    expect(data.activity.map((entry) => entry.description)).toContain(
      'Invoice Created - Invoice ID: 1001',
    );
    expect(data.sessions.some((session) => session.current)).toBe(true);
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(data.consents.emailPreferences).toHaveProperty('invoice');
    const everything = [...files.values()].join('\n');
    for (const foreign of [
      'Invoice ID: 2001',
      'Other client private entry',
      'Dear Other',
      'other@example.com',
    ]) {
      expect(everything).not.toContain(foreign);
    }
    expect(files.get('invoices.csv')).toContain('1001');
    expect(files.get('tickets.csv')).not.toMatch(/^21,/m);
  });

  it('keeps only the client’s log entries when WHMCS ignores the log’s client filter', async () => {
    await whmcs('LogActivity', {
      clientid: '2',
      description: 'Entry of the other client',
    });
    const upstream = await startRewritingUpstream(suite.server.emulator);
    try {
      let unfiltered = 0;
      upstream.setRule((form) => {
        if (form.get('action') !== 'GetActivityLog') {
          return null;
        }
        unfiltered += 1;
        const rewritten = new URLSearchParams(form);
        rewritten.delete('clientid');
        rewritten.delete('userid');
        return { form: rewritten };
      });
      const data = dataOf(
        await exportOf(upstream.browser, upstream.server.url),
      );
      expect(unfiltered).toBeGreaterThan(0);
      const descriptions = data.activity.map((entry) => entry.description);
      expect(descriptions).toContain('Invoice Created - Invoice ID: 1001');
      expect(descriptions).not.toContain('Entry of the other client');
      expect(descriptions).not.toContain('Invoice Created - Invoice ID: 2001');
    } finally {
      await upstream.close();
    }
  });

  it('leaves out line passwords and portal secrets and says so in the README', async () => {
    const { passwords, macs } = await lineSecrets(1);
    expect(passwords.length).toBeGreaterThan(1);
    expect(macs.length).toBeGreaterThan(0);
    const files = await exportOf(suite.demo);
    const everything = [...files.values()].join('\n');
    for (const secret of passwords) {
      expect(everything).not.toContain(secret);
    }
    // The customer's own ticket may name their MAC; the lines never do.
    const lines = dataOf(files).lines;
    expect(lines.map((line) => line.id)).toContain(101);
    const lineFiles = `${JSON.stringify(lines)}\n${files.get('lines.csv') ?? ''}`;
    for (const mac of macs) {
      expect(lineFiles).not.toContain(mac);
    }
    const readme = files.get('README.txt') ?? '';
    expect(readme).toContain('Line passwords');
    expect(readme).toContain('listed by file name, not embedded');
    // Every other file of the archive is described in it.
    expect(
      [...files.keys()].filter((name) => name !== 'README.txt').sort(),
    ).toEqual([...DESCRIBED_FILES].sort());
    for (const name of DESCRIBED_FILES) {
      expect(readme).toContain(`- ${name}: `);
    }
  });

  it('escapes the CSV files and neutralises spreadsheet formulas', async () => {
    const subject = '=HYPERLINK("http://evil.example"), "quoted"';
    await whmcs('OpenTicket', {
      clientid: '1',
      deptid: '1',
      subject,
      message: 'first line\nsecond, with a comma',
      noemail: 'true',
    });
    const files = await exportOf(suite.demo);
    const tickets = files.get('tickets.csv') ?? '';
    expect(tickets.replace(/^\uFEFF/, '')).toMatch(
      /^id,number,department,subject,/,
    );
    expect(tickets).toContain(
      '"\'=HYPERLINK(""http://evil.example""), ""quoted"""',
    );
    const messages = files.get('ticket-messages.csv') ?? '';
    expect(messages).toMatch(/"first line\r?\nsecond, with a comma"/);
  });

  it('writes the README in the client’s language', async () => {
    suite.demo.cookies.set(COOKIES.locale, 'de-de');
    try {
      const readme = (await exportOf(suite.demo)).get('README.txt') ?? '';
      expect(readme).toContain('Ihre Daten');
      expect(readme).toContain('Anschlusspasswörter');
    } finally {
      suite.demo.cookies.delete(COOKIES.locale);
    }
  });

  it('gives the other client their own data only', async () => {
    const data = dataOf(await exportOf(suite.other));
    expect(data.profile.clientId).toBe(2);
    expect(data.invoices.map((invoice) => invoice.id)).toEqual([2001]);
    expect(data.tickets.map((ticket) => ticket.id)).toEqual([21]);
    expect(data.emails.every((email) => email.to === 'other@example.com')).toBe(
      true,
    );
    expect(data.emails).toHaveLength(1);
  });

  it('logs each export in the client’s WHMCS activity log', async () => {
    const count = async () =>
      (
        await activityLog(suite.server.emulator.url, 1, { limitnum: '100' })
      ).filter((entry) => entry === EXPORT_LOG_TEXT).length;
    const before = await count();
    await exportOf(suite.demo);
    expect(await count()).toBe(before + 1);
  });

  it('builds three exports a day, then answers 429 with Retry-After, and the page counts them', async () => {
    await expectQuotaLeft(DATA_EXPORTS_PER_DAY, () => download(suite.demo));
    const over = await download(suite.demo);
    expectError(
      { status: over.status, body: JSON.parse(over.text) as unknown },
      429,
      'RATE_LIMITED',
    );
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await suite.demo.get('/dashboard/api/privacy');
    expect(page.body).toMatchObject({ exportsLeft: 0 });
    // The other client's exports are their own.
    expect((await download(suite.other)).status).toBe(200);
  });

  it('gives the export back when WHMCS fails while it is read', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetInvoice'],
    });
    const failed = await download(suite.demo);
    suite.server.emulator.resetFaults();
    expect(failed.status).toBe(502);
    const page = await suite.demo.get('/dashboard/api/privacy');
    expect(page.body).toMatchObject({ exportsLeft: DATA_EXPORTS_PER_DAY });
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'dataExport',
  valid: () => ({}),
  fault: {
    actions: ['GetEmails'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});
