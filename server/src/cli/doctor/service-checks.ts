import nodemailer from 'nodemailer';

import type { Config } from '../../config.js';
import {
  createRedisConnection,
  waitForRedis,
} from '../../stores/redis/redis-connection.js';

import { checkResult, describeError, redactUrl } from './check.js';
import type { CheckResult } from './check.js';

/** How long the SMTP connection, greeting and login may each take. */
const SMTP_TIMEOUT_MS = 10_000;
/** How long the Redis connection may take to become ready. */
const REDIS_TIMEOUT_MS = 3_000;
/** How long `${PUBLIC_URL}/healthz` may take to answer. */
const PUBLIC_URL_TIMEOUT_MS = 5_000;
/** The oldest Redis the stores run on (GETDEL, SET … KEEPTTL). */
const MIN_REDIS_VERSION = [6, 2] as const;

/** SMTP server name and port for printing, without the credentials. */
function describeSmtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.hostname}:${port}`;
  } catch {
    return 'SMTP_URL';
  }
}

/** Why an SMTP handshake failed, and what to do, in an operator's words. */
function describeSmtpError(error: unknown, smtpUrl: string): string {
  const code = (error as { code?: unknown }).code;
  const message = describeError(error);
  if (code === 'EAUTH') {
    return `the SMTP server refused the user name or password in SMTP_URL (${message}). Fix: correct them (special characters in the password must be percent-encoded, e.g. @ as %40).`;
  }
  if (/wrong version number|ssl routines|tls/i.test(message)) {
    return `TLS failed (${message}). Fix: smtps:// is for port 465 (TLS from the start); use smtp:// for ports 587 and 25 (STARTTLS).`;
  }
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message)) {
    return `the host name in SMTP_URL does not resolve (${message}). Fix: check its spelling.`;
  }
  if (
    code === 'ETIMEDOUT' ||
    code === 'ECONNECTION' ||
    code === 'ESOCKET' ||
    /ECONNREFUSED|timeout/i.test(message)
  ) {
    return `no SMTP conversation with ${describeSmtpServer(smtpUrl)} (${message}). Fix: check the host and port in SMTP_URL, and that outgoing mail ports are open here (many hosts block port 25).`;
  }
  return `${message}. Fix: check SMTP_URL.`;
}

/**
 * The mailer: with SMTP_URL, a real SMTP handshake (connect, TLS, login) with
 * the same URL the server's transport uses; otherwise says mail stays in the
 * demo outbox.
 */
export async function checkMail(config: Config): Promise<CheckResult> {
  const title = 'Mail';
  const isEmbedded = config.whmcs.url === null;
  if (config.mail.outbox || !config.mail.smtpUrl) {
    return isEmbedded
      ? checkResult(
          'ok',
          title,
          'the demo keeps every mail (sign-in codes included) in the demo outbox at /dashboard/dev/outbox; set SMTP_URL to send them',
        )
      : checkResult(
          'warn',
          title,
          'DEMO_OUTBOX=true keeps every mail in the demo outbox at /dashboard/dev/outbox: customers never get their sign-in codes. Fix: set SMTP_URL and remove DEMO_OUTBOX before customers use it.',
        );
  }
  const smtpUrl = config.mail.smtpUrl;
  // The URL's own settings win over these, as in the server's transport.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return checkResult(
      'ok',
      title,
      `the SMTP server ${describeSmtpServer(smtpUrl)} accepted the connection${
        new URL(smtpUrl).username ? ' and the login' : ''
      } (${redactUrl(smtpUrl)})`,
    );
  } catch (error) {
    return checkResult('FAIL', title, describeSmtpError(error, smtpUrl));
  } finally {
    transport.close();
  }
}

function isRedisTooOld(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (
    major < MIN_REDIS_VERSION[0] ||
    (major === MIN_REDIS_VERSION[0] && minor < MIN_REDIS_VERSION[1])
  );
}

