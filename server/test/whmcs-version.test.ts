import { startEmulator } from '@members/whmcs-emulator';
import { describe, expect, it } from 'vitest';

import {
  spawnServerProcess,
  startServerProcess,
} from './start-server-process.js';

/** Starts the server process against `whmcsUrl` and waits for it to end by itself. */
async function exitOfServerAgainst(
  whmcsUrl: string,
): Promise<{ code: number | null; output: string }> {
  const { running } = await spawnServerProcess(whmcsUrl, {});
  const timer = setTimeout(() => void running.stop(), 30_000);
  const code = await running.exited;
  clearTimeout(timer);
  return { code, output: running.output() };
}

/** A server process starts from the sources: slow on a busy machine. */
const PROCESS_TEST_MS = 90_000;

describe('the WHMCS version at start-up', { timeout: PROCESS_TEST_MS }, () => {
  it('refuses to start against a WHMCS older than 8.0, and says so', async () => {
    const old = await startEmulator({ port: 0, whmcsVersion: '7.10.2' });
    try {
      const { code, output } = await exitOfServerAgainst(old.url);
      expect(code).toBe(1);
      expect(output).toMatch(/WHMCS .* is older than 8\.0\.0/);
      expect(output).toContain('Upgrade WHMCS');
    } finally {
      await old.close();
    }
  });

  it('starts against the oldest supported WHMCS, 8.0', async () => {
    const oldest = await startEmulator({ port: 0, whmcsVersion: '8.0.0' });
    try {
      const server = await startServerProcess(oldest.url, {});
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect(server.output()).not.toMatch(/older than/);
      } finally {
        await server.stop();
      }
    } finally {
      await oldest.close();
    }
  });
});
