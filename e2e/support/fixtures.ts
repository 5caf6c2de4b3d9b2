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

/**
 * Tests that start signed in as the trial customer: journeys that change
 * its plan or order lines, which no other journey counts.
 */
export const trialTest = base.extend({
  storageState: async ({ browserName: _browser }, use, testInfo) => {
    await use(storageStatePath(projectName(testInfo.project.name), 'trial'));
  },
});

/**
 * Tests that start signed in as the demo customer at desktop width and as the
 * other customer at phone width: for journeys that change a figure of the
 * whole account (its credit), since the two widths may run at the same time.
 */
export const accountPerWidthTest = base.extend({
  storageState: async ({ browserName: _browser }, use, testInfo) => {
    const width = projectName(testInfo.project.name);
    await use(storageStatePath(width, width === 'phone' ? 'other' : 'demo'));
  },
});

/** Whether the test runs at phone width. */
export function isPhone(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'phone';
}
