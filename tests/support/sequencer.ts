import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (the slowest files first), with the SQLite pass of the integration files ahead of
 * their Postgres pass: a file's stories are told the same way on both databases (a story's seed
 * follows its id), so by the time a file's Postgres pass runs, the narrator has spoken its pages
 * already and the clips are reused from the run's shared folder (tests/support/narration-cache-global.ts),
 * instead of both passes narrating them at once.
 */
export default class SqliteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const postgres = (file: TestSpecification) => file.project.name === 'integration-postgres'
    return [...sorted.filter((file) => !postgres(file)), ...sorted.filter(postgres)]
  }
}
