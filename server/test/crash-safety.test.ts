import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import { ENDPOINT_ROUTES, endpoints } from '@members/contract';
import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callEmulator, serviceFields } from './emulator-api.js';
import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import { DEMO } from './sign-in.js';
import {
  crashesIn,
  deleteKeys,
  startRedisServer,
  startServerProcess,
} from './start-server-process.js';
import type { RunningProcess, ServerProcess } from './start-server-process.js';
import { startWriteProxy } from './support/write-proxy.js';
import type {
  HoldRule,
  ProxiedCall,
  WriteProxy,
} from './support/write-proxy.js';

/*
 * The product's promise: a crash loses nothing and writes nothing twice.
 * Two server processes share one Redis and one WHMCS. A change is sent with
 * an Idempotency-Key to an instance that is SIGKILLed at a chosen point of
 * the change (a proxy in front of WHMCS holds the call there); the same
 * request (key, body, session) is then sent to the other instance at once
 * and again once the dead instance's lease has run out. Every change must be
 * made in WHMCS exactly once, every retry must answer what the first request
 * would have, and no retry may wait for more than the dead instance's lease
 * before the take-over answers it (docs/reliability.md, The protocol).
 */

const PREFIX = `test:crash:${randomUUID()}:`;
/** The lease of an idempotency key, short to keep the suite fast. */
const LEASE_MS = 2000;
/** The second retry comes once the dead instance's lease has surely run out. */
const LATER_RETRY_MS = LEASE_MS + 700;
/**
 * A retry kept longer than this is counted as blocked in the summary (the
 * product's bound): the summary's figure is what the note quotes.
 */
const BLOCKED_MS = 5000;
/**
 * How long after the dead instance's lease ran out a retry may still take:
 * the take-over's own work (a poll of 200 ms, a few WHMCS reads, the write)
 * takes well under a second, so a slow machine stays inside this, while a
 * retry that waits for anything more (a lock, a sleep, another lease) does
 * not. A 409 always fails the test.
 */
const TAKE_OVER_MS = 4000;
/** Instances kept starting ahead of the cases (a start takes seconds). */
const SPARES = 2;
/** How long the original request may take to reach its kill point. */
const HOLD_WAIT_MS = 10_000;
const CLIENT_ID = 1;
const REPLY_TICKET_ID = 11;
const MAC_SERVICE_ID = 102;
const CODE_SERVICE_ID = 101;
const PASSWORD_SERVICE_ID = 101;
const AFFILIATE_DEPARTMENT_ID = 3;
const REDIRECT_URL_FIELD_ID = 10;

type ChangeName =
  | 'addReply'
  | 'openTicket'
  | 'cancelTicket'
  | 'updateMacAddress'
  | 'update_parental_code'
  | 'updatePassword'
  | 'withdrawal'
  | 'update_redirect_url'
  | 'applyCredit'
  | 'changePlan'
  | 'order';

/** What WHMCS holds of one change once the retries are done. */
interface Outcome {
  /** How many times the change was made in WHMCS: 0 lost, 2+ doubled. */
  made: number;
  /** LogActivity calls WHMCS got for it. */
  logs: number;
  /** What was counted, for the report. */
  detail: string;
}

/** One change, ready to be sent (the same every time) and checked. */
interface PreparedChange {
  key: string;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  /** Reads WHMCS (and the calls it got) after the retries. */
  inspect(calls: readonly ProxiedCall[]): Promise<Outcome>;
  /** What is wrong with an answer, given what WHMCS holds. */
  checkAnswer(body: unknown): Promise<string[]>;
}

interface Change {
  name: ChangeName;
  /** The WHMCS writes of the change, in order. */
  writes: string[];
  /** Whether WHMCS is called again after the last write (reads, log). */
  hasCallAfterWrite: boolean;
  prepare(id: string, n: number): Promise<PreparedChange>;
}

type KillPoint =
  | { kind: 'before' }
  | { kind: 'during'; write: string }
  | { kind: 'after'; write: string }
  | { kind: 'answer'; write: string };

interface Attempt {
  status: number;
  code: string | null;
  body: unknown;
  /** When it was sent and answered (ms since 1970). */
  sentAt: number;
  answeredAt: number;
  ms: number;
}

