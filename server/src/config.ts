import { z } from 'zod';

import {
  shapeCustomerSettings,
  shapeLines,
  shapeOperations,
  shapeSales,
} from './config/config-sections.js';
import { listCrossProblems, splitLists } from './config/cross-checks.js';
import { envSchema } from './config/env-schema.js';
import type { ParsedEnv } from './config/env-schema.js';

/** Raised at start-up with every bad setting listed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Identifier and secret of the embedded emulator (demo only, never a real WHMCS). */
export const EMBEDDED_WHMCS_CREDENTIALS = {
  identifier: 'demo-identifier',
  secret: 'demo-secret',
} as const;

/** Where the server listens and what it talks to: WHMCS, the embedded emulator, mail. */
function shapeConnections(e: ParsedEnv, isEmbedded: boolean) {
  return {
    host: e.HOST,
    port: e.PORT,
    /**
     * Origin the browser uses, e.g. https://members.example.com. Required with
     * a real WHMCS; null in the local demo, where the request's own is used.
     */
    publicUrl: e.PUBLIC_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    whmcs: {
      /** null: the embedded emulator is started and used. */
      url: e.WHMCS_URL ?? null,
      identifier: e.WHMCS_IDENTIFIER ?? EMBEDDED_WHMCS_CREDENTIALS.identifier,
      secret: e.WHMCS_SECRET ?? EMBEDDED_WHMCS_CREDENTIALS.secret,
      accessKey: e.WHMCS_ACCESS_KEY,
      timeoutMs: e.WHMCS_TIMEOUT_MS,
    },
    emulator: {
      port: e.EMULATOR_PORT,
      dbPath: e.EMULATOR_DB,
      /** null: the demo's dates count from the day it is seeded. */
      seedDate: e.DEMO_SEED_DATE,
    },
    /** The zone of the billing day ("today"): WHMCS's own time zone. */
    billingTimeZone: e.BILLING_TIMEZONE,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      /** Keep mails in the demo outbox instead of sending them. */
      outbox: e.DEMO_OUTBOX || (isEmbedded && !e.SMTP_URL),
    },
  };
}

/**
 * The settings of one server: the environment parsed, checked across
 * variables and shaped. Cross-variable problems are reported only when every
 * variable parsed on its own.
 */
const configSchema = envSchema.transform((e, ctx) => {
  const isEmbedded = e.WHMCS_URL === undefined;
  const lists = splitLists(e);
  const problems = listCrossProblems(e, isEmbedded, lists);
  if (problems.length > 0) {
    for (const message of problems) {
      ctx.addIssue({ code: 'custom', message });
    }
    return z.NEVER;
  }
  return {
    ...shapeConnections(e, isEmbedded),
    ...shapeLines(e, isEmbedded),
    ...shapeSales(e, isEmbedded, lists.affiliateUrls),
    ...shapeCustomerSettings(e, isEmbedded),
    ...shapeOperations(e, lists.ssoKeys),
  };
});

/** The settings of one server, parsed once at start-up. */
export type Config = z.output<typeof configSchema>;

/**
 * Parses the environment into a frozen {@link Config}. Fails with every bad
 * variable at once, so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        issue.path.length > 0
          ? `${issue.path.join('.')}: ${issue.message}`
          : issue.message,
      ),
    );
  }
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      deepFreeze(inner);
    }
    Object.freeze(value);
  }
  return value;
}

/** Whether the server runs the embedded emulator (no WHMCS_URL). */
export function isEmbeddedDemo(config: Config): boolean {
  return config.whmcs.url === null;
}
