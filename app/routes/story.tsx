import { lazyPart } from '~/components/lazy-part'
import { Suspense } from 'react'
import { data, Link, useLocation, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/story'
import { requireUser, sessionUser } from '~/.server/auth/guards'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { retryAfter } from '~/.server/http'
import { editPage, redrawPage, undoRedraw } from '~/.server/stories/editing'
import { nextAdventureOf } from '~/.server/stories/next-adventure'
import { getStoryRowForViewer } from '~/.server/stories/service'
import { spendableCredits } from '~/.server/billing/credits'
import { keepVersion, storyVersions } from '~/.server/stories/versions'
import { redirectWithToast } from '~/.server/toast'
import { env } from '~/.server/env'
import { ageBand } from '~/.server/generation/story-shape'
import { bedtimeCookie, bedtimeFrom } from '~/lib/bedtime'
import { parseId } from '~/lib/ids'
import { readingCookie, readingFrom } from '~/lib/reading-options'
import { pageTextSchema, redrawSchema } from '~/lib/schemas/story-edit'
import { StoryViewer } from '~/components/StoryViewer'
import { listVoices } from '~/.server/recordings/voices'
import { AnotherAdventure } from '~/components/story/AnotherAdventure'
import { LoadingStory } from '~/components/story/LoadingStory'
import { STORY_NOT_FOUND } from '~/lib/story-not-found'
import { StoryHeader } from '~/components/story/StoryHeader'

// What a sample's reader does not show (the owner's tools and actions, the states before a story is
// ready, the versions banner, the 'Story created!' toast) is split off the page's first load: each
// part's script loads when the page shows it. The server renders them all the same.
const PageTools = lazyPart(() => import('~/components/PageTools').then((m) => m.PageTools))
const StoryActions = lazyPart(() => import('~/components/StoryActions').then((m) => m.StoryActions))
const CreateAnother = lazyPart(() => import('~/components/story/CreateAnother').then((m) => m.CreateAnother))
const CreatedToast = lazyPart(() => import('~/components/story/CreatedToast').then((m) => m.CreatedToast))
const Failed = lazyPart(() => import('~/components/story/Failed').then((m) => m.Failed))
const Generating = lazyPart(() => import('~/components/story/Generating').then((m) => m.Generating))
const StoryError = lazyPart(() => import('~/components/story/StoryError').then((m) => m.StoryError))
const VersionBanner = lazyPart(() => import('~/components/story/VersionBanner').then((m) => m.VersionBanner))

/**
 * /story/:id: progress while the story is generated, the failure and its refund, or
 * the title and the viewer. Missing, malformed and other people's private stories are all
 * 404 'Story not found' (docs/decisions.md, 'Story privacy').
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const user = sessionUser(context)
  const found = await getStoryRowForViewer(id, user)
  if (!found) throw data(STORY_NOT_FOUND, { status: 404 })
  const story = found.view
  const isOwner = !!user && !story.isSample
  const cookieHeader = request.headers.get('Cookie')
  const bedtime = bedtimeFrom(url.searchParams.get('bedtime'), cookieHeader)
  const reading = readingFrom(url.searchParams, cookieHeader)
  const headers = new Headers()
  if (bedtime.remember !== null) headers.append('Set-Cookie', bedtimeCookie(bedtime.remember, env().secureCookies))
  if (reading.remember) headers.append('Set-Cookie', readingCookie(reading.options, env().secureCookies))
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
        // How fast the phone's own voice reads (the youngest slower).
        band: ageBand(story.childAge),
      },
      // Only the owner reaches a private story; samples are nobody's to repeat.
      isOwner,
      versions: isOwner ? await storyVersions(user.id, story, found.row) : null,
      // For 'Create Another Story' at the end of the owner's ready story.
      credits: isOwner && story.status === 'ready' ? await spendableCredits(user) : 0,
      // "Another adventure for {name} and {companion}" at the end of the owner's ready story.
      nextAdventure: isOwner && story.status === 'ready' ? nextAdventureOf(story) : null,
      // Read by the root layout too: the whole page turns warm and dark (app.css, [data-bedtime]).
      bedtime: bedtime.on,
      // Read by the root layout too: text size, letters and contrast (app.css, [data-text-size] etc.).
      reading: reading.options,
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
      const parsed = redrawSchema.safeParse({ show: form.get('show') ?? undefined })
      if (!parsed.success) return data({ pageError: { sequence, message: parsed.error.issues[0]!.message } }, { status: 400 })
      const { show } = parsed.data
      await redrawPage(user.id, id, sequence, { show, signal: request.signal })
      return redirectWithToast(back, {
        title: 'New picture',
        description: show ? `The page has a new picture showing ${show}.` : 'The page has a new picture.',
        variant: 'success',
      })
    }
    if (intent === 'undo-redraw') {
      await undoRedraw(user.id, id, sequence)
      return redirectWithToast(back, { title: 'Picture back', description: 'The page has its earlier picture again.', variant: 'success' })
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
    if (error.status === 404 && error.message === STORY_NOT_FOUND) throw data(STORY_NOT_FOUND, { status: 404 })
    const content = intent === 'edit-page' ? String(form.get('content') ?? '') : undefined
    return data(
      { pageError: { sequence, message: error.message, ...(content !== undefined ? { content } : {}) } },
      { status: error.status, headers: retryAfter(error.retryAfterSeconds) },
    )
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-cache' })
  for (const cookie of loaderHeaders.getSetCookie()) headers.append('Set-Cookie', cookie)
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
  { title: loaderData ? `${loaderData.story.title} | Storybook` : `${STORY_NOT_FOUND} | Storybook` },
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
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-4 sm:gap-6 sm:py-10">
      {story.status === 'generating' ? (
        <Suspense fallback={null}>
          <Generating done={story.progress.done} total={story.progress.total} />
        </Suspense>
      ) : story.status === 'failed' ? (
        <Suspense fallback={null}>
          <Failed message={story.error} />
        </Suspense>
      ) : (
        <>
          <StoryHeader themeName={story.themeName} title={story.title} bedtime={bedtime} reading={loaderData.reading} />
          {versions ? (
            <Suspense fallback={null}>
              <VersionBanner storyId={story.id} versions={versions} />
            </Suspense>
          ) : null}
          <StoryViewer
            title={story.title}
            segments={story.segments}
            voices={story.voices}
            band={story.band}
            bedtime={bedtime}
            pageActions={
              // At bedtime the page stays calm: no tools that change the story (docs/decisions.md, 'Bedtime').
              isOwner && !bedtime
                ? (segment, page) => (
                    <Suspense fallback={null}>
                      <PageTools
                        storyId={story.id}
                        sequence={segment.sequence}
                        page={page}
                        content={segment.content}
                        pictureChoices={segment.pictureChoices}
                        pictureShows={segment.pictureShows}
                        canUndoRedraw={segment.canUndoRedraw}
                        error={pageError}
                      />
                    </Suspense>
                  )
                : undefined
            }
            actions={
              isOwner ? (
                <Suspense fallback={null}>
                  <StoryActions story={story} className="pt-2" bedtime={bedtime} />
                </Suspense>
              ) : undefined
            }
            endLinks={
              isOwner ? (
                <>
                  {loaderData.nextAdventure ? (
                    <AnotherAdventure
                      storyId={story.id}
                      childName={loaderData.nextAdventure.childName}
                      companion={loaderData.nextAdventure.companion}
                    />
                  ) : null}
                  <Suspense fallback={null}>
                    <CreateAnother credits={loaderData.credits} />
                  </Suspense>
                </>
              ) : (
                <Link to="/create" className="btn-secondary">
                  Create your own story
                </Link>
              )
            }
          />
          <Suspense fallback={null}>
            <CreatedToast />
          </Suspense>
        </>
      )}
      {isOwner && story.status === 'failed' ? (
        <Suspense fallback={null}>
          <StoryActions story={story} />
        </Suspense>
      ) : null}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <StoryError error={error} />
    </Suspense>
  )
}
