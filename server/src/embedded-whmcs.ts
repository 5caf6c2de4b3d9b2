import type { RunningEmulator } from '@members/whmcs-emulator';

import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';

/** The members area's own address: PUBLIC_URL, or where it listens (demo). */
export function membersAreaUrlOf(config: Config): string {
  const displayHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return config.publicUrl ?? `http://${displayHost}:${config.port}`;
}

/**
 * Starts the embedded WHMCS emulator of the demo (no WHMCS_URL), as both
 * `npm start` and `npm run doctor` use it: the demo data, the configured
 * credentials, EMULATOR_PORT (another free port if it is taken) and
 * EMULATOR_DB, on the server's clock and in its billing time zone, its
 * dates counted from DEMO_SEED_DATE (unset: the day it is seeded). The only
 * place outside the tests that imports the emulator, and only when it
 * starts: against a real WHMCS its code (SQLite, demo data) stays unloaded.
 */
export async function startEmbeddedWhmcs(
  config: Config,
  now: Clock,
): Promise<RunningEmulator> {
  const { startEmulator } = await import('@members/whmcs-emulator');
  const options = {
    host: '127.0.0.1',
    dbPath: config.emulator.dbPath,
    seed: 'demo' as const,
    now,
    timeZone: config.billingTimeZone,
    seedDate: config.emulator.seedDate ?? undefined,
    credentials: {
      identifier: config.whmcs.identifier,
      secret: config.whmcs.secret,
    },
    membersAreaUrl: membersAreaUrlOf(config),
  };
  try {
    return await startEmulator({ ...options, port: config.emulator.port });
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code !== 'EADDRINUSE' ||
      config.emulator.port === 0
    ) {
      throw error;
    }
    return startEmulator({ ...options, port: 0 });
  }
}
