import { describe, expect, it } from 'vitest';

import { CliConfigError, parseCliSettings } from './cli-options.js';
import { LATEST_WHMCS_VERSION } from './whmcs-version.js';

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

  it('reads the seed day and the time zone', () => {
    expect(parseCliSettings([], {}).options).toMatchObject({
      timeZone: 'UTC',
    });
    expect(parseCliSettings([], {}).options.seedDate).toBeUndefined();
    expect(
      parseCliSettings(['--seed-date', '2026-11-28'], {
        EMULATOR_SEED_DATE: '2027-01-01',
        EMULATOR_TIME_ZONE: 'Europe/Berlin',
      }).options,
    ).toMatchObject({ seedDate: '2026-11-28', timeZone: 'Europe/Berlin' });
    expect(
      parseCliSettings(['--time-zone', 'America/New_York'], {
        EMULATOR_SEED_DATE: '2027-01-01',
      }).options,
    ).toMatchObject({ seedDate: '2027-01-01', timeZone: 'America/New_York' });
  });

  it('refuses a seed day that is not a date and an unknown time zone', () => {
    let caught: unknown;
    try {
      parseCliSettings(
        ['--seed-date', '2026-02-30', '--time-zone', 'Berlin'],
        {},
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliConfigError);
    const problems = (caught as CliConfigError).problems.join('\n');
    expect(problems).toMatch(
      /--seed-date: "2026-02-30" must be a date YYYY-MM-DD/,
    );
    expect(problems).toMatch(/--time-zone: "Berlin" must be an IANA time zone/);
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

  it('reads the reply style, the WHMCS version and the denied actions', () => {
    expect(parseCliSettings([], {}).options).toMatchObject({
      replyStyle: 'real',
      whmcsVersion: LATEST_WHMCS_VERSION,
      deniedActions: [],
    });
    const settings = parseCliSettings(
      ['--reply-style', 'docs', '--deny-actions', 'GetInvoices, AddClient'],
      {
        EMULATOR_REPLY_STYLE: 'real',
        EMULATOR_WHMCS_VERSION: '8.13.1',
        EMULATOR_DENIED_ACTIONS: 'GetTickets',
        EMULATOR_ERROR_KIND: 'notice',
      },
    );
    expect(settings.options).toMatchObject({
      replyStyle: 'docs',
      whmcsVersion: '8.13.1',
      deniedActions: ['GetInvoices', 'AddClient'],
      faults: { errorKind: 'notice' },
    });
    expect(
      parseCliSettings(['--error-kind', 'bom'], {}).options.faults?.errorKind,
    ).toBe('bom');
  });

  it('refuses a bad reply style and a version that is not X.Y.Z', () => {
    let caught: unknown;
    try {
      parseCliSettings(['--reply-style', 'pretty', '--whmcs-version', '9'], {});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliConfigError);
    const problems = (caught as CliConfigError).problems.join('\n');
    expect(problems).toMatch(/--reply-style: "pretty" must be real or docs/);
    expect(problems).toMatch(/--whmcs-version: "9" must be a version like/);
  });

  it('rejects unknown flags', () => {
    expect(() => parseCliSettings(['--colour'], {})).toThrow(/colour/);
  });
});
