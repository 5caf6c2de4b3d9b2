import { afterAll, afterEach, beforeAll } from 'vitest';

import { DAY_MS, HOUR_MS } from '../src/lib/time.js';

import { TestBrowser } from './http-client.js';
import {
  DEMO,
  OTHER,
  signedInBrowser,
  signedInWithUserAgent,
} from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

/** A test server with the demo account signed in, and the other on request. */
export interface SignedInServer {
  server: TestServer;
  /** A browser signed in as the demo account. */
  demo: TestBrowser;
  /** The demo browser's session token. */
  token: string;
  /** A browser signed in as the other account (only with `withOther`). */
  other: TestBrowser;
}

/**
 * Starts a test server (as {@link startTestServer}) and signs a browser in
 * as the demo account; with `withOther`, a second one as the other account
 * (otherwise `other` is a browser without a session).
 */
export async function signedInServer(
  options: Parameters<typeof startTestServer>[0] & { withOther?: boolean } = {},
): Promise<SignedInServer> {
  const { withOther = false, ...serverOptions } = options;
  const server = await startTestServer(serverOptions);
  const { browser: demo, token } = await signedInBrowser(server, DEMO);
  const other = withOther
    ? (await signedInBrowser(server, OTHER)).browser
    : new TestBrowser(server.url);
  return { server, demo, token, other };
}

/** A test server of a test file, and browsers signed in on it. */
export interface TestServerSuite {
  /** The server, once started (read it inside tests and hooks). */
  readonly server: TestServer;
  /** A new browser signed in with the password, sending `userAgent` (Firefox unless named). */
  signedIn(
    account: { email: string; password: string },
    userAgent?: string,
  ): Promise<TestBrowser>;
}

/**
 * A test server started before a file's tests and closed after them, with
 * nobody signed in: for files that count or end sessions themselves.
 */
export function useTestServer(): TestServerSuite {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  const suite: TestServerSuite = {
    get server() {
      if (!started) {
        throw new Error('the test server is not started yet');
      }
      return started;
    },
    signedIn: (account, userAgent) =>
      signedInWithUserAgent(suite.server, account, userAgent),
  };
  return suite;
}

/** What is undone after each test of a file. */
interface AfterEachReset {
  /** Clear the emulator's fault switches. */
  faults?: boolean;
  /** Move the clock past a day, so per-day and per-hour limits start over. */
  limits?: boolean;
}

/**
 * The usual set-up of a test file: a {@link signedInServer} started before
 * its tests and closed after them, and optionally reset after each test.
 * Read its parts inside tests and hooks.
 */
export function useSignedInServer(
  options: Parameters<typeof signedInServer>[0] & {
    resetAfterEach?: AfterEachReset;
  } = {},
): SignedInServer {
  const { resetAfterEach, ...serverOptions } = options;
  let started: SignedInServer | undefined;
  const get = (): SignedInServer => {
    if (!started) {
      throw new Error('the test server is not started yet');
    }
    return started;
  };
  beforeAll(async () => {
    started = await signedInServer(serverOptions);
  });
  afterAll(async () => {
    await started?.server.close();
  });
  if (resetAfterEach) {
    afterEach(() => {
      if (resetAfterEach.faults) {
        get().server.emulator.resetFaults();
      }
      if (resetAfterEach.limits) {
        get().server.clock.advance(DAY_MS + HOUR_MS);
      }
    });
  }
  return {
    get server() {
      return get().server;
    },
    get demo() {
      return get().demo;
    },
    get token() {
      return get().token;
    },
    get other() {
      return get().other;
    },
  };
}
