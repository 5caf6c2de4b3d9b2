import { parseArgs } from 'node:util';

import { DEFAULT_TIME_ZONE, isIsoDate, isTimeZone } from './calendar.js';
import { readPanelFaults, readWhmcsFaults } from './cli-faults.js';
import { createCliReader } from './cli-reader.js';
import type { CliReader, Env } from './cli-reader.js';
import { DEMO_CREDENTIALS } from './constants.js';
import type { ReplyStyle, StartEmulatorOptions } from './options.js';
import { isWhmcsVersion, LATEST_WHMCS_VERSION } from './whmcs-version.js';

/** What the command line asks for. */
export interface CliSettings {
  options: StartEmulatorOptions & {
    host: string;
    port: number;
    dbPath: string;
  };
  /** Seed the database file and exit without listening. */
  seedOnly: boolean;
  /** Delete the database file (and its WAL files) first. */
  reset: boolean;
  help: boolean;
}

/** Raised with every problem found in the flags and environment. */
export class CliConfigError extends Error {
  override readonly name = 'CliConfigError';

  /** Each problem, one line per flag or variable. */
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** The `--help` text. */
export const USAGE = `Usage: whmcs-emulator [options]

Serves the WHMCS external API (POST /includes/api.php) from SQLite.

Options (environment variable in brackets; flags win):
  --host <host>          listen address, default 127.0.0.1        [EMULATOR_HOST]
  --port <port>          listen port (0 = any), default 8090       [EMULATOR_PORT]
  --db <file>            SQLite file, default :memory:            [EMULATOR_DB]
  --seed demo|none       seed on first use, default demo           [EMULATOR_SEED]
  --clients <n>          extra generated clients (ids > 10000)     [EMULATOR_CLIENTS]
  --seed-only            seed the --db file and exit
  --seed-date <date>     day the demo's dates count from (YYYY-MM-DD),
                         default today in --time-zone              [EMULATOR_SEED_DATE]
  --time-zone <zone>     IANA zone WHMCS dates in, default UTC     [EMULATOR_TIME_ZONE]
  --reset                delete the --db file first
  --latency <ms>         fixed delay per API call                  [EMULATOR_LATENCY_MS]
  --jitter <ms>          extra random delay 0..ms                  [EMULATOR_JITTER_MS]
  --error-rate <0..1>    share of API calls that fail              [EMULATOR_ERROR_RATE]
  --error-kind <kind>    whmcs | http | html | garbage | notice | bom
                                                                   [EMULATOR_ERROR_KIND]
  --hang                 never answer API calls                    [EMULATOR_HANG]
  --panel-latency <ms>   fixed delay per panel login call       [EMULATOR_PANEL_LATENCY_MS]
  --panel-error-kind <k> http | html | garbage | drop (every panel call)
                                                                   [EMULATOR_PANEL_ERROR_KIND]
  --panel-hang           the panel never answers                   [EMULATOR_PANEL_HANG]
  --panel-numbers <m>    text (default) | numbers in panel answers [EMULATOR_PANEL_NUMBERS]
  --reply-style <style>  real (as live WHMCS installs) | docs (as WHMCS's samples),
                         default real                              [EMULATOR_REPLY_STYLE]
  --whmcs-version <v>    WHMCS version to behave as, default ${LATEST_WHMCS_VERSION}
                                                                   [EMULATOR_WHMCS_VERSION]
  --deny-actions <a,b>   actions the API role lacks                [EMULATOR_DENIED_ACTIONS]
  --members-url <url>    members area base for "back" links        [EMULATOR_MEMBERS_URL]
  --public-url <url>     this emulator's base URL for SSO links    [EMULATOR_PUBLIC_URL]
  --help                 show this text
Also: EMULATOR_IDENTIFIER, EMULATOR_SECRET, EMULATOR_ACCESS_KEY (API credentials),
EMULATOR_FAULT_ACTIONS (comma list of actions the faults apply to).
`;

const CLI_FLAGS = {
  host: { type: 'string' },
  port: { type: 'string' },
  db: { type: 'string' },
  seed: { type: 'string' },
  clients: { type: 'string' },
  'seed-only': { type: 'boolean' },
  'seed-date': { type: 'string' },
  'time-zone': { type: 'string' },
  reset: { type: 'boolean' },
  latency: { type: 'string' },
  jitter: { type: 'string' },
  'error-rate': { type: 'string' },
  'error-kind': { type: 'string' },
  hang: { type: 'boolean' },
  'panel-latency': { type: 'string' },
  'panel-error-kind': { type: 'string' },
  'panel-hang': { type: 'boolean' },
  'panel-numbers': { type: 'string' },
  'members-url': { type: 'string' },
  'public-url': { type: 'string' },
  'reply-style': { type: 'string' },
  'whmcs-version': { type: 'string' },
  'deny-actions': { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** How the API answers: reply style, WHMCS version and the actions the role lacks. */
function readApiBehaviour(reader: CliReader): {
  replyStyle: ReplyStyle;
  whmcsVersion: string;
  deniedActions: string[];
} {
  const { problems, pick } = reader;
  let replyStyle: ReplyStyle = 'real';
  const style = pick('reply-style', 'EMULATOR_REPLY_STYLE');
  if (style) {
    if (style[1] === 'real' || style[1] === 'docs') {
      replyStyle = style[1];
    } else {
      problems.push(`${style[0]}: "${style[1]}" must be real or docs`);
    }
  }
  let whmcsVersion = LATEST_WHMCS_VERSION;
  const version = pick('whmcs-version', 'EMULATOR_WHMCS_VERSION');
  if (version) {
    if (isWhmcsVersion(version[1])) {
      whmcsVersion = version[1];
    } else {
      problems.push(
        `${version[0]}: "${version[1]}" must be a version like ${LATEST_WHMCS_VERSION}`,
      );
    }
  }
  const denied = pick('deny-actions', 'EMULATOR_DENIED_ACTIONS');
  const deniedActions = denied
    ? denied[1]
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
    : [];
  return { replyStyle, whmcsVersion, deniedActions };
}

/** What is seeded and the calendar it counts in: seed mode, seed day and time zone. */
function readSeedSettings(reader: CliReader): {
  seedMode: 'demo' | 'none';
  seedDate: string | undefined;
  timeZone: string;
} {
  const { problems, pick } = reader;
  const seed = pick('seed', 'EMULATOR_SEED');
  let seedMode: 'demo' | 'none' = 'demo';
  if (seed) {
    if (seed[1] === 'demo' || seed[1] === 'none') {
      seedMode = seed[1];
    } else {
      problems.push(`${seed[0]}: "${seed[1]}" must be demo or none`);
    }
  }
  const seedDateFound = pick('seed-date', 'EMULATOR_SEED_DATE');
  let seedDate: string | undefined;
  if (seedDateFound) {
    if (isIsoDate(seedDateFound[1])) {
      seedDate = seedDateFound[1];
    } else {
      problems.push(
        `${seedDateFound[0]}: "${seedDateFound[1]}" must be a date YYYY-MM-DD`,
      );
    }
  }
  const zoneFound = pick('time-zone', 'EMULATOR_TIME_ZONE');
  let timeZone = DEFAULT_TIME_ZONE;
  if (zoneFound) {
    if (isTimeZone(zoneFound[1])) {
      timeZone = zoneFound[1];
    } else {
      problems.push(
        `${zoneFound[0]}: "${zoneFound[1]}" must be an IANA time zone such as UTC or Europe/Berlin`,
      );
    }
  }
  return { seedMode, seedDate, timeZone };
}

/**
 * Reads flags and environment into emulator options. Flags win over variables;
 * all problems are collected and thrown together as a {@link CliConfigError}.
 */
export function parseCliSettings(argv: string[], env: Env): CliSettings {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: CLI_FLAGS,
  });
  const reader = createCliReader(values, env);
  const { problems, pick, readInt, readUrl } = reader;
  const faults = readWhmcsFaults(reader);
  const panelFaults = readPanelFaults(reader);
  const { replyStyle, whmcsVersion, deniedActions } = readApiBehaviour(reader);
  const { seedMode, seedDate, timeZone } = readSeedSettings(reader);
  const dbPath = pick('db', 'EMULATOR_DB')?.[1] ?? ':memory:';
  const seedOnly = values['seed-only'] === true;
  const reset = values.reset === true;
  if ((seedOnly || reset) && dbPath === ':memory:') {
    problems.push(
      `--${seedOnly ? 'seed-only' : 'reset'} needs a database file (--db <file>)`,
    );
  }
  const identifier = env['EMULATOR_IDENTIFIER'] || DEMO_CREDENTIALS.identifier;
  const secret = env['EMULATOR_SECRET'] || DEMO_CREDENTIALS.secret;
  const accessKey = env['EMULATOR_ACCESS_KEY'] || undefined;

  const settings: CliSettings = {
    options: {
      host: pick('host', 'EMULATOR_HOST')?.[1] ?? '127.0.0.1',
      port: readInt('port', 'EMULATOR_PORT', 8090, 0, 65535),
      dbPath,
      seed: seedMode,
      bulkClients: readInt('clients', 'EMULATOR_CLIENTS', 0, 0, 1_000_000),
      ...(seedDate === undefined ? {} : { seedDate }),
      timeZone,
      credentials: accessKey
        ? { identifier, secret, accessKey }
        : { identifier, secret },
      faults,
      panelFaults,
      membersAreaUrl: readUrl('members-url', 'EMULATOR_MEMBERS_URL'),
      publicUrl: readUrl('public-url', 'EMULATOR_PUBLIC_URL'),
      replyStyle,
      whmcsVersion,
      deniedActions,
    },
    seedOnly,
    reset,
    help: values.help === true,
  };
  if (problems.length > 0) {
    throw new CliConfigError(problems);
  }
  return settings;
}
