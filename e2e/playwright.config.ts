import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { SSO_TEST_KEY } from './support/entry-link';
import { freePorts } from './support/ports';
import { pushEndpointOrigin } from './support/push-endpoint';
import { PUSH_HOOK_TEST_SECRET } from './support/whmcs-hook';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Debian's Chromium; Playwright's own browser download does not work here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH); .ci/run does this on CI.`,
  );
}

// Each width gets its own server (and embedded emulator with fresh demo
// data), so sign-in limits stay real and journeys that change data at one
// width do not disturb the other.
// Workers load this file again: the ports are fixed once, in the environment
// they inherit.
// The embedded emulators get known ports too, so journeys can act as WHMCS
// staff (e2e/support/emulator.ts). The push journey's own push endpoint
// listens on a known port too, which the servers allow as a push service.
const PORT_VARIABLES = [
  'E2E_DESKTOP_PORT',
  'E2E_PHONE_PORT',
  'E2E_DESKTOP_EMULATOR_PORT',
  'E2E_PHONE_EMULATOR_PORT',
  'E2E_BRAND_DARK_PORT',
  'E2E_BRAND_LIGHT_PORT',
  'E2E_BRAND_DARK_EMULATOR_PORT',
  'E2E_BRAND_LIGHT_EMULATOR_PORT',
  'E2E_PUSH_PORT',
] as const;
if (PORT_VARIABLES.some((name) => process.env[name] === undefined)) {
  const ports = await freePorts(PORT_VARIABLES.length);
  PORT_VARIABLES.forEach((name, index) => {
    process.env[name] ??= String(ports[index]);
  });
}
const portOf = (name: (typeof PORT_VARIABLES)[number]) =>
  Number(process.env[name]);
const desktopPort = portOf('E2E_DESKTOP_PORT');
const phonePort = portOf('E2E_PHONE_PORT');
const brandDarkPort = portOf('E2E_BRAND_DARK_PORT');
const brandLightPort = portOf('E2E_BRAND_LIGHT_PORT');

/**
 * Two more servers wear a provider's brand, so the accessibility journeys
 * run once with a very dark and once with a very light brand colour: the
 * dark one with an SVG logo that carries a script (it must never run), the
 * light one the example brand (`BRAND_DEMO=1`: amber with black text).
 */
export const BRANDS = {
  dark: {
    BRAND_COLOR: '#1a1033',
    PROVIDER_NAME: 'Nightfall TV',
    BRAND_LOGO: path.join(here, 'fixtures/script-logo.svg'),
    SUPPORT_EMAIL: 'help@nightfall.example',
    IMPRINT_URL: 'https://nightfall.example/imprint',
  },
  light: { BRAND_DEMO: '1' },
} as const;

const server = (
  port: number,
  emulatorPort: number,
  brand: Record<string, string> = {},
) => ({
  // As the Dockerfile and `npm start` run it (docs/performance.md).
  command: 'node --max-semi-space-size=2 server/dist/main.js',
  cwd: root,
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    EMULATOR_PORT: String(emulatorPort),
    LOG_LEVEL: 'warn',
    // Signed entry links (?sso=) are on, with the suite's own key.
    SSO_KEYS: SSO_TEST_KEY,
    // The service status is read again after 5 s instead of a minute, so
    // the journey that opens a network issue keeps it open only briefly.
    SERVICE_STATUS_SECONDS: '5',
    // Every journey comes from 127.0.0.1: two workers on one server have
    // been seen to pass the 600 API requests a minute one address may make.
    API_REQUESTS_PER_MINUTE: '6000',
    // Push goes only to the suite's own endpoint on this machine, and the
    // journeys sign WHMCS hook events with the suite's key (docs/push.md).
    PUSH_SERVICES: pushEndpointOrigin(portOf('E2E_PUSH_PORT')),
    PUSH_HOOK_SECRET: PUSH_HOOK_TEST_SECRET,
    ...brand,
  },
});

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: here,
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // What a journey waits for shows within seconds on a quiet machine; a
  // busy CI machine has been seen to need more than 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions,
    locale: 'en-US',
    // A trace records every journey as it runs (screenshots, snapshots) and
    // cost a quarter of the suite's CPU, for files nobody reads on CI:
    // `E2E_TRACE=1 npm run test:e2e` keeps one for each journey that fails.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: [
    server(desktopPort, portOf('E2E_DESKTOP_EMULATOR_PORT')),
    server(phonePort, portOf('E2E_PHONE_EMULATOR_PORT')),
    server(brandDarkPort, portOf('E2E_BRAND_DARK_EMULATOR_PORT'), BRANDS.dark),
    server(
      brandLightPort,
      portOf('E2E_BRAND_LIGHT_EMULATOR_PORT'),
      BRANDS.light,
    ),
  ],
  projects: [
    {
      name: 'setup-desktop',
      testMatch: /auth\.setup\.ts/,
      use: { baseURL: `http://127.0.0.1:${desktopPort}` },
    },
    {
      name: 'setup-phone',
      testMatch: /auth\.setup\.ts/,
      use: { baseURL: `http://127.0.0.1:${phonePort}` },
    },
    ...(['dark', 'light'] as const).map((brand) => ({
      name: `setup-brand-${brand}`,
      testMatch: /auth\.setup\.ts/,
      use: {
        baseURL: `http://127.0.0.1:${brand === 'dark' ? brandDarkPort : brandLightPort}`,
      },
    })),
    // The accessibility journeys and the brand's own checks, at desktop
    // width, under each brand.
    ...(['dark', 'light'] as const).map((brand) => ({
      name: `brand-${brand}`,
      testMatch: /(accessibility|brand)\.spec\.ts/,
      dependencies: [`setup-brand-${brand}`],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${brand === 'dark' ? brandDarkPort : brandLightPort}`,
      },
    })),
    {
      name: 'desktop',
      testMatch: /.*\.spec\.ts/,
      testIgnore: /brand\.spec\.ts/,
      // Every screen is read in each language at phone width, where text
      // has the least room; at desktop width the dashboard with its header,
      // a subscription, an invoice and a ticket are (the wide header and the
      // tables exist only there). A text written into a screen instead of
      // the catalogs fails the lint at any width.
      grepInvert: /the demo customer's screens in .* read well/,
      dependencies: ['setup-desktop'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${desktopPort}`,
      },
    },
    {
      name: 'phone',
      testMatch: /.*\.spec\.ts/,
      testIgnore: /brand\.spec\.ts/,
      dependencies: ['setup-phone'],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: `http://127.0.0.1:${phonePort}`,
      },
    },
  ],
});
