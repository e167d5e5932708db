/**
 * The app's tables in the dialect of this process (db/dialect.ts): db/schema.sqlite.ts or its
 * Postgres twin db/schema.pg.ts. Both have the same names, columns and row types, so code written
 * against these tables runs on either; the types are the SQLite ones.
 */
import { dialect } from './dialect'
import * as pg from './schema.pg'
import * as sqlite from './schema.sqlite'

export type { Job, Segment, Story, User } from './schema.sqlite'

const tables = (dialect === 'postgres' ? pg : sqlite) as unknown as typeof sqlite

export const {
  users,
  sessions,
  emailVerificationTokens,
  passwordResetTokens,
  creditLedger,
  stories,
  segments,
  jobs,
  children,
  subscriptions,
  pageViews,
  payments,
  oauthAccounts,
  deletedAccountAllowances,
  storyShares,
  storyVoices,
  voiceRecordings,
  recordingLinks,
} = tables
