import { data, Link } from 'react-router'
import type { Route } from './+types/outbox'
import { listOutbox, outboxPageEnabled } from '~/.server/mail/outbox'

export const meta: Route.MetaFunction = () => [{ title: 'Outbox (development) | Storybook' }]

/** Emails saved while no SMTP_URL is set; absent in production, when SMTP is configured, and for anyone but this machine. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!outboxPageEnabled(request)) throw data(null, { status: 404 })
  return { messages: await listOutbox() }
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-700">Outbox</h1>
      <p className="mt-2 text-muted">
        Development only: no <code>SMTP_URL</code> is set, so emails are saved in <code>DATA_DIR/outbox</code> instead of being sent.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="card mt-8 text-center">No emails yet.</p>
      ) : (
        <ul className="mt-8 space-y-3">
          {loaderData.messages.map((m) => (
            <li key={m.id} className="card flex flex-col gap-1 p-4 sm:p-5">
              <Link to={`/dev/outbox/${m.id}`} className="text-lg font-semibold text-brand-700 underline">
                {m.subject}
              </Link>
              <span className="text-sm text-muted">
                To {m.to} · {new Date(m.date).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
