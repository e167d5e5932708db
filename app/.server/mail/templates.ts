import type { Mail } from './transport'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A warm, simple HTML email with a plain-text twin; the button link (if any) is also written out. */
function layout({
  heading,
  paragraphs,
  action,
  footer,
}: {
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footer: string
}): Pick<Mail, 'text' | 'html'> {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff7ed;font-family:Georgia,'Times New Roman',serif;color:#3b2a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<h1 style="font-size:24px;margin:0 0 16px;color:#7c2d12">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${action ? actionHtml(action) : ''}
<p style="font-size:12px;color:#8a7a6a;margin-top:32px">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`
  return { text, html }
}

function actionHtml(action: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 24px;border-radius:999px;font-family:Arial,sans-serif">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b5a4a;word-break:break-all">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
}

const footerFor = (supportEmail: string) => `Questions: ${supportEmail}`

/**
 * A display name goes into an email only when it is plainly a name: letters with single spaces,
 * apostrophes or hyphens between them. Anything else (a dot, a slash, a colon, '@', digits) could
 * be turned into a link by a mail client, so such names are left out (security review finding 4).
 */
export function nameForEmail(name: string): string | null {
  const trimmed = name.trim()
  return trimmed.length <= 40 && /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u.test(trimmed) ? trimmed : null
}

export function verificationEmail(input: { to: string; name: string; link: string; supportEmail: string }): Mail {
  const name = nameForEmail(input.name)
  return {
    to: input.to,
    subject: 'Verify your email for Storybook',
    ...layout({
      heading: `Welcome${name ? `, ${name}` : ''}!`,
      paragraphs: [
        'Thank you for joining Storybook. Please confirm your email address so you can start creating personalised stories.',
        'This link works once and expires in 24 hours.',
      ],
      action: { label: 'Verify my email', url: input.link },
      footer: `You received this because someone registered with this address. If it was not you, ignore this email. ${footerFor(input.supportEmail)}`,
    }),
  }
}

export function passwordResetEmail(input: { to: string; link: string; supportEmail: string }): Mail {
  return {
    to: input.to,
    subject: 'Reset your Storybook password',
    ...layout({
      heading: 'Reset your password',
      paragraphs: [
        'Someone asked to reset the password of the Storybook account with this email address. Use the button below to choose a new one.',
        'This link works once and expires in 1 hour. Using it signs out every other device.',
      ],
      action: { label: 'Choose a new password', url: input.link },
      footer: `If you did not ask for this, ignore this email: your password stays as it is. ${footerFor(input.supportEmail)}`,
    }),
  }
}

export function passwordChangedEmail(input: { to: string; forgotUrl: string; supportEmail: string; when: Date }): Mail {
  return {
    to: input.to,
    subject: 'Your Storybook password was changed',
    ...layout({
      heading: 'Your password was changed',
      paragraphs: [
        `The password of your Storybook account was changed on ${formatUtc(input.when)}. Every other device was signed out.`,
        'If this was you, there is nothing more to do. If it was not, choose a new password at once and tell us.',
      ],
      action: { label: 'Reset my password', url: input.forgotUrl },
      footer: footerFor(input.supportEmail),
    }),
  }
}

/** "23 November 2026, 17:46 UTC". */
export const formatUtc = (date: Date) =>
  `${date.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`

export function receiptEmail(input: {
  to: string
  credits: number
  amount: string
  currency: string
  reference: string
  date: Date
  demo: boolean
  creditsUrl: string
  supportEmail: string
}): Mail {
  const credits = `${input.credits} story ${input.credits === 1 ? 'credit' : 'credits'}`
  return {
    to: input.to,
    subject: `Your Storybook receipt: ${credits}`,
    ...layout({
      heading: 'Thank you for your purchase!',
      paragraphs: [
        `Credits added: ${credits}`,
        `Amount paid: ${input.amount} (${input.currency.toUpperCase()})`,
        `Payment reference: ${input.reference}`,
        `Date: ${formatUtc(input.date)}`,
        ...(input.demo ? ['This was a demo checkout: no money was taken.'] : []),
        'Your credits never expire. Happy storytelling!',
      ],
      action: { label: 'See my credits', url: input.creditsUrl },
      footer: `Keep this email as your receipt. ${footerFor(input.supportEmail)}`,
    }),
  }
}
