import { MembersClient } from './client.js';
import {
  freePort,
  memberServerEnv,
  startEmulatorProcess,
  startNode,
  waitUntil,
} from './processes.js';
import type { Child } from './processes.js';
import { round } from './stats.js';
import type { Check } from './stats.js';

/** Dashboard views of one line, all within one cache period (30 s by default). */
const VIEWS = 100;
/** Views at the same moment, as several customers' pages open together. */
const AT_ONCE = 10;
const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
/** The demo's Active line with a free connection (service 101, `demo_premium`). */
const SERVICE_ID = 101;
const USERNAME = 'demo_premium';
const ADMIN_HEADERS = {
  'x-emulator-identifier': 'demo-identifier',
  'x-emulator-secret': 'demo-secret',
};

/** The panel's calls of the line for one action (the login answer without one). */
async function panelCalls(emulatorUrl: string, action = ''): Promise<number> {
  const reply = await fetch(
    `${emulatorUrl}/_emulator/panel/calls?username=${USERNAME}&action=${action}`,
    { headers: ADMIN_HEADERS },
  );
  const body = (await reply.json()) as { calls: number };
  return body.calls;
}

type Customer = Awaited<ReturnType<MembersClient['signIn']>>;

/**
 * Views the line's channel list (the demo's 10 000 channels) 100 times, 10
 * at a time, within its 10-minute cache period; answers the panel's
 * `get_live_streams` calls.
 */
async function viewChannelList(
  client: MembersClient,
  customer: Customer,
  emulatorUrl: string,
): Promise<Check> {
  const startedAt = performance.now();
  for (let view = 0; view < VIEWS; view += AT_ONCE) {
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const list = await client.endpoint('channels', {
          body: { serviceid: SERVICE_ID },
          customer,
        });
        return list.status;
      }),
    );
    const failed = replies.find((status) => status !== 200);
    if (failed !== undefined) {
      throw new Error(`a channel list view answered ${failed}`);
    }
  }
  const elapsedMs = performance.now() - startedAt;
  const calls = await panelCalls(emulatorUrl, 'get_live_streams');
  console.log(
    `panel: ${VIEWS} channel list views of line ${SERVICE_ID} (${AT_ONCE} at a time) in ${round(elapsedMs)} ms asked the panel ${calls} time(s)`,
  );
  return {
    name: `panel calls per ${VIEWS} channel list views of one line within the cache period`,
    value: calls,
    unit: 'calls',
    target: 1,
    kind: 'max',
  };
}

/**
 * How often the IPTV panel is asked when one line's dashboard is viewed 100
 * times within the cache period (10 at a time, as several tabs or
 * customers would): each view is `allData` and `lineStatus`. The panel
 * (the emulator's, over HTTP) counts its login calls; the target is one.
 * Then the line's channel list, viewed as often: one list call too.
 */
export async function measurePanelCalls(): Promise<Check[]> {
  const serverPort = await freePort();
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const { emulator, url: emulatorUrl } = await startEmulatorProcess([]);
  let server: Child | null = null;
  try {
    server = startNode('server/dist/main.js', [], {
      ...memberServerEnv(serverPort, emulatorUrl),
      PANEL_URL: emulatorUrl,
    });
    const started = server;
    await waitUntil(
      started,
      async () => (await fetch(`${serverUrl}/healthz`)).status === 200,
      30_000,
    );
    const client = new MembersClient(serverUrl);
    const customer = await client.signIn(DEMO.email, DEMO.password, '10.9.0.2');
    await fetch(`${emulatorUrl}/_emulator/panel/calls`, {
      method: 'DELETE',
      headers: ADMIN_HEADERS,
    });
    const startedAt = performance.now();
    for (let view = 0; view < VIEWS; view += AT_ONCE) {
      const replies = await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const [dashboard, line] = await Promise.all([
            client.endpoint('allData', { body: {}, customer }),
            client.endpoint('lineStatus', {
              body: { serviceid: SERVICE_ID },
              customer,
            }),
          ]);
          return [dashboard.status, line.status];
        }),
      );
      const failed = replies.flat().find((status) => status !== 200);
      if (failed !== undefined) {
        throw new Error(`a dashboard view answered ${failed}`);
      }
    }
    const elapsedMs = performance.now() - startedAt;
    const calls = await panelCalls(emulatorUrl);
    console.log(
      `panel: ${VIEWS} dashboard views of line ${SERVICE_ID} (${AT_ONCE} at a time) in ${round(elapsedMs)} ms asked the panel ${calls} time(s)`,
    );
    return [
      {
        name: `panel calls per ${VIEWS} dashboard views of one line within the cache period`,
        value: calls,
        unit: 'calls',
        target: 1,
        kind: 'max',
      },
      await viewChannelList(client, customer, emulatorUrl),
    ];
  } finally {
    await server?.stop();
    await emulator.stop();
  }
}
