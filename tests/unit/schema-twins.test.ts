/**
 * The SQLite schema (db/schema.sqlite.ts) and its Postgres twin (db/schema.pg.ts) describe the same
 * tables: this compares the two drizzle schemas as declared, so a column, key, index or foreign key
 * added to one side only fails here, before any migration is generated. (The migrated databases are
 * compared again in tests/integration/postgres-schema.test.ts.)
 */
import { is, SQL } from 'drizzle-orm'
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import * as pg from '../../db/schema.pg'
import * as sqlite from '../../db/schema.sqlite'

/** Each dialect's column types, by the family of values they hold. */
const FAMILY: Record<string, string> = {
  SQLiteInteger: 'integer',
  PgInteger: 'integer',
  SQLiteText: 'text',
  PgText: 'text',
  SQLiteBoolean: 'boolean',
  PgBoolean: 'boolean',
  SQLiteTimestamp: 'timestamp',
  PgTimestamp: 'timestamp',
  SQLiteTextJson: 'json',
  PgJsonb: 'json',
}

type Column = {
  name: string
  columnType: string
  notNull: boolean
  primary: boolean
  isUnique: boolean
  default: unknown
  hasDefault: boolean
}
type Config = {
  name: string
  columns: Column[]
  indexes: Array<{ config: { name: string; unique: boolean; columns: unknown[] } }>
  uniqueConstraints: Array<{ name?: string; columns: Column[] }>
  primaryKeys: Array<{ columns: Column[] }>
  foreignKeys: Array<{
    onDelete?: string
    onUpdate?: string
    reference: () => { columns: Column[]; foreignColumns: Column[]; foreignTable: unknown }
  }>
}

/** A table as both dialects can state it: plain strings, sorted, so a difference shows as a diff. */
function shape(config: Config, tableName: (table: unknown) => string) {
  const names = (columns: readonly unknown[]) => columns.map((c) => (c as Column).name).join(',')
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        {
          family: FAMILY[c.columnType] ?? `unmapped ${c.columnType}`,
          notNull: c.notNull,
          primaryKey: c.primary,
          // A default in SQL (a clock, an identity) is written differently in each dialect: only its presence compares.
          default: !c.hasDefault ? 'none' : is(c.default, SQL) ? 'sql' : JSON.stringify(c.default),
        },
      ]),
    ),
    primaryKeys: config.primaryKeys.map((k) => names(k.columns)).sort(),
    unique: [
      ...config.columns.filter((c) => c.isUnique).map((c) => c.name),
      ...config.uniqueConstraints.map((u) => names(u.columns)),
    ].sort(),
    indexes: config.indexes.map((i) => `${i.config.name}${i.config.unique ? ' unique' : ''} (${names(i.config.columns)})`).sort(),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference()
        return `${names(ref.columns)} → ${tableName(ref.foreignTable)}(${names(ref.foreignColumns)}) on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`
      })
      .sort(),
  }
}

/** A dialect's tables by name, each as `shape` states it. */
function tablesOf(module: Record<string, unknown>, isTable: (value: unknown) => boolean, configOf: (table: never) => unknown) {
  const name = (table: unknown) => (configOf(table as never) as Config).name
  return Object.fromEntries(
    Object.values(module)
      .filter(isTable)
      .map((t) => [name(t), shape(configOf(t as never) as Config, name)]),
  )
}

const sqliteTables = () => tablesOf(sqlite, (t) => is(t, SQLiteTable), sqliteTableConfig)
const postgresTables = () => tablesOf(pg, (t) => is(t, PgTable), pgTableConfig)

describe('the two schemas', () => {
  it('declare the same tables', () => {
    expect(Object.keys(postgresTables()).sort()).toEqual(Object.keys(sqliteTables()).sort())
    expect(Object.keys(sqliteTables()).length).toBeGreaterThan(10)
  })

  it('give every table the same columns, types, nullability, defaults, keys, indexes and foreign keys', () => {
    const postgres = postgresTables()
    for (const [table, shape] of Object.entries(sqliteTables())) {
      expect({ table, ...postgres[table] }).toEqual({ table, ...shape })
    }
  })

  it('map every column type to a family', () => {
    const unmapped = [...Object.values(sqliteTables()), ...Object.values(postgresTables())]
      .flatMap((t) => Object.entries(t.columns))
      .filter(([, c]) => c.family.startsWith('unmapped'))
    expect(unmapped).toEqual([])
  })
})
