import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO, OTHER } from './sign-in.js';
import {
  crashesIn,
  deleteKeys,
  freePort,
  startServerProcess,
  track,
  waitFor,
} from './start-server-process.js';
import type { RunningProcess, ServerProcess } from './start-server-process.js';
import { TEST_ORIGIN } from './start-test-server.js';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
const NGINX = '/usr/sbin/nginx';
const HAS_NGINX = existsSync(NGINX);
/** The proxy configuration compose.yaml uses. */
const DEPLOY_CONFIG = fileURLToPath(
  new URL('../../deploy/nginx.conf', import.meta.url),
);
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `test:proxy:${randomUUID()}:`;
const API = '/dashboard/api';
/**
 * Loopback has all of 127.0.0.0/8, so the client, the proxy and a second
 * client each get an address of their own: what the server takes for the
 * client's address can be told apart from the proxy's.
 */
const CLIENT_ADDRESS = '127.0.0.2';
const PROXY_ADDRESS = '127.0.0.3';
const GUESSER_ADDRESS = '127.0.0.4';

let emulator: RunningEmulator | undefined;
const servers: ServerProcess[] = [];
let nginx: RunningProcess | undefined;
let workDir: string | undefined;
let proxyPort = 0;
const cookies = new Map<string, string>();

/** An answer read through the proxy. */
interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request to nginx from `from` (node:http, since fetch cannot choose the
 * local address), with the web app's headers on changes and the cookie jar.
 */
