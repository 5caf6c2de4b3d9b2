import { errorEnvelopeSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { callEmulator } from './emulator-api.js';
import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import { useSignedInServer } from './signed-in-server.js';

/*
 * Input that would reach WHMCS is checked by the contract's shared rules:
 * each class is driven over real HTTP, and WHMCS is read afterwards to show
 * that nothing was written.
 */

const suite = useSignedInServer();

function expectIssue(response: TestResponse, path: string, code: string) {
  expect(response.status).toBe(400);
  const envelope = errorEnvelopeSchema.parse(response.body);
  expect(envelope).toMatchObject({ error: true, code: 'VALIDATION' });
  expect(envelope.requestId).not.toBe('');
  expect(envelope.issues).toContainEqual({ path, code });
}

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, action, params);
}

async function ticketCount(): Promise<number> {
  return Number((await whmcs('GetTickets', { clientid: '1' })).totalresults);
}

const rawJson = (method: string, path: string, data: string) =>
  suite.demo.request(method, path, {
    raw: { contentType: 'application/json', data },
  });

describe('e-mail addresses longer than RFC 5321 allows', () => {
  const local64 = 'a'.repeat(64);

  it.each([
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    [
      'a 255-character address',
      `${local64}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
    ],
  ])('sendCode refuses %s with invalid_email', async (_name, email) => {
    expect(email.length === 255 || email.split('@')[0]?.length === 65).toBe(
      true,
    );
    const browser = new TestBrowser(suite.server.url);
    expectIssue(
      await browser.post('/dashboard/api/sendCode', { email }),
      'email',
      'invalid_email',
    );
  });

  it('sendCode still takes a 64-character local part', async () => {
    const browser = new TestBrowser(suite.server.url);
    const response = await browser.post('/dashboard/api/sendCode', {
      email: `${local64}@example.com`,
    });
    expect(response.status).toBe(200);
  });
});

describe('free text with control, surrogate or bidi characters', () => {
  function ticketForm(subject: string, message: string): FormData {
    const form = new FormData();
    form.append('deptid', '1');
    form.append('subject', subject);
    form.append('message', message);
    return form;
  }

  it.each([
    ['subject', 'Refund for \u202Egpj.exe', 'Hello'],
    ['subject', 'Line\nbreak', 'Hello'],
    ['subject', 'Tab\there', 'Hello'],
    ['message', 'Hello', 'Please \u2066help\u2069'],
    ['message', 'Hello', 'NUL \u0000 here'],
    ['message', 'Hello', 'escape \u001b[2J'],
  ])(
    'openTicket refuses the %s and opens nothing',
    async (field, subject, message) => {
      const before = await ticketCount();
      expectIssue(
        await suite.demo.request('POST', '/dashboard/api/openTicket', {
          form: ticketForm(subject, message),
        }),
        field,
        'invalid_characters',
      );
      expect(await ticketCount()).toBe(before);
    },
  );

  it('addReply refuses a bidi override in the message', async () => {
    const form = new FormData();
    form.append('ticketid', '11');
    form.append('message', 'ok \u202D reversed');
    expectIssue(
      await suite.demo.request('POST', '/dashboard/api/addReply', { form }),
      'message',
      'invalid_characters',
    );
  });

  it('keeps tabs and line breaks in a message', async () => {
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/openTicket',
      {
        form: ticketForm('Two lines', 'First line\r\n\tindented second line'),
      },
    );
    expect(response.status).toBe(200);
  });

  it.each([
    [
      'a lone surrogate',
      '{"amount":10,"paymentmethod":"paypal","notes":"a\\ud800b"}',
    ],
    ['a NUL', '{"amount":10,"paymentmethod":"paypal","notes":"a\\u0000b"}'],
    [
      'a C1 control',
      '{"amount":10,"paymentmethod":"paypal","notes":"a\\u0085b"}',
    ],
    [
      'a bidi isolate',
      '{"amount":10,"paymentmethod":"paypal","notes":"a\\u2067b"}',
    ],
  ])('withdrawal refuses notes with %s', async (_name, data) => {
    const before = await ticketCount();
    expectIssue(
      await rawJson('POST', '/dashboard/api/withdrawal', data),
      'notes',
      'invalid_characters',
    );
    expect(await ticketCount()).toBe(before);
  });

  it('withdrawal refuses a payment method with a control character', async () => {
    expectIssue(
      await rawJson(
        'POST',
        '/dashboard/api/withdrawal',
        '{"amount":10,"paymentmethod":"pay\\u0000pal"}',
      ),
      'paymentmethod',
      'invalid_characters',
    );
  });

  it('sendAlert refuses an identifier with a lone surrogate', async () => {
    const browser = new TestBrowser(suite.server.url);
    const response = await browser.request('POST', '/dashboard/api/sendAlert', {
      raw: {
        contentType: 'application/json',
        data: '{"identifier":"x\\udc00","email":"demo@example.com","userid":1}',
      },
    });
    expectIssue(response, 'identifier', 'invalid_characters');
  });
});

describe('money with more than two decimals', () => {
  it.each([
    '{"amount":0.30000000000000004,"paymentmethod":"paypal"}',
    '{"amount":10.001,"paymentmethod":"paypal"}',
    '{"amount":1e-7,"paymentmethod":"paypal"}',
  ])('withdrawal refuses %s instead of rounding', async (data) => {
    const before = await ticketCount();
    expectIssue(
      await rawJson('POST', '/dashboard/api/withdrawal', data),
      'amount',
      'invalid_amount',
    );
    expect(await ticketCount()).toBe(before);
  });

  it('still accepts 0.3', async () => {
    const response = await rawJson(
      'POST',
      '/dashboard/api/withdrawal',
      '{"amount":0.3,"paymentmethod":"paypal","notes":"IBAN:\\tDE00\\nThanks"}',
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ error: false });
  });
});

describe('MAC addresses no device has', () => {
  async function macOf(serviceid: number): Promise<string | undefined> {
    const reply = (await whmcs('GetClientsProducts', {
      serviceid: String(serviceid),
    })) as {
      products: {
        product: {
          customfields: { customfield: { name: string; value: string }[] };
        }[];
      };
    };
    return reply.products.product[0]?.customfields.customfield.find(
      (field) => field.name === 'MAC Address',
    )?.value;
  }

  it.each([
    'FF:FF:FF:FF:FF:FF',
    'ff-ff-ff-ff-ff-ff',
    '00:00:00:00:00:00',
    '000000000000',
    '01:00:5E:00:00:FB',
    '33-33-00-00-00-01',
    '031A79123456',
  ])('updateMacAddress refuses %s with invalid_mac', async (mac) => {
    const before = await macOf(101);
    expectIssue(
      await suite.demo.request('PUT', '/dashboard/api/updateMacAddress', {
        body: { serviceid: 101, mac },
      }),
      'mac',
      'invalid_mac',
    );
    expect(await macOf(101)).toBe(before);
  });

  it('keeps the demo MAC valid', async () => {
    expect(await macOf(101)).toBe('00:1A:79:12:34:56');
    const setup = await suite.demo.post('/dashboard/api/deviceSetup', {
      serviceid: 101,
    });
    expect(setup.body).toMatchObject({ mac: '00:1A:79:12:34:56' });
  });
});

describe('reseller redirect URL', () => {
  async function storedUrl(): Promise<string | undefined> {
    const client = (await whmcs('GetClientsDetails', { clientid: '1' }))
      .client as { customfields: { id: number; value: string }[] };
    return client.customfields.find((field) => field.id === 10)?.value;
  }

  it.each([
    ['http://shop.example.com/', 'url_not_https'],
    ['https://127.0.0.1/', 'url_private_host'],
    ['https://2130706433/', 'url_private_host'],
    ['https://0x7f.1/', 'url_private_host'],
    ['https://0300.0250.0.1/', 'url_private_host'],
    ['https://10.1.2.3/', 'url_private_host'],
    ['https://172.20.0.1/', 'url_private_host'],
    ['https://192.168.0.1/', 'url_private_host'],
    ['https://169.254.169.254/', 'url_private_host'],
    ['https://localhost:8443/', 'url_private_host'],
    ['https://admin.localhost/', 'url_private_host'],
    ['https://[::1]/', 'url_private_host'],
    ['https://[fd00::1]/', 'url_private_host'],
    ['https://[fe80::1]/', 'url_private_host'],
    ['https://[::ffff:192.168.0.1]/', 'url_private_host'],
    ['https://user:secret@shop.example.com/', 'url_credentials'],
  ])('update_redirect_url refuses %s with %s', async (redirect_url, code) => {
    const before = await storedUrl();
    expectIssue(
      await suite.demo.request('PUT', '/dashboard/api/update_redirect_url', {
        body: { redirect_url },
      }),
      'redirect_url',
      code,
    );
    expect(await storedUrl()).toBe(before);
  });

  it('update_redirect_url refuses a URL over 2 048 characters with url_too_long', async () => {
    const redirect_url = `https://shop.example.com/${'a'.repeat(2030)}`;
    expect(redirect_url.length).toBeGreaterThan(2048);
    expectIssue(
      await suite.demo.request('PUT', '/dashboard/api/update_redirect_url', {
        body: { redirect_url },
      }),
      'redirect_url',
      'url_too_long',
    );
  });

  it('takes a public https URL', async () => {
    const response = await suite.demo.request(
      'PUT',
      '/dashboard/api/update_redirect_url',
      { body: { redirect_url: 'https://93.184.215.14/welcome' } },
    );
    expect(response.status).toBe(200);
    expect(await storedUrl()).toBe('https://93.184.215.14/welcome');
  });
});
