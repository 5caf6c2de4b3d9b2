import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
import { act, cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { server } from './msw';

// A loaded machine (CI runs the suites side by side) can take more than the
// library's 1 s to render a screen: wait up to 10 s for what a test awaits.
// A query that finds nothing prints the page's main region, not the header
// and menus that fill the first thousands of characters of the document.
configure({
  asyncUtilTimeout: 10_000,
  getElementError: (message, container) => {
    const main = container.querySelector('main') ?? container;
    const cause = caught ? `\n\nThe last error logged: ${caught.stack}` : '';
    const error = new Error(
      `${message ?? ''}\n\n${prettyDOM(main, 6000)}${cause}`,
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom lacks these browser APIs that Mantine uses. Tests run as someone who
// prefers reduced motion, so dialogs and menus appear without transitions.
// The web suite runs its files one after another in the same window: what is
// wrapped here wraps the window's own functions, kept from the first file.
const own = window as typeof window & {
  ownGetComputedStyle?: typeof window.getComputedStyle;
  ownSetInterval?: typeof window.setInterval;
  ownConsoleError?: typeof console.error;
};
own.ownGetComputedStyle ??= window.getComputedStyle.bind(window);
own.ownSetInterval ??= window.setInterval.bind(window);
own.ownConsoleError ??= console.error.bind(console);
const getComputedStyle = own.ownGetComputedStyle;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;
/**
 * The last error a test's page caught (React reports what an error boundary
 * catches on `console.error`): a failed query names it, so a page that shows
 * "Something went wrong" says why in the test's own failure.
 */
let caught: Error | undefined;
const consoleError = own.ownConsoleError;
console.error = (...args: unknown[]) => {
  caught = args.find((arg) => arg instanceof Error) ?? caught;
  consoleError(...args);
};
/**
 * A width query as a browser answers it for jsdom's window (1024 px wide):
 * `(min-width: 56.25em)` holds, `(max-width: 43.75em)` does not.
 */
function matchesWidth(query: string): boolean {
  const match = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  if (!match) {
    return false;
  }
  const [, side, size = '0', unit] = match;
  const px = Number(size) * (unit === 'em' ? 16 : 1);
  return side === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches:
      query.includes('prefers-reduced-motion: reduce') || matchesWidth(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// A page may leave an interval running (the sign-in code's clock ticks every
// second); each is stopped after its test, so none fires once the test
// environment is gone.
const intervals = new Set<number>();
const startInterval = own.ownSetInterval;
window.setInterval = ((
  handler: TimerHandler,
  timeout?: number,
  ...args: unknown[]
) => {
  const id = startInterval(handler, timeout, ...args);
  intervals.add(id);
  return id;
}) as typeof window.setInterval;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  caught = undefined;
  // A notification lives in a store of its own, outside the rendered tree:
  // one left by a test ("Redirect URL saved.") was the alert the next test
  // found.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  intervals.forEach((id) => window.clearInterval(id));
  intervals.clear();
  cleanup();
  server.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });
});
afterAll(() => {
  server.close();
  // The next test file may run in this same document (the web suite keeps
  // its imports from file to file): it starts from an empty page.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});
