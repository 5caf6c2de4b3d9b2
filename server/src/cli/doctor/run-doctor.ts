import { billingDay } from '@members/contract';
import type { RunningEmulator } from '@members/whmcs-emulator';

import { ConfigError, isEmbeddedDemo, loadConfig } from '../../config.js';
import type { Config } from '../../config.js';
import { startEmbeddedWhmcs } from '../../embedded-whmcs.js';
import { type Clock, systemClock } from '../../lib/clock.js';

import {
  checkResult,
  describeError,
  redactUrl,
  withDeadline,
} from './check.js';
import type { CheckResult } from './check.js';
import { checkPush } from './push-check.js';
import { checkMail, checkPublicUrl, checkRedis } from './service-checks.js';
import { checkWhmcs } from './whmcs-checks.js';

/** How long all checks together may take before the unfinished ones fail. */
export const DOCTOR_TIMEOUT_MS = 90_000;

/** Options of {@link runDoctor}. */
export interface RunDoctorOptions {
  /** The WHMCS base URL to check: WHMCS_URL, or the embedded emulator's. */
  readonly whmcsUrl: string;
  /** Default {@link DOCTOR_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** The clock the billing day is read with; default the machine's. */
  readonly now?: Clock;
}

/** The billing time zone and the day it makes "today", to compare with WHMCS's. */
export function describeBillingDay(config: Config, now: Clock): CheckResult {
  const zone = config.billingTimeZone;
  return checkResult(
    'ok',
    'Billing day',
    `BILLING_TIMEZONE ${zone}: today is ${billingDay(now(), zone)} there. Due dates, overdue invoices and cancellation dates count from this day; it must be the time zone WHMCS runs in (its PHP date.timezone).`,
  );
}

function timedOut(title: string, ms: number): () => CheckResult[] {
  return () => [
    checkResult(
      'FAIL',
      title,
      `did not finish within ${ms / 1000} s. Fix: see the other lines; a WHMCS or mail server this slow also stalls the server.`,
    ),
  ];
}

/**
 * Runs every check with the server's settings against `whmcsUrl` and returns
 * one result per line, in a fixed order: WHMCS, mail, Redis, PUBLIC_URL.
 * They run side by side; whatever is unfinished at the deadline fails.
 */
export async function runDoctor(
  config: Config,
  options: RunDoctorOptions,
): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? DOCTOR_TIMEOUT_MS;
  const isEmbedded = isEmbeddedDemo(config);
  const guard = (
    title: string,
    work: () => Promise<CheckResult[]>,
  ): Promise<CheckResult[]> =>
    withDeadline(
      work().catch((error: unknown) => [
        checkResult(
          'FAIL',
          title,
          `the check itself failed: ${describeError(error)}`,
        ),
      ]),
      timeoutMs,
      timedOut(title, timeoutMs),
    );
  const groups = await Promise.all([
    guard('WHMCS', () =>
      checkWhmcs({ config, url: options.whmcsUrl, isEmbedded }),
    ),
    guard('Mail', async () => [await checkMail(config)]),
    guard('Redis', async () => [await checkRedis(config)]),
    guard('PUBLIC_URL', async () => [await checkPublicUrl(config)]),
  ]);
  return [
    checkResult(
      'ok',
      'Settings',
      isEmbedded
        ? 'valid; no WHMCS_URL, so the embedded WHMCS emulator with demo data is checked, as npm start would start it'
        : `valid; WHMCS at ${redactUrl(config.whmcs.url ?? '')}`,
    ),
    describeBillingDay(config, options.now ?? systemClock),
    ...groups.flat(),
    ...checkPush(config, isEmbedded),
  ];
}

/**
 * The whole doctor for an environment: parses it as the server does (every
 * bad setting is a FAIL line), starts the embedded emulator when there is no
 * WHMCS_URL, runs the checks and stops the emulator again.
 */
export async function runDoctorForEnv(
  env: NodeJS.ProcessEnv,
  options: { timeoutMs?: number } = {},
): Promise<CheckResult[]> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems.map((problem) =>
        checkResult(
          'FAIL',
          'Settings',
          `${problem}. Fix: correct it in the environment (.env.example documents each variable); the server refuses to start until then.`,
        ),
      );
    }
    throw error;
  }
  let emulator: RunningEmulator | null = null;
  if (isEmbeddedDemo(config)) {
    try {
      emulator = await startEmbeddedWhmcs(config, systemClock);
    } catch (error) {
      return [
        checkResult(
          'FAIL',
          'Embedded WHMCS emulator',
          `did not start (${describeError(error)}). Fix: check EMULATOR_PORT and EMULATOR_DB, or set WHMCS_URL to a real WHMCS.`,
        ),
      ];
    }
  }
  try {
    return await runDoctor(config, {
      whmcsUrl: emulator?.url ?? config.whmcs.url ?? '',
      timeoutMs: options.timeoutMs,
    });
  } finally {
    await emulator?.close();
  }
}
