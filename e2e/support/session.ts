import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { BASE_PATH, COOKIES, PAGES } from '@members/contract';
import type { EndpointResponse } from '@members/contract';

import { appUrl, callApi } from './paths';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The demo accounts of the emulator's seed. */
export const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
export const OTHER = {
  email: 'other@example.com',
  password: 'other-password-1',
};
/** The customer on a free trial line (501), in USD: plan changes and orders. */
export const TRIAL = {
  email: 'trial@example.com',
  password: 'trial-password-1',
};

/** Where the signed-in browser state of an account is kept for a project. */
export function storageStatePath(
  project: string,
  account: 'demo' | 'other' | 'trial',
): string {
  return path.join(here, '..', '.auth', `${project}-${account}.json`);
}

/** A mail in the demo outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** Reads the demo outbox of the server under test. */
export async function readOutbox(
  request: APIRequestContext,
): Promise<OutboxMail[]> {
  const response = await request.get(`${BASE_PATH}/dev/outbox`);
  return (await response.json()) as OutboxMail[];
}

/** Waits for a new mail to `to` that arrived after `after` (an ISO time). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  after: string,
): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await readOutbox(request)).find(
      (entry) => entry.to === to && entry.date >= after,
    );
    if (mail) {
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The six-digit code of a sign-in mail. */
export function codeOf(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) {
    throw new Error('no code in the mail');
  }
  return code;
}

/**
 * Tries that a sign-in by API waits out the password limit per address
 * (five in 10 s): the journeys all come from 127.0.0.1, and on a fast
 * machine two workers sign in more often than that.
 */
const SIGN_IN_TRIES = 4;

/** The `auth` answer of a password sign-in, after waiting as a 429 asks. */
async function passwordSignIn(
  page: Page,
  account: { email: string; password: string },
): Promise<EndpointResponse<'auth'>> {
  for (let tried = 1; ; tried += 1) {
    const answer = await callApi(page, 'auth', account);
    if (answer.status === 200) {
      return answer.json as EndpointResponse<'auth'>;
    }
    const retryAfter = (answer.json as { retryAfter?: unknown }).retryAfter;
    if (
      answer.status !== 429 ||
      typeof retryAfter !== 'number' ||
      tried === SIGN_IN_TRIES
    ) {
      throw new Error(
        `auth answered ${answer.status}: ${JSON.stringify(answer.json)}`,
      );
    }
    await page.waitForTimeout(retryAfter * 1000);
  }
}

/**
 * Signs a page in by password through the API (as the web app would) and
 * writes the app's own state cookie, for journeys that do not test sign-in.
 */
export async function signInByApi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(appUrl(PAGES.login));
  const { user } = await passwordSignIn(page, account);
  await page.evaluate(
    ({ name, signedIn }) => {
      const state = {
        auth: { loggedIn: true, user: signedIn },
        login: { email: '', codeVerif: false },
      };
      document.cookie = `${name}=${encodeURIComponent(JSON.stringify(state))}; Max-Age=2592000; Path=/; SameSite=Lax`;
    },
    { name: COOKIES.state, signedIn: user },
  );
}

/**
 * Puts a guest browser at the sign-in page's code step, as after asking for
 * a code for `email`, without asking one (the per-address limits stay for
 * the journeys that do): the app's own state cookie says a code was sent.
 */
export async function startAtCodeStep(
  context: BrowserContext,
  baseURL: string | undefined,
  email = 'someone@example.com',
): Promise<void> {
  const state = {
    auth: { loggedIn: false, user: null },
    login: { email, codeVerif: true },
  };
  await context.addCookies([
    {
      name: COOKIES.state,
      value: encodeURIComponent(JSON.stringify(state)),
      url: baseURL ?? '',
    },
  ]);
}
