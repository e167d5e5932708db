import { useEffect, useRef } from 'react'
import {
  Form,
  Link,
  data,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/story'
import { requireUser, sessionUser } from '~/.server/auth/guards'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { retryAfter } from '~/.server/http'
import { editPage, redrawPage } from '~/.server/stories/editing'
import { getStoryForViewer } from '~/.server/stories/service'
import { spendableCredits } from '~/.server/billing/credits'
import { keepVersion, storyVersions, type StoryVersions } from '~/.server/stories/versions'
import { redirectWithToast } from '~/.server/toast'
import { env } from '~/.server/env'
import { bedtimeCookie, bedtimeFrom } from '~/lib/bedtime'
import { parseId } from '~/lib/ids'
import { pageTextSchema } from '~/lib/schemas/story-edit'
import { errorMessage } from '~/components/RouteError'
import { BedtimeToggle } from '~/components/BedtimeControls'
import { PageTools } from '~/components/PageTools'
import { StoryActions } from '~/components/StoryActions'
import { StoryViewer } from '~/components/StoryViewer'
import { listVoices } from '~/.server/recordings/voices'
import { ToastView } from '~/components/Toast'

const NOT_FOUND = 'Story not found'
const POLL_MS = 1500

/**
 * /story/:id: progress while the story is generated, the failure and its refund, or
 * the title and the viewer. Missing, malformed and other people's private stories are all
 * 404 'Story not found' (docs/decisions.md, 'Story privacy').
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const user = sessionUser(context)
  const story = await getStoryForViewer(id, user)
  if (!story) throw data(NOT_FOUND, { status: 404 })
  const isOwner = !!user && !story.isSample
  const bedtime = bedtimeFrom(url.searchParams.get('bedtime'), request.headers.get('Cookie'))
  const headers: HeadersInit = bedtime.remember === null ? {} : { 'Set-Cookie': bedtimeCookie(bedtime.remember, env().secureCookies) }
  return data(
    {
      story: {
        id: story.id,
        title: story.title,
        themeName: story.themeName,
        status: story.status,
        progress: story.progress,
        error: story.error,
        segments: story.status === 'ready' ? story.segments : [],
        voices: story.status === 'ready' && !story.isSample ? await listVoices(story.id) : [],
      },
      // Only the owner reaches a private story; samples are nobody's to repeat.
      isOwner,
      versions: isOwner ? await storyVersions(user.id, story) : null,
      // For 'Create Another Story' at the end of the owner's ready story.
      credits: isOwner && story.status === 'ready' ? await spendableCredits(user) : 0,
      // Read by the root layout too: the whole page turns warm and dark (app.css, [data-bedtime]).
      bedtime: bedtime.on,
    },
    { headers },
  )
}

/** The owner's changes from the story page: fix a page's text, draw a new picture, keep a version. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const user = requireUser(url, context)
  const id = parseId(params.id)
  const form = await readForm(request)
  const intent = form.get('intent')
  const sequence = parseId(String(form.get('sequence') ?? ''))
  const page = url.searchParams.get('page')
  const back = `/story/${id}${page ? `?page=${encodeURIComponent(page)}` : ''}`
  try {
    if (intent === 'keep') {
      const kept = await keepVersion(user.id, id)
      return redirectWithToast(`/story/${kept}`, {
        title: 'Version kept',
        description: 'The other version has been deleted.',
        variant: 'success',
      })
    }
    if (intent === 'redraw') {
      await redrawPage(user.id, id, sequence, request.signal)
      return redirectWithToast(back, { title: 'New picture', description: 'The page has a new picture.', variant: 'success' })
    }
    if (intent === 'edit-page') {
      const parsed = pageTextSchema.safeParse({ content: form.get('content') ?? undefined })
      if (!parsed.success) {
        return data(
          { pageError: { sequence, message: parsed.error.issues[0]!.message, content: String(form.get('content') ?? '') } },
          { status: 400 },
        )
      }
      await editPage(user.id, id, sequence, parsed.data.content, request.signal)
      return redirectWithToast(back, {
        title: 'Page saved',
        description: 'The page is read aloud with your words now.',
        variant: 'success',
      })
    }
    throw data('Unknown action', { status: 400 })
  } catch (error) {
    if (!isAppError(error)) throw error
    if (error.status === 404 && error.message === NOT_FOUND) throw data(NOT_FOUND, { status: 404 })
    const content = intent === 'edit-page' ? String(form.get('content') ?? '') : undefined
    return data(
      { pageError: { sequence, message: error.message, ...(content !== undefined ? { content } : {}) } },
      { status: error.status, headers: retryAfter(error.retryAfterSeconds) },
    )
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-cache' })
  const cookie = loaderHeaders.get('Set-Cookie')
  if (cookie) headers.set('Set-Cookie', cookie)
  return headers
}

/** Turning pages (?page=) and dropping ?created=1 need no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  // An explicit revalidation (the progress poll) keeps the same URL: it always reloads.
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('page')
    params.delete('created')
    params.sort()
    return params.toString()
  }
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.story.title} | Storybook` : `${NOT_FOUND} | Storybook` },
]

export default function StoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { story, isOwner, versions, bedtime } = loaderData
  const pageError = actionData && 'pageError' in actionData ? actionData.pageError : null
  const navigation = useNavigation()
  const location = useLocation()

  if (
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/story/') &&
    navigation.location.pathname !== location.pathname
  ) {
    return <LoadingStory />
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-10">
      {story.status === 'generating' ? (
        <Generating done={story.progress.done} total={story.progress.total} />
      ) : story.status === 'failed' ? (
        <Failed message={story.error} />
      ) : (
        <>
          <header className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">{story.themeName}</p>
              <h1 className="mt-1 text-2xl leading-tight font-bold text-ink sm:text-4xl">{story.title}</h1>
            </div>
            <BedtimeToggle on={bedtime} />
          </header>
          {versions ? <VersionBanner storyId={story.id} versions={versions} /> : null}
          <StoryViewer
            title={story.title}
            segments={story.segments}
            voices={story.voices}
            bedtime={bedtime}
            pageActions={
              isOwner
                ? (segment, page) => (
                    <PageTools storyId={story.id} sequence={segment.sequence} page={page} content={segment.content} error={pageError} />
                  )
                : undefined
            }
            actions={isOwner ? <StoryActions story={story} className="pt-2" /> : undefined}
            endLinks={
              isOwner ? (
                <CreateAnother credits={loaderData.credits} />
              ) : (
                <Link to="/create" className="btn-secondary">
                  Create your own story
                </Link>
              )
            }
          />
          <CreatedToast />
        </>
      )}
      {isOwner && story.status === 'failed' ? <StoryActions story={story} /> : null}
    </div>
  )
}

/**
 * Two tellings of one story side by side: on the new one, keep it or go back to the first; on the
 * first, a link to the new one while it waits.
 */
function VersionBanner({ storyId, versions }: { storyId: number; versions: StoryVersions }) {
  const { newTellingOf, newTelling } = versions
  if (newTellingOf) {
    return (
      <section className="card flex flex-col gap-3 bg-sky-50 ring-sky-200" aria-labelledby="version-title">
        <h2 id="version-title" className="text-xl font-bold">
          A new version of “{newTellingOf.title}”
        </h2>
        <p>Keep the version you like best; the other one is deleted.</p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="keep" />
            <button type="submit" className="btn-primary">
              Keep this version
            </button>
          </Form>
          <Link to={`/story/${newTellingOf.id}`} className="btn-secondary">
            Read the first version
          </Link>
        </div>
      </section>
    )
  }
  if (newTelling) {
    return (
      <section className="card flex flex-col gap-3 bg-sky-50 ring-sky-200" aria-labelledby="version-title">
        <h2 id="version-title" className="text-xl font-bold">
          {newTelling.status === 'generating' ? 'A new version is being made' : 'A new version is waiting'}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link to={`/story/${newTelling.id}`} className="btn-primary">
            Read the new version
          </Link>
          <Form method="post" action={`/story/${storyId}`}>
            <input type="hidden" name="intent" value="keep" />
            <button type="submit" className="btn-secondary">
              Keep this one
            </button>
          </Form>
        </div>
      </section>
    )
  }
  return null
}

function LoadingStory() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" role="status">
      <p className="text-xl font-semibold text-muted">Loading story...</p>
    </div>
  )
}

