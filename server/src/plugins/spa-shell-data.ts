import { SHELL_DATA_ID } from '@members/contract';
import type { ShellData } from '@members/contract';
import type { FastifyRequest } from 'fastify';

import type { Brand } from '../brand/brand-settings.js';
import type { Config } from '../config.js';
import { toAuthUser } from '../domain/client.js';
import { getPublicSettings } from '../domain/public-settings.js';
import { readSessionToken } from '../sessions/session-cookie.js';
import type { SessionCookieOptions } from '../sessions/session-cookie.js';
import type { SessionManager } from '../sessions/session-manager.js';

import { EARLY_ALL_DATA_SCRIPT, inlineScript } from './inline-scripts.js';
import { etagOf, jsonForHtml } from './spa-html.js';
import type { Shell } from './spa-html.js';

/** Reads what the app shell carries for a request. */
export type ShellDataReader = (request: FastifyRequest) => Promise<ShellData>;

/** What the shell data is read from: the settings, the brand and the sessions. */
export interface ShellDataSources {
  config: Config;
  brand: Brand;
  sessions: SessionManager;
  cookie: SessionCookieOptions;
}

/**
 * What the app shell carries for the app's start: the settings and who is
 * signed in (`user`: a live session; also what sends /login home). It is
 * built from the session record, without asking WHMCS.
 */
export function shellDataReader(options: ShellDataSources): ShellDataReader {
  return async (request) => {
    const env = {
      error: false as const,
      ...getPublicSettings(options, { clientIp: request.ip }),
    };
    const found = readSessionToken(request, options.cookie);
    if (found?.via !== 'cookie') {
      return { env, user: null };
    }
    // A store that fails leaves it to the app, which then asks `me` (and
    // the sign-in page shows; sign-in itself then says why).
    return options.sessions.resolve(found.token).then(
      (session) => ({
        env,
        user: session
          ? toAuthUser({ id: session.record.clientId }, session.record)
          : null,
      }),
      () => ({ env }),
    );
  };
}

/**
 * The app shell carries the settings and who is signed in (as the `env`
 * and `me` answers would), so the first view starts without those round
 * trips. A shell that names a customer is never stored (`no-store`); a
 * guest's is only the browser's to keep.
 */
export async function withShellData(
  shellData: ShellDataReader,
  request: FastifyRequest,
  shell: Shell,
): Promise<{ shell: Shell; isPersonal: boolean }> {
  const data = await shellData(request);
  // A customer's all data is asked for as the page is read, before the
  // stylesheet (a script after it would wait for it).
  const html = (
    data.user
      ? shell.html.replace(
          '</title>',
          `</title>${inlineScript(EARLY_ALL_DATA_SCRIPT)}`,
        )
      : shell.html
  ).replace(
    '</head>',
    `<script type="application/json" id="${SHELL_DATA_ID}">${jsonForHtml(data)}</script></head>`,
  );
  return {
    shell: { html, etag: etagOf(html) },
    isPersonal: Boolean(data.user),
  };
}
