import { data, Link } from 'react-router'
import type { Route } from './+types/outbox-message'
import { outboxPageEnabled, readOutboxMessage } from '~/.server/mail/outbox'

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.message.subject ?? 'Email'} | Outbox` }]

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!outboxPageEnabled(request)) throw data(null, { status: 404 })
  const message = await readOutboxMessage(params.id)
  if (!message) throw data(null, { status: 404 })
  return { message }
}

/** Shows the text part (the HTML part is the same words) and its links as real links. */
export default function OutboxMessage({ loaderData: { message } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/dev/outbox" className="font-semibold text-brand-700 underline">
        ← Outbox
      </Link>
      <article className="card mt-6">
        <h1 className="text-2xl font-bold">{message.subject}</h1>
        <p className="mt-1 text-sm text-muted">
          From {message.from} to {message.to}
        </p>
        <pre className="mt-6 whitespace-pre-wrap font-sans text-base">{message.text}</pre>
        {message.links.length ? (
          <>
            <h2 className="mt-6 text-lg font-bold">Links</h2>
            <ul className="mt-2 space-y-2">
              {message.links.map((link) => (
                <li key={link}>
                  <a href={link} className="break-all text-brand-700 underline">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
    </section>
  )
}
