import { data, Link } from 'react-router'
import type { Route } from './+types/share'
import { listVoices } from '~/.server/recordings/voices'
import { storyForShare } from '~/.server/stories/shares'
import { StoryViewer } from '~/components/StoryViewer'

const NOT_FOUND = 'This link does not work any more'

/**
 * /s/:token: a story shared by its owner, for whoever has the link (no account). Only the story:
 * its title, pages, pictures and narration, with media through this link (/s/:token/media/…), and
 * nothing of the owner. An unknown, expired or revoked link is 404. Never indexed, and the token
 * is never sent on as a referrer.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.token
  const story = await storyForShare(token)
  if (!story) throw data(NOT_FOUND, { status: 404, headers: SHARE_HEADERS })
  const viaLink = (url: string | null) => (url ? url.replace(/^\/api\/media\//, `/s/${token}/media/`) : url)
  return data(
    {
      token,
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
  const { story, token } = loaderData
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-10">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">
          A story shared with you · {story.themeName}
        </p>
        <h1 className="mt-1 text-2xl leading-tight font-bold text-ink sm:text-4xl">{story.title}</h1>
      </header>
      <StoryViewer
        title={story.title}
        segments={story.segments}
        voices={story.voices}
        endLinks={
          <>
            <a href={`/s/${token}/book.pdf`} download className="btn-secondary">
              Print it: the book (PDF)
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
