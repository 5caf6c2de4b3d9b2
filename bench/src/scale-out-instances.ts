import { MembersClient } from './client.js';
import type { Customer } from './client.js';
import {
  freePort,
  memberServerEnv,
  startNode,
  waitUntil,
} from './processes.js';
import type { Child } from './processes.js';

const SIGN_IN_PARALLEL = 20;

/** What the scale-out measurements need from the main run. */
export interface ScaleOutOptions {
  emulatorUrl: string;
  firstClient: number;
  clients: number;
  password: string;
}

/** One members-area server started for the scale-out figures. */
export interface Instance {
  url: string;
  metricsUrl: string;
  child: Child;
  client: MembersClient;
}

let ipCounter = 0;
/** Another client address, so that the per-address limits never cap a figure. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.7.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Starts a members-area server against the emulator and waits until it is healthy. */
export async function startInstance(
  emulatorUrl: string,
  env: Record<string, string>,
): Promise<Instance> {
  const port = await freePort();
  const metricsPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startNode('server/dist/main.js', [], {
    ...memberServerEnv(port, emulatorUrl),
    METRICS_PORT: String(metricsPort),
    READ_CACHE_SECONDS: '60',
    ...env,
  });
  await waitUntil(
    child,
    async () => (await fetch(`${url}/healthz`)).status === 200,
    30_000,
  );
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    child,
    client: new MembersClient(url),
  };
}

/** WHMCS calls made so far by all `instances`, from their /metrics. */
export async function whmcsCalls(instances: Instance[]): Promise<number> {
  let total = 0;
  for (const instance of instances) {
    const text = await (await fetch(instance.metricsUrl)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('members_whmcs_call_duration_seconds_count')) {
        total += Number(line.split(' ').pop());
      }
    }
  }
  return total;
}

/**
 * Waits until no WHMCS call has been made for a moment, so background work
 * (the MAC index built at start) does not count as a visit's calls.
 */
export async function settle(instances: Instance[]): Promise<void> {
  let last = await whmcsCalls(instances);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await whmcsCalls(instances);
    if (now === last) {
      return;
    }
    last = now;
  }
}

/** Signs in `count` generated customers, spread over the instances. */
export async function signInMany(
  instances: Instance[],
  options: ScaleOutOptions,
  from: number,
  count: number,
): Promise<{
  customers: { customer: Customer; on: Instance }[];
  next: number;
}> {
  const customers: { customer: Customer; on: Instance }[] = [];
  let next = from;
  const last = options.firstClient + options.clients;
  async function worker(): Promise<void> {
    while (customers.length < count && next < last) {
      const id = next++;
      const on = instances[id % instances.length] as Instance;
      try {
        const customer = await on.client.signIn(
          `client${id}@bulk.example.com`,
          options.password,
          nextIp(),
        );
        customers.push({ customer, on });
      } catch {
        // A closed account of the generated set.
      }
    }
  }
  await Promise.all(Array.from({ length: SIGN_IN_PARALLEL }, worker));
  if (customers.length < count) {
    throw new Error(`Only ${customers.length} customers could sign in`);
  }
  return { customers: customers.slice(0, count), next };
}

/** One dashboard visit of the customer on the instance; throws unless it answers 200. */
export async function visit(on: Instance, customer: Customer): Promise<void> {
  const reply = await on.client.endpoint('allData', { body: {}, customer });
  if (reply.status !== 200) {
    throw new Error(`allData answered ${reply.status}`);
  }
}
