import type { Mail } from './transport'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A warm, simple HTML email with a plain-text twin; the button link is also written out. */
function layout({ heading, paragraphs, action, footer }: {
  heading: string
  paragraphs: string[]
  action: { label: string; url: string }
  footer: string
}): Pick<Mail, 'text' | 'html'> {
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', '--', footer].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff7ed;font-family:Georgia,'Times New Roman',serif;color:#3b2a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<h1 style="font-size:24px;margin:0 0 16px;color:#7c2d12">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 24px;border-radius:999px;font-family:Arial,sans-serif">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b5a4a;word-break:break-all">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#8a7a6a;margin-top:32px">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`
  return { text, html }
}

export function verificationEmail(input: { to: string; name: string; link: string; supportEmail: string }): Mail {
  return {
    to: input.to,
    subject: 'Verify your email for Storybook',
    ...layout({
      heading: `Welcome${input.name ? `, ${input.name}` : ''}!`,
      paragraphs: [
        'Thank you for joining Storybook. Please confirm your email address so you can start creating personalised stories.',
        'This link works once and expires in 24 hours.',
      ],
      action: { label: 'Verify my email', url: input.link },
      footer: `You received this because someone registered with this address. If it was not you, ignore this email. Questions: ${input.supportEmail}`,
    }),
  }
}
