import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  allDataResponseSchema,
  sessionResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from './http-client.js';
import { sendJson, startFakeWhmcs } from './start-fake-whmcs.js';
import type { FakeWhmcs } from './start-fake-whmcs.js';
import { startServerAgainst } from './start-test-server.js';
import type { BareTestServer } from './start-test-server.js';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../emulator/test/fixtures/whmcs-samples',
);

/**
 * A WHMCS stand-in that answers every action with WHMCS's own published
 * example reply, the closest thing to a real WHMCS available here.
 */
let upstream: FakeWhmcs;
let server: BareTestServer;

beforeAll(async () => {
  upstream = await startFakeWhmcs((request, response) => {
    const action = request.form.get('action') ?? '';
    try {
      sendJson(
        response,
        readFileSync(path.join(SAMPLES, `${action}.json`), 'utf8'),
      );
    } catch {
      sendJson(response, { result: 'error', message: 'Command Not Found' });
    }
  });
  server = await startServerAgainst(upstream.url);
});

afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('against WHMCS’s published example replies', () => {
  it('signs in by password and serves allData', async () => {
    const browser = new TestBrowser(server.url);
    const signIn = await browser.post('/api/auth', {
      email: 'test-client@example.com',
      password: 'any-password',
    });
    expect(signIn.status).toBe(200);
    expect(sessionResponseSchema.parse(signIn.body).userid).toBe(1);

    const response = await browser.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({});
    expect(data.subscriptionsData.activeSubs.map((s) => s.id)).toEqual([2]);
    expect(data.subscriptionsData.unactiveSubs.map((s) => s.id)).toEqual([1]);
    expect(data.invoicesData.map((i) => i.invoiceid)).toEqual([1]);
    expect(data.invoicesData[0]?.currency.code).toBe('USD');
    expect(data.ticketsData[0]).toMatchObject({
      ticketid: 1,
      department: 'Sample Support Department',
    });
    expect(data.announcementsData?.[0]?.title).toBe(
      'Thank you for choosing WHMCS!',
    );
    expect(data.affiliateData).toBeNull();
    expect(data.resellerData).toBeNull();
  });

  it('sends the WHMCS API fields every call needs', () => {
    for (const request of upstream.requests) {
      expect(request.path).toBe('/includes/api.php');
      expect(request.contentType).toContain(
        'application/x-www-form-urlencoded',
      );
      expect(request.form.get('identifier')).toBe('demo-identifier');
      expect(request.form.get('responsetype')).toBe('json');
    }
    const actions = new Set(upstream.requests.map((r) => r.form.get('action')));
    expect([...actions]).toEqual(
      expect.arrayContaining([
        'ValidateLogin',
        'GetClientsDetails',
        'GetClientsProducts',
        'GetInvoices',
        'GetTickets',
        'GetAnnouncements',
      ]),
    );
  });
});
