/**
 * `npm run bench`: starts the WHMCS emulator with a generated data set and
 * the members-area server against it (two processes, real HTTP), then
 * measures sign-in, the dashboard read, MAC changes against thousands of
 * services, throughput under concurrent customers, the server's memory and
 * how often one line's dashboard views ask the IPTV panel (BENCH_ONLY:
 * first-view, first-view-brand, cold-dashboard, panel-calls,
 * channel-list, stack; the first view is measured without a brand and with
 * the example brand; the channel list's first screen in script time; stack
 * is the server's own part: sign-in, MAC changes, the load, its memory and
 * the scale-out).
 * Prints each figure with its target; exits 1 when a target is missed.
 *
 * Settings (environment): BENCH_CLIENTS (generated clients, default 5000),
 * BENCH_LATENCY_MS and BENCH_JITTER_MS (delay of each WHMCS call, default
 * 50 and 20), BENCH_USERS (concurrent customers, default 16), BENCH_SECONDS
 * (length of the load phase, default 15).
 */

import { BASE_PATH, PAGES, withLocale } from '@members/contract';

import { measureChannelList } from './channel-list.js';
import { MembersClient } from './client.js';
import { measureColdDashboard } from './cold-dashboard.js';
import {
  loadDashboards,
  macChanges,
  sequentialReads,
  signInCustomers,
} from './customer-phases.js';
import { measureFirstView } from './first-view.js';
import { measurePanelCalls } from './panel-calls.js';
import {
  freePort,
  memberServerEnv,
  residentMiB,
  startEmulatorProcess,
  startNode,
  waitUntil,
} from './processes.js';
import type { Child } from './processes.js';
import { measureScaleOut } from './scale-out.js';
import {
  BULK_PASSWORD,
  FIRST_BULK_CLIENT,
  settings,
  slowestCallMs,
} from './settings.js';
import { formatChecks, passes, round } from './stats.js';
import type { Check, Summary } from './stats.js';

function describe(label: string, summary: Summary): string {
  return `${label}: n=${summary.count} p50=${round(summary.p50)} ms p95=${round(
    summary.p95,
  )} ms p99=${round(summary.p99)} ms max=${round(summary.max)} ms`;
}

async function startStack(): Promise<{
  emulator: Child;
  server: Child;
  client: MembersClient;
  serverReadyMs: number;
  emulatorUrl: string;
}> {
  const serverPort = await freePort();
  const serverUrl = `http://127.0.0.1:${serverPort}`;

  const {
    emulator,
    url: emulatorUrl,
    readyMs: emulatorReadyMs,
  } = await startEmulatorProcess([
    '--clients',
    String(settings.clients),
    '--latency',
    String(settings.latencyMs),
    '--jitter',
    String(settings.jitterMs),
  ]);
  console.log(
    `emulator: ${settings.clients} generated clients, WHMCS calls take ${settings.latencyMs}–${slowestCallMs} ms, ready in ${round(emulatorReadyMs)} ms`,
  );

  const server = startNode(
    'server/dist/main.js',
    [],
    memberServerEnv(serverPort, emulatorUrl),
  );
  const serverReadyMs = await waitUntil(
    server,
    async () => (await fetch(`${serverUrl}/healthz`)).status === 200,
    30_000,
  );
  return {
    emulator,
    server,
    client: new MembersClient(serverUrl),
    serverReadyMs,
    emulatorUrl,
  };
}

/** The figures of the stack's phases. */
interface StackFigures {
  serverReadyMs: number;
  signIn: Summary;
  single: Summary;
  loaded: { summary: Summary; perSecond: number; errors: number };
  mac: { first: number; steady: Summary; conflictRefused: boolean };
  afterStart: number | null;
  afterLoad: number | null;
}

/** The server's memory after start and after the load, against the targets. */
function memoryChecks(
  afterStart: number | null,
  afterLoad: number | null,
): Check[] {
  return [
    {
      name: 'server RSS after start',
      value: afterStart ?? Number.POSITIVE_INFINITY,
      unit: 'MiB',
      target: 120,
      kind: 'max',
    },
    {
      name: 'server RSS after the load',
      value: afterLoad ?? Number.POSITIVE_INFINITY,
      unit: 'MiB',
      target: 200,
      kind: 'max',
    },
  ];
}

