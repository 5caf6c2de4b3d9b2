import { answerOf, errorCodeOf, firstActiveId } from './client.js';
import type { Customer, MembersClient } from './client.js';
import { BULK_PASSWORD, FIRST_BULK_CLIENT, settings } from './settings.js';
import { summarise } from './stats.js';
import type { Summary } from './stats.js';

/** Signs in generated customers that have an Active subscription. */
export async function signInCustomers(
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
export async function sequentialReads(
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
export async function loadDashboards(
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

/** A distinct MAC address for the customer at `index`. */
function macOf(index: number): string {
  const hex = (index + 0x100000).toString(16).toUpperCase().slice(-6);
  return `00:1A:7A:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

/** MAC changes, each on another customer's service; the first may wait for the index. */
export async function macChanges(
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
