import {
  DEFAULT_BILLING_TIMEZONE,
  isCalendarDate,
  isTimeZone,
} from '@members/contract';
import { z } from 'zod';

/** Raised at start-up with every bad setting listed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? fallback
        : ['true', '1', 'yes', 'on'].includes(value),
    );

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        return fallback;
      }
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return parsed;
    });

const httpUrl = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') {
      return undefined;
    }
    try {
      const url = new URL(value.trim());
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error('protocol');
      }
      return url.toString().replace(/\/$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) URL' });
      return z.NEVER;
    }
  });

const idList = (separator: RegExp, fallback: number[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        return fallback;
      }
      const ids = value
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be a list of ids' });
        return z.NEVER;
      }
      return ids;
    });

/** `from:to,to;from:to`: the plans each product may move to (UPGRADE_PATHS). */
const upgradePaths = z
  .string()
  .optional()
  .transform((value, ctx): Map<number, number[]> | undefined => {
    if (value === undefined || value.trim() === '') {
      return undefined;
    }
    const paths = new Map<number, number[]>();
    for (const entry of value.split(';').map((part) => part.trim())) {
      if (!entry) {
        continue;
      }
      const [from = '', targets = '', ...rest] = entry.split(':');
      const ids = targets
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number);
      const fromId = Number(from.trim());
      if (
        rest.length > 0 ||
        !Number.isInteger(fromId) ||
        fromId <= 0 ||
        ids.length === 0 ||
        ids.some((id) => !Number.isInteger(id) || id <= 0 || id === fromId)
      ) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be product:target,target pairs separated by semicolons (e.g. 3:2,1;2:1)',
        });
        return z.NEVER;
      }
      paths.set(fromId, [...new Set([...(paths.get(fromId) ?? []), ...ids])]);
    }
    return paths;
  });

/**
 * ORDER_PRODUCT_GROUPS: `gid:Name,gid:Name` (the name shown above the
 * group's products, since GetProducts does not give it; `gid` alone shows none).
 */
const orderGroups = z
  .string()
  .optional()
  .transform((value, ctx): { id: number; name: string }[] | undefined => {
    if (value === undefined || value.trim() === '') {
      return undefined;
    }
    const groups = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [id = '', ...name] = entry.split(':');
        return { id: Number(id.trim()), name: name.join(':').trim() };
      });
    if (groups.some((group) => !Number.isInteger(group.id) || group.id <= 0)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be group ids, each optionally with :Name, separated by commas',
      });
      return z.NEVER;
    }
    return groups;
  });

/** ORDER_ACCEPT: who sets a new line up (docs/whmcs-compatibility.md, "Orders"). */
const orderAccept = z
  .enum(['payment', 'order'], {
    error: 'must be payment (WHMCS sets the line up when paid) or order',
  })
  .optional()
  .default('payment');

const trustProxy = z
  .string()
  .optional()
  .transform((value): false | number | string[] => {
    if (value === undefined || ['', 'false', '0'].includes(value.trim())) {
      return false;
    }
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) {
      return Number(trimmed);
    }
    return trimmed.split(',').map((part) => part.trim());
  });

const withdrawalMethods = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const source = value?.trim() || 'paypal:PayPal,banktransfer:Bank transfer';
    const methods = source.split(',').map((entry) => {
      const [id, ...name] = entry.split(':');
      return { id: (id ?? '').trim(), name: name.join(':').trim() };
    });
    if (
      methods.some(
        (method) => !/^[a-z0-9_-]+$/i.test(method.id) || !method.name,
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a list of id:Name pairs separated by commas',
      });
      return z.NEVER;
    }
    return methods;
  });

/** BILLING_TIMEZONE: the IANA zone whose calendar day is "today" (WHMCS's own zone). */
const billingTimeZone = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() || DEFAULT_BILLING_TIMEZONE;
    if (!isTimeZone(trimmed)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an IANA time zone such as UTC or Europe/Berlin',
      });
      return z.NEVER;
    }
    return trimmed;
  });

