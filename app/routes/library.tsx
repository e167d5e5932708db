import { useEffect, useRef } from 'react'
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router'
import type { Route } from './+types/library'
import { verifiedUser } from '~/.server/auth/guards'
import { listLibrary } from '~/.server/stories/shelves'
import { Carousel } from '~/components/Carousel'
import { ChildDrawing, Shelves } from '~/components/library/Shelves'
import { AnotherAdventure } from '~/components/story/AnotherAdventure'
import { EmojiIcon } from '~/components/EmojiIcon'
import { StoryMenu } from '~/components/StoryActions'
import { Cover, type CardStory } from '~/components/StoryCard'

type LibraryStory = CardStory & { isNewVersion: boolean }
import { ErrorBoundary as VerifiedOnlyBoundary } from './verified-only'

export const meta: Route.MetaFunction = () => [{ title: 'My Story Library | Storybook' }]

/**
 * The signed-in, verified user's stories, newest first (only what the cards show): all of them, or
 * one child's shelf (?child={id}; a child without a shelf shows them all).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = verifiedUser(context)
  const { cards, shelves } = await listLibrary(user.id)
  const all: LibraryStory[] = cards.map((s) => ({
    id: s.id,
    title: s.title,
    themeName: s.themeName,
    imageUrl: s.imageUrl,
    status: s.status,
    isNewVersion: s.versionOf !== null,
  }))
  const open = shelves.find((shelf) => String(shelf.child.id) === url.searchParams.get('child')) ?? null
  const onShelf = open ? new Set(open.storyIds) : null
  return {
    stories: onShelf ? all.filter((story) => onShelf.has(story.id)) : all,
    total: all.length,
    shelves: shelves.map((shelf) => ({ child: shelf.child, count: shelf.storyIds.length })),
    open: open?.child ?? null,
    next: open?.next ?? null,
  }
}

/** The list is fetched again when the window regains focus, and while a story is being made. */
function useFreshStories(generating: boolean) {
  const { revalidate } = useRevalidator()
  const last = useRef(0)
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last.current < 1000) return
      last.current = Date.now()
      void revalidate()
    }
    addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', refresh)
    const timer = generating ? setInterval(refresh, 5000) : undefined
    return () => {
      removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', refresh)
      clearInterval(timer)
    }
  }, [revalidate, generating])
}

export default function Library({ loaderData }: Route.ComponentProps) {
  const { stories, total, shelves, open, next } = loaderData
  useFreshStories(stories.some((s) => s.status === 'generating'))
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">My Story Library</h1>
        <Link to="/create" className="btn-primary">
          Create New Story
        </Link>
      </div>
      <Shelves shelves={shelves} open={open?.id ?? null} total={total} />
      {stories.length === 0 ? (
        <div className="card mx-auto mt-10 max-w-xl text-center">
          <EmojiIcon name="books" size={72} />
          <h2 className="mt-4 text-2xl font-bold">No Stories Yet</h2>
          <p className="mt-2 text-lg text-muted">Your stories will appear here once you create them</p>
          <Link to="/create" className="btn-primary mt-6">
            Create Your First Story
          </Link>
        </div>
      ) : (
        <div className="mt-8">
          {open ? (
            <h2 className="mb-2 flex items-center gap-3 text-2xl font-bold text-brand-700">
              <ChildDrawing child={open} size={56} />
              {open.name}’s shelf
            </h2>
          ) : null}
          {next ? (
            <p className="mb-4">
              <AnotherAdventure storyId={next.storyId} childName={next.childName} companion={next.companion} />
            </p>
          ) : null}
          <p className="mb-4 text-muted">
            {stories.length} {stories.length === 1 ? 'story' : 'stories'}, newest first.
          </p>
          <Carousel label={open ? `${open.name}’s stories` : 'Your stories'}>
            {stories.map((story, i) => (
              <LibraryCard key={story.id} story={story} first={i === 0} />
            ))}
          </Carousel>
        </div>
      )}
    </div>
  )
}

/**
 * Library card, 280 px wide: cover, title, theme, a hint while generating, after a failure or for a
 * new version, then 'Read Story' and the menu of the owner's actions.
 */
function LibraryCard({ story, first }: { story: LibraryStory; first: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
      {/* The first cover is the page's largest picture: fetched at once, not lazily. */}
      <Cover src={story.imageUrl} eager={first} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg leading-snug font-bold">{story.title}</h2>
        <p>
          <span className="pill bg-brand-50 text-brand-700">{story.themeName}</span>
        </p>
        {story.status === 'generating' ? (
          <p className="text-sm font-medium text-sky-ink">Still being created: open it to watch the progress.</p>
        ) : story.status === 'failed' ? (
          <p className="text-sm font-medium text-red-700">This story could not be finished; its credit was refunded.</p>
        ) : story.isNewVersion ? (
          <p className="text-sm font-medium text-sky-ink">A new version: open it to keep the one you like best.</p>
        ) : null}
        <div className="mt-auto flex items-center gap-3">
          <Link to={`/story/${story.id}`} className="btn-primary flex-1" aria-label={`Read Story: ${story.title}`}>
            Read Story
          </Link>
          <StoryMenu story={story} />
        </div>
      </div>
    </li>
  )
}

/** 'Error loading library: {message}', with 'Log In' when the message asks for it. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { error } = props
  // Unverified users (403) and missing pages keep the layout's own answers.
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404))
    return <VerifiedOnlyBoundary error={error} params={props.params} />
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status}: ${error.statusText || 'Error'}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong'
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-700">My Story Library</h1>
      <p role="alert" className="mt-4 text-lg">
        Error loading library: {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {message.includes('Please log in') ? (
          <Link to="/auth?redirect=%2Flibrary" className="btn-primary">
            Log In
          </Link>
        ) : (
          <Link to="/library" className="btn-primary" reloadDocument>
            Try again
          </Link>
        )}
        <Link to="/" className="btn-secondary">
          Back to Home
        </Link>
      </div>
    </section>
  )
}
