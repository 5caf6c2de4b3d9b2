import { createHash } from 'node:crypto';

import {
  EARLY_ALL_DATA_KEY,
  ENDPOINT_ROUTES,
  REQUEST_TIMEOUT_MS,
} from '@members/contract';

import { CSRF_HEADER, CSRF_HEADER_VALUE } from './same-origin.js';

/**
 * Starts the locale data of the browser's date and number formats while the
 * app's code is still on its way: the first formatter of a page costs a
 * phone about 100 ms, which would otherwise land in the app's first task.
 */
export const WARM_FORMATS_SCRIPT =
  'new Intl.DateTimeFormat().format(0);new Intl.NumberFormat().format(0)';

/**
 * A signed-in customer's page asks for all data as it is read, as the app
 * would (`call('allData')`: same headers, the session in its cookie), so the
 * answer is there when the code is; the app takes it from
 * `window[EARLY_ALL_DATA_KEY]` and reads a failure there as its own. The
 * empty catch only keeps a failure that comes before the code from being
 * reported as unhandled.
 */
const EARLY_ALL_DATA_HEADERS = Object.entries({
  accept: 'application/json',
  'content-type': 'application/json',
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
})
  .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
  .join(',');

export const EARLY_ALL_DATA_SCRIPT = `(window.${EARLY_ALL_DATA_KEY}=fetch(${JSON.stringify(
  ENDPOINT_ROUTES.allData.path,
)},{method:"POST",credentials:"same-origin",headers:{${EARLY_ALL_DATA_HEADERS},"idempotency-key":crypto.randomUUID()},body:"{}",signal:AbortSignal.timeout(${REQUEST_TIMEOUT_MS})})).catch(function(){})`;

/** A script element for one of the scripts above. */
export function inlineScript(source: string): string {
  return `<script>${source}</script>`;
}

/**
 * The page policy's `script-src` sources that let exactly these scripts run
 * (CSP hashes): no other inline script does.
 */
export const INLINE_SCRIPT_SOURCES = [
  WARM_FORMATS_SCRIPT,
  EARLY_ALL_DATA_SCRIPT,
].map(
  (source) =>
    `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
);
