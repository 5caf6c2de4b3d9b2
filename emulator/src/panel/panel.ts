import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { safeEqual } from '../auth.js';
import { addDays } from '../calendar.js';
import type { Clock } from '../clock.js';
import {
  listProductCustomFields,
  getCustomFieldValues,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import { listServices } from '../db/services.js';
import type { EmulatorCredentials } from '../options.js';

/**
 * An IPTV panel's player API (the Xtream Codes `player_api.php` login
 * answer), for the lines of the emulated WHMCS: a line is a service's
 * username and its Password custom field, so a password reset in WHMCS
 * changes what the panel accepts. Its state (status, expiry, connections)
 * is the panel's own, seeded for the demo lines. Sources in README.md
 * ("The IPTV panel").
 */

/** A line's state on the panel. */
export interface PanelLineState {
  /** `Active`, `Expired`, `Banned`, `Disabled`. */
  status: string;
  /** Unix seconds, or null for a line that never expires. */
  expDate: number | null;
  isTrial: boolean;
  activeCons: number;
  /** 0 = unlimited, as XC and XUI set it. */
  maxConnections: number;
  allowedOutputFormats: string[];
  createdAt: number;
  /**
   * The panel's own copy of the password when it drifted from WHMCS (a
   * reset made on the panel alone); null follows WHMCS's Password field.
   */
  password: string | null;
}

/** Broken answers the panel can give instead of the login answer. */
export type PanelFaultKind = 'none' | 'http' | 'garbage' | 'html' | 'drop';

/** Latency and fault switches of the panel (its own, apart from WHMCS's). */
export interface PanelFaults {
  latencyMs: number;
  /** Never answer until the client gives up or the emulator closes. */
  hang: boolean;
  errorKind: PanelFaultKind;
  /**
   * `text` (XC, XUI and most clones: `"active_cons": "1"`) or `numbers`
   * (some forks and proxies: `"active_cons": 1`, `"auth": 1`).
   */
  numbers: 'text' | 'numbers';
}

/** No latency, no fault, numbers as text. */
export const DEFAULT_PANEL_FAULTS: PanelFaults = {
  latencyMs: 0,
  hang: false,
  errorKind: 'none',
  numbers: 'text',
};

const PANEL_FAULT_KINDS: readonly PanelFaultKind[] = [
  'none',
  'http',
  'garbage',
  'html',
  'drop',
];

/** Thrown for panel settings that make no sense. */
export class InvalidPanelSettingError extends Error {
  override readonly name = 'InvalidPanelSettingError';
}

const DAY_SECONDS = 86_400;

/** Unix seconds of the end of a WHMCS date (YYYY-MM-DD), UTC: the panel's own zone. */
function endOfDay(date: string): number | null {
  const time = Date.parse(`${date}T23:59:59Z`);
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
}

/**
 * The demo lines' state on the panel: one with a free connection, one at its
 * limit, one expired on the panel (3 days before the seed day) while Active in
 * WHMCS, one trial.
 */
const demoLines = (
  seedDate: string,
): Record<string, Partial<PanelLineState>> => ({
  demo_premium: {
    activeCons: 1,
    maxConnections: 2,
    allowedOutputFormats: ['m3u8', 'ts', 'rtmp'],
  },
  demo_standard: { activeCons: 1, maxConnections: 1 },
  demo_bedroom: {
    status: 'Expired',
    expDate: endOfDay(addDays(seedDate, -3)),
    activeCons: 0,
    maxConnections: 1,
    allowedOutputFormats: ['m3u8'],
  },
  other_standard: { isTrial: true, activeCons: 0, maxConnections: 1 },
});

function readLineState(input: unknown): Partial<PanelLineState> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidPanelSettingError('line state must be an object');
  }
  const record = input as Record<string, unknown>;
  const out: Partial<PanelLineState> = {};
  for (const [key, value] of Object.entries(record)) {
    switch (key) {
      case 'status':
        if (typeof value !== 'string' || value === '') {
          throw new InvalidPanelSettingError('status must be a word');
        }
        out.status = value;
        break;
      case 'expDate':
        if (value !== null && (typeof value !== 'number' || value < 0)) {
          throw new InvalidPanelSettingError('expDate must be seconds or null');
        }
        out.expDate = value;
        break;
      case 'isTrial':
        if (typeof value !== 'boolean') {
          throw new InvalidPanelSettingError('isTrial must be a boolean');
        }
        out.isTrial = value;
        break;
      case 'activeCons':
      case 'maxConnections':
        if (!Number.isInteger(value) || (value as number) < 0) {
          throw new InvalidPanelSettingError(`${key} must be a count`);
        }
        out[key] = value as number;
        break;
      case 'password':
        if (value !== null && typeof value !== 'string') {
          throw new InvalidPanelSettingError('password must be text or null');
        }
        out.password = value;
        break;
      case 'allowedOutputFormats':
        if (
          !Array.isArray(value) ||
          !value.every((format) => typeof format === 'string')
        ) {
          throw new InvalidPanelSettingError(
            'allowedOutputFormats must be a list',
          );
        }
        out.allowedOutputFormats = [...(value as string[])];
        break;
      default:
        throw new InvalidPanelSettingError(`unknown line setting "${key}"`);
    }
  }
  return out;
}

