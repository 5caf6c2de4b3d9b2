import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import { DEMO_CREDENTIALS } from '@members/whmcs-emulator';
import { Redis } from 'ioredis';

import { TEST_ORIGIN } from './start-test-server.js';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REGISTER_TS = fileURLToPath(new URL('register-ts.mjs', import.meta.url));

/**
 * The ports tests listen on: below Linux's ephemeral range (32768 and up),
 * so an outgoing connection of a busy test cannot take a port between the
 * moment it is found free and the moment a child process listens on it.
 * The browser suite takes its servers' ports below this band
 * (`e2e/support/ports.ts`).
 */
const TEST_PORTS = { first: 20_000, count: 12_000 } as const;

/**
 * The ports tests connect to expecting a refusal: no test listens there,
 * and the kernel never hands them out as the source of a connection.
 */
const CLOSED_PORTS = { first: 19_000, count: 1_000 } as const;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => resolve(true));
    });
  });
}

async function freePortIn(band: {
  first: number;
  count: number;
}): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = band.first + Math.floor(Math.random() * band.count);
    if (await canListen(port)) {
      return port;
    }
  }
  throw new Error('No free port found for a test process');
}

/** A free TCP port on 127.0.0.1, outside the ephemeral range. */
export function freePort(): Promise<number> {
  return freePortIn(TEST_PORTS);
}

/**
 * A port of 127.0.0.1 that refuses connections: nothing listens on it now,
 * and it is out of the band the tests' servers take their ports from, so
 * no other test starts listening on it meanwhile.
 */
export function closedPort(): Promise<number> {
  return freePortIn(CLOSED_PORTS);
}

/** A child process with its output kept, stopped by signal. */
export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (SIGKILL after 10 s) and waits for the exit. */
  stop(): Promise<number | null>;
}

/** Keeps a child's output and offers a stop that waits for the exit. */
export function track(child: ChildProcess): RunningProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return child.exitCode;
    },
  };
}

/** Polls `probe` until it holds; fails with the output if the process exits first. */
export async function waitFor(
  running: RunningProcess,
  probe: () => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (running.child.exitCode !== null) {
      throw new Error(`The process exited early:\n${running.output()}`);
    }
    if (await probe().catch(() => false)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not ready:\n${running.output()}`);
}

/** A server process started from the sources (`src/main.ts`). */
export interface ServerProcess extends RunningProcess {
  url: string;
  metricsUrl: string;
}

/**
 * Starts the real server as its own process against `whmcsUrl`, on free
 * ports, with the demo outbox; `env` adds or overrides settings (REDIS_URL…).
 */
export async function startServerProcess(
  whmcsUrl: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const { running, port, metricsPort } = await spawnServerProcess(
      whmcsUrl,
      env,
    );
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        running,
        async () => (await fetch(`${url}/healthz`)).status === 200,
      );
      return { ...running, url, metricsUrl: `http://127.0.0.1:${metricsPort}` };
    } catch (error) {
      await running.stop();
      // Another test process took the port between the check and the
      // listen: start again on other ports (any other failure is the test's).
      if (attempt < 3 && running.output().includes('EADDRINUSE')) {
        continue;
      }
      throw error;
    }
  }
}

/**
 * Spawns the server process (`src/main.ts`) against `whmcsUrl` on free
 * ports without waiting for it: for tests of how it starts, or refuses to.
 */
export async function spawnServerProcess(
  whmcsUrl: string,
  env: Record<string, string>,
): Promise<{ running: RunningProcess; port: number; metricsPort: number }> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', REGISTER_TS, 'src/main.ts'],
    {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: TEST_ORIGIN,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        WHMCS_URL: whmcsUrl,
        WHMCS_IDENTIFIER: DEMO_CREDENTIALS.identifier,
        WHMCS_SECRET: DEMO_CREDENTIALS.secret,
        WHMCS_TIMEOUT_MS: '5000',
        DEMO_OUTBOX: 'true',
        METRICS_PORT: String(metricsPort),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return { running: track(child), port, metricsPort };
}

/** A redis-server of a test's own, with the port it listens on. */
export interface RedisProcess extends RunningProcess {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
}

/** redis-server could not listen: the port was taken. */
class AddressInUseError extends Error {}

/**
 * Starts a redis-server of a test's own, without persistence, on `port` or
 * else on a free port (another one if a process takes it first).
 */
export async function startRedisServer(
  options: { port?: number } = {},
): Promise<RedisProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    try {
      return await spawnRedisServer(port);
    } catch (error) {
      // Another process took the port between the check and the listen:
      // start again on another one, unless the test asked for this port.
      if (
        options.port === undefined &&
        attempt < 5 &&
        error instanceof AddressInUseError
      ) {
        continue;
      }
      throw error;
    }
  }
}

async function spawnRedisServer(port: number): Promise<RedisProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const running = track(child);
  try {
    await waitFor(running, async () => {
      const probe = new Redis({
        port,
        lazyConnect: true,
        retryStrategy: () => null,
        maxRetriesPerRequest: 0,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        // This redis-server's, not one that had the port first.
        const info = await probe.info('server');
        return info.includes(`process_id:${child.pid}\r\n`);
      } finally {
        probe.disconnect();
      }
    });
  } catch (error) {
    await running.stop();
    if (running.output().includes('Address already in use')) {
      throw new AddressInUseError(running.output(), { cause: error });
    }
    throw error;
  }
  return { ...running, port, url: `redis://127.0.0.1:${port}` };
}

/** Deletes every key under `prefix` (tests clean up after themselves). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Errors a server must never log: a crash or an unhandled rejection. */
export function crashesIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) =>
      /shutting down after an error|unhandledRejection|uncaughtException|"level":60/.test(
        line,
      ),
    );
}
