import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'electron/**/*.test.ts'],
          exclude: ['**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
          // The storage contract runs against a real PostgreSQL too (DESIGN: no mocked database).
          globalSetup: ['server/testing/postgres.global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['src/**/*.e2e.test.ts', 'tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file launches its own Chromium and server; two at a time fits a 2-core machine.
          maxWorkers: 2,
          // After the unit tests, so the two never compete for the machine's two cores.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
