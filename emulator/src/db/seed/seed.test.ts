import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { callApi, callOk } from '../../../test/helpers.js';
import { buildEmulator } from '../../app.js';

describe('demo seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'whmcs-emulator-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic: two seeds give identical replies', async () => {
    const first = await buildEmulator();
    const second = await buildEmulator();
    for (const fields of [
      { action: 'GetClientsProducts', clientid: 1 },
      { action: 'GetClientsDetails', clientid: 1, stats: 1 },
      { action: 'GetTicket', ticketid: 11 },
      { action: 'GetInvoices', userid: 1 },
      {
        action: 'ValidateLogin',
        email: 'demo@example.com',
        password2: 'demo-password-1',
      },
    ]) {
      const [a, b] = await Promise.all([
        callApi(first, fields),
        callApi(second, fields),
      ]);
      expect(a.raw).toBe(b.raw);
    }
    await Promise.all([first.close(), second.close()]);
  });

  it("seeds 'none' with the configuration but no customers", async () => {
    const emulator = await buildEmulator({ seed: 'none' });
    expect(
      (await callOk(emulator, 'GetCurrencies')).currencies.currency,
    ).toHaveLength(2);
    expect(
      (await callOk(emulator, 'GetProducts')).products.product,
    ).toHaveLength(4);
    expect(
      (await callApi(emulator, { action: 'GetClientsDetails', clientid: 1 }))
        .body.message,
    ).toBe('Client Not Found');
    const created = await callOk(emulator, 'AddClient', {
      email: 'first@example.com',
      password2: 'first-password-1',
      skipvalidation: 1,
    });
    expect(created.clientid).toBe('1');
    await emulator.close();
  });

  it('persists to a file and reuses a seeded file without reseeding', async () => {
    const dbPath = join(dir, 'persist.sqlite');
    const first = await buildEmulator({ dbPath });
    await callOk(first, 'UpdateClientProduct', {
      serviceid: 102,
      notes: 'kept across restarts',
    });
    await first.close();
    const second = await buildEmulator({ dbPath, bulkClients: 5 });
    const body = await callOk(second, 'GetClientsProducts', { serviceid: 102 });
    expect(body.products.product[0].notes).toBe('kept across restarts');
    expect(
      (await callApi(second, { action: 'GetClientsDetails', clientid: 10001 }))
        .body.message,
    ).toBe('Client Not Found');
    await second.close();
  });
});
