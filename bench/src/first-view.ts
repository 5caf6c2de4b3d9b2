import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Cookie } from 'playwright-core';

import { BASE_PATH, endpoints, PAGES } from '@members/contract';

import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';
import { LIGHTHOUSE_RUNS, lighthouseScores } from './lighthouse-scores.js';
import { measurePageLoad } from './page-load.js';
import type { FirstView } from './page-load.js';
import { freePort, startNode, waitUntil } from './processes.js';
import { round } from './stats.js';
import type { Check } from './stats.js';

const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };

/**
 * The first views' browser contexts: a phone's viewport, and no service
 * worker. Once the app's worker takes over the page, the page's own
 * requests come back through it and show 0 bytes as transferred (the
 * worker fetched them), so how much a view counted depended on when the
 * worker took over: 156 to 167 kB for the same dashboard. Without it,
 * every byte the page asks for is counted, every time.
 */
const FIRST_VIEW_CONTEXT = {
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'block',
} as const;

/** The peers' login pages, as measured in the issue that set the budgets. */
const PEERS = [
  ['FOSSBilling login', '82 kB of code in 6 requests'],
  ['Paymenter login', '107 kB of code in 2 requests'],
  ['WHMCS client area login', 'about 290 kB of code plus 0.8 MB of fonts'],
];

async function signedInContext(
  browser: Browser,
  origin: string,
): Promise<BrowserContext> {
  const context = await browser.newContext(FIRST_VIEW_CONTEXT);
  const answer = await context.request.post(`${origin}${endpoints.auth.path}`, {
    data: DEMO,
    headers: { 'x-requested-with': 'members-area', origin },
  });
  if (!answer.ok()) {
    throw new Error(`sign-in for the first view answered ${answer.status()}`);
  }
  return context;
}

function describeView(label: string, view: FirstView): string {
  return `${label}: ${round(view.documentBytes / 1000)} kB of HTML, ${round(view.codeBytes / 1000)} kB of JS+CSS in ${view.codeRequests} requests, ${round(view.dataBytes / 1000)} kB of data, ${view.fontRequests} fonts, ${round(view.imageBytes / 1000)} kB of images, ${round(view.allBytes / 1000)} kB in ${view.allRequests} requests in all; useful after ${round(view.usefulMs)} ms on slow 4G with a 4x slower CPU`;
}

/** Lighthouse's two scores of one page. */
interface Scores {
  performance: number;
  accessibility: number;
}

/** The first views measured and the pages' scores. */
interface FirstViewFigures {
  login: FirstView;
  repeat: FirstView;
  dashboard: FirstView;
  loginScores: Scores;
  dashboardScores: Scores;
}

/**
 * Measures the sign-in page cold and again, then the dashboard signed in;
 * answers the views and the member's cookies for Lighthouse.
 */
async function measurePages(
  browser: Browser,
  origin: string,
): Promise<{
  login: FirstView;
  repeat: FirstView;
  dashboard: FirstView;
  cookies: Cookie[];
}> {
  const guest = await browser.newContext(FIRST_VIEW_CONTEXT);
  const login = await measurePageLoad(
    guest,
    `${origin}${BASE_PATH}${PAGES.login}`,
    (page) => page.getByRole('button', { name: 'E-mail me a code' }).waitFor(),
  );
  const repeat = await measurePageLoad(
    guest,
    `${origin}${BASE_PATH}${PAGES.login}`,
    (page) => page.getByRole('button', { name: 'E-mail me a code' }).waitFor(),
  );
  await guest.close();

  const member = await signedInContext(browser, origin);
  const dashboard = await measurePageLoad(
    member,
    `${origin}${BASE_PATH}${PAGES.home}`,
    (page) => page.getByText('#1001').first().waitFor(),
    // The lines' live state, asked once the dashboard is painted, counts
    // too: no placeholder is left.
    (page) =>
      page
        .locator('.mantine-Skeleton-root')
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 }),
  );
  const cookies = await member.cookies(origin);
  await member.close();
  return { login, repeat, dashboard, cookies };
}

