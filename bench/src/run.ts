/**
 * `npm run bench`: starts the WHMCS emulator with a generated data set and
 * the members-area server against it (two processes, real HTTP), then
 * measures sign-in, the dashboard read, MAC changes against thousands of
 * services, throughput under concurrent customers, the server's memory and
 * how often one line's dashboard views ask the IPTV panel (BENCH_ONLY:
 * first-view, first-view-brand, cold-dashboard, panel-calls; the first
 * view is measured without a brand and with the example brand).
 * Prints each figure with its target; exits 1 when a target is missed.
 *
 * Settings (environment): BENCH_CLIENTS (generated clients, default 5000),
 * BENCH_LATENCY_MS and BENCH_JITTER_MS (delay of each WHMCS call, default
 * 50 and 20), BENCH_USERS (concurrent customers, default 16), BENCH_SECONDS
 * (length of the load phase, default 15).
 */

import { BASE_PATH, PAGES, withLocale } from '@members/contract';

import {
  answerOf,
  errorCodeOf,
  firstActiveId,
  MembersClient,
} from './client.js';
import type { Customer } from './client.js';
import { measureColdDashboard } from './cold-dashboard.js';
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
import { formatChecks, passes, round, summarise } from './stats.js';
import type { Check, Summary } from './stats.js';

const BULK_PASSWORD = 'bulk-password-1';
const FIRST_BULK_CLIENT = 10001;

function setting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  }
  return value;
}

const settings = {
  clients: setting('BENCH_CLIENTS', 5000, 100),
  latencyMs: setting('BENCH_LATENCY_MS', 50, 0),
  jitterMs: setting('BENCH_JITTER_MS', 20, 0),
  users: setting('BENCH_USERS', 16, 2),
  seconds: setting('BENCH_SECONDS', 15, 1),
};

/** The slowest a single WHMCS call can be with these settings. */
const slowestCallMs = settings.latencyMs + settings.jitterMs;

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

/** Signs in generated customers that have an Active subscription. */
async function signInCustomers(
  client: MembersClient,
  wanted: number,
): Promise<{ customers: Customer[]; services: number[]; signIn: Summary }> {
  const customers: Customer[] = [];
  const services: number[] = [];
  const times: number[] = [];
  for (
    let id = FIRST_BULK_CLIENT;
    customers.length < wanted && id < FIRST_BULK_CLIENT + settings.clients;
    id++
  ) {
    const ip = `10.1.${(id >> 8) & 255}.${id & 255}`;
    const started = performance.now();
    let customer: Customer;
    try {
      customer = await client.signIn(
        `client${id}@bulk.example.com`,
        BULK_PASSWORD,
        ip,
      );
    } catch {
      continue; // A closed account of the generated set: not a customer here.
    }
    times.push(performance.now() - started);
    const all = await client.endpoint('allData', { body: {}, customer });
    const serviceId = firstActiveId(answerOf('allData', all));
    if (serviceId !== null) {
      customers.push(customer);
      services.push(serviceId);
    }
  }
  if (customers.length < wanted) {
    throw new Error(`Only ${customers.length} customers could sign in`);
  }
  return { customers, services, signIn: summarise(times) };
}

/** `allData` one after the other for one customer. */
async function sequentialReads(
  client: MembersClient,
  customer: Customer,
  count: number,
): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await client.endpoint('allData', { body: {}, customer });
    if (reply.status !== 200) {
      throw new Error(`allData answered ${reply.status}`);
    }
    times.push(reply.ms);
  }
  return summarise(times);
}

/**
 * Every customer reads its dashboard in a loop for the set time. Each request
 * comes from its own address, so the per-address limit does not cap the figure.
 */
async function load(
  client: MembersClient,
  customers: Customer[],
): Promise<{ summary: Summary; perSecond: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const endAt = performance.now() + settings.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer, index) => {
      while (performance.now() < endAt) {
        sent++;
        const ip = `10.2.${index}.${sent % 250}`;
        const reply = await client
          .endpoint('allData', { body: {}, customer: { ...customer, ip } })
          .catch(() => null);
        const answer = reply ? answerOf('allData', reply) : undefined;
        if (reply && answer) {
          if (Object.keys(answer.errors).length > 0) {
            errors++;
          }
          times.push(reply.ms);
        } else {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    summary: summarise(times),
    perSecond: times.length / elapsed,
    errors,
  };
}

function macOf(index: number): string {
  const hex = (index + 0x100000).toString(16).toUpperCase().slice(-6);
  return `00:1A:7A:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

/** MAC changes, each on another customer's service; the first may wait for the index. */
async function macChanges(
  client: MembersClient,
  customers: Customer[],
  services: number[],
): Promise<{ first: number; steady: Summary; conflictRefused: boolean }> {
  const serviceOf = (index: number): number => {
    const serviceid = services[index];
    if (serviceid === undefined) {
      throw new Error(`No service of customer ${index}`);
    }
    return serviceid;
  };
  const times: number[] = [];
  for (const [index, customer] of customers.entries()) {
    const reply = await client.endpoint('updateMacAddress', {
      body: { serviceid: serviceOf(index), mac: macOf(index) },
      customer,
    });
    if (reply.status !== 200) {
      throw new Error(
        `MAC change answered ${reply.status} ${JSON.stringify(reply.body)}`,
      );
    }
    times.push(reply.ms);
  }
  const [first = Number.NaN, ...steady] = times;
  const [owner, other] = customers;
  if (!owner || !other) {
    throw new Error('Two customers are needed for the conflict check');
  }
  const conflict = await client.endpoint('updateMacAddress', {
    body: { serviceid: serviceOf(1), mac: macOf(0) },
    customer: other,
  });
  return {
    first,
    steady: summarise(steady),
    conflictRefused:
      conflict.status === 409 && errorCodeOf(conflict) === 'MAC_ALREADY_USED',
  };
}

async function main(): Promise<void> {
  const only = {
    'first-view': measureFirstView,
    'first-view-brand': () => measureFirstView({ brand: true }),
    'cold-dashboard': measureColdDashboard,
    'panel-calls': measurePanelCalls,
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
  ];
  const { emulator, server, client, serverReadyMs, emulatorUrl } =
    await startStack();
  try {
    console.log(`server: ready in ${round(serverReadyMs)} ms`);
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
    const loaded = await load(client, customers);
    const afterLoad = await residentMiB(server.process.pid);
    console.log(
      `${describe(`allData, ${settings.users} customers for ${settings.seconds} s`, loaded.summary)}; ${round(loaded.perSecond)} req/s; errors ${loaded.errors}`,
    );
    console.log(
      `server memory (RSS): ${round(beforeLoad ?? Number.NaN)} MiB before the load, ${round(afterLoad ?? Number.NaN)} MiB after`,
    );

    checks.push(
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
      {
        name: 'server RSS after the load',
        value: afterLoad ?? Number.POSITIVE_INFINITY,
        unit: 'MiB',
        target: 300,
        kind: 'max',
      },
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

  console.log(`\n${formatChecks(checks)}`);
  if (!checks.every(passes)) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
