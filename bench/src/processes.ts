import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept for the report when it fails. */
export interface Child {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <script> ...args` from the repository root. */
export function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Child {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
  });
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Starts the WHMCS emulator (`emulator/dist/main.js`) on a free port with
 * `args` and waits until it answers; returns it, its URL and how long it took.
 */
export async function startEmulatorProcess(
  args: string[],
): Promise<{ emulator: Child; url: string; readyMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const emulator = startNode(
    'emulator/dist/main.js',
    ['--port', String(port), ...args],
    {},
  );
  try {
    const readyMs = await waitUntil(
      emulator,
      async () => (await fetch(`${url}/`)).status > 0,
      60_000,
    );
    return { emulator, url, readyMs };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}

/**
 * The environment of a members-area server (`server/dist/main.js`) on
 * 127.0.0.1:`port`, one trusted proxy hop, against the WHMCS emulator at
 * `emulatorUrl` with its demo API credentials and the demo outbox.
 */
export function memberServerEnv(
  port: number,
  emulatorUrl: string,
): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    WHMCS_URL: emulatorUrl,
    WHMCS_IDENTIFIER: 'demo-identifier',
    WHMCS_SECRET: 'demo-secret',
    DEMO_OUTBOX: 'true',
    // As the Dockerfile and `npm start` run it (docs/performance.md).
    NODE_OPTIONS: '--max-semi-space-size=2',
  };
}

/**
 * Waits until `probe` answers true, failing when the child exits first or
 * the deadline passes. Returns the milliseconds it took.
 */
export async function waitUntil(
  child: Child,
  probe: () => Promise<boolean>,
  deadlineMs: number,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    if (child.process.exitCode !== null) {
      throw new Error(`The process exited early:\n${child.output()}`);
    }
    if (await probe().catch(() => false)) {
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Not ready after ${deadlineMs} ms:\n${child.output()}`);
}

/** The resident memory of a process in MiB (Linux `/proc`), or null. */
export async function residentMiB(
  pid: number | undefined,
): Promise<number | null> {
  if (pid === undefined) {
    return null;
  }
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
