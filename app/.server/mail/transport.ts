import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '../env'
import { log } from '../log'

export type Mail = { to: string; subject: string; text: string; html: string }

/** What the outbox keeps beside each raw .eml file, for the /dev/outbox page. */
export type OutboxEntry = Mail & { id: string; date: string; from: string; links: string[] }

let smtp: Transporter | undefined
let outboxWriter: Transporter | undefined

export const outboxDir = () => path.join(env().dataDir, 'outbox')
/** True while mail goes to DATA_DIR/outbox instead of an SMTP server. */
export const usesOutbox = () => !env().smtpUrl

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise nodemailer builds the same MIME message and
 * it is saved to DATA_DIR/outbox, with its links printed to the log, so a fresh clone can verify.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { smtpUrl, mailFrom } = env()
  const message = { from: mailFrom, ...mail }
  if (smtpUrl) {
    smtp ??= nodemailer.createTransport(smtpUrl)
    await smtp.sendMail(message)
    return
  }
  outboxWriter ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await outboxWriter.sendMail(message)
  const id = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
  const links = extractLinks(mail.text)
  const entry: OutboxEntry = { id, date: new Date().toISOString(), from: mailFrom, links, ...mail }
  await fs.mkdir(outboxDir(), { recursive: true })
  await fs.writeFile(path.join(outboxDir(), `${id}.eml`), info.message as Buffer)
  // Written whole, then renamed: a reader listing the outbox never sees half an entry.
  const partial = path.join(outboxDir(), `${id}.json.partial`)
  await fs.writeFile(partial, JSON.stringify(entry, null, 2))
  await fs.rename(partial, path.join(outboxDir(), `${id}.json`))
  // Links carry single-use tokens: printed for a developer or a local trial, never in production.
  log.info('mail: saved to outbox', { id, subject: mail.subject, ...(env().isProduction ? {} : { links }) })
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>")]+/g) ?? [])]
}