/**
 * Redis when REDIS_URL is set: connects the way the server does, sends PING
 * and reads the version.
 */
export async function checkRedis(config: Config): Promise<CheckResult> {
  const title = 'Redis';
  const url = config.redis.url;
  if (!url) {
    return checkResult(
      'ok',
      title,
      "REDIS_URL not set: sessions and limits live in this process's memory (fine for one instance)",
    );
  }
  let lastError: unknown = null;
  const redis = createRedisConnection(url, (error) => {
    lastError = error;
  });
  try {
    if (!(await waitForRedis(redis, REDIS_TIMEOUT_MS))) {
      return checkResult(
        'FAIL',
        title,
        `${redactUrl(url)} did not answer within ${REDIS_TIMEOUT_MS} ms${
          lastError ? ` (${describeError(lastError)})` : ''
        }. Fix: start Redis or correct REDIS_URL (rediss:// for TLS, the password as redis://:password@host:6379).`,
      );
    }
    const pong = await redis.ping();
    const info = await redis.info('server');
    const version = /^redis_version:(\S+)/m.exec(info)?.[1] ?? '';
    if (version && isRedisTooOld(version)) {
      return checkResult(
        'FAIL',
        title,
        `${redactUrl(url)} runs Redis ${version}; the server needs ${MIN_REDIS_VERSION.join('.')} or newer (GETDEL, SET … KEEPTTL). Fix: upgrade Redis.`,
      );
    }
    return checkResult(
      'ok',
      title,
      `${redactUrl(url)} answered ${pong}${version ? ` (Redis ${version})` : ''}`,
    );
  } catch (error) {
    const message = describeError(error);
    return checkResult(
      'FAIL',
      title,
      /NOAUTH|WRONGPASS|AUTH/i.test(message)
        ? `${redactUrl(url)} refused the password (${message}). Fix: put the right one in REDIS_URL.`
        : `${redactUrl(url)}: ${message}. Fix: check REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * PUBLIC_URL: set and https with a real WHMCS (http only warns); an https one
 * is asked for `/healthz`, which only warns when it does not answer (the
 * server may not be running yet).
 */
export async function checkPublicUrl(config: Config): Promise<CheckResult> {
  const title = 'PUBLIC_URL';
  const publicUrl = config.publicUrl;
  const isEmbedded = config.whmcs.url === null;
  if (publicUrl === null) {
    return checkResult(
      isEmbedded ? 'ok' : 'FAIL',
      title,
      isEmbedded
        ? "not set: the demo builds its links from each request's address"
        : 'not set. Fix: set it to the https address customers use, e.g. https://members.example.com.',
    );
  }
  if (!publicUrl.startsWith('https://')) {
    return isEmbedded
      ? checkResult('ok', title, `${publicUrl} (http is fine for the demo)`)
      : checkResult(
          'warn',
          title,
          `${publicUrl} is http: cookies are not marked Secure, there is no HSTS, and codes travel unencrypted. Fix: serve the members area over https behind your TLS proxy and set PUBLIC_URL to that address.`,
        );
  }
  try {
    const response = await fetch(`${publicUrl}/healthz`, {
      signal: AbortSignal.timeout(PUBLIC_URL_TIMEOUT_MS),
      redirect: 'manual',
    });
    if (response.status === 200) {
      return checkResult(
        'ok',
        title,
        `${publicUrl} is https and its /healthz answers`,
      );
    }
    return checkResult(
      'warn',
      title,
      `${publicUrl} is https, but ${publicUrl}/healthz answered HTTP ${response.status}. Fix: let the proxy forward /healthz (and every path in the README's list) to the server.`,
    );
  } catch (error) {
    return checkResult(
      'warn',
      title,
      `${publicUrl} is https, but ${publicUrl}/healthz did not answer (${describeError(error)}): expected while the server is not started; once it runs, it means the proxy does not reach it.`,
    );
  }
}