interface CaseResult {
  change: ChangeName;
  point: string;
  isLost: boolean;
  isDoubled: boolean;
  blocked: number;
  /** Retries that took longer than 5 s (reported; the test allows a slow machine more). */
  slow: number;
  wrong: number;
  hasLogMismatch: boolean;
  /** The longer of the two retries. */
  slowestMs: number;
  /** The longer time a retry took after the dead instance's lease ran out. */
  slowestAfterLeaseMs: number;
  problems: string[];
}

interface Doomed {
  server: ServerProcess;
  proxy: WriteProxy;
}

/** Every WHMCS call of every instance, in order. */
const calls: ProxiedCall[] = [];
const results: CaseResult[] = [];
/** What a first request answers and logs, per change (from the clean run). */
const firstAnswers = new Map<ChangeName, { keys: string[]; logs: number }>();

let emulator: RunningEmulator;
let redis: RunningProcess | null = null;
let redisUrl = '';
let survivorProxy: WriteProxy;
let survivor: ServerProcess;
let token = '';
let doomedCount = 0;
/** Instances started ahead, so a case rarely waits for one to start. */
const spares: Promise<Doomed>[] = [];
const doomedProxies: WriteProxy[] = [];
const doomedServers: ServerProcess[] = [];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));
}

function serverEnv(): Record<string, string> {
  return {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: PREFIX,
    // Every read goes to WHMCS, so the kill points are where they seem.
    READ_CACHE_SECONDS: '0',
    IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
    SERVICE_CHANGES_PER_DAY: '1000',
    UPGRADE_PATHS: '2:1',
    ORDER_PRODUCT_GROUPS: '1:IPTV',
  };
}

async function startDoomed(): Promise<Doomed> {
  doomedCount += 1;
  const proxy = await startWriteProxy(
    `doomed-${doomedCount}`,
    emulator.url,
    calls,
  );
  doomedProxies.push(proxy);
  const server = await startServerProcess(proxy.url, serverEnv());
  doomedServers.push(server);
  return { server, proxy };
}

/** Starts spare instances until SPARES are on their way (or enough for the cases left). */
function refillSpares(casesLeft: number): void {
  while (spares.length < Math.min(SPARES, casesLeft)) {
    const spare = startDoomed();
    // A failed start is met by the case that takes it.
    spare.catch(() => undefined);
    spares.push(spare);
  }
}

function whmcs(action: string, params: Record<string, string> = {}) {
  return callEmulator(emulator.url, action, params);
}

function forwarded(
  window: readonly ProxiedCall[],
  action: string,
  param?: [string, string],
): number {
  return window.filter(
    (call) =>
      call.isForwarded &&
      call.action === action &&
      (!param || call.params.get(param[0]) === param[1]),
  ).length;
}

function logsOf(window: readonly ProxiedCall[]): number {
  return forwarded(window, 'LogActivity', ['clientid', String(CLIENT_ID)]);
}

