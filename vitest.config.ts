import os from 'node:os'
import { defineConfig } from 'vitest/config'
import SqliteFirst from './tests/support/sequencer'
import { alias } from './vite.config'

/**
 * Every integration file starts its own app servers (each its own process, DATA_DIR, database and
 * free port), so files run in parallel, two per core by default (INTEGRATION_WORKERS to change it):
 * a file keeps a core only about half busy (the test and its app take turns), so one per core left
 * half the machine idle. The SQLite and Postgres projects share one group, hence one pool of
 * workers: `npm run test:integration:all` runs both databases' files at once (docs/decisions.md,
 * 'Test runs').
 */
const INTEGRATION_WORKERS = Math.max(1, Number(process.env.INTEGRATION_WORKERS) || 2 * os.availableParallelism())

const integration = (name: string, env: Record<string, string> = {}) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    env,
    // Deadlines for a hung test, not measures: with files in parallel on a busy two-core machine a
    // story can take several times as long as alone.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    maxWorkers: INTEGRATION_WORKERS,
    // After the unit tests when a run includes both (projects of different maxWorkers cannot share a group).
    sequence: { groupOrder: 1 },
    // Postgres: one throwaway cluster per project for the run, a database per app on it (tests/support/database.ts).
    globalSetup: ['tests/support/postgres-global.ts', 'tests/support/narration-cache-global.ts'],
  },
})

const unit = (name: string, test: Record<string, unknown>) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    // One group, so one worker count for both unit projects.
    maxWorkers: os.availableParallelism(),
    sequence: { groupOrder: 0 },
    ...test,
  },
})

// Its own config: the reactRouter() plugin must not run under vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SqliteFirst },
    projects: [
      // One worker per core: the unit tests are CPU-bound, and three files (every story told for a
      // matrix of children) are most of their time, so one worker left the second core to the story
      // checker alone and `test:quick` waited on the first. The timeout is a deadline for a hung
      // test: the tests over every story outline take seconds, more on a busy machine.
      // The files share their process and its modules (`isolate: false`): loading the story engine
      // afresh for each of a hundred files cost more CPU than the tests themselves. A file that sets
      // the environment is `*.isolated.test.ts`, in a process of its own (tests/support/shared-process.ts
      // fails a shared file that changes it).
      unit('unit', {
        exclude: ['tests/unit/**/*.isolated.test.ts'],
        isolate: false,
        setupFiles: ['tests/support/shared-process.ts'],
      }),
      unit('unit-isolated', { include: ['tests/unit/**/*.isolated.test.ts'] }),
      // SQLite, or Postgres with TEST_DATABASE=postgres (one file on either database while you work).
      integration('integration'),
      integration('integration-postgres', { TEST_DATABASE: 'postgres' }),
      {
        resolve: { alias },
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