/** DEMO_SEED_DATE: the day the embedded demo's dates count from; unset, the day it is seeded. */
const demoSeedDate = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') {
      return null;
    }
    if (!isCalendarDate(trimmed)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date YYYY-MM-DD' });
      return z.NEVER;
    }
    return trimmed;
  });

const envSchema = z.object({
  HOST: optionalString.default('127.0.0.1'),
  PORT: integer(3000, 0, 65_535),
  PUBLIC_URL: httpUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .default('info'),

  WHMCS_URL: httpUrl,
  WHMCS_IDENTIFIER: optionalString,
  WHMCS_SECRET: optionalString,
  WHMCS_ACCESS_KEY: optionalString,
  WHMCS_TIMEOUT_MS: integer(20_000, 100, 120_000),

  EMULATOR_PORT: integer(8090, 0, 65_535),
  EMULATOR_DB: optionalString.default(':memory:'),
  DEMO_SEED_DATE: demoSeedDate,
  BILLING_TIMEZONE: billingTimeZone,

  SMTP_URL: optionalString,
  MAIL_FROM: optionalString.default('Members area <no-reply@localhost>'),
  DEMO_OUTBOX: boolean(false),

  PROVIDER_NAME: optionalString.default('StreamMax'),
  STREAM_URL: httpUrl,
  TRIAL_STREAM_URL: httpUrl,
  TRIAL_PRODUCT_IDS: idList(/[,-]/, []),
  CUSTOM_HOST_PRODUCT_ID: integer(0, 0, 2_147_483_647),
  CUSTOM_STREAM_URL: httpUrl,
  EPG_URL: httpUrl,
  PANEL_URL: httpUrl,
  PANEL_TIMEOUT_MS: integer(3000, 100, 30_000),
  PANEL_CACHE_SECONDS: integer(30, 0, 3600),
  PANEL_BACKOFF_SECONDS: integer(60, 0, 3600),
  RESELLER_GROUPS: idList(/-/, [3, 4]),
  AFFILIATE_URLS: optionalString,
  AFFILIATE_DEPARTMENT_ID: integer(3, 0, 2_147_483_647),
  CANCEL_DEPARTMENT_ID: integer(1, 1, 2_147_483_647),
  WITHDRAWAL_METHODS: withdrawalMethods,
  UPGRADE_PATHS: upgradePaths,
  ORDER_PRODUCT_GROUPS: orderGroups,
  ORDER_HIDDEN_PRODUCTS: idList(/[,-]/, []),
  ORDER_ACCEPT: orderAccept,
  ANNOUNCEMENTS_VISIBLE: boolean(true),

  CF_MAC: optionalString.default('MAC Address'),
  CF_PASSWORD: optionalString.default('Password'),
  CF_PARENTAL_CODE: optionalString.default('Parental Code'),
  CF_VISIBLE: optionalString,
  CLIENT_CF_REDIRECT_URL: integer(10, 0, 2_147_483_647),

  LOGIN_CODE_TTL_SECONDS: integer(600, 60, 600),
  SERVICE_CHANGES_PER_DAY: integer(5, 1, 1000),
  LOGIN_CODE_RESEND_SECONDS: integer(60, 10, 3_600),

  SSO_KEYS: optionalString,
  LEGACY_AUTOLOGIN: boolean(false),

  REDIS_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        return undefined;
      }
      try {
        const url = new URL(value.trim());
        if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
          throw new Error('protocol');
        }
        return value.trim();
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a redis:// or rediss:// URL',
        });
        return z.NEVER;
      }
    }),
  REDIS_KEY_PREFIX: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : 'members:'))
    .pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_.:-]{1,64}$/,
          'must be 1 to 64 of A-Z a-z 0-9 _ . : -',
        ),
    ),
  READ_CACHE_SECONDS: integer(10, 0, 300),
  METRICS_PORT: integer(0, 0, 65_535),
  METRICS_HOST: optionalString.default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: integer(20_000, 100, 120_000),
  IDEMPOTENCY_LEASE_MS: integer(3000, 500, 60_000),
  WHMCS_BREAKER_RESET_MS: integer(10_000, 100, 600_000),
  WHMCS_BREAKER_THRESHOLD: integer(5, 0, 1000),

  UPLOAD_MAX_FILES: integer(5, 1, 20),
  UPLOAD_MAX_FILE_MB: integer(5, 1, 50),
  UPLOAD_ALLOWED_TYPES: optionalString.default(
    'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain',
  ),
});

