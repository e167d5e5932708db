// Shared by the command-line jobs: read .env, build the app when there is no build yet, and load
// the server build, whose entry module exports the domain entry points (boot, shutdown, seed).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const root = path.resolve(import.meta.dirname, '../..')

export async function loadBuild() {
  process.chdir(root)
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  if (!process.env.NODE_ENV) {
    // A fresh clone's `npm start`: the production build, run as a local trial, so the outbox page
    // and the demo checkout work. A real deployment sets NODE_ENV=production (see .env.example).
    process.env.NODE_ENV = 'production'
    process.env.LOCAL_TRIAL ??= 'true'
  }
  const buildDir = path.join(root, process.env.BUILD_DIR || 'build')
  const serverBuild = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(serverBuild)) {
    console.info('[build] no build found: building (about a minute)...')
    const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], { stdio: 'inherit', env: process.env })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  return { buildDir, build: await import(pathToFileURL(serverBuild).href) }
}

/** Runs a domain entry point, turning configuration errors into a message and exit code 1. */
export async function orExit(run) {
  try {
    return await run()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