/** The stack's figures against their targets. */
function stackChecks({
  serverReadyMs,
  signIn,
  single,
  loaded,
  mac,
  afterStart,
  afterLoad,
}: StackFigures): Check[] {
  return [
    {
      name: 'server ready after start',
      value: serverReadyMs,
      unit: 'ms',
      target: 3000,
      kind: 'max',
    },
    {
      name: 'password sign-in p95',
      value: signIn.p95,
      unit: 'ms',
      target: 4 * slowestCallMs + 250,
      kind: 'max',
    },
    {
      name: 'allData p95 (one customer)',
      value: single.p95,
      unit: 'ms',
      target: 3 * slowestCallMs + 100,
      kind: 'max',
    },
    {
      name: `allData p95 (${settings.users} customers)`,
      value: loaded.summary.p95,
      unit: 'ms',
      target: 6 * slowestCallMs + 300,
      kind: 'max',
    },
    {
      name: 'allData throughput',
      value: loaded.perSecond,
      unit: 'req/s',
      target: 50,
      kind: 'min',
    },
    {
      name: 'allData errors under load',
      value: loaded.errors,
      unit: '',
      target: 0,
      kind: 'max',
    },
    {
      name: 'MAC change p95 (index built)',
      value: mac.steady.p95,
      unit: 'ms',
      target: 6 * slowestCallMs + 250,
      kind: 'max',
    },
    {
      name: 'MAC already in use refused',
      value: mac.conflictRefused ? 1 : 0,
      unit: '',
      target: 1,
      kind: 'min',
    },
    ...memoryChecks(afterStart, afterLoad),
  ];
}

/**
 * Starts the emulator and the server, then measures sign-in, MAC changes, the
 * dashboard read alone and under load, the server's memory and the scale-out.
 */
async function measureStack(): Promise<Check[]> {
  const checks: Check[] = [];
  const { emulator, server, client, serverReadyMs, emulatorUrl } =
    await startStack();
  try {
    const afterStart = await residentMiB(server.process.pid);
    console.log(
      `server: ready in ${round(serverReadyMs)} ms, ${round(afterStart ?? Number.NaN)} MiB resident`,
    );
    const page = await client.call(
      'GET',
      `${BASE_PATH}${withLocale('de-de', PAGES.login)}`,
    );
    if (page.status !== 200) {
      throw new Error(`The login page answered ${page.status}`);
    }

    const { customers, services, signIn } = await signInCustomers(
      client,
      settings.users,
    );
    console.log(describe('password sign-in', signIn));

    const mac = await macChanges(client, customers, services);
    console.log(
      `MAC change: first ${round(mac.first)} ms (waits for the index of every service when it is not built yet); ${describe('then', mac.steady)}; a MAC in use refused: ${mac.conflictRefused}`,
    );

    const [first] = customers;
    if (!first) {
      throw new Error('No customer signed in');
    }
    const single = await sequentialReads(client, first, 40);
    console.log(describe('allData, one customer', single));

    const beforeLoad = await residentMiB(server.process.pid);
    const loaded = await loadDashboards(client, customers);
    const afterLoad = await residentMiB(server.process.pid);
    console.log(
      `${describe(`allData, ${settings.users} customers for ${settings.seconds} s`, loaded.summary)}; ${round(loaded.perSecond)} req/s; errors ${loaded.errors}`,
    );
    console.log(
      `server memory (RSS): ${round(beforeLoad ?? Number.NaN)} MiB before the load, ${round(afterLoad ?? Number.NaN)} MiB after`,
    );

    checks.push(
      ...stackChecks({
        serverReadyMs,
        signIn,
        single,
        loaded,
        mac,
        afterStart,
        afterLoad,
      }),
    );
    await server.stop();
    checks.push(
      ...(await measureScaleOut({
        emulatorUrl,
        firstClient: FIRST_BULK_CLIENT,
        clients: settings.clients,
        password: BULK_PASSWORD,
      })),
    );
  } finally {
    await server.stop();
    await emulator.stop();
  }

  return checks;
}

async function main(): Promise<void> {
  const only = {
    'first-view': measureFirstView,
    'first-view-brand': () => measureFirstView({ brand: true }),
    'cold-dashboard': measureColdDashboard,
    'panel-calls': measurePanelCalls,
    'channel-list': measureChannelList,
    stack: measureStack,
  }[process.env.BENCH_ONLY ?? ''];
  if (only) {
    const checks = await only();
    console.log(`\n${formatChecks(checks)}`);
    process.exitCode = checks.every(passes) ? 0 : 1;
    return;
  }
  // The first views go first: Lighthouse measures the page, and the load
  // phases below leave the machine busy for a while after they end.
  const checks: Check[] = [
    ...(await measureFirstView()),
    ...(await measureFirstView({ brand: true })),
    ...(await measureColdDashboard()),
    ...(await measurePanelCalls()),
    ...(await measureChannelList()),
  ];
  checks.push(...(await measureStack()));
  console.log(`\n${formatChecks(checks)}`);
  if (!checks.every(passes)) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
