import { describe, expect, it } from 'vitest';

import { buildEmulator, startEmulator } from './index.js';

describe('startEmulator', () => {
  it('listens on an ephemeral port and answers over HTTP', async () => {
    const emulator = await startEmulator({ port: 0 });
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${emulator.url}/includes/api.php`, {
      method: 'POST',
      body: new URLSearchParams({
        action: 'GetClientsProducts',
        identifier: 'demo-identifier',
        secret: 'demo-secret',
        clientid: '1',
        responsetype: 'json',
      }),
    });
    const body = (await response.json()) as { totalresults: string };
    expect(body.totalresults).toBe('6');
    await emulator.close();
    await emulator.close();
  });
});

describe('buildEmulator', () => {
  it('refuses a bad bulkClients value', async () => {
    await expect(buildEmulator({ bulkClients: -1 })).rejects.toThrow(
      /bulkClients/,
    );
  });
});
