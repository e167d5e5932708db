// `npm run seed`: makes the public sample stories (SAMPLE_STORIES, default 24) with the offline
// engine, waits until they are ready, and prints a summary. Safe to run again: it only tops up.
import { loadBuild, orExit } from './lib/load-build.js'

const { build } = await loadBuild()
const started = Date.now()
const result = await orExit(() => build.entry.module.seedSamples())
console.info(
  `[seed] ${result.queued} sample stories queued; ${result.ready} ready, ${result.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
await build.entry.module.shutdown()
process.exit(result.failed > 0 ? 1 : 0)
