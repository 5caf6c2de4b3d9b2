#!/usr/bin/env node
import { existsSync, rmSync } from 'node:fs';

import { buildEmulator, startEmulator } from './app.js';
import { CliConfigError, parseCliSettings, USAGE } from './cli-options.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from './constants.js';
import { getClient } from './db/clients.js';
import { getMeta, openDatabase } from './db/database.js';
import type { Emulator } from './options.js';

function describeDatabase(emulator: Emulator, dbPath: string): string {
  const seeded = getMeta(emulator.db, 'seeded') ?? '?';
  const bulk = getMeta(emulator.db, 'bulk_clients') ?? '0';
  // Files seeded before reply styles existed hold the documentation's texts.
  const style = getMeta(emulator.db, 'reply_style') ?? 'docs';
  return `${dbPath} (seed: ${seeded}, seed day: ${emulator.seedDate}, texts: ${style}, bulk clients: ${bulk})`;
}

function isSeededFile(dbPath: string): boolean {
  if (!existsSync(dbPath)) {
    return false;
  }
  const db = openDatabase(dbPath);
  try {
    return getMeta(db, 'seeded') !== undefined;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  let settings;
  try {
    settings = parseCliSettings(process.argv.slice(2), process.env);
  } catch (error) {
    const message =
      error instanceof CliConfigError || error instanceof TypeError
        ? error.message
        : String(error);
    process.stderr.write(`${message}\n\n${USAGE}`);
    process.exit(1);
  }
  if (settings.help) {
    process.stdout.write(USAGE);
    return;
  }
  const { options } = settings;
  if (settings.reset) {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(`${options.dbPath}${suffix}`, { force: true });
    }
  }
  if (settings.seedOnly) {
    const wasSeeded = isSeededFile(options.dbPath);
    const started = performance.now();
    const emulator = await buildEmulator(options);
    const what = describeDatabase(emulator, options.dbPath);
    process.stdout.write(
      wasSeeded
        ? `Already seeded, left as it is: ${what} (use --reset to seed again)\n`
        : `Seeded ${what} in ${Math.round(performance.now() - started)} ms\n`,
    );
    await emulator.close();
    return;
  }

  const emulator = await startEmulator(options);
  const credentials = options.credentials;
  const faults = emulator.faults();
  const lines = [
    `WHMCS emulator listening on ${emulator.url}`,
    `  API          POST ${emulator.url}/includes/api.php`,
    `  identifier   ${credentials?.identifier ?? ''}`,
    `  secret       ${credentials?.secret ?? ''}`,
    `  access key   ${credentials?.accessKey ?? '(not required)'}`,
    `  database     ${describeDatabase(emulator, options.dbPath)}`,
    `  faults       ${JSON.stringify(faults)}`,
    `  IPTV panel   GET ${emulator.url}/player_api.php ${JSON.stringify(emulator.panel.getFaults())}`,
    `  whmcs        ${options.whmcsVersion ?? ''} (reply style ${options.replyStyle ?? 'real'}, time zone ${options.timeZone ?? 'UTC'})`,
    `  denied       ${emulator.deniedActions().join(', ') || '(none)'}`,
    `  staff        adminusername=${DEMO_ADMIN.username} (${DEMO_ADMIN.displayName})`,
  ];
  if (getMeta(emulator.db, 'seeded') === 'demo') {
    lines.push('Demo accounts:');
    // Client 4 exists only in the real reply style.
    for (const account of DEMO_ACCOUNTS.filter((demo) =>
      getClient(emulator.db, demo.clientId),
    )) {
      lines.push(
        `  client ${account.clientId} / user ${account.userId}  ${account.email.padEnd(22)} ${account.password.padEnd(21)} ${account.notes}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
