import { sessionsResponseSchema } from '@members/contract';
import type { DeviceSession } from '@members/contract';
import { expect } from 'vitest';

import { SERVER_CATALOGS } from '../src/locales/catalogs.js';

import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import type { TestServer } from './start-test-server.js';

/** A mail as the demo outbox lists it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The images the HTML shows inline (the logo), content in base64. */
  attachments: {
    filename: string;
    contentType: string;
    cid: string | null;
    content: string;
  }[];
  date: string;
}

/** Reads the demo outbox over HTTP. */
export async function readOutbox(browser: TestBrowser): Promise<OutboxEntry[]> {
  const response = await browser.get('/dashboard/dev/outbox');
  return response.body as OutboxEntry[];
}

/** The subjects of the new-device mail in every language, the provider's name left open. */
const NEW_DEVICE_SUBJECTS = Object.values(SERVER_CATALOGS).map(
  (catalog) =>
    new RegExp(
      `^${catalog.mail.newDeviceSignIn.subject
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('\\{\\{provider\\}\\}', '.+')}$`,
    ),
);

/**
 * Whether a mail is the new-device mail of a sign-in: every sign-in of a
 * new test browser sends one, off the request path, so it may arrive after
 * a test began waiting for another mail.
 */
export function isNewDeviceMail(mail: Pick<OutboxEntry, 'subject'>): boolean {
  return NEW_DEVICE_SUBJECTS.some((subject) => subject.test(mail.subject));
}

/**
 * Waits for the next mail to `to` after `count` mails were in the outbox
 * (mail is sent off the request path, so it may arrive a moment later).
 * New-device mails are passed over unless `newDevice` asks for them alone.
 */
export async function waitForMail(
  browser: TestBrowser,
  to: string,
  after: number,
  { newDevice = false }: { newDevice?: boolean } = {},
): Promise<OutboxEntry> {
  // Generous: a busy machine can take seconds to render and send a mail.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const outbox = await readOutbox(browser);
    const fresh = outbox.slice(0, Math.max(outbox.length - after, 0));
    const mail = fresh.find(
      (entry) => entry.to === to && isNewDeviceMail(entry) === newDevice,
    );
    if (mail) {
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} within 10 s`);
}

/** The six-digit code in a sign-in mail. */
export function extractCode(mail: OutboxEntry): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) {
    throw new Error('no code in mail');
  }
  return match[1];
}

/** Asks for a code and returns it, read from the outbox. */
export async function requestCode(
  server: TestServer,
  browser: TestBrowser,
  email: string,
): Promise<{ code: string; response: TestResponse }> {
  const before = (await readOutbox(browser)).length;
  const response = await browser.post('/dashboard/api/sendCode', { email });
  if (response.status !== 200) {
    throw new Error(`sendCode answered ${response.status}: ${response.text}`);
  }
  const mail = await waitForMail(browser, email, before);
  return { code: extractCode(mail), response };
}

/**
 * Signs a browser in with the password, moving the clock past the per-IP
 * burst limit first so many tests can sign in.
 */
export async function signInWithPassword(
  server: TestServer,
  browser: TestBrowser,
  email: string,
  password: string,
): Promise<{ token: string }> {
  server.clock.advance(11_000);
  const response = await browser.post('/api/auth', { email, password });
  if (response.status !== 200) {
    throw new Error(`sign-in answered ${response.status}: ${response.text}`);
  }
  return { token: (response.body as { token: string }).token };
}

/**
 * A new browser signed in by password as `account` (the demo account unless
 * another is named), with its session token.
 */
export async function signedInBrowser(
  server: TestServer,
  account: { email: string; password: string } = DEMO,
): Promise<{ browser: TestBrowser; token: string }> {
  const browser = new TestBrowser(server.url);
  const { token } = await signInWithPassword(
    server,
    browser,
    account.email,
    account.password,
  );
  return { browser, token };
}

/** User agents of a desktop browser and a phone, for the sessions list. */
export const FIREFOX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

/**
 * A new browser signed in with the password as `account`, sending
 * `userAgent` (Firefox unless another is named) on every call.
 */
export async function signedInWithUserAgent(
  server: TestServer,
  account: { email: string; password: string },
  userAgent = FIREFOX,
): Promise<TestBrowser> {
  const browser = new TestBrowser(server.url);
  const request = browser.request.bind(browser);
  browser.request = (method, path, options = {}) =>
    request(method, path, {
      ...options,
      headers: { 'user-agent': userAgent, ...options.headers },
    });
  await signInWithPassword(server, browser, account.email, account.password);
  return browser;
}

/** The demo accounts of the emulator's seed. */
export const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
export const OTHER = {
  email: 'other@example.com',
  password: 'other-password-1',
};
export const TWO_FACTOR = {
  email: 'twofactor@example.com',
  password: 'twofactor-password-1',
};

/** The sessions (devices) a signed-in browser's account has, as the API lists them. */
export async function devicesOf(
  browser: TestBrowser,
): Promise<DeviceSession[]> {
  const response = await browser.get('/dashboard/api/sessions');
  expect(response.status).toBe(200);
  return sessionsResponseSchema.parse(response.body).sessions;
}