/** Checks a partial panel fault setting and returns a clean copy. */
export function parsePanelFaults(input: unknown): Partial<PanelFaults> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidPanelSettingError('faults must be an object');
  }
  const record = input as Record<string, unknown>;
  const out: Partial<PanelFaults> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'latencyMs') {
      if (typeof value !== 'number' || !(value >= 0)) {
        throw new InvalidPanelSettingError('latencyMs must be a number >= 0');
      }
      out.latencyMs = value;
    } else if (key === 'hang') {
      if (typeof value !== 'boolean') {
        throw new InvalidPanelSettingError('hang must be a boolean');
      }
      out.hang = value;
    } else if (key === 'errorKind') {
      if (!PANEL_FAULT_KINDS.includes(value as PanelFaultKind)) {
        throw new InvalidPanelSettingError(
          `errorKind must be one of ${PANEL_FAULT_KINDS.join(', ')}`,
        );
      }
      out.errorKind = value as PanelFaultKind;
    } else if (key === 'numbers') {
      if (value !== 'text' && value !== 'numbers') {
        throw new InvalidPanelSettingError('numbers must be text or numbers');
      }
      out.numbers = value;
    } else {
      throw new InvalidPanelSettingError(`unknown fault setting "${key}"`);
    }
  }
  return out;
}

/** What a panel is made with. */
export interface PanelOptions {
  /** Its fault switches at the start; default none. */
  faults?: Partial<PanelFaults> | undefined;
  /** The panel's clock: the emulator's. */
  now: Clock;
  /** The seed day of the WHMCS data, which the demo lines' panel state counts from. */
  seedDate: string;
}

/** The panel's state: its lines' own state, its faults and what it was asked. */
export class PanelEmulator {
  private faults: PanelFaults;
  private readonly lines = new Map<string, PanelLineState>();
  private readonly callCounts = new Map<string, number>();
  private readonly waiting = new Set<() => void>();
  private readonly demoLines: Record<string, Partial<PanelLineState>>;
  /** The panel's clock (milliseconds since the epoch). */
  readonly now: Clock;

  constructor(
    private readonly db: Database,
    options: PanelOptions,
  ) {
    this.faults = {
      ...DEFAULT_PANEL_FAULTS,
      ...parsePanelFaults(options.faults ?? {}),
    };
    this.now = options.now;
    this.demoLines = demoLines(options.seedDate);
  }

  /** A copy of the current fault switches. */
  getFaults(): PanelFaults {
    return { ...this.faults };
  }

  /** Changes some fault switches; throws on bad values. */
  setFaults(faults: Partial<PanelFaults>): void {
    this.faults = { ...this.faults, ...parsePanelFaults(faults) };
  }

  /** Back to no latency and no fault. */
  resetFaults(): void {
    this.faults = { ...DEFAULT_PANEL_FAULTS };
  }

  /** Login calls the panel answered or dropped for `username` (all lines without it). */
  calls(username?: string): number {
    if (username !== undefined) {
      return this.callCounts.get(username) ?? 0;
    }
    let total = 0;
    for (const count of this.callCounts.values()) {
      total += count;
    }
    return total;
  }

