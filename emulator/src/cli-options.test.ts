import { describe, expect, it } from 'vitest';

import { CliConfigError, parseCliSettings } from './cli-options.js';

describe('parseCliSettings', () => {
  it('has sensible defaults', () => {
    const settings = parseCliSettings([], {});
    expect(settings.options).toMatchObject({
      host: '127.0.0.1',
      port: 8090,
      dbPath: ':memory:',
      seed: 'demo',
      bulkClients: 0,
      credentials: { identifier: 'demo-identifier', secret: 'demo-secret' },
      faults: { latencyMs: 0, jitterMs: 0 },
    });
    expect(settings.seedOnly).toBe(false);
  });

  it('reads the environment and lets flags win', () => {
    const settings = parseCliSettings(
      ['--port', '9000', '--error-kind', 'html', '--hang'],
      {
        EMULATOR_PORT: '7000',
        EMULATOR_HOST: '0.0.0.0',
        EMULATOR_IDENTIFIER: 'id',
        EMULATOR_SECRET: 'sec',
        EMULATOR_ACCESS_KEY: 'key',
        EMULATOR_ERROR_KIND: 'http',
        EMULATOR_ERROR_RATE: '0.25',
        EMULATOR_LATENCY_MS: '200',
        EMULATOR_FAULT_ACTIONS: 'GetInvoices, GetTickets',
        EMULATOR_MEMBERS_URL: 'https://members.example/',
        EMULATOR_PUBLIC_URL: 'https://billing.example',
      },
    );
    expect(settings.options).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      credentials: { identifier: 'id', secret: 'sec', accessKey: 'key' },
      faults: {
        errorKind: 'html',
        errorRate: 0.25,
        latencyMs: 200,
        hang: true,
        actions: ['GetInvoices', 'GetTickets'],
      },
      membersAreaUrl: 'https://members.example',
      publicUrl: 'https://billing.example',
    });
  });

  it('reads the seeding flags', () => {
    const settings = parseCliSettings(
      [
        '--db',
        'bulk.sqlite',
        '--clients',
        '10000',
        '--seed',
        'none',
        '--seed-only',
        '--reset',
      ],
      {},
    );
    expect(settings).toMatchObject({
      seedOnly: true,
      reset: true,
      options: { dbPath: 'bulk.sqlite', bulkClients: 10000, seed: 'none' },
    });
  });

  it('collects every bad value in one clear error', () => {
    let caught: unknown;
    try {
      parseCliSettings(
        [
          '--port',
          'eighty',
          '--error-rate',
          '2',
          '--seed',
          'all',
          '--seed-only',
        ],
        { EMULATOR_ERROR_KIND: 'boom', EMULATOR_HANG: 'maybe' },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliConfigError);
    const problems = (caught as CliConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/--port: "eighty"/);
    expect(problems.join('\n')).toMatch(/EMULATOR_ERROR_KIND/);
    expect(problems.join('\n')).toMatch(/--seed-only needs a database file/);
  });

  it('rejects unknown flags', () => {
    expect(() => parseCliSettings(['--colour'], {})).toThrow(/colour/);
  });
});
