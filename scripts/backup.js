// `npm run backup [-- DIR]`: one .tar.gz with a consistent copy of the database (safe while the
// server runs), the media files and the session secret, in DIR (default ./backups).
import path from 'node:path'
import { loadBuild } from './lib/load-build.js'

const outDir = path.resolve(process.argv[2] ?? 'backups')
const { build } = await loadBuild()
try {
  const { file, manifest } = await build.entry.module.createBackup(outDir)
  console.info(`[backup] ${file}: ${manifest.users} users, ${manifest.stories} stories, ${manifest.mediaFiles} media files`)
  if (manifest.mediaBucket) {
    console.info(
      `[backup] media are in the S3 bucket ${manifest.mediaBucket}, not in this archive: back the bucket up with your provider's tools (docs/self-hosting.md)`,
    )
  }
  process.exit(0) // Postgres mode: the pool would keep the process alive
} catch (error) {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
