import { defineConfig } from 'vitest/config'
import { alias } from './vite.config'

// Its own config: the reactRouter() plugin must not run under vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // TEST_DATABASE=postgres: a throwaway Postgres cluster for the run (tests/support/database.ts).
          globalSetup: ['tests/support/postgres-global.ts'],
        },
      },
      {
        resolve: { alias },
        test: { name: 'bench', include: ['tests/bench/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 120_000 },
      },
    ],
  },
})
