import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; links: string[] }

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export type SmtpFakeOptions = {
  /** Listen on this port (e.g. one an app was already told about while nothing listened there); a free one by default. */
  port?: number
  /** Require AUTH (PLAIN/LOGIN over the plain connection) with these credentials; none by default. */
  auth?: { user: string; pass: string }
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives, so tests
 * drive the app's real nodemailer transport end to end.
 */
export async function startSmtpServer(options: SmtpFakeOptions = {}) {
  const messages: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  const { auth } = options
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: Boolean(auth),
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        return callback(null, { user: credentials.username })
      }
      callback(new Error('Invalid username or password'))
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const decoded = decodeQuotedPrintable(raw)
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          links: [...new Set(decoded.match(/https?:\/\/[^\s<>"')]+/g) ?? [])],
        })
        for (const wake of waiters.splice(0)) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const port = (server.server.address() as { port: number }).port

  /** The next message to `to` (waits up to `timeoutMs`). */
  async function waitForMail(to: string, { after = 0, timeoutMs = 60_000 } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.slice(after).find((m) => m.to.includes(to.toLowerCase()))
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }

  /** The verification link of the latest email to `to`. */
  async function verificationLink(to: string, after = 0): Promise<string> {
    const mail = await waitForMail(to, { after })
    const link = mail.links.find((l) => l.includes('/verify-email/'))
    if (!link) throw new Error(`email to ${to} has no verification link`)
    return link
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    verificationLink,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpFake = Awaited<ReturnType<typeof startSmtpServer>>
