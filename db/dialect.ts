/**
 * Which database this process uses, decided once from DATABASE_URL: Postgres for a postgres://
 * (or postgresql://) URL, SQLite in DATA_DIR/app.db otherwise.
 */
export type Dialect = 'sqlite' | 'postgres'

export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url?.trim() ?? '')

export const dialect: Dialect = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'sqlite'
