import formbody from '@fastify/formbody';
import Fastify from 'fastify';

import { createWhmcsRelease, type WhmcsRelease } from './actions/types.js';
import { registerAdminRoutes } from './admin-routes.js';
import { ApiRole } from './api-role.js';
import {
  createServerClock,
  DEFAULT_TIME_ZONE,
  isIsoDate,
  isTimeZone,
} from './calendar.js';
import { systemClock } from './clock.js';
import { DEFAULT_MEMBERS_AREA_URL, DEMO_CREDENTIALS } from './constants.js';
import { openDatabase, type Database } from './db/database.js';
import {
  seedDatabase,
  storedSeedDate,
  type SeedOptions,
} from './db/seed/seed.js';
import { registerApiRoute } from './dispatch.js';
import { FaultInjector } from './faults.js';
import type {
  Emulator,
  EmulatorOptions,
  ReplyStyle,
  RunningEmulator,
  StartEmulatorOptions,
} from './options.js';
import { registerAddPayMethodPage } from './pages/add-pay-method.js';
import { registerClientAreaPage } from './pages/client-area.js';
import { registerNetworkIssuesRss } from './pages/network-issues-rss.js';
import { registerRegisterPage } from './pages/register.js';
import { registerSingleSignOnPage } from './pages/single-sign-on.js';
import { registerViewInvoicePage } from './pages/view-invoice.js';
import { registerPanelRoutes } from './panel/panel-routes.js';
import { PanelEmulator } from './panel/panel.js';
import { LATEST_WHMCS_VERSION } from './whmcs-version.js';

/** Largest accepted request body: base64 ticket attachments make API calls big. */
const BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Checks the options; returns those with a default: bulk clients, reply style, release, zone. */
function checkOptions(options: EmulatorOptions): {
  bulkClients: number;
  replyStyle: ReplyStyle;
  whmcs: WhmcsRelease;
  timeZone: string;
} {
  const bulkClients = options.bulkClients ?? 0;
  if (!Number.isInteger(bulkClients) || bulkClients < 0) {
    throw new Error('bulkClients must be a whole number >= 0');
  }
  const replyStyle = options.replyStyle ?? 'real';
  if (replyStyle !== 'real' && replyStyle !== 'docs') {
    throw new Error('replyStyle must be real or docs');
  }
  const whmcs = createWhmcsRelease(
    options.whmcsVersion ?? LATEST_WHMCS_VERSION,
  );
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) {
    throw new Error(
      'timeZone must be an IANA time zone such as UTC or Europe/Berlin',
    );
  }
  if (options.seedDate !== undefined && !isIsoDate(options.seedDate)) {
    throw new Error('seedDate must be a date YYYY-MM-DD');
  }
  return { bulkClients, replyStyle, whmcs, timeZone };
}

/** Opens the database and seeds it on first use; returns it with its seed day. */
function openSeededDatabase(
  dbPath: string,
  seedOptions: SeedOptions,
): { db: Database; seedDate: string } {
  const db = openDatabase(dbPath);
  let seedDate: string;
  try {
    seedDatabase(db, seedOptions);
    // A file seeded before keeps its own seed day.
    seedDate = storedSeedDate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return { db, seedDate };
}

/**
 * Builds the emulator: opens (and on first use seeds, dated from the seed day) the
 * database and registers the API, the fault admin routes, the IPTV panel and the
 * demo pages on a Fastify app, all reading one clock. Never listens.
 */
export async function buildEmulator(
  options: EmulatorOptions = {},
): Promise<Emulator> {
  const { bulkClients, replyStyle, whmcs, timeZone } = checkOptions(options);
  const clock = createServerClock(options.now ?? systemClock, timeZone);
  const role = new ApiRole(options.deniedActions ?? []);
  const faults = new FaultInjector(options.faults);
  const { db, seedDate } = openSeededDatabase(options.dbPath ?? ':memory:', {
    seed: options.seed ?? 'demo',
    bulkClients,
    replyStyle,
    seedDate: options.seedDate ?? clock.today(),
  });
  const credentials = options.credentials ?? DEMO_CREDENTIALS;
  const membersAreaUrl = (
    options.membersAreaUrl ?? DEFAULT_MEMBERS_AREA_URL
  ).replace(/\/+$/, '');
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerApiRoute(app, {
    db,
    faults,
    credentials,
    publicUrl: options.publicUrl,
    replyStyle,
    whmcs,
    role,
    clock,
  });
  registerAdminRoutes(app, { db, faults, role, credentials, clock });
  const feedReads = { count: 0 };
  registerNetworkIssuesRss(app, { db, clock, reads: feedReads });
  const panel = new PanelEmulator(db, {
    faults: options.panelFaults,
    catalogue: options.panelCatalogue,
    now: clock.now,
    seedDate,
  });
  registerPanelRoutes(app, panel, credentials);
  registerSingleSignOnPage(app, { db, clock });
  registerViewInvoicePage(app, { db, clock, membersAreaUrl });
  registerClientAreaPage(app, { db, clock, membersAreaUrl });
  registerAddPayMethodPage(app, { db, clock, membersAreaUrl });
  registerRegisterPage(app, { db });

  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    seedDate,
    panel,
    faults: () => faults.get(),
    networkIssuesFeedReads: () => feedReads.count,
    setFaults: (settings) => faults.set(settings),
    resetFaults: () => faults.reset(),
    deniedActions: () => role.get(),
    setDeniedActions: (actions) => role.set(actions),
    close: () => {
      closing ??= (async () => {
        faults.releaseAll();
        panel.releaseAll();
        await app.close();
        db.close();
      })();
      return closing;
    },
  };
}

function formatUrl(host: string, port: number): string {
  const reachable =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return reachable.includes(':')
    ? `http://[${reachable}]:${port}`
    : `http://${reachable}:${port}`;
}

/**
 * Builds the emulator and listens on `host` (default 127.0.0.1) and `port` (default 0,
 * an ephemeral port); the result carries the base URL.
 */
export async function startEmulator(
  options: StartEmulatorOptions = {},
): Promise<RunningEmulator> {
  const { host = '127.0.0.1', port = 0, ...buildOptions } = options;
  const emulator = await buildEmulator(buildOptions);
  try {
    await emulator.app.listen({ host, port });
  } catch (error) {
    await emulator.close();
    throw error;
  }
  const address = emulator.app.server.address();
  const actualPort =
    address && typeof address === 'object' ? address.port : port;
  return { ...emulator, url: formatUrl(host, actualPort) };
}
