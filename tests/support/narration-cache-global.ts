import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One folder of narrated clips for every app of a test run (startApp sets NARRATION_CACHE_DIR to
 * it; the test files' processes share their runner as parent): a page's words are spoken by the
 * real narrator once per run, and an app telling the same story again (the other database's pass,
 * another file's same child) reuses the clip, as a story told again does in production.
 */
export const testNarrationCache = (runner = process.ppid) => path.join(os.tmpdir(), `storybook-narration-${runner}`)

/** A global setup (vitest, Playwright): removes the run's folder once every file has run. */
export default function setup() {
  return () => fs.rmSync(testNarrationCache(process.pid), { recursive: true, force: true })
}
export { setup }