  /** Forgets the call counts. */
  resetCalls(): void {
    this.callCounts.clear();
  }

  /** Ends every delayed or hanging call by dropping its connection. */
  releaseAll(): void {
    for (const release of [...this.waiting]) {
      release();
    }
  }

  /** The line of a WHMCS service username, or undefined when WHMCS has none. */
  line(username: string): PanelLineState | undefined {
    const service = this.findService(username);
    if (!service) {
      return undefined;
    }
    let state = this.lines.get(username);
    if (!state) {
      state = this.seedLine(username, service.status, service.nextduedate);
      this.lines.set(username, state);
    }
    return { ...state, allowedOutputFormats: [...state.allowedOutputFormats] };
  }

  /** Changes a line's state on the panel; throws on bad values or an unknown line. */
  setLine(username: string, input: unknown): PanelLineState {
    const current = this.line(username);
    if (!current) {
      throw new InvalidPanelSettingError(`no line "${username}"`);
    }
    const next = { ...current, ...readLineState(input) };
    this.lines.set(username, next);
    return this.line(username) ?? next;
  }

  private findService(username: string) {
    if (username === '') {
      return undefined;
    }
    return listServices(this.db, { username }, { start: 0, limit: 1 }).rows[0];
  }

  private seedLine(
    username: string,
    whmcsStatus: string,
    nextDueDate: string,
  ): PanelLineState {
    const seeded = this.demoLines[username] ?? {};
    const status =
      whmcsStatus === 'Active' || whmcsStatus === 'Pending'
        ? 'Active'
        : 'Disabled';
    return {
      status,
      expDate: endOfDay(nextDueDate),
      isTrial: false,
      activeCons: 0,
      maxConnections: 1,
      allowedOutputFormats: ['m3u8', 'ts'],
      createdAt: Math.floor(this.now() / 1000) - 30 * DAY_SECONDS,
      password: null,
      ...seeded,
    };
  }

  /** The line's password: the service's Password custom field, else its own. */
  linePassword(username: string): string | undefined {
    const service = this.findService(username);
    if (!service) {
      return undefined;
    }
    const fields = listProductCustomFields(this.db, service.product_id).filter(
      (field) => field.name.toLowerCase() === 'password',
    );
    const values = getCustomFieldValues(this.db, service.id, fields);
    const field = fields[0];
    const value = field ? (values.get(field.id) ?? '').trim() : '';
    return value === '' ? service.password : value;
  }

  /** Waits `ms` (forever for Infinity); false when the call went away. */
  wait(ms: number, reply: FastifyReply): Promise<boolean> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (done: boolean): void => {
        clearTimeout(timer);
        this.waiting.delete(release);
        reply.raw.off('close', abort);
        resolve(done);
      };
      const release = (): void => finish(false);
      const abort = (): void => finish(false);
      this.waiting.add(release);
      reply.raw.once('close', abort);
      if (Number.isFinite(ms)) {
        timer = setTimeout(() => finish(true), ms);
      }
    });
  }

  /** Counts one login call of `username`. */
  count(username: string): void {
    this.callCounts.set(username, (this.callCounts.get(username) ?? 0) + 1);
  }
}

