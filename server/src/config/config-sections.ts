import { randomBytes } from 'node:crypto';

import { parseSecretsKey, splitList } from './cross-checks.js';
import type { ParsedEnv } from './env-schema.js';

/** The provider's lines: stream addresses, the IPTV panel and the reseller groups. */
export function shapeLines(e: ParsedEnv, isEmbedded: boolean) {
  return {
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
      /** The support department a reported channel's ticket opens in; null: the customer picks. */
      channelReportDepartmentId:
        e.CHANNEL_REPORT_DEPARTMENT_ID === 0
          ? null
          : e.CHANNEL_REPORT_DEPARTMENT_ID,
    },
    resellerGroups: e.RESELLER_GROUPS,
  };
}

/** What is sold and ended: affiliates, cancellations, plan changes and orders. */
export function shapeSales(
  e: ParsedEnv,
  isEmbedded: boolean,
  affiliateUrls: string[],
) {
  return {
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
     * Withdrawal (docs/cancellation.md, § 356a BGB): the billing department
     * of the tickets every withdrawal opens for the refund; unset, the
     * cancellation department's.
     */
    withdrawal: {
      departmentId: e.BILLING_DEPARTMENT_ID || e.CANCEL_DEPARTMENT_ID,
    },
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
    /**
     * One more connection (docs/operator-guide.md): the name of the products'
     * configurable option for simultaneous connections.
     */
    connections: { optionName: e.CONNECTIONS_OPTION },
  };
}

/** The demo emulator's admin-only client field "Members area security". */
export const EMBEDDED_SECURITY_FIELD = 11;

/** What the customer may see and change, and the limits of each. */
export function shapeCustomerSettings(e: ParsedEnv, isEmbedded: boolean) {
  return {
    /**
     * Passkeys and the second factor (docs/security.md, "Where the factors
     * live"): the id of the admin-only client custom field that keeps each
     * client's factors (null: off) and the key that seals its value, base64.
     * The demo uses its emulator's field and a key of its own process.
     */
    security: {
      fieldId:
        e.SECURITY_FIELD !== 0
          ? e.SECURITY_FIELD
          : isEmbedded
            ? EMBEDDED_SECURITY_FIELD
            : null,
      secretsKey:
        e.SECRETS_KEY === undefined
          ? isEmbedded
            ? randomBytes(32).toString('base64')
            : null
          : parseSecretsKey(e.SECRETS_KEY),
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
      visible: splitList(e.CF_VISIBLE ?? '', ','),
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
      allowedTypes: splitList(e.UPLOAD_ALLOWED_TYPES, ','),
    },
  };
}

/** How the server runs: shared state, caches, metrics, shutdown, WHMCS breaker, entry links. */
export function shapeOperations(e: ParsedEnv, ssoKeys: string[]) {
  return {
    /** Shared state: null = in-memory stores of this process only. */
    redis: { url: e.REDIS_URL ?? null, keyPrefix: e.REDIS_KEY_PREFIX },
    /** How long the WHMCS reads behind `allData` are kept per client (0 = off). */
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    /** How long WHMCS's network issues are kept, shared by every instance (tests shorten it). */
    serviceStatusMs: e.SERVICE_STATUS_SECONDS * 1000,
    /** The flood guard: requests one address may make to the API in a minute. */
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
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
    /**
     * Web push reminders (docs/push.md): the VAPID pair (null: off, or the
     * demo's own pair made at start), the WHMCS hook's key, and the push
     * services a subscription may name (nothing else is ever called).
     */
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? 'mailto:support@streammax.example',
      hookSecret: e.PUSH_HOOK_SECRET ?? null,
      services: splitList(e.PUSH_SERVICES, ','),
    },
    entryLinks: {
      /** Keys of signed `?sso=` links: the first signs, all verify. Empty = off. */
      ssoKeys,
      /** The legacy identifier+secret auto-login (product rules: Entry links; off by default). */
      legacyAutoLogin: e.LEGACY_AUTOLOGIN,
    },
  };
}
