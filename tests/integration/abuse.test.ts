/**
 * The honeypot field of the public forms: a bot that fills the hidden "website" field is turned
 * away before anything happens. (Cross-site refusal and rate limits are in security.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type SmtpFake } from '../fakes/smtp'
import { register, TEST_PASSWORD } from '../support/accounts'
import { startApp, type AppServer, queryDb } from '../support/app-server'
import { createClient, setCookies } from '../support/http'

const VICTIM = 'victim@example.com'

let app: AppServer
let smtp: SmtpFake

const anon = () => createClient(app.url)

const count = async (sql: string, ...params: unknown[]) => (await queryDb<{ n: number }>(app.dataDir, sql, ...params))[0]!.n

beforeAll(async () => {
  smtp = await startSmtpServer()
  app = await startApp({ SMTP_URL: smtp.url })
  await register(anon(), VICTIM, { displayName: 'Victim' })
})

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('honeypot', () => {
  it('a page login with the hidden "website" field filled is rejected with 400, not a redirect', async () => {
    const client = anon()
    const res = await client.form('/auth?tab=login', { intent: 'login', email: VICTIM, password: TEST_PASSWORD, website: 'spam' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(setCookies(res).some((c) => c.name === '__session')).toBe(false)
    expect(await res.text()).toContain('Form submission rejected')
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('a page registration with the honeypot filled creates no account and sends no email', async () => {
    const before = smtp.messages.length
    const res = await anon().form('/auth?tab=register', {
      intent: 'register',
      email: 'bot@example.com',
      display_name: 'Bot',
      password: TEST_PASSWORD,
      website: 'http://spam.example',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', 'bot@example.com')).toBe(0)
    expect(smtp.messages.length).toBe(before)
  })
})
