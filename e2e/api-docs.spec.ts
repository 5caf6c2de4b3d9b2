import { expect, test } from '@playwright/test';

import { BASE_PATH } from '@members/contract';

test('the API documentation page renders the OpenAPI document under the content security policy', async ({
  page,
}) => {
  const blocked: string[] = [];
  const failures: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) {
      blocked.push(message.text());
    }
  });
  page.on('pageerror', (error) => failures.push(error.message));
  // The renderer is a megabyte of script and the server builds the document
  // on its first request: on a busy machine that takes longer than a screen
  // of the app, which is not what this journey checks.
  test.slow();
  await page.goto(`${BASE_PATH}/api/docs`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Members area API/ }),
  ).toBeVisible({ timeout: 45_000 });
  await expect(
    page.getByRole('heading', { name: /sign-in code/i }).first(),
  ).toBeVisible({ timeout: 30_000 });
  expect(failures).toEqual([]);
  // The policy may refuse the renderer's footer logo (an image on its CDN);
  // nothing the page runs is refused.
  expect(
    blocked.filter((text) => !text.startsWith('Loading the image')),
  ).toEqual([]);
});
