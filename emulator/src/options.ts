import type { FastifyInstance } from 'fastify';

import type { Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { CatalogueSize } from './panel/panel-catalogue.js';
import type { PanelFaults } from './panel/panel-settings.js';
import type { PanelEmulator } from './panel/panel.js';

/**
 * Kinds of broken answer the fault injector can give: instead of the real reply
 * (`whmcs`, `http`, `html`, `garbage`), or before it (`notice`: a PHP warning printed
 * ahead of the JSON; `bom`: a UTF-8 byte order mark ahead of the JSON).
 */
export type FaultKind =
  'whmcs' | 'http' | 'html' | 'garbage' | 'notice' | 'bom';

/**
 * `real` (default): what a real WHMCS install answers (text stored HTML-escaped, odd
 * but real records in the seeds). `docs`: the shapes and texts of WHMCS's published
 * example replies, nothing escaped, no odd records.
 */
export type ReplyStyle = 'real' | 'docs';

/** Latency and fault switches applied to `POST /includes/api.php` calls. */
export interface EmulatorFaults {
  /** Fixed delay before answering, in milliseconds. */
  latencyMs: number;
  /** Extra random delay, uniformly 0..jitterMs, in milliseconds. */
  jitterMs: number;
  /** Probability (0..1) that a call answers with a fault of `errorKind`. */
  errorRate: number;
  errorKind: FaultKind;
  /** Never answer (until the client aborts or the emulator closes). */
  hang: boolean;
  /** `null` = every action; otherwise only these actions (case-insensitive). */
  actions: string[] | null;
}

/** API credentials the emulator accepts. */
export interface EmulatorCredentials {
  identifier: string;
  secret: string;
  /** When set, every call must carry a matching `accesskey`. */
  accessKey?: string;
}

/** Options of {@link buildEmulator}; every field has a default. */
export interface EmulatorOptions {
  /** SQLite file; default `':memory:'`. An already seeded file is reused as it is. */
  dbPath?: string;
  /** `'demo'` (default) seeds the demo customers; `'none'` only WHMCS configuration. */
  seed?: 'demo' | 'none';
  /** Extra generated clients (ids from 10001), default 0. */
  bulkClients?: number;
  /** Default {@link DEMO_CREDENTIALS}. */
  credentials?: EmulatorCredentials;
  faults?: Partial<EmulatorFaults>;
  /** Latency and fault switches of the IPTV panel's player API (`/player_api.php`). */
  panelFaults?: Partial<PanelFaults>;
  /** How many live channels and categories the panel carries; default 10 000 over 60. */
  panelCatalogue?: Partial<CatalogueSize>;
  /** Base URL of this emulator for SSO links; default derived from the request's Host. */
  publicUrl?: string;
  /** Base URL of the members area for "back" links; default `http://127.0.0.1:3000`. */
  membersAreaUrl?: string;
  /** Fastify request logging; default false. */
  logger?: boolean;
  /** Default `'real'`; `'docs'` answers like WHMCS's published samples. */
  replyStyle?: ReplyStyle;
  /**
   * WHMCS version to behave as (`X.Y.Z`), default `LATEST_WHMCS_VERSION` (9.0.3):
   * reported by WhmcsDetails and switching the fields WHMCS added over time.
   */
  whmcsVersion?: string;
  /**
   * Actions the API credential's role lacks (WHMCS 7.4+ API roles): calling one
   * answers `Invalid Permissions: API action "<action>" is not allowed`. Default none.
   */
  deniedActions?: string[];
  /** The emulator's clock (milliseconds since the epoch); default the machine's. */
  now?: Clock;
  /**
   * The IANA time zone WHMCS dates in (its server's zone: "today", due dates,
   * timestamps); default `'UTC'`. The members area passes its `BILLING_TIMEZONE`.
   */
  timeZone?: string;
  /**
   * The demo's seed day (`YYYY-MM-DD`): every seeded date is a fixed number of days
   * from it, so the demo tells the same story on any day. Default: today by `now` in
   * `timeZone` when the database is seeded. A database seeded before keeps its own.
   */
  seedDate?: string;
}

/** A built emulator: a Fastify app (not listening) and its database. */
export interface Emulator {
  app: FastifyInstance;
  db: Database;
  /** The day the database's demo dates count from (`YYYY-MM-DD`, kept in its meta). */
  seedDate: string;
  /** The IPTV panel answering `/player_api.php` for the WHMCS lines. */
  panel: PanelEmulator;
  /** Current fault switches (a copy). */
  faults(): EmulatorFaults;
  /** How many times `networkissuesrss.php` was read since the start. */
  networkIssuesFeedReads(): number;
  /** Changes some fault switches; throws on invalid values. */
  setFaults(faults: Partial<EmulatorFaults>): void;
  /** Back to no latency and no faults. */
  resetFaults(): void;
  /** The actions the API role currently lacks (a copy). */
  deniedActions(): string[];
  /** Replaces the actions the API role lacks (`[]` allows everything again). */
  setDeniedActions(actions: string[]): void;
  /** Releases hanging requests, closes the app and the database. */
  close(): Promise<void>;
}

/** Options of {@link startEmulator}: build options plus where to listen. */
export interface StartEmulatorOptions extends EmulatorOptions {
  /** Default `127.0.0.1`. */
  host?: string;
  /** Default 0 (an ephemeral port). */
  port?: number;
}

/** A listening emulator with its base URL, e.g. `http://127.0.0.1:41234`. */
export interface RunningEmulator extends Emulator {
  url: string;
}