/**
 * Steps done of total, live: with JavaScript the page data is refreshed every 1.5 s until the
 * story is no longer generating; without it a meta refresh reloads the page (only while
 * generating, so a finished story never refreshes).
 */
function Generating({ done, total }: { done: number; total: number }) {
  const revalidator = useRevalidator()
  const revalidatorRef = useRef(revalidator)
  revalidatorRef.current = revalidator
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidatorRef.current.state === 'idle') void revalidatorRef.current.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [])

  const max = Math.max(1, total)
  const value = Math.min(max, Math.max(0, done))
  const step = Math.min(max, value + 1)
  return (
    <section className="card text-center" aria-labelledby="generating-title">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <svg
        viewBox="0 0 24 24"
        width="64"
        height="64"
        className="mx-auto text-brand-500 motion-safe:animate-pulse"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M12 2.5l2.4 5.9 5.9 2.4-5.9 2.4L12 19.1l-2.4-5.9-5.9-2.4 5.9-2.4z" />
        <path d="M19 15.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" opacity=".7" />
      </svg>
      <h1 id="generating-title" className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">
        Creating your magical story...
      </h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-muted">
        Our AI is crafting a personalized story with custom illustrations and audio narration just for you.
      </p>
      <div className="mx-auto mt-8 max-w-md">
        <div
          role="progressbar"
          aria-label="Story progress"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={`Step ${step} of ${max}`}
          className="h-4 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${Math.round((value / max) * 100)}%` }}
          />
        </div>
        <p className="mt-2 text-sm font-semibold text-muted" aria-live="polite">
          Step {step} of {max}
        </p>
      </div>
    </section>
  )
}