/** Identifier and secret of the embedded emulator (demo only, never a real WHMCS). */
export const EMBEDDED_WHMCS_CREDENTIALS = {
  identifier: 'demo-identifier',
  secret: 'demo-secret',
} as const;

/**
 * The settings of one server: the environment parsed, checked across
 * variables and shaped. Cross-variable problems are reported only when every
 * variable parsed on its own.
 */
const configSchema = envSchema.transform((e, ctx) => {
  const problems: string[] = [];
  const isEmbedded = e.WHMCS_URL === undefined;
  if (!isEmbedded && (!e.WHMCS_IDENTIFIER || !e.WHMCS_SECRET)) {
    problems.push(
      'WHMCS_IDENTIFIER and WHMCS_SECRET: required when WHMCS_URL is set',
    );
  }
  if (!isEmbedded && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required with a real WHMCS_URL (links in e-mails must not be built from the Host header)',
    );
  }
  const outbox = e.DEMO_OUTBOX || (isEmbedded && !e.SMTP_URL);
  if (!isEmbedded && !e.SMTP_URL && !e.DEMO_OUTBOX) {
    problems.push(
      'SMTP_URL: required with a real WHMCS_URL, or sign-in codes could not be delivered (DEMO_OUTBOX=true keeps them in the demo outbox instead)',
    );
  }
  const affiliateUrls = (
    e.AFFILIATE_URLS ??
    'https://streammax.example/?aff=,https://streammax.example/offers?aff=,https://streammax.example/trial?aff='
  )
    .split(/[,|]/)
    .map((url) => url.trim())
    .filter(Boolean);
  if (affiliateUrls.some((url) => !/^https?:\/\//.test(url))) {
    problems.push('AFFILIATE_URLS: must be http(s) URLs separated by commas');
  }
  const ssoKeys = (e.SSO_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (ssoKeys.some((key) => key.length < 32)) {
    problems.push('SSO_KEYS: each key must be at least 32 characters');
  }
  const allowedTypes = e.UPLOAD_ALLOWED_TYPES.split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  if (problems.length > 0) {
    for (const message of problems) {
      ctx.addIssue({ code: 'custom', message });
    }
    return z.NEVER;
  }
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
      outbox,
    },
    providerName: e.PROVIDER_NAME,
    streams: {
      streamUrl:
        e.STREAM_URL ??
        (isEmbedded ? 'http://line.streammax.example:8080' : null),
      trialStreamUrl:
        e.TRIAL_STREAM_URL ??
        (isEmbedded ? 'http://trial.streammax.example:8080' : null),
      trialProductIds:
        e.TRIAL_PRODUCT_IDS.length > 0
          ? e.TRIAL_PRODUCT_IDS
          : isEmbedded
            ? [3]
            : [],
      customHostProductId:
        e.CUSTOM_HOST_PRODUCT_ID === 0 ? null : e.CUSTOM_HOST_PRODUCT_ID,
      customStreamUrl: e.CUSTOM_STREAM_URL ?? null,
      epgUrl:
        e.EPG_URL ??
        (isEmbedded ? 'http://line.streammax.example:8080/xmltv.php' : null),
    },
    /**
     * The IPTV panel's player API (docs/operator-guide.md, "The line's
     * status"): PANEL_URL wins over everything; without it a line's panel is
     * the host of its playlist URL, and the demo's is the embedded emulator.
     */
    panel: {
      url: e.PANEL_URL ?? null,
      timeoutMs: e.PANEL_TIMEOUT_MS,
      cacheMs: e.PANEL_CACHE_SECONDS * 1000,
      backoffMs: e.PANEL_BACKOFF_SECONDS * 1000,
    },
    resellerGroups: e.RESELLER_GROUPS,
    affiliate: {
      urls: affiliateUrls,
      departmentId:
        e.AFFILIATE_DEPARTMENT_ID === 0 ? null : e.AFFILIATE_DEPARTMENT_ID,
      withdrawalMethods: e.WITHDRAWAL_METHODS,
    },
    /**
     * Online cancellation (docs/cancellation.md): the support department of
     * the tickets a guest's declaration, or an extraordinary one before the
     * period's end, opens for staff.
     */
    cancellation: { departmentId: e.CANCEL_DEPARTMENT_ID },
    /**
     * Plan changes and orders (docs/operator-guide.md, "Plans and orders").
     * WHMCS's API gives neither a product's allowed upgrades nor whether it
     * is hidden, so they are set here; the demo's are its catalogue's.
     */
    plans: {
      /** Product id → the product ids its lines may move to. */
      upgradePaths:
        e.UPGRADE_PATHS ??
        (isEmbedded
          ? new Map([
              [3, [2, 1]],
              [2, [1]],
              [1, [2]],
            ])
          : new Map<number, number[]>()),
      /** Product groups whose products may be ordered; none = no ordering. */
      orderGroups:
        e.ORDER_PRODUCT_GROUPS ?? (isEmbedded ? [{ id: 1, name: 'IPTV' }] : []),
      /** Products of those groups never offered (hidden or retired in WHMCS). */
      hiddenProducts: e.ORDER_HIDDEN_PRODUCTS,
      /**
       * `payment`: the product's "set up when the first payment is received"
       * makes the line Active; `order`: AcceptOrder right after AddOrder.
       */
      accept: e.ORDER_ACCEPT,
    },
    announcementsVisible: e.ANNOUNCEMENTS_VISIBLE,
    customFields: {
      mac: e.CF_MAC,
      password: e.CF_PASSWORD,
      parentalCode: e.CF_PARENTAL_CODE,
      /**
       * Further service custom fields the customer may see, by name. No other
       * field reaches the browser: admins keep internal notes in them.
       */
      visible: (e.CF_VISIBLE ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      clientRedirectUrlId: e.CLIENT_CF_REDIRECT_URL,
    },
    login: {
      codeTtlSeconds: e.LOGIN_CODE_TTL_SECONDS,
      resendSeconds: e.LOGIN_CODE_RESEND_SECONDS,
    },
    /** How many MAC, parental code and password changes a service may have per day (each). */
    limits: { serviceChangesPerDay: e.SERVICE_CHANGES_PER_DAY },
    uploads: {
      maxFiles: e.UPLOAD_MAX_FILES,
      maxFileBytes: e.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      allowedTypes,
    },
    /** Shared state: null = in-memory stores of this process only. */
    redis: { url: e.REDIS_URL ?? null, keyPrefix: e.REDIS_KEY_PREFIX },
    /** How long the WHMCS reads behind `allData` are kept per client (0 = off). */
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    /** The Prometheus endpoint's own listener; port null = no metrics endpoint. */
    metrics: {
      host: e.METRICS_HOST,
      port: e.METRICS_PORT === 0 ? null : e.METRICS_PORT,
    },
    /** How long in-flight requests may take to finish after SIGTERM. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /**
     * How long a change request holds its Idempotency-Key without renewing
     * it (renewed every third of it while it runs): after a crash, its retry
     * waits at most this long (docs/reliability.md).
     */
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_MS,
    /**
     * Circuit breaker per WHMCS action group: `threshold` failures within 10 s
     * (and at least half of the calls) open it for `resetMs`; threshold 0 = off.
     */
    breaker: {
      threshold: e.WHMCS_BREAKER_THRESHOLD,
      resetMs: e.WHMCS_BREAKER_RESET_MS,
    },
    entryLinks: {
      /** Keys of signed `?sso=` links: the first signs, all verify. Empty = off. */
      ssoKeys,
      /** The legacy identifier+secret auto-login (product rules: Entry links; off by default). */
      legacyAutoLogin: e.LEGACY_AUTOLOGIN,
    },
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
