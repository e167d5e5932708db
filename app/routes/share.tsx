import { data, Link } from 'react-router'
import type { Route } from './+types/share'
import { listVoices } from '~/.server/recordings/voices'
import { storyForShare } from '~/.server/stories/shares'
import { SharerNote } from '~/components/share/SharerNote'
import { BookDownload } from '~/components/story/BookDownload'
import { StoryViewer } from '~/components/StoryViewer'

const NOT_FOUND = 'This link does not work any more'

/**
 * /s/:token: a story shared by its owner, for whoever has the link (no account). Only the story:
 * its title, pages, pictures and narration, with media through this link (/s/:token/media/…), the
 * sharer's note and display name, and nothing else of the owner. The book (PDF, any size, with a
 * dedication) and the offline ZIP come through the link too. An unknown, expired or revoked link is 404. Never indexed, and the token
 * is never sent on as a referrer.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.token
  const shared = await storyForShare(token)
  if (!shared) throw data(NOT_FOUND, { status: 404, headers: SHARE_HEADERS })
  const { story, note, sharedBy } = shared
  const viaLink = (url: string | null) => (url ? url.replace(/^\/api\/media\//, `/s/${token}/media/`) : url)
  return data(
    {
      token,
      note,
      sharedBy,
      story: {
        title: story.title,
        themeName: story.themeName,
        segments: story.segments.map((s) => ({
          ...s,
          imageUrl: viaLink(s.imageUrl)!,
          audioUrl: viaLink(s.audioUrl)!,
          wordsUrl: viaLink(s.wordsUrl),
        })),
        voices: (await listVoices(story.id)).map((voice) => ({
          ...voice,
          clips: Object.fromEntries(
            Object.entries(voice.clips).map(([sequence, clip]) => [sequence, { ...clip, audioUrl: viaLink(clip.audioUrl)! }]),
          ),
        })),
      },
    },
    { headers: SHARE_HEADERS },
  )
}

const SHARE_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' }

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.story.title} | Storybook` : `${NOT_FOUND} | Storybook` },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

export default function SharedStory({ loaderData }: Route.ComponentProps) {
  const { story, token, note, sharedBy } = loaderData
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-10">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">
          {sharedBy ? `Shared with you by ${sharedBy}` : 'A story shared with you'} · {story.themeName}
        </p>
        <h1 className="mt-1 text-2xl leading-tight font-bold text-ink sm:text-4xl">{story.title}</h1>
        <SharerNote note={note} sharedBy={sharedBy} />
      </header>
      <StoryViewer
        title={story.title}
        segments={story.segments}
        voices={story.voices}
        endLinks={
          <>
            <BookDownload action={`/s/${token}/book.pdf`} title="Print it: the book (PDF)" />
            <a href={`/s/${token}/bundle.zip`} download className="btn-secondary">
              Keep it offline (ZIP)
            </a>
            <Link to="/" className="btn-secondary">
              Make a story of your own
            </Link>
          </>
        }
      />
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{NOT_FOUND}</h1>
      <p className="mt-3 text-muted">It may have expired, or the family who shared it has turned it off. Ask them for a new one.</p>
      <Link to="/" className="btn-primary mt-6 inline-flex">
        Go to Storybook
      </Link>
    </main>
  )
}
