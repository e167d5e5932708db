import os from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/app-process.js'

/**
 * End-to-end suite: every spec runs twice, with JavaScript on and off (the app is server-rendered
 * and progressively enhanced). Each worker starts its own SMTP fake and built app (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Removes the run's shared folder of narrated clips at the end (tests/support/narration-cache-global.ts).
  globalSetup: './tests/support/narration-cache-global.ts',
  // Deadlines for a hung test, not measures: the suite runs beside the integration suite, and
  // scrypt (128 MiB, N=2^17) on a busy 2-core machine can take many seconds per login.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  // One worker (its own app and SMTP fake) per core.
  workers: os.cpus().length,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  use: {
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // A fake microphone (a steady tone) that needs no permission prompt: the in-page recorder's tests.
      args: [...CHROMIUM_FLAGS, '--disable-quic', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast, which
    // cost about a tenth of the suite's CPU for pictures nobody looks at when tests pass.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // Tests tagged @js-only check enhancements that exist only with JavaScript; @js-off-only, what a
    // page is without it.
    { name: 'js-on', use: { javaScriptEnabled: true }, grepInvert: /@js-off-only/ },
    { name: 'js-off', use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
})
