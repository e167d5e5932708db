import fs from 'node:fs'
import path from 'node:path'
import type { AppServer } from './app-server'
import { createClient, type HttpClient } from './http'

export const TEST_PASSWORD = 'a long enough password'

export type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[] }

/** The emails saved in a server's outbox (apps started without SMTP_URL), newest first. */
export function outboxMails(app: AppServer): OutboxMail[] {
  const dir = path.join(app.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]) || b.localeCompare(a))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
}

/** The newest outbox email to `to` matching `filter`, waiting for it (some emails are sent in the background). */
export async function waitForOutboxMail(app: AppServer, to: string, filter: (mail: OutboxMail) => boolean = () => true, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = outboxMails(app).find((m) => m.to === to && filter(m))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no matching email to ${to} in ${app.dataDir}/outbox`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The newest verification link mailed to `email` through the outbox (apps started without SMTP_URL). */
export function outboxVerificationLink(app: AppServer, email: string): string {
  const link = outboxMails(app)
    .find((m) => m.to === email && m.links.some((l) => l.includes('/verify-email/')))
    ?.links.find((l) => l.includes('/verify-email/'))
  if (!link) throw new Error(`no verification email to ${email} in ${app.dataDir}/outbox`)
  return link
}

/** Registers through the API and verifies through the emailed link: a signed-in, verified client. */
export async function verifiedClient(app: AppServer, email: string, client: HttpClient = createClient(app.url)): Promise<HttpClient> {
  const res = await client.postJson('/api/register', { email, password: TEST_PASSWORD, display_name: email.split('@')[0] })
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`)
  const token = outboxVerificationLink(app, email).split('/verify-email/')[1]
  const verified = await client.get(`/api/verify-email/${token}`)
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`)
  return client
}
