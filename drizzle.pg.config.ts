import { defineConfig } from 'drizzle-kit'

/** Migrations of the Postgres dialect (db/schema.pg.ts), beside the SQLite ones of drizzle.config.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.pg.ts',
  out: './db/migrations-pg',
})
