import { data } from 'react-router'
import type { Route } from './+types/newsletter'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { INVALID_EMAIL_MESSAGE, subscribe } from '~/.server/newsletter'
import { assertNoHoneypot } from '~/.server/security/honeypot'
import { clientIp } from '~/.server/security/client-ip'
import { redirectWithToast } from '~/.server/toast'
import type { NewsletterReply } from '~/components/Newsletter'
import { safeRedirect } from '~/lib/redirect'
import type { Toast } from '~/lib/toast'
import { log } from '~/.server/log'

export const meta: Route.MetaFunction = () => [{ title: 'Newsletter | Storybook' }]

const FAILED = 'Failed to subscribe. Please try again.'

/**
 * The footer's newsletter form posts here. Without JavaScript the answer is a redirect back to the
 * page it came from (a same-site path only) with a toast; a fetcher (JavaScript, `js=1`) gets the
 * outcome as data instead. POST /api/subscribe is the JSON twin; both call await subscribe().
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const enhanced = form.get('js') === '1'
  const back = safeRedirect(form.get('redirectTo'))
  const backToForm = back.includes('#') ? back : `${back}#newsletter`
  let toast: Toast
  let status = 400
  try {
    assertNoHoneypot(form)
    await subscribe(form.get('email'), { ip: clientIp(request) })
    if (enhanced) return { ok: true, message: 'Subscribed!' } satisfies NewsletterReply
    return redirectWithToast(backToForm, { title: 'Subscribed!', description: 'Thank you for signing up.', variant: 'success' })
  } catch (error) {
    if (isAppError(error)) {
      status = error.status
      toast =
        error.message === INVALID_EMAIL_MESSAGE
          ? { title: 'Invalid email', description: error.message, variant: 'destructive' }
          : { title: 'Subscription failed', description: error.message, variant: 'destructive' }
    } else {
      log.error('newsletter: subscribe failed', { error })
      status = 500
      toast = { title: 'Subscription failed', description: FAILED, variant: 'destructive' }
    }
  }
  if (enhanced) return data({ ok: false, toast } satisfies NewsletterReply, { status })
  return redirectWithToast(backToForm, toast)
}

/** With JavaScript: a network failure becomes an 'Error' toast instead of an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterReply> {
  try {
    return (await serverAction()) as NewsletterReply
  } catch {
    return { ok: false, toast: { title: 'Error', description: 'Failed to subscribe. Please try again later.', variant: 'destructive' } }
  }
}

/** Someone who opens /newsletter itself is pointed to the footer's form (on every page, this one too). */
export default function NewsletterPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-700">Newsletter</h1>
      <p className="mt-4 text-lg">Leave your email address in the form below and we will tell you about new themes and features.</p>
      <a href="#newsletter" className="btn-primary mt-8">
        Go to the signup form
      </a>
    </section>
  )
}