async function ticketsOf(
  params: Record<string, string>,
): Promise<{ id: string; subject: string; status: string }[]> {
  const body = (await whmcs('GetTickets', { limitnum: '1000', ...params })) as {
    tickets?: { ticket?: { id: string; subject: string; status: string }[] };
  };
  return body.tickets?.ticket ?? [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : {};
}

interface SubscriptionAnswer {
  id: number;
  mac: string | null;
  parentalCode: string | null;
}

function subscriptionIn(
  body: unknown,
  serviceId: number,
): SubscriptionAnswer | undefined {
  const subs = asRecord(body).activeSubs;
  return Array.isArray(subs)
    ? (subs as SubscriptionAnswer[]).find((sub) => sub.id === serviceId)
    : undefined;
}

function macOf(n: number): string {
  const hex = (value: number) =>
    value.toString(16).toUpperCase().padStart(2, '0');
  return `02:C5:${hex((n >> 8) & 255)}:${hex(n & 255)}:${hex(Date.now() & 255)}:7E`;
}

interface OrderRow {
  id: number | string;
  lineitems?: { lineitem?: { type: string; relid: number | string }[] };
}

/** The demo client's orders as WHMCS lists them, newest first. */
async function ordersOfClient(): Promise<OrderRow[]> {
  const body = (await whmcs('GetOrders', {
    userid: String(CLIENT_ID),
    limitnum: '1000',
  })) as { orders?: { order?: OrderRow[] } };
  return body.orders?.order ?? [];
}

/** The upgrade orders of one line. */
async function upgradeOrdersOf(serviceId: number): Promise<OrderRow[]> {
  return (await ordersOfClient()).filter((order) =>
    (order.lineitems?.lineitem ?? []).some(
      (item) => item.type === 'upgrade' && Number(item.relid) === serviceId,
    ),
  );
}

const CHANGES: Change[] = [
  {
    name: 'addReply',
    writes: ['AddTicketReply'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const message = `Crash check ${id}: the picture still freezes`;
      const repliesInWhmcs = async () => {
        const ticket = (await whmcs('GetTicket', {
          ticketid: String(REPLY_TICKET_ID),
        })) as { replies?: { reply?: { message: string }[] } };
        return (ticket.replies?.reply ?? []).filter(
          (reply) => reply.message.trim() === message,
        ).length;
      };
      return {
        key: `crash-${id}-${randomUUID()}`,
        form: { ticketid: String(REPLY_TICKET_ID), message },
        async inspect(window) {
          const made = await repliesInWhmcs();
          return {
            made,
            logs: logsOf(window),
            detail: `${made} replies in WHMCS, ${forwarded(window, 'AddTicketReply')} AddTicketReply`,
          };
        },
        async checkAnswer(body) {
          const ticket = asRecord(asRecord(body).ticket);
          const replies = Array.isArray(ticket.replies)
            ? (ticket.replies as { message: string }[])
            : [];
          return ticket.ticketid === REPLY_TICKET_ID &&
            replies.some((reply) => reply.message.trim() === message)
            ? []
            : ['the answer does not show the reply'];
        },
      };
    },
  },
  {
    name: 'openTicket',
    writes: ['OpenTicket'],
    // Nothing follows OpenTicket: the kill "before the answer" comes the
    // moment WHMCS's answer has been passed back.
    hasCallAfterWrite: false,
    async prepare(id) {
      const subject = `Crash check ${id}: no picture after restart`;
      const opened = async () =>
        (await ticketsOf({ clientid: String(CLIENT_ID) })).filter(
          (ticket) => ticket.subject === subject,
        );
      return {
        key: `crash-${id}-${randomUUID()}`,
        form: {
          deptid: '1',
          subject,
          message: `Opened by the crash check ${id}.`,
        },
        async inspect(window) {
          const made = (await opened()).length;
          return {
            made,
            logs: logsOf(window),
            detail: `${made} tickets in WHMCS, ${forwarded(window, 'OpenTicket')} OpenTicket`,
          };
        },
        async checkAnswer(body) {
          const [ticket] = await opened();
          return ticket && asRecord(body).ticketid === Number(ticket.id)
            ? []
            : ['the answer does not name the ticket WHMCS has'];
        },
      };
    },
  },
  {
    name: 'cancelTicket',
    writes: ['UpdateTicket'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const created = (await whmcs('OpenTicket', {
        clientid: String(CLIENT_ID),
        deptid: '1',
        subject: `Crash check ${id}: to be closed`,
        message: 'Closed by the crash check.',
      })) as { id: string };
      const ticketId = Number(created.id);
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { ticketid: ticketId },
        async inspect(window) {
          const ticket = (await whmcs('GetTicket', {
            ticketid: String(ticketId),
          })) as { status: string };
          const updates = forwarded(window, 'UpdateTicket', [
            'ticketid',
            String(ticketId),
          ]);
          return {
            made: ticket.status === 'Closed' ? updates : 0,
            logs: logsOf(window),
            detail: `status ${ticket.status}, ${updates} UpdateTicket`,
          };
        },
        async checkAnswer(body) {
          const ticket = asRecord(asRecord(body).ticket);
          return ticket.ticketid === ticketId && ticket.status === 'Closed'
            ? []
            : [`the answer shows the ticket ${String(ticket.status)}`];
        },
      };
    },
  },
  {
    name: 'updateMacAddress',
    writes: ['UpdateClientProduct'],
    hasCallAfterWrite: true,
    async prepare(id, n) {
      const mac = macOf(n);
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { serviceid: MAC_SERVICE_ID, mac },
        async inspect(window) {
          const value = (await serviceFields(emulator.url, MAC_SERVICE_ID))[
            'MAC Address'
          ];
          const updates = forwarded(window, 'UpdateClientProduct', [
            'serviceid',
            String(MAC_SERVICE_ID),
          ]);
          return {
            made: value?.toUpperCase() === mac ? updates : 0,
            logs: logsOf(window),
            detail: `MAC ${value ?? '-'} in WHMCS, ${updates} UpdateClientProduct`,
          };
        },
        async checkAnswer(body) {
          const sub = subscriptionIn(body, MAC_SERVICE_ID);
          return sub?.mac === mac
            ? []
            : [`the answer shows the MAC ${String(sub?.mac)}`];
        },
      };
    },
  },
  {
    name: 'update_parental_code',
    writes: ['UpdateClientProduct'],
    hasCallAfterWrite: true,
    async prepare(id, n) {
      const code = String(1000 + ((n * 37) % 9000));
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { serviceid: CODE_SERVICE_ID, code },
        async inspect(window) {
          const value = (await serviceFields(emulator.url, CODE_SERVICE_ID))[
            'Parental Code'
          ];
          const updates = forwarded(window, 'UpdateClientProduct', [
            'serviceid',
            String(CODE_SERVICE_ID),
          ]);
          return {
            made: value === code ? updates : 0,
            logs: logsOf(window),
            detail: `code ${value ?? '-'} in WHMCS, ${updates} UpdateClientProduct`,
          };
        },
        async checkAnswer(body) {
          const sub = subscriptionIn(body, CODE_SERVICE_ID);
          return sub?.parentalCode === code
            ? []
            : [`the answer shows the code ${String(sub?.parentalCode)}`];
        },
      };
    },
  },
  {
    name: 'updatePassword',
    writes: ['UpdateClientProduct', 'ModuleChangePw'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const fields = () => serviceFields(emulator.url, PASSWORD_SERVICE_ID);
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { serviceid: PASSWORD_SERVICE_ID },
        async inspect(window) {
          const pushes = forwarded(window, 'ModuleChangePw', [
            'serviceid',
            String(PASSWORD_SERVICE_ID),
          ]);
          const updates = forwarded(window, 'UpdateClientProduct', [
            'serviceid',
            String(PASSWORD_SERVICE_ID),
          ]);
          return {
            // The line gets its new password from ModuleChangePw.
            made: pushes,
            logs: logsOf(window),
            detail: `${pushes} ModuleChangePw, ${updates} UpdateClientProduct`,
          };
        },
        async checkAnswer(body) {
          const values = await fields();
          const password = asRecord(body).password;
          const problems: string[] = [];
          if (password !== values.Password) {
            problems.push(
              'the answered password is not the Password field in WHMCS',
            );
          }
          if (values.Password !== values['service password']) {
            problems.push('the line password is not the Password field');
          }
          return problems;
        },
      };
    },
  },
  {
    name: 'withdrawal',
    writes: ['OpenTicket'],
    hasCallAfterWrite: true,
    async prepare(id, n) {
      // (100 + n) / 100, not 1 + n / 100: the sum is no two-decimal number
      // for some n (1 + 14 / 100 is 1.1400000000000001), which the contract refuses.
      const amount = (100 + n) / 100;
      const subject = `Affiliate withdrawal request: ${amount.toFixed(2)} EUR via PayPal`;
      const opened = async () =>
        (
          await ticketsOf({
            clientid: String(CLIENT_ID),
            deptid: String(AFFILIATE_DEPARTMENT_ID),
          })
        ).filter((ticket) => ticket.subject === subject);
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: {
          amount,
          paymentmethod: 'paypal',
          notes: `Crash check ${id}`,
        },
        async inspect(window) {
          const made = (await opened()).length;
          return {
            made,
            logs: logsOf(window),
            detail: `${made} tickets in the affiliate department, ${forwarded(window, 'OpenTicket')} OpenTicket`,
          };
        },
        async checkAnswer(body) {
          const [ticket] = await opened();
          return ticket && asRecord(body).ticketid === Number(ticket.id)
            ? []
            : ['the answer does not name the ticket WHMCS has'];
        },
      };
    },
  },
  {
    name: 'applyCredit',
    writes: ['ApplyCredit'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const created = await whmcs('CreateInvoice', {
        userid: String(CLIENT_ID),
        itemdescription1: `Crash check ${id}`,
        itemamount1: '5.00',
      });
      const invoiceid = Number(created.invoiceid);
      // The credit this case spends, so every case has enough.
      await whmcs('AddCredit', {
        clientid: String(CLIENT_ID),
        description: `Crash check ${id}`,
        amount: '1.00',
      });
      const creditOnInvoice = async () =>
        Number(
          asRecord(await whmcs('GetInvoice', { invoiceid: String(invoiceid) }))
            .credit ?? 0,
        );
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { invoiceid, amount: 1 },
        async inspect(window) {
          const credit = await creditOnInvoice();
          const applied = forwarded(window, 'ApplyCredit', [
            'invoiceid',
            String(invoiceid),
          ]);
          return {
            // One credit of 1.00 per time it was applied.
            made: Math.round(credit),
            logs: logsOf(window),
            detail: `${credit.toFixed(2)} credit on invoice ${invoiceid}, ${applied} ApplyCredit`,
          };
        },
        async checkAnswer(body) {
          const credit = (await creditOnInvoice()).toFixed(2);
          const shown = asRecord(asRecord(body).invoice).credit;
          return shown === credit
            ? []
            : [`the answer shows credit ${String(shown)}, WHMCS ${credit}`];
        },
      };
    },
  },
  {
    name: 'changePlan',
    writes: ['UpgradeProduct'],
    hasCallAfterWrite: true,
    async prepare(id) {
      // A fresh Active Standard line (ordered and paid), so every case
      // starts without an unpaid change.
      const ordered = await whmcs('AddOrder', {
        clientid: String(CLIENT_ID),
        paymentmethod: 'paypal',
        'pid[0]': '2',
        'billingcycle[0]': 'monthly',
        noemail: '1',
      });
      await whmcs('AddInvoicePayment', {
        invoiceid: String(ordered.invoiceid),
        transid: `crash-${id}`,
        gateway: 'paypal',
        amount: '9.99',
      });
      const serviceid = Number(ordered.serviceids);
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: {
          serviceid,
          productid: 1,
          billingcycle: 'annually',
          dueNow: '89.99',
        },
        async inspect(window) {
          const upgrades = await upgradeOrdersOf(serviceid);
          return {
            made: upgrades.length,
            logs: logsOf(window),
            detail: `${upgrades.length} upgrade orders of line ${serviceid}, ${forwarded(window, 'UpgradeProduct', ['serviceid', String(serviceid)])} UpgradeProduct`,
          };
        },
        async checkAnswer(body) {
          const [upgrade] = await upgradeOrdersOf(serviceid);
          const orderid = asRecord(body).orderid;
          return upgrade && Number(upgrade.id) === orderid
            ? []
            : [
                `the answer names order ${String(orderid)}, WHMCS ${String(upgrade?.id)}`,
              ];
        },
      };
    },
  },
  {
    name: 'order',
    writes: ['AddOrder'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const before = new Set(
        (await ordersOfClient()).map((order) => Number(order.id)),
      );
      const fresh = async () =>
        (await ordersOfClient()).filter(
          (order) => !before.has(Number(order.id)),
        );
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { productid: 2, billingcycle: 'monthly', price: '9.99' },
        async inspect(window) {
          const made = (await fresh()).length;
          return {
            made,
            logs: logsOf(window),
            detail: `${made} new orders, ${forwarded(window, 'AddOrder')} AddOrder`,
          };
        },
        async checkAnswer(body) {
          const [order] = await fresh();
          const orderid = asRecord(body).orderid;
          return order && Number(order.id) === orderid
            ? []
            : [
                `the answer names order ${String(orderid)}, WHMCS ${String(order?.id)}`,
              ];
        },
      };
    },
  },
  {
    name: 'update_redirect_url',
    writes: ['UpdateClient'],
    hasCallAfterWrite: true,
    async prepare(id) {
      const url = `https://crash-${id}.reseller-demo.com/welcome`;
      return {
        key: `crash-${id}-${randomUUID()}`,
        json: { redirect_url: url },
        async inspect(window) {
          const details = (await whmcs('GetClientsDetails', {
            clientid: String(CLIENT_ID),
          })) as {
            client?: { customfields?: { id: number; value: string }[] };
          };
          const value = details.client?.customfields?.find(
            (field) => field.id === REDIRECT_URL_FIELD_ID,
          )?.value;
          const updates = forwarded(window, 'UpdateClient', [
            'clientid',
            String(CLIENT_ID),
          ]);
          return {
            made: value === url ? updates : 0,
            logs: logsOf(window),
            detail: `URL ${value ?? '-'} in WHMCS, ${updates} UpdateClient`,
          };
        },
        async checkAnswer(body) {
          const reseller = asRecord(asRecord(body).reseller);
          return reseller.redirect_url === url
            ? []
            : [`the answer shows ${String(reseller.redirect_url)}`];
        },
      };
    },
  },
];

