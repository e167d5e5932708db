import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-unit-'))

beforeAll(() => {
  process.env.DATA_DIR = dataDir
  process.env.RATE_LIMIT_FACTOR = '1'
})

// Imported once the test data folder exists (the module reads DATA_DIR when first used).
const { loadEnv } = await import('~/.server/env')

describe('loadEnv', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadEnv({ DATA_DIR: dataDir })
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      storyEngine: 'offline',
      freeStoriesPerMonth: 3,
      rateLimitFactor: 1,
      supportEmail: 'support@localhost',
    })
  })

  it('generates the session secret once and keeps it', () => {
    const first = loadEnv({ DATA_DIR: dataDir }).sessionSecrets
    const second = loadEnv({ DATA_DIR: dataDir }).sessionSecrets
    expect(first).toHaveLength(1)
    expect(first[0]!.length).toBeGreaterThanOrEqual(40)
    expect(second).toEqual(first)
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o077).toBe(0)
  })

  it('reads rotation lists and https', () => {
    const config = loadEnv({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'new-secret-123456789, old-secret-123456789',
      APP_URL: 'https://x.example/',
    })
    expect(config.sessionSecrets).toEqual(['new-secret-123456789', 'old-secret-123456789'])
    expect(config.appUrl).toBe('https://x.example')
    expect(config.secureCookies).toBe(true)
  })

  it('treats a bare production start as a local trial only when told', () => {
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).isProduction).toBe(true)
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOCAL_TRIAL: 'true' }).isProduction).toBe(false)
    expect(loadEnv({ DATA_DIR: dataDir }).isProduction).toBe(false)
  })

  it('listens on loopback only for the local trial and development, unless HOST says otherwise', () => {
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOCAL_TRIAL: 'true' }).host).toBe('127.0.0.1')
    expect(loadEnv({ DATA_DIR: dataDir }).host).toBe('127.0.0.1')
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOCAL_TRIAL: 'true', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    // [::1] beside 127.0.0.1 only when HOST is left to the default loopback.
    expect(loadEnv({ DATA_DIR: dataDir }).alsoIpv6Loopback).toBe(true)
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '127.0.0.1' }).alsoIpv6Loopback).toBe(false)
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).alsoIpv6Loopback).toBe(false)
  })

  it('picks openai when a key is set, and treats blank values as unset', () => {
    expect(loadEnv({ DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-x' }).storyEngine).toBe('openai')
    expect(loadEnv({ DATA_DIR: dataDir, OPENAI_API_KEY: '', PORT: '' }).storyEngine).toBe('offline')
  })

  it('separate web and worker roles need a shared Postgres database', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, ROLE: 'web' })).toThrowError(/ROLE: web needs DATABASE_URL/)
    expect(() => loadEnv({ DATA_DIR: dataDir, ROLE: 'worker', DATABASE_URL: 'mysql://x' })).toThrowError(
      /DATABASE_URL: must be a Postgres URL/,
    )
    const config = loadEnv({ DATA_DIR: dataDir, ROLE: 'worker', DATABASE_URL: 'postgres://app@db.internal:5432/storybook' })
    expect(config).toMatchObject({ role: 'worker', databaseUrl: 'postgres://app@db.internal:5432/storybook', jobLeaseSeconds: 60 })
    expect(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({ role: 'all', databaseUrl: undefined })
  })

  it('explains every invalid variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, PORT: 'eighty', SMTP_URL: 'mail.example.com', APP_URL: 'ftp://x' })).toThrowError(
      /PORT: .*\n.*APP_URL: must be an http\(s\) URL.*\n.*SMTP_URL: must start with smtp:\/\/ or smtps:\/\//s,
    )
  })
})
