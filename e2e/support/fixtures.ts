import { test as base } from '@playwright/test';

import { storageStatePath } from './session';

/** The project's name without the setup prefix: desktop or phone. */
function projectName(name: string): string {
  return name.replace('setup-', '');
}

/** Tests that start signed in as the demo customer. */
export const demoTest = base.extend({
  storageState: async ({ browserName: _browser }, use, testInfo) => {
    await use(storageStatePath(projectName(testInfo.project.name), 'demo'));
  },
});

/** Tests that start signed in as the other customer. */
export const otherTest = base.extend({
  storageState: async ({ browserName: _browser }, use, testInfo) => {
    await use(storageStatePath(projectName(testInfo.project.name), 'other'));
  },
});

/** Whether the test runs at phone width. */
export function isPhone(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'phone';
}