function send(
  target: ServerProcess,
  name: ChangeName,
  change: PreparedChange,
): Promise<TestResponse> {
  const route = ENDPOINT_ROUTES[name];
  const headers = { 'idempotency-key': change.key };
  const browser = new TestBrowser(target.url);
  if (change.form) {
    const form = new FormData();
    for (const [field, value] of Object.entries(change.form)) {
      form.append(field, value);
    }
    return browser.request(route.method, route.path, {
      form,
      headers,
      bearer: token,
    });
  }
  return browser.request(route.method, route.path, {
    body: change.json ?? {},
    headers,
    bearer: token,
  });
}

async function timedSend(
  target: ServerProcess,
  name: ChangeName,
  change: PreparedChange,
): Promise<Attempt> {
  const sentAt = Date.now();
  const response = await send(target, name, change);
  const answeredAt = Date.now();
  const code = asRecord(response.body).code;
  return {
    status: response.status,
    code: typeof code === 'string' ? code : null,
    body: response.body,
    sentAt,
    answeredAt,
    ms: answeredAt - sentAt,
  };
}

function describeAttempt(attempt: Attempt): string {
  return `${attempt.status}${attempt.code ? ` ${attempt.code}` : ''} in ${attempt.ms} ms`;
}

/** What is wrong with a retry's answer compared with a first request's. */
async function answerProblems(
  name: ChangeName,
  change: PreparedChange,
  attempt: Attempt,
): Promise<string[]> {
  if (attempt.status !== 200) {
    return [`answered ${describeAttempt(attempt)}, not 200`];
  }
  const problems: string[] = [];
  const parsed = endpoints[name].response.safeParse(attempt.body);
  if (!parsed.success) {
    problems.push('the answer does not match its contract schema');
  }
  const expected = firstAnswers.get(name)?.keys;
  const keys = Object.keys(asRecord(attempt.body)).sort();
  if (expected && !isDeepStrictEqual(keys, expected)) {
    problems.push(
      `the answer has ${keys.join(',')}, a first request ${expected.join(',')}`,
    );
  }
  problems.push(...(await change.checkAnswer(attempt.body)));
  return problems;
}

