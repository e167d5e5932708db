import { Form, Link, data, redirect } from 'react-router'
import type { Route } from './+types/story-voices'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import {
  createRecordingLink,
  createVoice,
  deleteVoice,
  listRecordingLinks,
  listVoices,
  revokeRecordingLink,
} from '~/.server/recordings/voices'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { redirectWithToast } from '~/.server/toast'
import { BackToStory } from '~/components/CardPage'
import { ShareLinkBox } from '~/components/share/ShareLinkBox'
import { FieldError } from '~/components/FieldError'
import { LinkExpiryChoice, linkDate } from '~/components/LinkExpiry'
import { parseId } from '~/lib/ids'
import { recordingLinkFormSchema, voiceLabel, voiceNameSchema, VOICE_NAME_MAX } from '~/lib/schemas/voice'

export const meta: Route.MetaFunction = () => [{ title: 'Voices | Storybook' }]

/**
 * /story/:id/voices: the owner's voices of a story ("Grandma's voice"). Add one, record it here,
 * or make a recording link for whoever should read it (shown once; 7 days, 30 days or until
 * turned off), turn links off, remove a voice. Plain forms, so it works without JavaScript.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await ownedStoryForPage(context, params.id)
  const [voices, links] = story.status === 'ready' ? await Promise.all([listVoices(story.id), listRecordingLinks(story.id)]) : [[], []]
  return { id: story.id, title: story.title, ready: story.status === 'ready', voices, links }
}

type ActionResult = {
  error: string | null
  voiceId: number | null
  created: { voiceId: number; url: string; expiresAt: string | null } | null
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const story = await ownedStoryForPage(context, params.id)
  const userId = story.userId!
  const form = await readForm(request)
  const intent = form.get('intent')
  const voiceId = Number(form.get('voiceId'))
  const here = `/story/${story.id}/voices`
  const fail = (error: string, status = 400) =>
    data<ActionResult>({ error, voiceId: Number.isSafeInteger(voiceId) ? voiceId : null, created: null }, { status })
  try {
    if (intent === 'add') {
      const parsed = voiceNameSchema.safeParse({ name: form.get('name') ?? undefined })
      if (!parsed.success)
        return data<ActionResult>({ error: parsed.error.issues[0]!.message, voiceId: null, created: null }, { status: 400 })
      const voice = await createVoice(userId, story.id, parsed.data.name)
      return redirectWithToast(`${here}#voice-${voice.id}`, {
        title: `${voiceLabel(voice.name)} added`,
        description: 'Record it here, or send a recording link.',
        variant: 'success',
      })
    }
    if (intent === 'link') {
      const parsed = recordingLinkFormSchema.safeParse({ expires: form.get('expires') ?? undefined })
      if (!parsed.success) return fail(parsed.error.issues[0]!.message)
      const created = await createRecordingLink(userId, story.id, parseId(String(voiceId)), parsed.data.expires)
      return data<ActionResult>({ error: null, voiceId, created: { voiceId, url: created.url, expiresAt: created.expiresAt } })
    }
    if (intent === 'revoke') {
      await revokeRecordingLink(userId, story.id, parseId(String(form.get('linkId') ?? '')))
      return redirectWithToast(here, {
        title: 'Recording link turned off',
        description: 'Whoever had it can no longer record.',
        variant: 'success',
      })
    }
    if (intent === 'remove') {
      await deleteVoice(userId, story.id, parseId(String(voiceId)))
      return redirectWithToast(here, { title: 'Voice removed', description: 'Its recordings are deleted.', variant: 'success' })
    }
    return redirect(here)
  } catch (error) {
    if (isAppError(error) && error.status < 500) return fail(error.message, error.status)
    throw error
  }
}

const when = linkDate

export default function StoryVoices({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, ready, voices, links } = loaderData
  const addError = actionData?.error && actionData.voiceId === null ? actionData.error : null
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:py-10">
      <header className="card">
        <h1 className="text-3xl font-bold text-brand-700">Voices</h1>
        <p className="mt-1 text-muted">“{title}”</p>
        <p className="mt-3">
          Record the story in a voice your child knows: yours, or a grandparent&rsquo;s far away. The reader then offers it beside the
          storybook voice.
        </p>
      </header>
      {!ready ? (
        <p className="card text-center">Voices can be recorded once the story is ready.</p>
      ) : (
        <>
          {voices.map((voice) => {
            const recorded = Object.keys(voice.clips).length
            const created = actionData?.created?.voiceId === voice.id ? actionData.created : null
            const error = actionData?.error && actionData.voiceId === voice.id ? actionData.error : null
            const voiceLinks = links.filter((l) => l.voiceId === voice.id)
            return (
              <section key={voice.id} id={`voice-${voice.id}`} className="card scroll-mt-20" aria-labelledby={`voice-${voice.id}-title`}>
                <h2 id={`voice-${voice.id}-title`} className="text-2xl font-bold">
                  {voiceLabel(voice.name)}
                </h2>
                <p className="mt-1 text-muted">
                  {recorded === 0 ? 'No pages recorded yet.' : `${recorded} ${recorded === 1 ? 'page' : 'pages'} recorded.`}
                </p>
                {/* A new document: only the recording pages may use the microphone. */}
                <Link to={`/story/${id}/voices/${voice.id}`} reloadDocument className="btn-primary mt-4 inline-flex">
                  Record {voice.name}&rsquo;s pages here
                </Link>
                {created ? (
                  <ShareLinkBox
                    url={created.url}
                    id={`link-${voice.id}`}
                    heading="The recording link is ready"
                    intro={`Send it to ${voice.name}: it is shown only this once. It lets them record these pages, and nothing else.`}
                    share={{ title, text: `Would you record “${title}” in your voice?` }}
                  >
                    <p className="mt-2 text-sm text-muted">
                      {created.expiresAt ? `Works until ${when(created.expiresAt)}.` : 'Works until you turn it off.'}
                    </p>
                  </ShareLinkBox>
                ) : null}
                <Form method="post" className="mt-5 space-y-3">
                  <input type="hidden" name="intent" value="link" />
                  <input type="hidden" name="voiceId" value={voice.id} />
                  <LinkExpiryChoice inline legend={<>Or ask {voice.name} to record: a link that works for</>} />
                  <FieldError id={`voice-${voice.id}-error`} errors={error ? [error] : undefined} />
                  <button type="submit" className="btn-secondary">
                    Make a recording link
                  </button>
                </Form>
                {voiceLinks.length > 0 ? (
                  <ul className="mt-4 divide-y divide-brand-100" aria-label={`Recording links for ${voiceLabel(voice.name)}`}>
                    {voiceLinks.map((link) => (
                      <li key={link.id} className="flex items-center justify-between gap-3 py-3">
                        <span className="text-sm">
                          Link made {when(link.createdAt)} · {link.expiresAt ? `until ${when(link.expiresAt)}` : 'no end date'}
                        </span>
                        <Form method="post">
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="linkId" value={link.id} />
                          <button
                            type="submit"
                            className="btn-secondary"
                            aria-label={`Turn off the recording link made ${when(link.createdAt)}`}
                          >
                            Turn off
                          </button>
                        </Form>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="voiceId" value={voice.id} />
                  <button type="submit" className="text-sm font-semibold text-red-800 underline min-h-11">
                    Remove {voiceLabel(voice.name)} and its recordings
                  </button>
                </Form>
              </section>
            )
          })}
          <Form method="post" className="card space-y-3" aria-labelledby="add-voice">
            <h2 id="add-voice" className="text-2xl font-bold">
              Add a voice
            </h2>
            <input type="hidden" name="intent" value="add" />
            <label htmlFor="voice-name" className="label">
              Who is reading? The reader will call it &ldquo;Grandma&rsquo;s voice&rdquo;.
            </label>
            <input
              id="voice-name"
              name="name"
              required
              maxLength={VOICE_NAME_MAX}
              placeholder="Grandma"
              autoComplete="off"
              className="input"
              aria-describedby={addError ? 'voice-name-error' : undefined}
            />
            <FieldError id="voice-name-error" errors={addError ? [addError] : undefined} />
            <button type="submit" className="btn-primary">
              Add voice
            </button>
          </Form>
        </>
      )}
      <BackToStory id={id} />
    </div>
  )
}