function send(
  method: string,
  pathname: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    from?: string;
    /** Sends no cookie: another browser (a sign-in ends the jar's session). */
    withoutCookies?: boolean;
  } = {},
): Promise<ProxyResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const body =
    options.body === undefined ? undefined : JSON.stringify(options.body);
  if (method !== 'GET') {
    headers['x-requested-with'] = 'members-area';
    headers.origin = TEST_ORIGIN;
  }
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (cookies.size > 0 && options.withoutCookies !== true) {
    headers.cookie = [...cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        method,
        path: pathname,
        headers,
        localAddress: options.from ?? CLIENT_ADDRESS,
        agent: false,
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function keepCookies(response: ProxyResponse): void {
  for (const cookie of response.headers['set-cookie'] ?? []) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

/** The demo customer's dashboard: subscription 101 among the active ones. */
function expectDemoDashboard(response: ProxyResponse): void {
  expect(response.status).toBe(200);
  const data = JSON.parse(response.text) as {
    subscriptionsData?: { activeSubs?: { id: number }[] };
  };
  expect(data.subscriptionsData?.activeSubs?.map((sub) => sub.id)).toContain(
    101,
  );
}

/** Requests an instance has answered for `route`, from its own /metrics. */
async function answered(server: ServerProcess, route: string): Promise<number> {
  const text = await (await fetch(`${server.metricsUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('members_http_request_duration_seconds_count{') &&
        line.includes(`route="${route}"`),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/**
 * The deployed proxy configuration with its two upstreams and its listener
 * moved to loopback ports; fails if the file no longer has those lines.
 */
async function renderDeployConfig(
  upstreams: string[],
  port: number,
): Promise<string> {
  let config = await readFile(DEPLOY_CONFIG, 'utf8');
  const upstreamLines = config.match(/^\s*server app-\d+:3000;$/gm) ?? [];
  if (upstreamLines.length !== upstreams.length) {
    throw new Error(`${DEPLOY_CONFIG}: expected two "server app-N:3000;"`);
  }
  upstreamLines.forEach((line, index) => {
    config = config.replace(line, `    server ${upstreams[index]};`);
  });
  if (!/^\s*listen 80;$/m.test(config)) {
    throw new Error(`${DEPLOY_CONFIG}: expected "listen 80;"`);
  }
  return config.replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`);
}

/**
 * A main configuration of the test's own: in the foreground, one process,
 * every file in `dir`, the deployed http part included.
 */
function mainConfig(dir: string): string {
  const temp = (name: string) =>
    `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    // The proxy's own address toward the instances (see CLIENT_ADDRESS).
    `  proxy_bind ${PROXY_ADDRESS};`,
    `  include ${path.join(dir, 'members.conf')};`,
    '}',
    '',
  ].join('\n');
}

async function startNginx(upstreams: string[]): Promise<RunningProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'members-nginx-'));
  workDir = dir;
  await mkdir(path.join(dir, 'temp'));
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
  for (let attempt = 1; ; attempt += 1) {
    proxyPort = await freePort();
    await writeFile(
      path.join(dir, 'members.conf'),
      await renderDeployConfig(upstreams, proxyPort),
    );
    const child = spawn(
      NGINX,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const running = track(child);
    try {
      await waitFor(
        running,
        async () => (await send('GET', '/healthz')).status === 200,
      );
      return running;
    } catch (error) {
      await running.stop();
      // Another process took the port between the check and the listen:
      // start again on another one (any other failure is the test's).
      if (attempt < 3 && running.output().includes('Address already in use')) {
        continue;
      }
      throw error;
    }
  }
}

describe.skipIf(!HAS_NGINX)(
  HAS_NGINX
    ? 'nginx in front of two server processes on one Redis (compose.yaml)'
    : `nginx in front of two server processes: skipped, ${NGINX} is missing (apt-get install nginx)`,
  () => {
    beforeAll(async () => {
      emulator = await startEmulator({ port: 0, seed: 'demo' });
      const env = {
        REDIS_URL,
        REDIS_KEY_PREFIX: PREFIX,
        // One proxy in front, as in compose.yaml.
        TRUST_PROXY: '1',
        // Request logs carry the address the server took for the client's.
        LOG_LEVEL: 'info',
      };
      servers.push(
        ...(await Promise.all([
          startServerProcess(emulator.url, env),
          startServerProcess(emulator.url, env),
        ])),
      );
      nginx = await startNginx(
        servers.map((server) => new URL(server.url).host),
      );
    }, 60_000);

    afterAll(async () => {
      // Everything started is stopped, whatever failed before.
      await Promise.allSettled([
        nginx?.stop(),
        ...servers.map((server) => server.stop()),
      ]);
      await Promise.allSettled([
        emulator?.close(),
        deleteKeys(REDIS_URL, PREFIX),
        workDir ? rm(workDir, { recursive: true, force: true }) : undefined,
      ]);
    });

    it('signs in and reads allData through nginx with the session cookie', async () => {
      const signedIn = await send('POST', '/api/auth', { body: DEMO });
      expect(signedIn.status).toBe(200);
      keepCookies(signedIn);
      expect(cookies.has('sid')).toBe(true);
      expectDemoDashboard(await send('POST', `${API}/allData`, { body: {} }));
    });

    it('spreads requests over both instances', async () => {
      const route = `${API}/allData`;
      const before = await Promise.all(
        servers.map((server) => answered(server, route)),
      );
      for (let count = 0; count < 6; count += 1) {
        const data = await send('POST', route, { body: {} });
        expect(data.status).toBe(200);
      }
      const after = await Promise.all(
        servers.map((server) => answered(server, route)),
      );
      const served = after.map((total, index) => total - (before[index] ?? 0));
      expect(served.reduce((sum, count) => sum + count, 0)).toBe(6);
      for (const count of served) {
        expect(count).toBeGreaterThan(0);
      }
    });

    it("sees the client's address, not the proxy's nor a forged X-Forwarded-For", async () => {
      const probe = randomUUID();
      const answer = await send('GET', `${API}/env?probe=${probe}`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(answer.status).toBe(200);
      let logged: { req?: { remoteAddress?: string } } | undefined;
      await waitFor(servers[0] as ServerProcess, async () => {
        const line = servers
          .flatMap((server) => server.output().split('\n'))
          .find(
            (entry) =>
              entry.includes(probe) && entry.includes('incoming request'),
          );
        logged = line
          ? (JSON.parse(line) as { req?: { remoteAddress?: string } })
          : undefined;
        return logged !== undefined;
      });
      expect(logged?.req?.remoteAddress).toBe(CLIENT_ADDRESS);
    });

    it("counts the sign-in limit by the client's address across instances, forged headers or not", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await send('POST', '/api/auth', {
          body: { email: OTHER.email, password: 'wrong-password-1' },
          headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          from: GUESSER_ADDRESS,
          withoutCookies: true,
        });
        statuses.push(response.status);
      }
      // Five tries per address in ten seconds, on whichever instance.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const otherClient = await send('POST', '/api/auth', {
        body: OTHER,
        withoutCookies: true,
      });
      expect(otherClient.status).toBe(200);
    });

    it('keeps the session through nginx when one instance stops', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      expect(await second.stop()).toBe(0);
      const route = `${API}/allData`;
      const before = await answered(first, route);
      for (let count = 0; count < 4; count += 1) {
        expectDemoDashboard(await send('POST', route, { body: {} }));
      }
      expect((await answered(first, route)) - before).toBe(4);
    });

    it('logged no crash and no unhandled rejection', () => {
      for (const server of servers) {
        expect(crashesIn(server.output())).toEqual([]);
      }
    });
  },
);
