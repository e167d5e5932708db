import { Form, data } from 'react-router'
import type { Route } from './+types/story-share'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { createShare, listShares, revokeShare } from '~/.server/stories/shares'
import { redirectWithToast } from '~/.server/toast'
import { BackToStory, CardPage } from '~/components/CardPage'
import { FieldError } from '~/components/FieldError'
import { LinkExpiryChoice, linkDate } from '~/components/LinkExpiry'
import { parseId } from '~/lib/ids'
import { shareFormSchema } from '~/lib/schemas/share'

export const meta: Route.MetaFunction = () => [{ title: 'Share story | Storybook' }]

/**
 * /story/:id/share: the owner makes a private link to the story (7 days, 30 days or never), sees
 * the links that still work and revokes any of them. Plain forms, so it works without JavaScript.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await ownedStoryForPage(context, params.id)
  return { id: story.id, title: story.title, ready: story.status === 'ready', shares: await listShares(story.userId!, story.id) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const story = await ownedStoryForPage(context, params.id)
  const form = await readForm(request)
  try {
    if (form.get('intent') === 'revoke') {
      await revokeShare(story.userId!, story.id, parseId(String(form.get('shareId') ?? '')))
      return redirectWithToast(`/story/${story.id}/share`, {
        title: 'Link turned off',
        description: 'Whoever had it can no longer open the story.',
        variant: 'success',
      })
    }
    const parsed = shareFormSchema.safeParse({ expires: form.get('expires') ?? undefined })
    if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, created: null }, { status: 400 })
    const created = await createShare(story.userId!, story.id, parsed.data.expires)
    return { error: null, created }
  } catch (error) {
    if (isAppError(error) && error.status < 500) return data({ error: error.message, created: null }, { status: error.status })
    throw error
  }
}

const when = linkDate

export default function ShareStory({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, ready, shares } = loaderData
  const created = actionData?.created ?? null
  return (
    <CardPage title="Share story" intro={`“${title}”`}>
      {created ? (
        <section className="mt-6 rounded-2xl bg-green-50 p-4 ring-1 ring-green-200" aria-labelledby="new-link">
          <h2 id="new-link" className="font-bold">
            Your link is ready
          </h2>
          <p className="mt-1 text-sm">Copy it now and send it to whoever you like: it is shown only this once.</p>
          <label htmlFor="share-url" className="sr-only">
            Share link
          </label>
          <input
            id="share-url"
            readOnly
            value={created.url}
            className="input mt-2 w-full font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="mt-2 text-sm text-muted">
            {created.expiresAt ? `Works until ${when(created.expiresAt)}.` : 'Works until you turn it off.'}
          </p>
        </section>
      ) : null}
      {ready ? (
        <Form method="post" className="mt-6 space-y-4">
          <LinkExpiryChoice legend="Whoever has the link can read and listen to this story, without an account. The link works for" />
          <FieldError id="share-error" errors={actionData?.error ? [actionData.error] : undefined} />
          <button type="submit" className="btn-primary w-full">
            Make a link
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-center">A story can be shared once it is ready.</p>
      )}
      <section className="mt-8" aria-labelledby="links-title">
        <h2 id="links-title" className="text-lg font-bold">
          Links that work now
        </h2>
        {shares.length === 0 ? (
          <p className="mt-2 text-muted">None yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-brand-100">
            {shares.map((share) => (
              <li key={share.id} className="flex items-center justify-between gap-3 py-3">
                <span className="text-sm">
                  Made {when(share.createdAt)} · {share.expiresAt ? `until ${when(share.expiresAt)}` : 'no end date'}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="shareId" value={share.id} />
                  <button type="submit" className="btn-secondary" aria-label={`Turn off the link made ${when(share.createdAt)}`}>
                    Turn off
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BackToStory id={id} />
    </CardPage>
  )
}
