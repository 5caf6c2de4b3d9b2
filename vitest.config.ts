import { defineConfig } from 'vitest/config';

const nodeProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
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
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
