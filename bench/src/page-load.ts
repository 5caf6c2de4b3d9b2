import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile profile: a mid-range phone on slow 4G (150 ms, 1.6 Mbit/s). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** What one cold page load downloaded, by kind, as transferred (headers included). */
export interface FirstView {
  /** The page's HTML, which carries the shell data on the dashboard. */
  documentBytes: number;
  codeBytes: number;
  codeRequests: number;
  dataBytes: number;
  fontRequests: number;
  /** Images (the brand's logo), counted apart from the code. */
  imageBytes: number;
  allBytes: number;
  allRequests: number;
  usefulMs: number;
}

/** Slows the page's network to slow 4G and its CPU 4 times, Lighthouse's mobile profile. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Loads `path` cold and waits for `useful` (a locator's text) to show, then
 * for `settled` (what the page asks for after its first view) and for the
 * network to go quiet, counting every byte until then.
 */
export async function measurePageLoad(
  context: BrowserContext,
  url: string,
  useful: (page: Page) => Promise<void>,
  settled?: (page: Page) => Promise<void>,
): Promise<FirstView> {
  const page = await context.newPage();
  const cdp = await throttle(page);
  const types = new Map<string, string>();
  const view: FirstView = {
    documentBytes: 0,
    codeBytes: 0,
    codeRequests: 0,
    dataBytes: 0,
    fontRequests: 0,
    imageBytes: 0,
    allBytes: 0,
    allRequests: 0,
    usefulMs: 0,
  };
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    view.allBytes += event.encodedDataLength;
    view.allRequests += 1;
    if (type === 'Script' || type === 'Stylesheet') {
      view.codeBytes += event.encodedDataLength;
      view.codeRequests += 1;
    } else if (type === 'Document') {
      view.documentBytes += event.encodedDataLength;
    } else if (type === 'Fetch' || type === 'XHR') {
      view.dataBytes += event.encodedDataLength;
    } else if (type === 'Font') {
      view.fontRequests += 1;
    } else if (type === 'Image') {
      view.imageBytes += event.encodedDataLength;
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  await useful(page);
  view.usefulMs = await page.evaluate(() => performance.now());
  await settled?.(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return view;
}