/** Waits until no WHMCS call has arrived for a moment (mails read after a change). */
async function settle(): Promise<void> {
  let count = calls.length;
  for (let round = 0; round < 15; round += 1) {
    await sleep(200);
    if (calls.length === count) {
      return;
    }
    count = calls.length;
  }
}

/**
 * A new day for the limits (changes and tickets per day), and no lock left
 * by an earlier case's dead instance: each case starts on its own.
 */
async function startCleanCase(): Promise<void> {
  await deleteKeys(redisUrl, `${PREFIX}count:`);
  await deleteKeys(redisUrl, `${PREFIX}token:maclock:`);
  await deleteKeys(redisUrl, `${PREFIX}token:withdrawal:lock:`);
  await deleteKeys(redisUrl, `${PREFIX}token:credit:lock:`);
}

function ruleFor(change: Change, point: KillPoint): HoldRule {
  switch (point.kind) {
    case 'before':
      return { phase: 'request', matches: () => true };
    case 'during':
      return {
        phase: 'request',
        matches: (call) => call.action === point.write,
      };
    case 'after':
      return {
        phase: 'answer',
        matches: (call) => call.action === point.write,
      };
    case 'answer':
      return change.hasCallAfterWrite
        ? {
            phase: 'request',
            matches: (_call, earlier) =>
              earlier.some(
                (entry) => entry.action === point.write && entry.isAnswered,
              ),
          }
        : {
            phase: 'answered',
            matches: (call) => call.action === point.write,
          };
  }
}

