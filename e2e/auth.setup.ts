import { test as setup } from '@playwright/test';

import {
  DEMO,
  OTHER,
  TRIAL,
  signInByApi,
  storageStatePath,
} from './support/session';

const project = () => setup.info().project.name.replace('setup-', '');

setup('sign in the demo customer', async ({ page }) => {
  await signInByApi(page, DEMO);
  await page
    .context()
    .storageState({ path: storageStatePath(project(), 'demo') });
});

setup('sign in the other customer', async ({ page }) => {
  // Past the per-address burst limit of password sign-ins (5 per 10 s per IP).
  await signInByApi(page, OTHER);
  await page
    .context()
    .storageState({ path: storageStatePath(project(), 'other') });
});

setup('sign in the trial customer', async ({ page }) => {
  await signInByApi(page, TRIAL);
  await page
    .context()
    .storageState({ path: storageStatePath(project(), 'trial') });
});
