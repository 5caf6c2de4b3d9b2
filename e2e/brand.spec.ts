import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';
import type { EnvResponse } from '@members/contract';

import { demoTest } from './support/fixtures';
import { appUrl } from './support/paths';
import { screenReady } from './support/screen';

/**
 * The provider's brand as a customer meets it. These run only in the
 * brand-dark and brand-light projects (e2e/playwright.config.ts), whose
 * servers wear a brand.
 */

/** The public settings (`env`, a GET) as the app reads them. */
async function readEnv(page: Page): Promise<EnvResponse> {
  return page.evaluate(async () => {
    const response = await fetch('/dashboard/api/env', {
      headers: { 'x-requested-with': 'members-area' },
    });
    return (await response.json()) as EnvResponse;
  });
}

/** The brand-dark server's logo is an SVG with a script in it. */
function hasScriptLogo(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'brand-dark';
}

test('an SVG logo with a script in it runs nothing, opened on its own or shown as the logo', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(
    !hasScriptLogo(testInfo),
    'only the brand-dark server has the SVG logo with a script',
  );
  const tried: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('svg-script-ran')) {
      tried.push(request.url());
    }
  });
  await page.goto(appUrl(PAGES.login));
  const env = await readEnv(page);
  const logoUrl = env.brand?.logoUrl;
  expect(logoUrl).toMatch(/^\/dashboard\/brand\/logo-[0-9a-f]{16}\.svg$/);

  // Opened on its own, as a document: the policy it is served with blocks
  // the script.
  const response = await page.goto(`${baseURL}${logoUrl}`);
  expect(response?.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['cache-control']).toContain('immutable');
  await expect(page.locator('svg')).toBeVisible();
  expect(
    await page.evaluate(() =>
      document.documentElement.getAttribute('data-script-ran'),
    ),
  ).toBeNull();

  // Shown in a page as an image: images never run scripts. The probe goes
  // in once the sign-in page has drawn itself, since drawing replaces the
  // body's children (a busy machine can load its catalog after the probe).
  await page.goto(appUrl(PAGES.login));
  await expect(page.locator('#main .card')).not.toBeEmpty();
  await page.evaluate((src) => {
    const img = document.createElement('img');
    img.src = src;
    img.alt = 'logo';
    img.id = 'probe-logo';
    document.body.append(img);
  }, logoUrl ?? '');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const img = document.getElementById('probe-logo');
        return img instanceof HTMLImageElement && img.complete
          ? img.naturalWidth
          : 0;
      }),
    )
    .toBeGreaterThan(0);
  expect(await page.title()).not.toBe('svg script ran');
  await page.waitForTimeout(300);
  expect(tried).toEqual([]);
});

demoTest(
  'the dashboard shows the brand logo as an image, never inlined',
  async ({ page }) => {
    await page.goto(appUrl('/'));
    await screenReady(page);
    const env = await readEnv(page);
    const logoUrl = env.brand?.logoUrl ?? '';
    expect(logoUrl).not.toBe('');
    await expect(page.locator(`header img[src="${logoUrl}"]`)).toBeVisible();
    // No SVG document from the brand is inlined into the page.
    expect(await page.locator('svg script').count()).toBe(0);
  },
);
