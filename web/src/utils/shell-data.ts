import { SHELL_DATA_ID } from '@members/contract';
import type { ShellData } from '@members/contract';

/**
 * What the server wrote into the app shell (see the server's spa plugin):
 * the `env` answer and who is signed in. Null when the page has none (the
 * development server, tests), and the app then asks the API.
 */
export function readShellData(): ShellData | null {
  const element = document.getElementById(SHELL_DATA_ID);
  if (!element?.textContent) {
    return null;
  }
  try {
    // Written by our own server into our own page, like an API answer.
    return JSON.parse(element.textContent) as ShellData;
  } catch {
    return null;
  }
}