function query(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const GARBAGE_ANSWER = '{"user_info":{"username":"demo_premium","auth":1,"sta';

const HTML_ANSWER =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The login answer of a line, numbers as text or as numbers. */
function loginAnswer(
  username: string,
  password: string,
  line: PanelLineState,
  nowSeconds: number,
  host: string,
  asText: boolean,
): Record<string, unknown> {
  const number = (value: number): string | number =>
    asText ? String(value) : value;
  const [hostname = '127.0.0.1', port = '80'] = host.split(':');
  return {
    user_info: {
      username,
      password,
      message: 'Welcome to StreamMax',
      auth: 1,
      status: line.status,
      exp_date: line.expDate === null ? null : number(line.expDate),
      is_trial: asText ? (line.isTrial ? '1' : '0') : line.isTrial ? 1 : 0,
      active_cons: number(line.activeCons),
      created_at: number(line.createdAt),
      max_connections: number(line.maxConnections),
      allowed_output_formats: [...line.allowedOutputFormats],
    },
    server_info: {
      url: hostname,
      port: asText ? port : Number(port),
      https_port: '',
      server_protocol: 'http',
      rtmp_port: asText ? '25462' : 25462,
      timezone: 'UTC',
      timestamp_now: nowSeconds,
      time_now: formatTime(nowSeconds),
    },
  };
}

/** Where the panel's admin routes live, guarded like the WHMCS emulator's. */
export const PANEL_ADMIN_PATH = '/_emulator/panel';

/**
 * Registers `GET /player_api.php` (the login answer; wrong credentials get
 * HTTP 200 with `auth: 0`, as XC panels answer) and the admin routes
 * (`/_emulator/panel/faults`, `/_emulator/panel/lines/:username`,
 * `/_emulator/panel/calls`), guarded by the WHMCS API credentials.
 */
export function registerPanelRoutes(
  app: FastifyInstance,
  panel: PanelEmulator,
  credentials: EmulatorCredentials,
): void {
  app.get('/player_api.php', async (request, reply) => {
    const username = query(request, 'username');
    const password = query(request, 'password');
    panel.count(username);
    const faults = panel.getFaults();
    if (faults.latencyMs > 0 && !(await panel.wait(faults.latencyMs, reply))) {
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (faults.hang) {
      await panel.wait(Number.POSITIVE_INFINITY, reply);
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    switch (faults.errorKind) {
      case 'http':
        return reply.code(503).type('text/plain').send('Service Unavailable');
      case 'html':
        return reply.code(200).type('text/html').send(HTML_ANSWER);
      case 'garbage':
        return reply.code(200).type('application/json').send(GARBAGE_ANSWER);
      case 'drop':
        reply.hijack();
        reply.raw.destroy();
        return reply;
      case 'none':
        break;
    }
    const line = panel.line(username);
    const expected = line?.password ?? panel.linePassword(username);
    if (
      expected === undefined ||
      line === undefined ||
      !safeEqual(password, expected)
    ) {
      return reply.code(200).send({ user_info: { auth: 0 } });
    }
    const host = header(request, 'host');
    return reply.send(
      loginAnswer(
        username,
        password,
        line,
        Math.floor(panel.now() / 1000),
        host,
        faults.numbers === 'text',
      ),
    );
  });

  const guard = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const identifierOk = safeEqual(
      header(request, 'x-emulator-identifier'),
      credentials.identifier,
    );
    const secretOk = safeEqual(
      header(request, 'x-emulator-secret'),
      credentials.secret,
    );
    if (!identifierOk || !secretOk) {
      await reply.code(403).send({ error: 'Forbidden' });
    }
  };
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof InvalidPanelSettingError) {
      return reply.code(400).send({ error: error.message });
    }
    throw error;
  };
  app.get(`${PANEL_ADMIN_PATH}/faults`, { preHandler: guard }, async () =>
    panel.getFaults(),
  );
  app.put(
    `${PANEL_ADMIN_PATH}/faults`,
    { preHandler: guard },
    async (request, reply) => {
      try {
        panel.setFaults(request.body as Partial<PanelFaults>);
      } catch (error) {
        return refuse(reply, error);
      }
      return panel.getFaults();
    },
  );
  app.delete(`${PANEL_ADMIN_PATH}/faults`, { preHandler: guard }, async () => {
    panel.resetFaults();
    return panel.getFaults();
  });
  app.get<{ Params: { username: string } }>(
    `${PANEL_ADMIN_PATH}/lines/:username`,
    { preHandler: guard },
    async (request, reply) =>
      panel.line(request.params.username) ??
      reply.code(404).send({ error: 'no such line' }),
  );
  app.put<{ Params: { username: string } }>(
    `${PANEL_ADMIN_PATH}/lines/:username`,
    { preHandler: guard },
    async (request, reply) => {
      try {
        return panel.setLine(request.params.username, request.body);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
  app.get<{ Querystring: { username?: string } }>(
    `${PANEL_ADMIN_PATH}/calls`,
    { preHandler: guard },
    async (request) => ({ calls: panel.calls(request.query.username) }),
  );
  app.delete(`${PANEL_ADMIN_PATH}/calls`, { preHandler: guard }, async () => {
    panel.resetCalls();
    return { calls: 0 };
  });
}
