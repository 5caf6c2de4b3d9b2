import { z } from 'zod';

import {
  idList,
  orderGroups,
  upgradePaths,
  withdrawalMethods,
} from './env-lists.js';
import {
  billingTimeZone,
  boolean,
  demoSeedDate,
  httpUrl,
  integer,
  optionalString,
  orderAccept,
  redisKeyPrefix,
  redisUrl,
  trustProxy,
} from './env-values.js';

/** Every variable of the environment, each parsed on its own. */
export const envSchema = z.object({
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
  // Unset (0): channel reports go to the department the customer picks.
  CHANNEL_REPORT_DEPARTMENT_ID: integer(0, 1, 2_147_483_647),
  RESELLER_GROUPS: idList(/-/, [3, 4]),
  AFFILIATE_URLS: optionalString,
  AFFILIATE_DEPARTMENT_ID: integer(3, 0, 2_147_483_647),
  CANCEL_DEPARTMENT_ID: integer(1, 1, 2_147_483_647),
  // Unset (0): the cancellation department's.
  BILLING_DEPARTMENT_ID: integer(0, 1, 2_147_483_647),
  WITHDRAWAL_METHODS: withdrawalMethods,
  UPGRADE_PATHS: upgradePaths,
  CONNECTIONS_OPTION: optionalString.default('Connections'),
  ORDER_PRODUCT_GROUPS: orderGroups,
  ORDER_HIDDEN_PRODUCTS: idList(/[,-]/, []),
  ORDER_ACCEPT: orderAccept,
  ANNOUNCEMENTS_VISIBLE: boolean(true),

  CF_MAC: optionalString.default('MAC Address'),
  CF_PASSWORD: optionalString.default('Password'),
  CF_PARENTAL_CODE: optionalString.default('Parental Code'),
  CF_VISIBLE: optionalString,
  CLIENT_CF_REDIRECT_URL: integer(10, 0, 2_147_483_647),
  SECURITY_FIELD: integer(0, 0, 2_147_483_647),
  SECRETS_KEY: optionalString,

  LOGIN_CODE_TTL_SECONDS: integer(600, 60, 600),
  SERVICE_CHANGES_PER_DAY: integer(5, 1, 1000),
  LOGIN_CODE_RESEND_SECONDS: integer(60, 10, 3_600),

  SSO_KEYS: optionalString,
  LEGACY_AUTOLOGIN: boolean(false),

  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_HOOK_SECRET: optionalString,
  PUSH_SERVICES: optionalString.default(
    'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com',
  ),

  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  READ_CACHE_SECONDS: integer(10, 0, 300),
  SERVICE_STATUS_SECONDS: integer(60, 1, 3_600),
  API_REQUESTS_PER_MINUTE: integer(600, 60, 100_000),
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

/** The environment with every variable parsed, before the checks across variables. */
export type ParsedEnv = z.output<typeof envSchema>;
