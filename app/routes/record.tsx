import { data, Link } from 'react-router'
import type { Route } from './+types/record'
import { recordingPageAction, recordingPageData } from '~/.server/recordings/pages'
import { recordingTarget } from '~/.server/recordings/voices'
import { RECORDING_PERMISSIONS_POLICY } from '~/.server/security/headers'
import { RecordingPages } from '~/components/RecordingPages'

const NOT_FOUND = 'This recording link does not work any more'

/**
 * /r/:token: a recording link. Whoever has it records the pages of one voice of one story (they
 * see each page's text and picture to read it, and their own takes), and nothing else: no other
 * voice, no owner data, never indexed, the token never sent on as a referrer.
 */
async function targetOf(token: string) {
  const target = await recordingTarget(token)
  if (!target) throw data(NOT_FOUND, { status: 404, headers: LINK_HEADERS })
  return target
}

export async function loader({ params }: Route.LoaderArgs) {
  const target = await targetOf(params.token)
  return data(await recordingPageData(target, `/r/${params.token}/media`), { headers: LINK_HEADERS })
}

export async function action({ request, params }: Route.ActionArgs) {
  return await recordingPageAction(request, await targetOf(params.token), `/r/${params.token}`)
}

const LINK_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
  'Permissions-Policy': RECORDING_PERMISSIONS_POLICY,
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders
  // A refused recording (429) says when to try again.
  const headers = new Headers(loaderHeaders)
  const retry = actionHeaders.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return headers
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Record ${loaderData.title} | Storybook` : `${NOT_FOUND} | Storybook` },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

export default function RecordThroughLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecordingPages
      title={loaderData.title}
      voiceLabel={loaderData.voiceLabel}
      pages={loaderData.pages}
      result={actionData}
      intro={
        <p className="mt-2">
          You have been asked to read this story aloud, as {loaderData.voiceName}. Your voice will play in the family&rsquo;s storybook.
        </p>
      }
    />
  )
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{NOT_FOUND}</h1>
      <p className="mt-3 text-muted">It may have expired, or the family has turned it off. Ask them for a new one.</p>
      <Link to="/" className="btn-primary mt-6 inline-flex">
        Go to Storybook
      </Link>
    </main>
  )
}
