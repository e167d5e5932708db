import fs from 'node:fs'
import path from 'node:path'
import type { AppServer } from './app-server'
import { createClient, type HttpClient } from './http'

export const TEST_PASSWORD = 'a long enough password'

/** The newest verification link mailed to `email` through the outbox (apps started without SMTP_URL). */
export function outboxVerificationLink(app: AppServer, email: string): string {
  const dir = path.join(app.dataDir, 'outbox')
  const entries = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; links: string[] })
  const link = entries.find((m) => m.to === email)?.links.find((l) => l.includes('/verify-email/'))
  if (!link) throw new Error(`no verification email to ${email} in ${dir}`)
  return link
}

/** Registers through the API and verifies through the emailed link: a signed-in, verified client. */
export async function verifiedClient(app: AppServer, email: string): Promise<HttpClient> {
  const client = createClient(app.url)
  const res = await client.postJson('/api/register', { email, password: TEST_PASSWORD, display_name: email.split('@')[0] })
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`)
  const token = outboxVerificationLink(app, email).split('/verify-email/')[1]
  const verified = await client.get(`/api/verify-email/${token}`)
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`)
  return client
}
