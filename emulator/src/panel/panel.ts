import type { FastifyReply } from 'fastify';

import { addDays } from '../calendar.js';
import type { Clock } from '../clock.js';
import {
  listProductCustomFields,
  getCustomFieldValues,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import { listServices } from '../db/services.js';

import {
  Catalogue,
  checkCatalogueSize,
  DEFAULT_CATALOGUE_SIZE,
} from './panel-catalogue.js';
import type { CatalogueSize } from './panel-catalogue.js';
import {
  DEFAULT_PANEL_FAULTS,
  InvalidPanelSettingError,
  parsePanelFaults,
  readLineState,
} from './panel-settings.js';
import type { PanelFaults, PanelLineState } from './panel-settings.js';

/**
 * An IPTV panel's player API (the Xtream Codes `player_api.php` login
 * answer), for the lines of the emulated WHMCS: a line is a service's
 * username and its Password custom field, so a password reset in WHMCS
 * changes what the panel accepts. Its state (status, expiry, connections)
 * is the panel's own, seeded for the demo lines. Sources in README.md
 * ("The IPTV panel").
 */

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

/** The key of a line's calls of one action. */
function callKey(username: string, action: string): string {
  return `${username}\u0000${action}`;
}

/** What a panel is made with. */
export interface PanelOptions {
  /** Its fault switches at the start; default none. */
  faults?: Partial<PanelFaults> | undefined;
  /** The panel's clock: the emulator's. */
  now: Clock;
  /** The seed day of the WHMCS data, which the demo lines' panel state counts from. */
  seedDate: string;
  /** How many live channels and categories it carries; default 10 000 over 60. */
  catalogue?: Partial<CatalogueSize> | undefined;
}

/** The panel's state: its lines' own state, its faults and what it was asked. */
export class PanelEmulator {
  private faults: PanelFaults;
  private readonly lines = new Map<string, PanelLineState>();
  private readonly callCounts = new Map<string, number>();
  private readonly waiting = new Set<() => void>();
  private readonly demoLines: Record<string, Partial<PanelLineState>>;
  private catalogue: Catalogue;
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
    this.catalogue = new Catalogue(
      checkCatalogueSize({ ...DEFAULT_CATALOGUE_SIZE, ...options.catalogue }),
    );
  }

  /** The live channels every Active line carries. */
  live(): Catalogue {
    return this.catalogue;
  }

  /** Generates the live list anew at another size; throws on bad counts. */
  setCatalogueSize(size: Partial<CatalogueSize>): CatalogueSize {
    try {
      this.catalogue = new Catalogue(
        checkCatalogueSize({ ...this.catalogue.size, ...size }),
      );
    } catch (error) {
      throw new InvalidPanelSettingError(
        error instanceof Error ? error.message : 'bad catalogue size',
      );
    }
    return { ...this.catalogue.size };
  }

  /** Back to the demo's 10 000 channels over 60 categories. */
  resetCatalogue(): void {
    this.catalogue = new Catalogue(DEFAULT_CATALOGUE_SIZE);
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

  /**
   * Calls the panel answered or dropped for `username` (all lines without
   * it) of one action: `''` (the default) is the login answer, else
   * `get_live_streams` and the others.
   */
  calls(username?: string, action = ''): number {
    if (username !== undefined) {
      return this.callCounts.get(callKey(username, action)) ?? 0;
    }
    let total = 0;
    for (const [key, count] of this.callCounts) {
      if (key.endsWith(`\u0000${action}`)) {
        total += count;
      }
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

  /** Counts one call of `username` of an action (`''`: the login answer). */
  count(username: string, action = ''): void {
    const key = callKey(username, action);
    this.callCounts.set(key, (this.callCounts.get(key) ?? 0) + 1);
  }
}
