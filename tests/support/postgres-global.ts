import type { TestProject } from 'vitest/node'
import { startPostgres, type PostgresCluster } from './postgres'

/** With TEST_DATABASE=postgres: one throwaway cluster for the whole integration run (each app gets its own database on it). */
let cluster: PostgresCluster | undefined

export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') return
  cluster = await startPostgres()
  project.provide('postgresUrl' as never, cluster.url as never)
}

export async function teardown() {
  await cluster?.stop()
}