function labelOf(point: KillPoint): string {
  switch (point.kind) {
    case 'before':
      return 'before the WHMCS call';
    case 'during':
      return `during ${point.write}`;
    case 'after':
      return `after ${point.write}`;
    case 'answer':
      return 'before the answer';
  }
}

function pointsOf(change: Change): KillPoint[] {
  const last = change.writes[change.writes.length - 1] ?? '';
  return [
    { kind: 'before' },
    ...change.writes.map((write) => ({ kind: 'during' as const, write })),
    ...change.writes.map((write) => ({ kind: 'after' as const, write })),
    { kind: 'answer', write: last },
  ];
}

/** Kill points outermost, so cases of one change are spread over the run. */
const CASES: { change: Change; point: KillPoint }[] = (
  ['before', 'during', 'after', 'answer'] as const
).flatMap((kind) =>
  CHANGES.flatMap((change) =>
    pointsOf(change)
      .filter((point) => point.kind === kind)
      .map((point) => ({ change, point })),
  ),
);

let caseCount = 0;
let casesRun = 0;

async function runCase(change: Change, point: KillPoint): Promise<CaseResult> {
  casesRun += 1;
  await startCleanCase();
  caseCount += 1;
  const id = `c${caseCount}`;
  const prepared = await change.prepare(id, caseCount);
  const doomed = await (spares.shift() ?? startDoomed());
  const problems: string[] = [];
  const start = calls.length;

  // Kill the instance the moment the proxy holds the chosen call.
  const held = doomed.proxy.hold({
    ...ruleFor(change, point),
    onHold: () => doomed.server.child.kill('SIGKILL'),
  });
  const original = send(doomed.server, change.name, prepared).then(
    (response) => ({ response }),
    () => ({ response: null }),
  );
  const reached = await Promise.race([
    held.then((call) => ({ held: call })),
    original.then(({ response }) => ({ answered: response })),
    sleep(HOLD_WAIT_MS).then(() => ({ timedOut: true })),
  ]);
  if ('held' in reached) {
    if (
      point.kind === 'before' &&
      change.writes.includes(reached.held.action)
    ) {
      problems.push(
        `the first WHMCS call was the write ${reached.held.action}`,
      );
    }
  } else {
    doomed.server.child.kill('SIGKILL');
    const answered =
      'answered' in reached && reached.answered
        ? `${reached.answered.status} ${String(asRecord(reached.answered.body).code ?? '')}`
        : 'nothing';
    problems.push(
      `the kill point was not reached (the first request answered ${answered})`,
    );
  }
  await doomed.server.exited;
  const killedAt = Date.now();
  // The dead instance renewed its lease last before it died: the lease ran
  // out by then at the latest, and a retry waits for nothing after it.
  const leaseEndsBy = killedAt + LEASE_MS;
  doomed.proxy.discard();
  refillSpares(CASES.length - casesRun);

  const atOnce = await timedSend(survivor, change.name, prepared);
  await sleep(killedAt + LATER_RETRY_MS - Date.now());
  const later = await timedSend(survivor, change.name, prepared);
  await settle();
  const outcome = await prepared.inspect(calls.slice(start));
  await doomed.proxy.close();

  let blocked = 0;
  let slow = 0;
  let wrong = 0;
  let slowestAfterLeaseMs = 0;
  for (const [label, attempt] of [
    ['at once', atOnce],
    ['later', later],
  ] as const) {
    if (attempt.ms > BLOCKED_MS) {
      slow += 1;
    }
    const afterLeaseMs =
      attempt.answeredAt - Math.max(attempt.sentAt, leaseEndsBy);
    slowestAfterLeaseMs = Math.max(slowestAfterLeaseMs, afterLeaseMs);
    const isBlocked =
      afterLeaseMs > TAKE_OVER_MS ||
      (attempt.status === 409 && attempt.code === 'IDEMPOTENCY_IN_FLIGHT');
    if (isBlocked) {
      blocked += 1;
      problems.push(
        `retry ${label} blocked: ${describeAttempt(attempt)}, answered ${afterLeaseMs} ms after the dead instance's lease ran out`,
      );
      continue;
    }
    const wrongs = await answerProblems(change.name, prepared, attempt);
    if (wrongs.length > 0) {
      wrong += 1;
      problems.push(...wrongs.map((text) => `retry ${label}: ${text}`));
    }
  }
  if (
    atOnce.status === 200 &&
    later.status === 200 &&
    !isDeepStrictEqual(atOnce.body, later.body)
  ) {
    problems.push('the two retries answered differently');
  }
  const isLost = outcome.made === 0;
  const isDoubled = outcome.made > 1;
  if (isLost) {
    problems.push(`lost: ${outcome.detail}`);
  }
  if (isDoubled) {
    problems.push(`doubled: ${outcome.detail}`);
  }
  const expectedLogs = firstAnswers.get(change.name)?.logs ?? 0;
  const hasLogMismatch = outcome.logs !== expectedLogs;
  if (hasLogMismatch) {
    problems.push(
      `LogActivity ${outcome.logs}× (a first request logs ${expectedLogs}×)`,
    );
  }
  return {
    change: change.name,
    point: labelOf(point),
    isLost,
    isDoubled,
    blocked,
    slow,
    wrong,
    hasLogMismatch,
    slowestMs: Math.max(atOnce.ms, later.ms),
    slowestAfterLeaseMs,
    problems,
  };
}

