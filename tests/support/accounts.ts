/**
 * The one home of the account helpers for the vitest suites (the Playwright specs import the plain
 * ones too, through tests/e2e/fixtures.ts): the test password, registering, verifying, a verified
 * signed-in client and signing in, all over the JSON API. No vitest here: each helper throws with
 * the status and body when the app does not answer as expected.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { SmtpFake } from '../fakes/smtp'
import type { AppServer } from './app-server'
import { createClient, type HttpClient } from './http'
import { waitFor } from './wait'

/** The password of every test account (tests of changing it use a second one of their own). */
export const TEST_PASSWORD = 'a long enough password'

export type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[] }

/** The emails saved in a server's outbox (apps started without SMTP_URL), newest first. */
export function outboxMails(app: Pick<AppServer, 'dataDir'>): OutboxMail[] {
  const dir = path.join(app.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]) || b.localeCompare(a))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
}

/** The newest outbox email to `to` matching `filter`, waiting for it (some emails are sent in the background). */
export function waitForOutboxMail(
  app: Pick<AppServer, 'dataDir'>,
  to: string,
  filter: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<OutboxMail> {
  return waitFor(
    `a matching email to ${to} in ${app.dataDir}/outbox`,
    () => outboxMails(app).find((m) => m.to === to && filter(m)),
    timeoutMs,
    100,
  )
}

/** The newest verification link mailed to `email` through the outbox (apps started without SMTP_URL). */
export function outboxVerificationLink(app: Pick<AppServer, 'dataDir'>, email: string): string {
  const link = outboxMails(app)
    .find((m) => m.to === email && m.links.some((l) => l.includes('/verify-email/')))
    ?.links.find((l) => l.includes('/verify-email/'))
  if (!link) throw new Error(`no verification email to ${email} in ${app.dataDir}/outbox`)
  return link
}

/** Where an app's emails arrive: the SMTP fake it mails through, or its outbox (no SMTP_URL). */
export type Mailbox = SmtpFake | Pick<AppServer, 'dataDir'>

/** How many emails a mailbox holds now: pass it to verify() to skip the ones sent before. */
export const mailCount = (mailbox: Mailbox): number => ('messages' in mailbox ? mailbox.messages.length : outboxMails(mailbox).length)

/** The verification link mailed to `email` (through the SMTP fake: the first one after `after` messages). */
export async function verificationLink(mailbox: Mailbox, email: string, after = 0): Promise<string> {
  if ('verificationLink' in mailbox) return mailbox.verificationLink(email, after)
  await waitForOutboxMail(mailbox, email, (m) => m.links.some((l) => l.includes('/verify-email/')))
  return outboxVerificationLink(mailbox, email)
}

/** The token at the end of a verification link. */
export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!

export type RegisterOptions = { password?: string; displayName?: string }

/** POST /api/register with `client` (which is then signed in, unverified); throws unless 201. */
export async function register(
  client: HttpClient,
  email: string,
  { password = TEST_PASSWORD, displayName = email.split('@')[0]! }: RegisterOptions = {},
): Promise<Response> {
  const res = await client.postJson('/api/register', { email, password, display_name: displayName })
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`)
  return res
}

/**
 * Verifies `email` through GET /api/verify-email/{token} with the token from its email, sent by
 * `client` (signed in or not: the token alone verifies); throws unless 200. Returns the link.
 */
export async function verify(client: HttpClient, mailbox: Mailbox, email: string, after = 0): Promise<string> {
  const link = await verificationLink(mailbox, email, after)
  const res = await client.get(`/api/verify-email/${tokenOf(link)}`)
  if (res.status !== 200) throw new Error(`verify ${email}: ${res.status} ${await res.text()}`)
  return link
}

export type VerifiedClientOptions = RegisterOptions & {
  /** The client to sign in (a fresh one by default). */
  client?: HttpClient
  /** The SMTP fake the app mails through; its outbox otherwise. */
  smtp?: SmtpFake
}

/** Registers through the API and verifies through the emailed link: a signed-in, verified client. */
export async function verifiedClient(
  app: AppServer,
  email: string,
  { client = createClient(app.url), smtp, ...options }: VerifiedClientOptions = {},
): Promise<HttpClient> {
  const mailbox: Mailbox = smtp ?? app
  const after = mailCount(mailbox)
  await register(client, email, options)
  await verify(client, mailbox, email, after)
  return client
}

/** POST /api/login with `client`, which is then signed in; throws unless 200. */
export async function signIn(client: HttpClient, email: string, password = TEST_PASSWORD): Promise<HttpClient> {
  const res = await client.postJson('/api/login', { email, password })
  if (res.status !== 200) throw new Error(`sign in ${email}: ${res.status} ${await res.text()}`)
  return client
}
