import { answerOf, MembersClient } from './client.js';
import {
  freePort,
  memberServerEnv,
  startEmulatorProcess,
  startNode,
  waitUntil,
} from './processes.js';
import type { Child } from './processes.js';
import { round, summarise } from './stats.js';
import type { Check } from './stats.js';

/** Every WHMCS call of this measurement takes exactly this long. */
const CALL_MS = 100;
/**
 * Cold dashboards asked for after the first one and before the measured
 * ones: a server that has served for a while has compiled its hot code, as
 * the warm loads' 2 s warm-up gives the warm figures the same footing.
 */
const WARM_UP = 30;
/** Cold dashboards measured after the warm-up. */
const REPEATS = 30;
/** The demo customer: an affiliate and a reseller, so every section is asked for. */
const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
const DEMO_CLIENT_ID = '1';

/** The WHMCS calls behind a cold `allData` of the demo customer, as the server sends them. */
const DASHBOARD_CALLS: [string, Record<string, string>][] = [
  ['GetClientsDetails', { clientid: DEMO_CLIENT_ID, stats: '1' }],
  ['GetClientsProducts', { clientid: DEMO_CLIENT_ID, limitnum: '100' }],
  [
    'GetInvoices',
    { userid: DEMO_CLIENT_ID, orderby: 'date', order: 'desc', limitnum: '100' },
  ],
  [
    'GetTickets',
    { clientid: DEMO_CLIENT_ID, limitnum: '100', ignore_dept_assignments: '1' },
  ],
  ['GetAffiliates', { userid: DEMO_CLIENT_ID }],
  [
    'GetActivityLog',
    { clientid: DEMO_CLIENT_ID, userid: DEMO_CLIENT_ID, limitnum: '1' },
  ],
];

/**
 * How long each of those calls takes alone, from outside (HTTP included), as
 * the median of a few: the slowest of them is what one round trip costs.
 */
async function timeSingleCalls(
  emulatorUrl: string,
): Promise<{ action: string; ms: number }[]> {
  const timings: { action: string; ms: number }[] = [];
  for (const [action, params] of DASHBOARD_CALLS) {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const reply = await fetch(`${emulatorUrl}/includes/api.php`, {
        method: 'POST',
        body: new URLSearchParams({
          action,
          identifier: 'demo-identifier',
          secret: 'demo-secret',
          responsetype: 'json',
          ...params,
        }),
      });
      await reply.text();
      samples.push(performance.now() - started);
    }
    timings.push({ action, ms: summarise(samples).p50 });
  }
  return timings;
}

/**
 * A cold `allData`: the server keeps no read cache (`READ_CACHE_SECONDS=0`),
 * so every answer asks WHMCS again, and WHMCS (the emulator) takes a fixed
 * 100 ms per call. The first answer after start also finds the process's
 * caches (currencies, departments, announcements) empty; it is printed, and
 * the figure is the median of the answers after a warm-up. The figure to beat
 * is one round trip: at most 1.05 × the slowest single WHMCS call.
 */
export async function measureColdDashboard(): Promise<Check[]> {
  const serverPort = await freePort();
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const { emulator, url: emulatorUrl } = await startEmulatorProcess([
    '--latency',
    String(CALL_MS),
  ]);
  let server: Child | null = null;
  try {
    server = startNode('server/dist/main.js', [], {
      ...memberServerEnv(serverPort, emulatorUrl),
      READ_CACHE_SECONDS: '0',
    });
    const started = server;
    await waitUntil(
      started,
      async () => (await fetch(`${serverUrl}/healthz`)).status === 200,
      30_000,
    );
    const client = new MembersClient(serverUrl);
    const customer = await client.signIn(DEMO.email, DEMO.password, '10.9.0.1');
    const times: number[] = [];
    for (let i = 0; i <= WARM_UP + REPEATS; i++) {
      const reply = await client.endpoint('allData', { body: {}, customer });
      const answer = answerOf('allData', reply);
      if (reply.status !== 200 || !answer) {
        throw new Error(`allData answered ${reply.status}`);
      }
      if (Object.keys(answer.errors).length > 0) {
        throw new Error(
          `allData had failed sections: ${Object.keys(answer.errors).join()}`,
        );
      }
      times.push(reply.ms);
    }
    const [first = Number.NaN] = times;
    const steady = summarise(times.slice(1 + WARM_UP));
    const singles = await timeSingleCalls(emulatorUrl);
    const slowest = singles.reduce((a, b) => (b.ms > a.ms ? b : a));
    const ratio = steady.p50 / slowest.ms;
    console.log(
      `cold allData (no read cache, WHMCS delays each call ${CALL_MS} ms): first ${round(first)} ms (empty process caches too); after ${WARM_UP} more, p50 of ${REPEATS}: ${round(steady.p50)} ms, p95 ${round(steady.p95)} ms`,
    );
    console.log(
      `  its WHMCS calls alone: ${singles.map((single) => `${single.action} ${round(single.ms)} ms`).join(', ')}; p50 ÷ slowest single call (${slowest.action}) = ${ratio.toFixed(2)}; first ÷ slowest = ${(first / slowest.ms).toFixed(2)}`,
    );
    return [
      {
        name: 'cold allData ÷ slowest WHMCS call (p50)',
        value: ratio,
        unit: '×',
        target: 1.05,
        kind: 'max',
      },
    ];
  } finally {
    await server?.stop();
    await emulator.stop();
  }
}