/**
 * Counts of the cases: changes lost and doubled in WHMCS, retries blocked
 * (409 IDEMPOTENCY_IN_FLIGHT although the first request is dead, or answered
 * more than TAKE_OVER_MS after the dead lease ran out), retries over 5 s,
 * other answers a first request would not have given, and
 * changes logged other than once.
 */
function summaryOf(rows: CaseResult[]): string {
  const sum = (pick: (row: CaseResult) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return [
    `cases=${rows.length}`,
    `lost=${sum((row) => Number(row.isLost))}`,
    `doubled=${sum((row) => Number(row.isDoubled))}`,
    `retries-blocked=${sum((row) => row.blocked)}`,
    `retries-over-5s=${sum((row) => row.slow)}`,
    `wrong-answers=${sum((row) => row.wrong)}`,
    `log-mismatches=${sum((row) => Number(row.hasLogMismatch))}`,
    `slowest-retry=${Math.max(0, ...rows.map((row) => row.slowestMs))}ms`,
    `slowest-after-lease=${Math.max(0, ...rows.map((row) => row.slowestAfterLeaseMs))}ms`,
  ].join(' ');
}

describe('a crash loses nothing and writes nothing twice', () => {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed: 'demo' });
    const started = await startRedisServer();
    redis = started;
    redisUrl = started.url;
    survivorProxy = await startWriteProxy('survivor', emulator.url, calls);
    refillSpares(CASES.length);
    survivor = await startServerProcess(survivorProxy.url, serverEnv());
    const signedIn = await new TestBrowser(survivor.url).post(
      '/api/auth',
      DEMO,
      { headers: { 'x-forwarded-for': '10.7.0.1' } },
    );
    expect(signedIn.status).toBe(200);
    token = (signedIn.body as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    const lines = CHANGES.map(
      (change) =>
        `  ${change.name}: ${summaryOf(results.filter((row) => row.change === change.name))}`,
    );
    const failures = results
      .filter((row) => row.problems.length > 0)
      .map(
        (row) => `  ✗ ${row.change} ${row.point}: ${row.problems.join('; ')}`,
      );
    console.log(
      [
        'crash-safety per case:',
        ...failures,
        'crash-safety per change:',
        ...lines,
        `crash-safety summary: ${summaryOf(results)}`,
      ].join('\n'),
    );
    await Promise.all(spares.map((spare) => spare.catch(() => null)));
    await Promise.all(doomedServers.map((server) => server.stop()));
    await survivor?.stop();
    await Promise.all(doomedProxies.map((proxy) => proxy.close()));
    await survivorProxy?.close();
    await redis?.stop();
    await emulator?.close();
  }, 30_000);

  it.each(CHANGES.map((change) => [change.name, change] as const))(
    'a first %s without a crash makes the change once',
    async (_name, change) => {
      await startCleanCase();
      caseCount += 1;
      const prepared = await change.prepare(`c${caseCount}`, caseCount);
      const start = calls.length;
      const first = await timedSend(survivor, change.name, prepared);
      await settle();
      const outcome = await prepared.inspect(calls.slice(start));
      expect(first.status, describeAttempt(first)).toBe(200);
      firstAnswers.set(change.name, {
        keys: Object.keys(asRecord(first.body)).sort(),
        logs: outcome.logs,
      });
      expect(await answerProblems(change.name, prepared, first)).toEqual([]);
      expect(outcome.made, outcome.detail).toBe(1);
      expect(outcome.logs).toBeLessThanOrEqual(1);
    },
  );

  it.each(
    CASES.map(
      ({ change, point }) =>
        [change.name, labelOf(point), change, point] as const,
    ),
  )(
    '%s killed %s: made once, every retry answered at once',
    async (_name, _label, change, point) => {
      const result = await runCase(change, point);
      results.push(result);
      expect(result.problems).toEqual([]);
    },
    40_000,
  );

  it('logged no crash on the surviving instance', () => {
    expect(survivor.child.exitCode).toBeNull();
    expect(crashesIn(survivor.output())).toEqual([]);
  });
});