/** Prints the first views, the scores and the peers' figures. */
function printFirstView(
  label: string,
  { login, repeat, dashboard, loginScores, dashboardScores }: FirstViewFigures,
): void {
  console.log(`\nFirst view${label} (Chromium, cold cache, phone viewport):`);
  console.log(`  ${describeView('sign-in page', login)}`);
  console.log(`  ${describeView('dashboard (signed in)', dashboard)}`);
  console.log(
    `  repeat visit of the sign-in page: ${round(repeat.codeBytes / 1000)} kB of JS+CSS downloaded (${repeat.codeRequests} files from the cache)`,
  );
  console.log(
    `  Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs): sign-in page performance ${loginScores.performance}, accessibility ${loginScores.accessibility}; dashboard performance ${dashboardScores.performance}, accessibility ${dashboardScores.accessibility}`,
  );
  console.log('  Peers:');
  PEERS.forEach(([name, figure]) => console.log(`    ${name}: ${figure}`));
}

/** The first views and scores against their budgets. */
function firstViewChecks(
  label: string,
  { login, repeat, dashboard, loginScores, dashboardScores }: FirstViewFigures,
): Check[] {
  return [
    {
      name: `sign-in page JS+CSS (as transferred)${label}`,
      value: login.codeBytes / 1000,
      unit: 'kB',
      target: 80,
      kind: 'max',
    },
    {
      name: `sign-in page code requests${label}`,
      value: login.codeRequests,
      unit: '',
      target: 4,
      kind: 'max',
    },
    {
      name: `sign-in page fonts${label}`,
      value: login.fontRequests,
      unit: '',
      target: 0,
      kind: 'max',
    },
    {
      name: `dashboard with its HTML and data (as transferred)${label}`,
      value:
        (dashboard.documentBytes + dashboard.codeBytes + dashboard.dataBytes) /
        1000,
      unit: 'kB',
      target: 160,
      kind: 'max',
    },
    {
      name: `repeat visit JS+CSS downloaded${label}`,
      value: repeat.codeBytes / 1000,
      unit: 'kB',
      target: 0,
      kind: 'max',
    },
    {
      name: `Lighthouse performance, sign-in page${label}`,
      value: loginScores.performance,
      unit: '',
      target: 95,
      kind: 'min',
    },
    {
      name: `Lighthouse performance, dashboard${label}`,
      value: dashboardScores.performance,
      unit: '',
      target: 95,
      kind: 'min',
    },
    {
      name: `Lighthouse accessibility, sign-in page${label}`,
      value: loginScores.accessibility,
      unit: '',
      target: 90,
      kind: 'min',
    },
    {
      name: `Lighthouse accessibility, dashboard${label}`,
      value: dashboardScores.accessibility,
      unit: '',
      target: 90,
      kind: 'min',
    },
  ];
}

/**
 * First views in Debian's Chromium against the demo: the sign-in page and
 * the dashboard, cold (empty cache), as transferred; a repeat visit; and
 * Lighthouse's mobile scores of both. With `brand`, the server wears the
 * example brand (`BRAND_DEMO=1`: logo, colour, icon, legal links) and each
 * figure's name says so; the logo counts as an image, apart from the code.
 */
export async function measureFirstView(
  options: { brand?: boolean } = {},
): Promise<Check[]> {
  const label = options.brand ? ' (example brand)' : '';
  const port = await freePort();
  const emulatorPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startNode('server/dist/main.js', [], {
    PORT: String(port),
    EMULATOR_PORT: String(emulatorPort),
    LOG_LEVEL: 'warn',
    ...(options.brand ? { BRAND_DEMO: '1' } : {}),
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    await waitUntil(
      server,
      async () => (await fetch(`${origin}/healthz`)).ok,
      20_000,
    );

    const { login, repeat, dashboard, cookies } = await measurePages(
      browser,
      origin,
    );

    const loginScores = await lighthouseScores(
      `${origin}${BASE_PATH}${PAGES.login}`,
      [],
    );
    const dashboardScores = await lighthouseScores(
      `${origin}${BASE_PATH}${PAGES.home}`,
      cookies,
    );

    const figures = { login, repeat, dashboard, loginScores, dashboardScores };
    printFirstView(label, figures);
    return firstViewChecks(label, figures);
  } finally {
    await browser.close();
    await server.stop();
  }
}
