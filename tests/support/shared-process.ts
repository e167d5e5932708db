/**
 * The unit files share one process and its loaded modules (vitest `isolate: false`: a tenth of the
 * CPU of loading the story engine afresh for each of a hundred files). So a file must leave the
 * process as it found it: one that sets the environment (which `env()` reads once per process) would
 * change what the files after it see. Such a file is named `*.isolated.test.ts` and runs in a
 * process of its own; this check fails a shared file that changes `process.env` and says so.
 */
import { afterAll, expect } from 'vitest'

const before = { ...process.env }
/** Set by a library as it loads (sharp's libvips), whichever file loads it first. */
const SET_BY_LIBRARIES = new Set(['VIPSHOME'])

afterAll(() => {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(process.env)])].filter(
    (name) => before[name] !== process.env[name] && !SET_BY_LIBRARIES.has(name),
  )
  for (const name of changed) {
    if (before[name] === undefined) delete process.env[name]
    else process.env[name] = before[name]
  }
  expect(
    changed,
    `${expect.getState().testPath} changes process.env: a file that sets the environment is named *.isolated.test.ts (vitest.config.ts)`,
  ).toEqual([])
})
