// `npm run restore -- ARCHIVE`: puts a backup of `npm run backup` into DATA_DIR. Stop the server
// first. What DATA_DIR held is kept aside in DATA_DIR/before-restore-STAMP, not deleted.
import { loadBuild } from './lib/load-build.js'

const archive = process.argv[2]
if (!archive) {
  console.error('Usage: npm run restore -- backups/storybook-YYYYMMDD-HHMMSS.tar.gz   (with the server stopped)')
  process.exit(2)
}
const { build } = await loadBuild()
try {
  const { manifest, keptIn } = await build.entry.module.restoreBackup(archive)
  console.info(
    `[restore] restored the backup of ${manifest.createdAt}: ${manifest.users} users, ${manifest.stories} stories, ${manifest.mediaFiles} media files`,
  )
  if (keptIn) console.info(`[restore] the previous data is in ${keptIn}; delete it once you are happy`)
  console.info('[restore] start the server (npm start): it applies any newer migrations')
  process.exit(0) // Postgres mode: the pool would keep the process alive
} catch (error) {
  console.error(`[restore] failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
