// `npm run migrate-to-postgres`: moves a SQLite install to Postgres (docs/scaling.md). Stop the
// server first, then run it with DATA_DIR of the old install and DATABASE_URL of a new, empty
// Postgres database (and MEDIA_STORE=s3 with the S3_* variables to move the media into a bucket).
import { loadBuild } from './lib/load-build.js'

if (!process.env.DATABASE_URL && !process.argv.includes('--help')) {
  console.error(
    'Usage: DATABASE_URL=postgres://user:password@host:5432/storybook [MEDIA_STORE=s3 S3_BUCKET=…] npm run migrate-to-postgres   (with the server stopped)',
  )
  process.exit(2)
}
const { build } = await loadBuild()
try {
  const { tables, mediaFiles, mediaTo } = await build.entry.module.migrateToPostgres()
  const rows = Object.entries(tables)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
  console.info(`[migrate] copied ${rows}`)
  console.info(
    mediaTo === 'bucket'
      ? `[migrate] uploaded ${mediaFiles} media files to the bucket`
      : '[migrate] media stay in DATA_DIR/media: every web process needs that folder (or move them to a bucket: MEDIA_STORE=s3)',
  )
  console.info('[migrate] done: start the web processes and workers with DATABASE_URL (docs/scaling.md)')
  process.exit(0)
} catch (error) {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
