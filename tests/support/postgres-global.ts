import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres'

/**
 * For a project on Postgres (its env, or TEST_DATABASE=postgres around the run): one throwaway
 * cluster for the project's whole run; each app gets its own database on it. Returns the teardown,
 * so two projects on Postgres in one run each stop their own cluster.
 */
export async function setup(project: TestProject) {
  const dialect = project.config.env?.TEST_DATABASE ?? process.env.TEST_DATABASE
  if (dialect !== 'postgres') return
  const cluster = await startPostgres()
  project.provide('postgresUrl' as never, cluster.url as never)
  return () => cluster.stop()
}
