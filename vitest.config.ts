import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

const nodeProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The node suites mock no module and start their own servers, stores
    // and emulators: a worker keeps the modules it imported for the next
    // file instead of importing the whole server again for each (the
    // imports were most of these suites' time).
    isolate: false,
  },
});

const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];
/**
 * The web files that each need a page and modules of their own: they mock
 * modules (vi.mock), or test what happens once per page load (the first
 * paint, the texts a screen loads). The others run one after another in
 * one window per worker, which keeps React, Mantine and the app imported
 * instead of importing them again for each file (most of the web suite's
 * time); the setup file leaves an empty page after each file.
 */
const WEB_FRESH = [
  'src/components/errors/error-view.test.tsx',
  'src/app/notifications-host.test.tsx',
  'src/app/routes/security-step-up.test.tsx',
  'src/app/routes/payment.test.tsx',
  'src/app/routes/security.test.tsx',
  'src/app/routes/ticket.test.tsx',
  'src/app/routes/dashboard-attention.test.tsx',
  'src/features/invoices/components/invoice-list.test.tsx',
  'src/features/invoices/components/credit-history-button.test.tsx',
  'src/features/invoices/components/pay-all-button.test.tsx',
  'src/features/invoices/components/invoice-actions.test.tsx',
  'src/features/announcements/components/announcements-section.test.tsx',
  'src/login/second-step.test.ts',
  'src/login/native-passkey.test.ts',
  'src/utils/chunk-reload.test.ts',
  'src/hooks/use-first-paint.test.tsx',
  'src/app/layout/header-menus.test.tsx',
  'src/lib/screen-texts.test.ts',
];

const webProject = (
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
) => ({
  extends: './web/vite.config.ts',
  test: {
    name,
    root: './web',
    include: files.include ?? WEB_TESTS,
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' as const } },
  },
});

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      nodeProject('contract'),
      nodeProject('emulator'),
      nodeProject('server'),
      webProject('web', { exclude: WEB_FRESH, isolate: false }),
      webProject('web-fresh', { include: WEB_FRESH, isolate: true }),
    ],
    // Most suites wait on sockets, child processes and leases rather than
    // compute: one worker per core leaves the cores idle much of the time,
    // and vitest's own default on a two-core machine is a single worker.
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
