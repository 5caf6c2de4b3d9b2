import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Cookie } from 'playwright-core';

import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

/**
 * Lighthouse runs per page; the median score counts. Single runs of the
 * dashboard vary by up to 6 points here; Lighthouse's own guide on
 * variability (docs/variability.md) finds the median of 5 runs twice as
 * stable as one run, and asks for a machine with nothing else running.
 */
export const LIGHTHOUSE_RUNS = 5;

/** The middle value (the upper one of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's mobile scores of `url` in a fresh Chromium, with `cookies`
 * in its cookie jar (a header would reach the page but not its fetches).
 * Fails when the page it ended on is not `url` (e.g. a lost session sent
 * it to the sign-in page), so it never scores the wrong page.
 */
async function lighthouseRun(
  url: string,
  cookies: Cookie[],
): Promise<{ performance: number; accessibility: number }> {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    if (cookies.length > 0) {
      const jar = await chromium.connectOverCDP(
        `http://127.0.0.1:${chrome.port}`,
      );
      await jar.contexts()[0]?.addCookies(cookies);
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (lhr?.finalDisplayedUrl !== url) {
      throw new Error(
        `Lighthouse ended on ${lhr?.finalDisplayedUrl ?? 'nothing'}, not ${url}`,
      );
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round(
        (lhr.categories.accessibility?.score ?? 0) * 100,
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's median mobile scores of `url` over {@link LIGHTHOUSE_RUNS} runs. */
export async function lighthouseScores(
  url: string,
  cookies: Cookie[],
): Promise<{ performance: number; accessibility: number }> {
  const runs: { performance: number; accessibility: number }[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    runs.push(await lighthouseRun(url, cookies));
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
  };
}
