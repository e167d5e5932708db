import { Form, data } from 'react-router'
import type { Route } from './+types/story-share'
import { sessionUser } from '~/.server/auth/guards'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { createShare, listShares, revokeShare } from '~/.server/stories/shares'
import { redirectWithToast } from '~/.server/toast'
import { BackToStory, CardPage } from '~/components/CardPage'
import { FieldError } from '~/components/FieldError'
import { LinkExpiryChoice, linkDate } from '~/components/LinkExpiry'
import { ShareLinkBox } from '~/components/share/ShareLinkBox'
import { ShareNoteField } from '~/components/share/ShareNoteField'
import { parseId } from '~/lib/ids'
import { shareFormSchema } from '~/lib/schemas/share'

type ActionResult = {
  error: string | null
  noteError: string | null
  note: string
  created: Awaited<ReturnType<typeof createShare>> | null
}

export const meta: Route.MetaFunction = () => [{ title: 'Share story | Storybook' }]

/**
 * /story/:id/share: the owner makes a private link to the story (7 days, 30 days or never), with a
 * note if they like, sees the links that still work and revokes any of them. Plain forms, so it
 * works without JavaScript; with it, the new link has Copy and the phone's share sheet.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await ownedStoryForPage(context, params.id)
  return {
    id: story.id,
    title: story.title,
    ready: story.status === 'ready',
    sharerName: sessionUser(context)?.displayName ?? '',
    shares: await listShares(story.userId!, story.id),
  }
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
    const note = typeof form.get('note') === 'string' ? String(form.get('note')) : ''
    const failed = (status: number, message: string, onNote: boolean) =>
      data<ActionResult>({ error: onNote ? null : message, noteError: onNote ? message : null, note, created: null }, { status })
    const parsed = shareFormSchema.safeParse({ expires: form.get('expires') ?? undefined, note: form.get('note') ?? undefined })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return failed(400, issue.message, issue.path[0] === 'note')
    }
    try {
      const created = await createShare(story.userId!, story.id, parsed.data.expires, parsed.data.note)
      return data<ActionResult>({ error: null, noteError: null, note: '', created })
    } catch (error) {
      // The moderator's refusal is about the note, the one free text here.
      if (isAppError(error) && error.status === 422) return failed(422, error.message, true)
      throw error
    }
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      return data<ActionResult>({ error: error.message, noteError: null, note: '', created: null }, { status: error.status })
    throw error
  }
}

const when = linkDate

export default function ShareStory({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, ready, sharerName, shares } = loaderData
  const created = actionData?.created ?? null
  return (
    <CardPage title="Share story" intro={`“${title}”`}>
      {created ? (
        <ShareLinkBox
          url={created.url}
          share={{ title, text: created.note ? `“${title}”: ${created.note}` : `“${title}”: a story to read together` }}
        >
          <p className="mt-2 text-sm text-muted">
            {created.expiresAt ? `Works until ${when(created.expiresAt)}.` : 'Works until you turn it off.'}
          </p>
        </ShareLinkBox>
      ) : null}
      {ready ? (
        // A new key once a link is made: the form starts empty again (the note was for that link).
        <Form key={created?.url ?? 'new'} method="post" className="mt-6 space-y-4">
          <LinkExpiryChoice legend="Whoever has the link can read and listen to this story, without an account. The link works for" />
          <ShareNoteField sharerName={sharerName} defaultValue={actionData?.note ?? ''} error={actionData?.noteError ?? null} />
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
                <span className="min-w-0 text-sm">
                  Made {when(share.createdAt)} · {share.expiresAt ? `until ${when(share.expiresAt)}` : 'no end date'}
                  {share.note ? <span className="block break-words text-muted">“{share.note}”</span> : null}
                </span>
                <Form method="post" className="shrink-0">
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
