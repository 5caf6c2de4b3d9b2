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

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      nodeProject('contract'),
      nodeProject('emulator'),
      nodeProject('server'),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
    // Most suites wait on sockets, child processes and leases rather than
    // compute: one worker per core leaves the cores idle much of the time,
    // and vitest's own default on a two-core machine is a single worker.
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
