import { data, Link } from 'react-router'
import type { Route } from './+types/story-voice'
import { signedInUser } from '~/.server/auth/guards'
import { isAppError } from '~/.server/errors'
import { recordingPageAction, recordingPageData } from '~/.server/recordings/pages'
import { requireOwnedVoice } from '~/.server/recordings/voices'
import { RECORDING_PERMISSIONS_POLICY } from '~/.server/security/headers'
import { RecordingPages } from '~/components/RecordingPages'
import { parseId } from '~/lib/ids'

/** /story/:id/voices/:voiceId: the owner records the pages of one voice of their story. */
async function targetOf(_request: Request, context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const user = signedInUser(context)
  try {
    return await requireOwnedVoice(user.id, parseId(params.id), parseId(params.voiceId))
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      throw data(error.status === 409 ? error.message : 'Voice not found', { status: error.status })
    throw error
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const target = await targetOf(request, context, params)
  return data(
    { storyId: target.story.id, ...(await recordingPageData(target, '/api/media')) },
    { headers: { 'Permissions-Policy': RECORDING_PERMISSIONS_POLICY } },
  )
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const target = await targetOf(request, context, params)
  return await recordingPageAction(request, target, `/story/${target.story.id}/voices/${target.voice.id}`)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  // A refused recording (429) says when to try again.
  const headers = new Headers(loaderHeaders)
  const retry = actionHeaders.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return headers
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Record ${loaderData.voiceLabel} | Storybook` : 'Voice not found | Storybook' },
]

export default function RecordVoice({ loaderData, actionData }: Route.ComponentProps) {
  const { storyId } = loaderData
  return (
    <RecordingPages
      title={loaderData.title}
      voiceLabel={loaderData.voiceLabel}
      pages={loaderData.pages}
      result={actionData}
      footer={
        <p className="flex flex-wrap justify-center gap-4">
          <Link to={`/story/${storyId}/voices`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            All voices of this story
          </Link>
          <Link to={`/story/${storyId}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Back to the story
          </Link>
        </p>
      }
    />
  )
}
