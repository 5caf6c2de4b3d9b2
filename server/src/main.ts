import { startEmulator } from '@members/whmcs-emulator';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';

import { buildApp, LOG_REDACT_PATHS } from './app.js';
import { ConfigError, isEmbeddedDemo, loadConfig } from './config.js';
import { createMailer } from './mail/mailer.js';
import { createMemoryStores } from './stores/memory/memory-stores.js';
import { createWhmcsClient } from './whmcs/index.js';

const DEMO_ACCOUNTS = [
  [
    'demo@example.com',
    'demo-password-1',
    'affiliate and reseller, 5 subscriptions',
  ],
  ['other@example.com', 'other-password-1', 'one subscription'],
];

async function startEmbeddedEmulator(
  port: number,
  dbPath: string,
  credentials: { identifier: string; secret: string },
  membersAreaUrl: string,
) {
  const options = {
    host: '127.0.0.1',
    dbPath,
    seed: 'demo' as const,
    credentials,
    membersAreaUrl,
  };
  try {
    return await startEmulator({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) {
      throw error;
    }
    return startEmulator({ ...options, port: 0 });
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  });
  const displayHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const membersUrl = config.publicUrl ?? `http://${displayHost}:${config.port}`;

  const emulator = isEmbeddedDemo(config)
    ? await startEmbeddedEmulator(
        config.emulator.port,
        config.emulator.dbPath,
        {
          identifier: config.whmcs.identifier,
          secret: config.whmcs.secret,
        },
        membersUrl,
      )
    : null;
  const whmcs = createWhmcsClient({
    url: emulator?.url ?? config.whmcs.url ?? '',
    identifier: config.whmcs.identifier,
    secret: config.whmcs.secret,
    accessKey: config.whmcs.accessKey,
    timeoutMs: config.whmcs.timeoutMs,
    logger: logger.child({ component: 'whmcs' }),
  });
  const stores = createMemoryStores();
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outbox: config.mail.outbox,
    logger,
  });
  const app = await buildApp({ config, whmcs, stores, mailer, logger });

  closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
    if (err) {
      logger.error({ err }, 'shutting down after an error');
    } else {
      logger.info({ signal }, 'shutting down');
    }
    await app.close();
    await stores.close();
    await mailer.close();
    await emulator?.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  ${config.providerName} members area: ${membersUrl}/dashboard/`,
  ];
  if (emulator) {
    lines.push(
      `  WHMCS emulator (demo data): ${emulator.url}`,
      `  Demo outbox (sign-in codes): ${membersUrl}/dashboard/dev/outbox`,
      '  Demo accounts:',
      ...DEMO_ACCOUNTS.map(
        ([email, password, what]) => `    ${email} / ${password}  (${what})`,
      ),
    );
  } else if (config.mail.outbox) {
    lines.push(`  Demo outbox: ${membersUrl}/dashboard/dev/outbox`);
  }
  console.log(`${lines.join('\n')}\n`);
}

await main();