function Failed({ message }: { message: string | null }) {
  return (
    <section className="card text-center" role="alert">
      <h1 className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">This story could not be finished</h1>
      <p className="mx-auto mt-3 max-w-prose text-lg">{message || 'We could not finish this story.'}</p>
      {message && /refund/i.test(message) ? null : <p className="mt-2 text-lg">Your credit has been refunded.</p>}
      <Link to="/create" className="btn-primary mt-6">
        Try Again
      </Link>
    </section>
  )
}

/** 'Story created!' after the /create flow lands here with ?created=1 (with and without JavaScript). */
function CreatedToast() {
  const location = useLocation()
  const created = new URLSearchParams(location.search).get('created') === '1'
  useEffect(() => {
    if (!created) return
    // Shown once: a reload or a shared link should not announce it again.
    const url = new URL(window.location.href)
    url.searchParams.delete('created')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }, [created])
  if (!created) return null
  return (
    <ToastView
      id={`created-${location.key}`}
      toast={{ title: 'Story created!', description: 'Your magical story is ready to read.', variant: 'success' }}
    />
  )
}

/** 'Create Another Story' for the owner; disabled (not a link) with no credits left. */
function CreateAnother({ credits }: { credits: number }) {
  return (
    <div className="flex flex-col items-center gap-2">
      {credits > 0 ? (
        <Link to="/create" className="btn-primary">
          Create Another Story
        </Link>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go yet (no credit), announced as a disabled link */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: a disabled link is not focusable */}
          <span role="link" aria-disabled="true" className="btn-primary cursor-not-allowed opacity-60">
            Create Another Story
          </span>
          <p className="text-sm text-muted">
            No credits left.{' '}
            <Link to="/credits" className="font-semibold text-brand-700 underline">
              Buy Credits
            </Link>
          </p>
        </>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const message = notFound ? NOT_FOUND : errorMessage(error)
  // The server logs it in entry.server's handleError; this is for the browser's console.
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role={notFound ? undefined : 'alert'}>
      <p className="text-6xl" aria-hidden="true">
        {notFound ? '📖❓' : '🙈'}
      </p>
      <h1 className="mt-6 text-3xl font-bold text-brand-700">{message}</h1>
      {notFound ? <p className="mt-4 text-lg text-muted">This story is not on our shelves.</p> : null}
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  )
}
