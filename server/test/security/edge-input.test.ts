/**
 * Class "number and text edge cases" (security.md fact 6, decision 8):
 * numbers must be real finite JSON numbers without coercion, and free text
 * must not carry NUL, control, lone surrogate or bidi override characters.
 * Each is refused with the 400 envelope naming the field, before WHMCS.
 */
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../emulator-api.js';
import { TestBrowser } from '../http-client.js';
import { useSignedInServer } from '../signed-in-server.js';

import { expectEnvelope } from './support.js';

const suite = useSignedInServer();

const raw = (method: string, url: string, data: string) =>
  suite.demo.request(method, url, {
    raw: { contentType: 'application/json', data },
  });

/** The subjects of the demo client's tickets, read straight from WHMCS. */
async function demoTicketSubjects(): Promise<string[]> {
  const listed = (await callEmulator(suite.server.emulator.url, 'GetTickets', {
    clientid: '1',
    limitnum: '1000',
  })) as { tickets?: { ticket?: { subject: string }[] } };
  return (listed.tickets?.ticket ?? []).map((ticket) => ticket.subject);
}

/** Opens a ticket of the demo client with `subject` (and a plain message). */
function openTicket(subject: string) {
  const form = new FormData();
  form.append('deptid', '1');
  form.append('subject', subject);
  form.append('message', 'Plain message');
  return suite.demo.request('POST', '/dashboard/api/openTicket', { form });
}

function expectFieldRefused(
  response: Awaited<ReturnType<typeof raw>>,
  field: string,
) {
  const envelope = expectEnvelope(response, 400, 'VALIDATION');
  expect(envelope.issues?.map((issue) => issue.path)).toContain(field);
}

/** Numbers as JSON text: literals JSON.stringify could never produce. */
const BAD_NUMBERS = [
  ['"Infinity"', 'the string Infinity'],
  ['"-Infinity"', 'the string -Infinity'],
  ['1e999', 'a literal that parses to Infinity'],
  ['-1e999', 'a literal that parses to -Infinity'],
  ['"1e999"', 'the string 1e999'],
  ['"NaN"', 'the string NaN'],
  ['-0', 'negative zero'],
  ['0', 'zero'],
  ['-1', 'a negative number'],
  ['"10"', 'a number as a string'],
  ['" 10"', 'a padded number string'],
  ['"0x10"', 'a hex string'],
  ['"1e3"', 'an exponent string'],
  ['true', 'a boolean'],
  ['[5]', 'an array'],
  ['{"value":5}', 'an object'],
  ['null', 'null'],
];

describe('numbers: ids refuse everything but a positive whole JSON number', () => {
  it.each([
    ...BAD_NUMBERS,
    ['1.5', 'a fraction'],
    ['2147483648', 'more than 2^31-1'],
    ['9007199254740993', 'beyond safe integers'],
  ])('invoice refuses invoiceid %s (%s)', async (literal) => {
    expectFieldRefused(
      await raw('POST', '/dashboard/api/invoice', `{"invoiceid":${literal}}`),
      'invoiceid',
    );
  });

  it.each([
    ['"abc"'],
    ['"-1"'],
    ['"1.5"'],
    ['"1e3"'],
    ['"0x10"'],
    ['"Infinity"'],
    ['""'],
    ['"99999999999"'],
  ])('invoicePdf refuses the query invoiceid=%s', async (value) => {
    const response = await suite.demo.get(
      `/dashboard/api/invoicePdf?invoiceid=${encodeURIComponent(JSON.parse(value) as string)}`,
    );
    expectEnvelope(response, 400, 'VALIDATION');
  });
});

describe('numbers: money refuses everything but a finite amount with two decimals', () => {
  it.each([
    ...BAD_NUMBERS,
    ['0.30000000000000004', 'float noise'],
    ['0.001', 'three decimals'],
    ['1e-7', 'a tiny exponent'],
    ['100000000', 'more than the maximum'],
  ])('withdrawal refuses amount %s (%s)', async (literal) => {
    expectFieldRefused(
      await raw(
        'POST',
        '/dashboard/api/withdrawal',
        `{"amount":${literal},"paymentmethod":"paypal"}`,
      ),
      'amount',
    );
  });
});

/** Characters free text must not carry, with the field kinds they break. */
const BAD_TEXT: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
  ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
  ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
  ['POP DIRECTIONAL ISOLATE', '\u2069'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
];

describe('text: free-text fields refuse control, surrogate and bidi characters', () => {
  it.each(BAD_TEXT)('withdrawal notes refuse %s', async (_name, ch) => {
    expectFieldRefused(
      await raw(
        'POST',
        '/dashboard/api/withdrawal',
        JSON.stringify({
          amount: 10,
          paymentmethod: 'paypal',
          notes: `a${ch}b`,
        }),
      ),
      'notes',
    );
  });

  it.each(BAD_TEXT)('sendCode refuses an e-mail with %s', async (_name, ch) => {
    const response = await new TestBrowser(suite.server.url).request(
      'POST',
      '/dashboard/api/sendCode',
      {
        raw: {
          contentType: 'application/json',
          data: JSON.stringify({ email: `de${ch}mo@example.com` }),
        },
      },
    );
    expectEnvelope(response, 400, 'VALIDATION');
  });

  // Multipart text is UTF-8, where lone surrogates cannot be written.
  it.each(BAD_TEXT.filter(([name]) => !name.includes('surrogate')))(
    'openTicket refuses a subject with %s',
    async (_name, ch) => {
      const form = new FormData();
      form.append('deptid', '1');
      form.append('subject', `Help${ch}me`);
      form.append('message', 'Plain message');
      const response = await suite.demo.request(
        'POST',
        '/dashboard/api/openTicket',
        {
          form,
        },
      );
      expectFieldRefused(response, 'subject');
    },
  );

  it.each([
    ['CR LF', '\r\n'],
    ['a tab', '\t'],
  ])('a one-line subject refuses %s', async (_name, ch) => {
    const form = new FormData();
    form.append('deptid', '1');
    form.append('subject', `Help${ch}me`);
    form.append('message', 'Plain message');
    expectFieldRefused(
      await suite.demo.request('POST', '/dashboard/api/openTicket', { form }),
      'subject',
    );
  });

  it('refused text never reached WHMCS as a ticket', async () => {
    const before = await demoTicketSubjects();
    const refused = [
      ...BAD_TEXT.filter(([name]) => !name.includes('surrogate')),
      ['CR LF', '\r\n'],
      ['a tab', '\t'],
    ];
    for (const [, ch] of refused) {
      expectFieldRefused(await openTicket(`Help${ch}me`), 'subject');
    }
    // The control: the same form without the character is opened, and
    // WHMCS shows it, so a refused one would show too.
    const control = await openTicket('Helpme');
    expect(control.status, control.text).toBe(200);
    const after = await demoTicketSubjects();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((subject) => subject.startsWith('Help'))).toEqual([
      'Helpme',
    ]);
  });
});
